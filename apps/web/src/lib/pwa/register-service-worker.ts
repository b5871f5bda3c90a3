/** The service worker script vite-plugin-pwa writes (vite.config.ts) and the server serves uncached. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker that serves the app shell offline, once the page has loaded so its
 * precaching does not compete with the first render. Only production builds call this (main.tsx):
 * a worker in `vite dev` would serve stale modules. A failure only means no offline shell.
 */
export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const register = () => {
    // updateViaCache 'none': the browser checks sw.js itself for a new version on every load.
    container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
