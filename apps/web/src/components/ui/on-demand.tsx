/**
 * Overlays whose Radix code loads on demand (`radix-parts.ts`), fetched ahead by the prefetch after the
 * first content (lib/lazy.ts). Until it has loaded, a menu's or a dialog's trigger is already on
 * screen and works: using it loads Radix and opens the overlay, and its content appears then. When
 * Radix arrives, each root becomes Radix's own, and a trigger that had the focus keeps it. After that
 * every component renders exactly what the static Radix components did.
 */
import { Slot } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
  type RefCallback,
  type RefObject,
} from 'react';
import { preloadable, useLoaded } from '@/lib/lazy';
import type * as RadixPartsModule from './radix-parts';

export type RadixParts = typeof RadixPartsModule;

/** Radix's menus, dialogs, tooltips and checkboxes. */
export const radixParts = preloadable(() => import('./radix-parts'));

/** Radix, once it has loaded (re-rendering then); starts loading it while `needed`. */
export function useRadix(needed = false): RadixParts | undefined {
  return useLoaded(radixParts, needed);
}

/** Radix inside an overlay's content, which renders only once Radix has loaded. */
export function loadedRadix(): RadixParts {
  const parts = radixParts.current();
  if (!parts) throw new Error('An overlay rendered its content before Radix had loaded');
  return parts;
}

/** One ref out of several (a component's own and its caller's). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as RefObject<T | null>).current = value;
    }
  };
}

interface PendingRoot {
  /** Loads Radix and opens the overlay; `byKeyboard` when a key opened it. */
  requestOpen: (byKeyboard: boolean) => void;
  /** Notes whether the stand-in trigger had the focus as Radix replaced it. */
  noteFocus: (hadFocus: boolean) => void;
}

const PendingRootContext = createContext<PendingRoot | null>(null);
/** True once for Radix's trigger when the stand-in it replaced had the focus. */
const FocusCarryContext = createContext<(() => boolean) | null>(null);
/** True once for the content of an overlay a key opened before Radix had loaded. */
const KeyboardOpenContext = createContext<(() => boolean) | null>(null);

/** The root the component is under, while its Radix code has not loaded yet (else null). */
export function usePendingRoot(): PendingRoot | null {
  return useContext(PendingRootContext);
}

interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * The root of a menu or dialog. Before Radix has loaded it renders its children with a pending context
 * (triggers stand in, contents render nothing); it loads Radix when it is opened, then renders
 * `render(parts, props)` — opened if that is what the person asked for.
 */
export function OnDemandRoot<P extends RootProps>({
  props,
  render,
}: {
  props: P;
  render: (parts: RadixParts, props: P) => ReactNode;
}) {
  const [requested, setRequested] = useState(false);
  const parts = useRadix(requested || props.open === true);
  const byKeyboardRef = useRef(false);
  const takeKeyboardOpen = useCallback(() => {
    const byKeyboard = byKeyboardRef.current;
    byKeyboardRef.current = false;
    return byKeyboard;
  }, []);
  const hadFocusRef = useRef(false);
  const noteFocus = useCallback((hadFocus: boolean) => {
    hadFocusRef.current = hadFocus;
  }, []);
  const takeFocus = useCallback(() => {
    const had = hadFocusRef.current;
    hadFocusRef.current = false;
    return had;
  }, []);
  if (parts) {
    const shown = requested && props.open === undefined ? { ...props, defaultOpen: true } : props;
    return (
      <PendingRootContext value={null}>
        {/* Opened by the person: the content takes the focus, the trigger does not take it back. */}
        <FocusCarryContext value={requested ? null : takeFocus}>
          <KeyboardOpenContext value={takeKeyboardOpen}>{render(parts, shown)}</KeyboardOpenContext>
        </FocusCarryContext>
      </PendingRootContext>
    );
  }
  const requestOpen = (byKeyboard: boolean) => {
    byKeyboardRef.current = byKeyboard;
    if (props.open !== undefined) props.onOpenChange?.(true);
    else setRequested(true);
  };
  return <PendingRootContext value={{ requestOpen, noteFocus }}>{props.children}</PendingRootContext>;
}

/** A ref for Radix's trigger: it takes the focus if the stand-in it replaced had it. */
export function useCarriedFocus<T extends HTMLElement>(): RefCallback<T> {
  const takeFocus = useContext(FocusCarryContext);
  return useCallback(
    (element: T | null) => {
      if (element && takeFocus?.()) element.focus({ preventScroll: true });
    },
    [takeFocus],
  );
}

type TriggerProps = ComponentProps<'button'> & { asChild?: boolean };

/**
 * Stands in for Radix's trigger until Radix has loaded: the same element and attributes (closed), and
 * the same gestures open it — a menu on pointer down or Enter, Space, ArrowDown; a dialog on click.
 */
export function PendingTrigger({
  pending,
  popup,
  asChild = false,
  ref,
  onPointerDown,
  onKeyDown,
  onClick,
  ...props
}: TriggerProps & { pending: PendingRoot; popup: 'menu' | 'dialog' }) {
  const ownRef = useRef<HTMLButtonElement | null>(null);
  const { noteFocus } = pending;
  useLayoutEffect(
    () => () => noteFocus(ownRef.current !== null && ownRef.current === document.activeElement),
    [noteFocus],
  );
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup={popup}
      aria-expanded={false}
      data-state="closed"
      data-disabled={props.disabled ? '' : undefined}
      {...props}
      ref={mergeRefs(ownRef, ref)}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        if (popup !== 'menu' || event.defaultPrevented || props.disabled) return;
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        pending.requestOpen(false);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (popup !== 'menu' || event.defaultPrevented || props.disabled) return;
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        pending.requestOpen(true);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (popup === 'dialog' && !event.defaultPrevented && !props.disabled) pending.requestOpen(false);
      }}
    />
  );
}

/**
 * For a menu's content: when a key opened the menu before Radix had loaded, the focus goes to its
 * first item once Radix has focused the content, as Radix does for a keyboard open (it could not
 * see that key press). Returns the ref callback for the content element.
 */
export function useKeyboardOpenFocus(): RefCallback<HTMLDivElement> {
  const takeKeyboardOpen = useContext(KeyboardOpenContext);
  return useCallback(
    (content: HTMLDivElement | null) => {
      if (!content || !takeKeyboardOpen?.()) return;
      const focusFirstItem = () =>
        content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
      // Radix focuses the content when it opens; once that focus has been handled, move it on.
      content.addEventListener('focus', () => setTimeout(focusFirstItem, 0), { once: true });
    },
    [takeKeyboardOpen],
  );
}
