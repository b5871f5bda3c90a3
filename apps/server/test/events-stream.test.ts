// The event stream on its own, with a source the test controls: the orderings that real HTTP tests can
// only hit by chance (live changes arriving mid-replay, a reconnect mid-replay), pings, slow clients.
import type { RowChange } from '@fokus/db';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { EventStream, formatChange, type ChangeSource } from '../src/modules/events/event-stream.js';

const log = { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;

const change = (version: number, id = `row-${version}`): RowChange => ({
  table: 'tasks',
  id,
  version,
  deleted: false,
});

/** Everything written to the stream's body so far. */
function collect(stream: EventStream): { text(): string; versions(): number[] } {
  let text = '';
  stream.body.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return {
    text: () => text,
    versions: () => [...text.matchAll(/^id: (\d+)\ndata: /gm)].map((match) => Number(match[1])),
  };
}

/** A source whose replay queries wait until the test releases them. */
function controlledSource(rows: RowChange[]) {
  const queries: { since: number; release(): void }[] = [];
  const source: ChangeSource = {
    latestVersion: async () => rows.reduce((max, row) => Math.max(max, row.version), 0),
    changesSince: (since, limit) =>
      new Promise((resolve) => {
        queries.push({
          since,
          release: () =>
            resolve(
              rows
                .filter((row) => row.version > since)
                .sort((a, b) => a.version - b.version)
                .slice(0, limit),
            ),
        });
      }),
  };
  return { source, queries };
}

async function until(predicate: () => boolean): Promise<void> {
  while (!predicate()) await new Promise((resolve) => setTimeout(resolve, 5));
}

function streamOf(
  source: ChangeSource,
  since: number | null,
  overrides: Partial<ConstructorParameters<typeof EventStream>[0]> = {},
) {
  return new EventStream({ source, since, log, retryMs: 3000, pingIntervalMs: 60_000, ...overrides });
}

describe('the event stream', () => {
  it('formats a change as an SSE event named change, with the version as its id', () => {
    expect(formatChange({ table: 'micro_tasks', id: 'a', version: 12, deleted: true })).toBe(
      'event: change\nid: 12\ndata: {"table":"micro_tasks","id":"a","version":12,"deleted":true}\n\n',
    );
  });

  it('holds live changes during the replay and sends each version once, in order, after it', async () => {
    const rows = [change(5), change(6), change(7)];
    const { source, queries } = controlledSource(rows);
    const stream = streamOf(source, 4, { pageSize: 2 });
    const out = collect(stream);
    await stream.start();
    await until(() => queries.length === 1);
    // Committed during the replay: 7 is also in the replay, 8 is not.
    stream.change(change(8));
    stream.change(change(7));
    queries[0]!.release();
    await until(() => queries.length === 2);
    expect(queries[1]!.since).toBe(6);
    queries[1]!.release();
    await until(() => out.versions().length === 4);
    expect(out.versions()).toEqual([5, 6, 7, 8]);
    stream.change(change(8));
    stream.change(change(9));
    await until(() => out.versions().length === 5);
    expect(out.versions()).toEqual([5, 6, 7, 8, 9]);
    expect(out.text().startsWith('retry: 3000\n\n')).toBe(true);
    stream.end();
  });

  it('reads again when the LISTEN connection comes back during a replay', async () => {
    const rows = [change(2)];
    const { source, queries } = controlledSource(rows);
    const stream = streamOf(source, 1);
    const out = collect(stream);
    await stream.start();
    await until(() => queries.length === 1);
    stream.resync();
    queries[0]!.release();
    rows.push(change(3)); // committed while nobody listened: only the second read finds it
    await until(() => queries.length === 2);
    expect(queries[1]!.since).toBe(2);
    queries[1]!.release();
    await until(() => out.versions().length === 2);
    expect(out.versions()).toEqual([2, 3]);
    stream.end();
  });

  it('starts from the latest version without a Last-Event-ID, and says so in an id field', async () => {
    const { source } = controlledSource([change(41), change(42)]);
    const stream = streamOf(source, null);
    const out = collect(stream);
    await stream.start();
    stream.change(change(42));
    stream.change(change(43));
    await until(() => out.versions().length === 1);
    expect(out.text()).toBe(`retry: 3000\nid: 42\n\n${formatChange(change(43))}`);
    stream.end();
  });

  it('sends a ping comment at its interval', async () => {
    const { source } = controlledSource([]);
    const stream = streamOf(source, null, { pingIntervalMs: 20 });
    const out = collect(stream);
    await stream.start();
    await until(() => out.text().includes(': ping\n\n'));
    stream.end();
  });

  it('cuts off a client that stops reading instead of queueing for it without end', async () => {
    const { source } = controlledSource([]);
    const stream = streamOf(source, null, { maxBufferedBytes: 64 * 1024 });
    await stream.start();
    const ended = vi.fn();
    stream.onEnd(ended);
    // Nobody reads the body: after its buffers fill up, the stream ends itself.
    for (let version = 1; version <= 5_000 && !stream.ended; version += 1) stream.change(change(version));
    expect(stream.ended).toBe(true);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('ends when the replay cannot be read, so the client reconnects and resumes', async () => {
    const source: ChangeSource = {
      latestVersion: async () => 0,
      changesSince: async () => {
        throw new Error('connection refused');
      },
    };
    const stream = streamOf(source, 3);
    collect(stream);
    await stream.start();
    await until(() => stream.ended);
    expect(log.warn).toHaveBeenCalled();
  });
});
