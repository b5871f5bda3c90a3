// A small Server-Sent Events reader for the events tests: real HTTP (inject cannot stream), parsed the
// way a browser's EventSource parses (https://html.spec.whatwg.org/multipage/server-sent-events.html).
// node:http on a connection of its own (no pooled keep-alive sockets that would outlive a test).
import http from 'node:http';

export interface ServerSentEvent {
  event: string;
  id: string;
  data: string;
}

/** What the events route sends as `data:` of a change. */
export interface ChangeData {
  table: string;
  id: string;
  version: number;
  deleted: boolean;
}

export class SseClient {
  readonly events: ServerSentEvent[] = [];
  readonly comments: string[] = [];
  /** The browser's Last-Event-ID: set by every `id:` field, with or without an event. */
  lastEventId = '';
  retry: number | undefined;
  /** Resolves when the server ends the stream (or the client closes it). */
  readonly ended: Promise<void>;
  readonly #request: http.ClientRequest;
  readonly #listeners = new Set<() => void>();
  #isEnded = false;

  private constructor(
    readonly response: http.IncomingMessage,
    request: http.ClientRequest,
  ) {
    this.#request = request;
    this.ended = this.#read();
  }

  /**
   * Opens the stream; resolves once the response headers are in, whatever the status. Without an
   * `agent` the request has a connection of its own, closed with the response.
   */
  static open(url: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = http.get(url, {
        headers: { accept: 'text/event-stream', ...headers },
        agent: agent ?? false,
      });
      request.once('error', reject);
      request.once('response', (response) => resolve(new SseClient(response, request)));
    });
  }

  get status(): number | undefined {
    return this.response.statusCode;
  }

  header(name: string): string | undefined {
    const value = this.response.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  get isEnded(): boolean {
    return this.#isEnded;
  }

  /** The `data` of every `change` event so far. */
  get changes(): ChangeData[] {
    return this.events.filter((event) => event.event === 'change').map((event) => JSON.parse(event.data));
  }

  /** Resolves once `predicate` holds for what has arrived; fails after `timeoutMs` with `what`. */
  waitFor(predicate: (client: SseClient) => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    if (predicate(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (predicate(this)) {
          done();
          resolve();
        } else if (this.#isEnded) {
          done();
          reject(new Error(`stream ended while waiting for ${what}; got ${JSON.stringify(this.events)}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.events)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.#listeners.delete(check);
      };
      this.#listeners.add(check);
    });
  }

  /** Waits for a change event of the row with this id (and version, if given). */
  waitForChange(id: string, version?: number, timeoutMs?: number): Promise<void> {
    return this.waitFor(
      (client) =>
        client.changes.some(
          (change) => change.id === id && (version === undefined || change.version === version),
        ),
      `the change of ${id}${version === undefined ? '' : ` at version ${version}`}`,
      timeoutMs,
    );
  }

  close(): void {
    this.#request.destroy();
  }

  async #read(): Promise<void> {
    const body = this.response;
    const decoder = new TextDecoder();
    let buffer = '';
    let event = { event: '', id: this.lastEventId, data: [] as string[] };
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk as Buffer, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (event.data.length > 0)
              this.events.push({
                event: event.event || 'message',
                id: event.id,
                data: event.data.join('\n'),
              });
            event = { event: '', id: this.lastEventId, data: [] };
            continue;
          }
          if (line.startsWith(':')) {
            this.comments.push(line.slice(1).trim());
            continue;
          }
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event.event = value;
          else if (field === 'data') event.data.push(value);
          else if (field === 'id') event.id = this.lastEventId = value;
          else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
        }
        this.#notify();
      }
    } catch {
      // Aborted by close(), or the connection was cut: either way the stream is over.
    }
    this.#end();
  }

  #end(): void {
    this.#isEnded = true;
    this.#notify();
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
