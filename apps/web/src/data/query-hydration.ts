// TanStack's dehydrate/hydrate, in a module of its own: the persisted cache needs them only to restore
// a saved copy (a returning visit) or to write one (after the first answers), never for the first
// screen of a first visit, so they load on demand (query-persist.ts).
export { dehydrate, hydrate } from '@tanstack/react-query';
