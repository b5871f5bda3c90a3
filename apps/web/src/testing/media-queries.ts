/**
 * A controllable `window.matchMedia` for jsdom, which has none. Tests set the OS colour preference,
 * the reduced-motion preference and the viewport width; listeners fire when they change, like in a browser.
 */
interface MediaState {
  prefersDark: boolean;
  width: number;
  reducedMotion: boolean;
}

const state: MediaState = { prefersDark: false, width: 1280, reducedMotion: false };
const listeners = new Set<() => void>();

function evaluate(query: string): boolean {
  if (query.includes('prefers-color-scheme: dark')) return state.prefersDark;
  if (query.includes('prefers-reduced-motion: reduce')) return state.reducedMotion;
  const maxWidth = /max-width:\s*(\d+)px/.exec(query);
  if (maxWidth?.[1]) return state.width <= Number(maxWidth[1]);
  const minWidth = /min-width:\s*(\d+)px/.exec(query);
  if (minWidth?.[1]) return state.width >= Number(minWidth[1]);
  return false;
}

function matchMedia(query: string): MediaQueryList {
  const own = new Map<EventListenerOrEventListenerObject, () => void>();
  const list = {
    media: query,
    get matches() {
      return evaluate(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const wrapped = () =>
        typeof listener === 'function'
          ? listener(new Event('change'))
          : listener.handleEvent(new Event('change'));
      own.set(listener, wrapped);
      listeners.add(wrapped);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const wrapped = own.get(listener);
      if (wrapped) listeners.delete(wrapped);
    },
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

/** Back to a light-preferring 1280 px desktop, with matchMedia installed. */
export function resetMediaQueries(): void {
  state.prefersDark = false;
  state.width = 1280;
  state.reducedMotion = false;
  listeners.clear();
  window.matchMedia = matchMedia;
}

/** Changes the emulated media and notifies listeners. */
export function setMedia(next: Partial<MediaState>): void {
  Object.assign(state, next);
  listeners.forEach((listener) => listener());
}
