// One client's Server-Sent Events stream: the replay of what it missed, then live changes, in version
// order, each at most once.
//
// How replay and live meet without a gap or a duplicate: the stream is subscribed to the hub (and
// LISTEN is in place) BEFORE it reads the database. While it reads, live changes wait in `#pending`;
// afterwards only those with a version above the last one sent go out. That is enough because one
// user's versions commit in order (see the sync_version_triggers migration): a reader that has seen
// version N of a user has seen every earlier version of that user, and any later one is still to come
// as a notification. A row changed twice is sent once, at its latest version, which is all a client
// needs to fetch it again.
import type { RowChange } from '@fokus/db';
import type { FastifyBaseLogger } from 'fastify';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ChangeSubscriber } from './change-hub.js';

/** Where a stream reads what its user changed; bound to that user. */
export interface ChangeSource {
  changesSince(since: number, limit: number): Promise<RowChange[]>;
  latestVersion(): Promise<number>;
}

export interface EventStreamOptions {
  source: ChangeSource;
  /** The last version the client has seen (`Last-Event-ID`), or null for "from now on". */
  since: number | null;
  log: FastifyBaseLogger;
  /** How long the browser waits before reconnecting (the `retry:` field). */
  retryMs: number;
  /** Comment lines keep proxies and browsers from timing an idle stream out. */
  pingIntervalMs: number;
  /** Rows read per replay query. */
  pageSize?: number;
  /**
   * A client this far behind (bytes queued for it) is cut off: it reconnects with Last-Event-ID and is
   * replayed from the database instead of piling up in memory.
   */
  maxBufferedBytes?: number;
}

const DEFAULT_PAGE_SIZE = 500;
const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;

export function formatChange(change: RowChange): string {
  const data = JSON.stringify({
    table: change.table,
    id: change.id,
    version: change.version,
    deleted: change.deleted,
  });
  return `event: change\nid: ${change.version}\ndata: ${data}\n\n`;
}

export class EventStream implements ChangeSubscriber {
  /** The response body. */
  readonly body = new PassThrough();
  readonly #options: EventStreamOptions;
  #lastSent: number;
  /** True while reading the database: live changes wait in `#pending`. */
  #catchingUp = true;
  #catchUpAgain = false;
  #pending: RowChange[] = [];
  #ping: NodeJS.Timeout | undefined;
  #ended = false;
  /** Aborted on end, so a replay waiting for the client to drain its buffer stops waiting. */
  readonly #stopped = new AbortController();
  readonly #onEnd = new Set<() => void>();

  constructor(options: EventStreamOptions) {
    this.#options = options;
    this.#lastSent = options.since ?? 0;
    // Fastify destroys the body when the client goes away; either way, stop.
    this.body.once('close', () => this.end());
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** The version of the last change sent (or the starting point). */
  get lastSent(): number {
    return this.#lastSent;
  }

  /** Runs `listener` once, when the stream ends for whatever reason. */
  onEnd(listener: () => void): void {
    if (this.#ended) listener();
    else this.#onEnd.add(listener);
  }

  /**
   * Call once subscribed. Without `since`, the starting point is the user's latest version right now:
   * it goes to the client as an `id:` field without data (no event fires, but the browser's
   * Last-Event-ID is set), so a reconnect before the first change still resumes from here. The first
   * bytes (and so the browser's `open` event) come only now: from then on no change is missed.
   */
  async start(): Promise<void> {
    if (this.#options.since === null) {
      this.#lastSent = await this.#options.source.latestVersion();
      this.#write(`retry: ${this.#options.retryMs}\nid: ${this.#lastSent}\n\n`);
      // The LISTEN connection came back while we read: read again rather than trust the pending list.
      if (this.#catchUpAgain) void this.#catchUp();
      else this.#flushPending();
    } else {
      this.#write(`retry: ${this.#options.retryMs}\n\n`);
      void this.#catchUp();
    }
    this.#ping = setInterval(() => this.#write(': ping\n\n'), this.#options.pingIntervalMs);
    this.#ping.unref();
  }

  change(change: RowChange): void {
    if (this.#ended) return;
    if (this.#catchingUp) this.#pending.push(change);
    else if (change.version > this.#lastSent) this.#send(change);
  }

  resync(): void {
    if (this.#ended) return;
    if (this.#catchingUp) {
      this.#catchUpAgain = true;
      return;
    }
    this.#catchingUp = true;
    void this.#catchUp();
  }

  /** Ends the response; the browser reconnects after `retry` ms (to this process or another). */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    clearInterval(this.#ping);
    this.#stopped.abort();
    this.#pending = [];
    if (!this.body.destroyed) this.body.end();
    for (const listener of this.#onEnd) listener();
    this.#onEnd.clear();
  }

  async #catchUp(): Promise<void> {
    const pageSize = this.#options.pageSize ?? DEFAULT_PAGE_SIZE;
    try {
      do {
        this.#catchUpAgain = false;
        let page: RowChange[];
        do {
          page = await this.#options.source.changesSince(this.#lastSent, pageSize);
          for (const change of page) {
            if (this.#ended) return;
            // Replay may be large: wait for the client rather than queue it all in memory.
            if (!this.#send(change) && !this.#ended)
              await once(this.body, 'drain', { signal: this.#stopped.signal });
          }
        } while (page.length === pageSize && !this.#ended);
      } while (this.#catchUpAgain && !this.#ended);
      this.#flushPending();
    } catch (error) {
      // The database is unreachable or the client left mid-replay. Ending the stream makes the
      // browser reconnect with the last id it got, and the replay resumes from there.
      if (!this.#ended)
        this.#options.log.warn({ err: error }, 'event stream replay failed; ending the stream');
      this.end();
    }
  }

  #flushPending(): void {
    const pending = this.#pending.sort((a, b) => a.version - b.version);
    this.#pending = [];
    this.#catchingUp = false;
    for (const change of pending) if (change.version > this.#lastSent) this.#send(change);
  }

  /** Sends one change; false when the client is not keeping up (its buffer is full). */
  #send(change: RowChange): boolean {
    this.#lastSent = change.version;
    return this.#write(formatChange(change));
  }

  #write(chunk: string): boolean {
    if (this.#ended) return false;
    const accepted = this.body.write(chunk);
    if (this.body.writableLength > (this.#options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES)) {
      this.#options.log.info('event stream client too far behind; ending the stream');
      this.end();
      return false;
    }
    return accepted;
  }
}
