/**
 * Has the browser load an address from the server in place of the current page (its history entry
 * replaced): for the public site's pages, which the server prerenders and the app does not render.
 * A module of its own so tests can stand in for the browser's navigation, which jsdom lacks.
 */
export function loadDocument(href: string): void {
  window.location.replace(href);
}
