// The process's one ear on the database: a single LISTEN connection, fanned out in memory to the open
// event streams of the user each change belongs to. Every server process has its own hub, so a change
// committed through any process (or straight in SQL) reaches every stream of that user everywhere.
import {
  createChangeListener,
  type ChangeListener,
  type ChangeNotification,
  type RowChange,
} from '@fokus/db';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/** An open event stream, as the hub sees it. */
export interface ChangeSubscriber {
  /** A change of one of the subscriber's user's rows, committed. */
  change(change: RowChange): void;
  /** The LISTEN connection was lost and is back: changes may have been missed, catch up from the database. */
  resync(): void;
}

export interface ChangeHubOptions {
  /** Connection settings of the LISTEN connection (the pool's own: same database, same credentials). */
  connection: pg.ClientConfig;
  log: FastifyBaseLogger;
  /** How long a new stream waits for the LISTEN connection before it is refused. */
  readyTimeoutMs?: number;
}

export class ChangeHub {
  readonly #subscribers = new Map<string, Set<ChangeSubscriber>>();
  readonly #listener: ChangeListener;
  readonly #log: FastifyBaseLogger;
  readonly #readyTimeoutMs: number;

  constructor(options: ChangeHubOptions) {
    this.#log = options.log;
    this.#readyTimeoutMs = options.readyTimeoutMs ?? 5_000;
    this.#listener = createChangeListener({
      connection: options.connection,
      onChange: (change) => this.#dispatch(change),
      onReconnect: () => {
        this.#log.info('listening for changes again; open event streams catch up');
        for (const subscribers of this.#subscribers.values())
          for (const subscriber of subscribers) subscriber.resync();
      },
      onError: (error, retryInMs) =>
        this.#log.warn({ err: error, retryInMs }, 'change notification connection lost; reconnecting'),
    });
  }

  /** Open streams, all users together. */
  get size(): number {
    let count = 0;
    for (const subscribers of this.#subscribers.values()) count += subscribers.size;
    return count;
  }

  /**
   * Starts sending the user's changes to `subscriber` and resolves once nothing committed from now on
   * can be missed (LISTEN is in place). The subscriber is registered before that wait, so a change
   * committed while the caller reads the database afterwards reaches it too. Returns the unsubscribe
   * function; rejects with `ChangeListenerUnavailableError` if the database cannot be listened to.
   */
  async subscribe(userId: string, subscriber: ChangeSubscriber): Promise<() => void> {
    let subscribers = this.#subscribers.get(userId);
    if (!subscribers) {
      subscribers = new Set();
      this.#subscribers.set(userId, subscribers);
    }
    subscribers.add(subscriber);
    const unsubscribe = () => {
      const current = this.#subscribers.get(userId);
      if (!current) return;
      current.delete(subscriber);
      if (current.size === 0) this.#subscribers.delete(userId);
    };
    try {
      await this.#listener.ready(this.#readyTimeoutMs);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  #dispatch({ userId, ...change }: ChangeNotification): void {
    const subscribers = this.#subscribers.get(userId);
    if (!subscribers) return;
    for (const subscriber of subscribers) subscriber.change(change);
  }

  /** Closes the LISTEN connection. Streams are ended by their owner (the routes' preClose hook). */
  close(): Promise<void> {
    return this.#listener.close();
  }
}
