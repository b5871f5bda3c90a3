// The sync feature's public surface: the connectivity indicator (the queue itself is lib/operations).
export { SyncIndicator } from './components/sync-indicator';
