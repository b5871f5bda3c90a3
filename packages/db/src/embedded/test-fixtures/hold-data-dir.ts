// A Fokus-like owner of a DATA_DIR, run as a separate process by the embedded tests:
//   node --import tsx hold-data-dir.ts <dataDir>
// Starts the embedded database, prints one JSON line { url, pid } and keeps running. SIGTERM stops
// it cleanly; SIGKILL leaves the orphaned postgres and stale lock a crash leaves.
import { startEmbeddedDatabase } from '../index';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir.ts <dataDir>');

const embedded = await startEmbeddedDatabase({
  dataDir,
  postgresSettings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
});
process.once('SIGTERM', () => {
  void embedded.stop().then(() => process.exit(0));
});
process.stdout.write(`${JSON.stringify({ url: embedded.url, pid: embedded.pid })}\n`);
setInterval(() => undefined, 60_000);
