// The sync feature's public surface: the connectivity indicator (the queue itself is data/operations).
export { SyncIndicator } from './components/sync-indicator';
