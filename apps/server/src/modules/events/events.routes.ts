// GET /api/events: Server-Sent Events telling the signed-in user's tabs and devices which of their rows
// changed (table, id, version, tombstone or not), so they refetch those. Resumable: with `Last-Event-ID`
// (sent by the browser's EventSource on reconnect) or `?since=N`, every change after version N is
// replayed first. Changes reach this process through PostgreSQL LISTEN/NOTIFY (see change-hub.ts),
// whichever process or script made them.
import { DomainError, textSchema } from '@fokus/core';
import { ChangeListenerUnavailableError, changesSince, latestVersion } from '@fokus/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { getSession, requireUser } from '../../plugins/auth.js';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation } from '../../shared/api-operation.js';
import { ChangeHub } from './change-hub.js';
import { EventStream } from './event-stream.js';

export const EVENTS_PATH = '/api/events';
export const PING_INTERVAL_MS = 25_000;
export const RETRY_MS = 3_000;
/**
 * How often an open stream checks that its session still exists: a stream outlives its request, and a
 * sign-out (or a revoked session) should stop it too.
 */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60_000;
/** How long the shutdown waits for ended streams' last bytes to reach their clients. */
const SHUTDOWN_FLUSH_MS = 1_000;

export interface EventsRoutesOptions {
  /** The app's pool: replays read through it, and the LISTEN connection copies its settings. */
  pool: pg.Pool;
  pingIntervalMs?: number;
  retryMs?: number;
  sessionCheckIntervalMs?: number;
}

/** A version the client has seen: what EventSource sends back as Last-Event-ID is an `id:` we wrote. */
const versionSchema = textSchema
  .regex(/^\d{1,15}$/, 'must be a version number (the id of the last event received)')
  .transform(Number);

const invalidVersion = (field: string, problem: string | undefined) =>
  new DomainError('VALIDATION_ERROR', { field }, `${field}: ${problem}`);

const shuttingDown = () => new DomainError('SERVICE_UNAVAILABLE', undefined, 'The server is shutting down');

function resumeFrom(request: FastifyRequest): number | null {
  // The header wins: an EventSource opened with ?since=N keeps that URL but sends a newer
  // Last-Event-ID on every reconnect.
  const header = request.headers['last-event-id'];
  if (typeof header === 'string' && header.trim() !== '') {
    const parsed = versionSchema.safeParse(header.trim());
    if (!parsed.success) throw invalidVersion('Last-Event-ID', parsed.error.issues[0]?.message);
    return parsed.data;
  }
  const { since } = request.query as { since?: unknown };
  if (since === undefined || since === '') return null;
  const parsed = versionSchema.safeParse(since);
  if (!parsed.success) throw invalidVersion('since', parsed.error.issues[0]?.message);
  return parsed.data;
}

const operations = {
  stream: defineOperation({
    method: 'GET',
    url: EVENTS_PATH,
    tag: 'events',
    summary:
      'Live updates (Server-Sent Events): `event: change`, `id: <version>`, `data: { table, id, version, deleted }`; resumable with Last-Event-ID or `since`',
    query: z.object({ since: versionSchema.optional() }),
    responses: {
      200: { description: 'An endless event stream', contentType: 'text/event-stream' },
      503: {
        description: 'SERVICE_UNAVAILABLE: the server cannot listen to the database now, or is shutting down',
      },
    },
  }),
};

/** The event stream's route, with its timings adjustable for tests. */
export async function eventsRoutes(app: FastifyInstance, options: EventsRoutesOptions): Promise<void> {
  const { pool } = options;
  const hub = new ChangeHub({ connection: pool.options, log: app.log.child({ component: 'events' }) });
  /** Open streams, each with a promise of its response being over. */
  const streams = new Map<EventStream, Promise<void>>();
  let closing = false;

  // An event stream never goes idle, so the graceful shutdown would wait for it until its grace period
  // runs out. End them all first (the browsers reconnect, to another process or after the restart) and
  // let their last bytes go out, so that their connections are idle when the server closes those.
  app.addHook('preClose', async () => {
    closing = true;
    const responses = [...streams.values()];
    for (const stream of streams.keys()) stream.end();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(responses),
      new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_FLUSH_MS))),
    ]);
    clearTimeout(timer);
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });

  app.get(EVENTS_PATH, { preHandler: requireUser }, async (request, reply) => {
    const userId = request.user?.id;
    if (!userId) throw new DomainError('UNAUTHENTICATED');
    const since = resumeFrom(request);
    if (closing) throw shuttingDown();

    const stream = new EventStream({
      since,
      source: {
        changesSince: (after, limit) => changesSince(pool, userId, after, limit),
        latestVersion: () => latestVersion(pool, userId),
      },
      log: request.log,
      retryMs: options.retryMs ?? RETRY_MS,
      pingIntervalMs: options.pingIntervalMs ?? PING_INTERVAL_MS,
    });
    let unsubscribe: () => void;
    try {
      unsubscribe = await hub.subscribe(userId, stream);
    } catch (error) {
      if (error instanceof ChangeListenerUnavailableError) {
        request.log.warn({ err: error }, 'cannot listen for changes');
        throw new DomainError('SERVICE_UNAVAILABLE', undefined, 'Live updates are unavailable right now');
      }
      throw error;
    }
    streams.set(
      stream,
      new Promise<void>((resolve) => {
        reply.raw.once('finish', resolve);
        reply.raw.once('close', resolve);
      }),
    );
    const sessionCheck = setInterval(() => {
      getSession(request).then(
        (session) => {
          if (session?.user.id !== userId) stream.end();
        },
        (error: unknown) => request.log.warn({ err: error }, 'event stream session check failed'),
      );
    }, options.sessionCheckIntervalMs ?? SESSION_CHECK_INTERVAL_MS);
    sessionCheck.unref();
    stream.onEnd(() => {
      clearInterval(sessionCheck);
      unsubscribe();
      streams.delete(stream);
    });
    try {
      if (closing) throw shuttingDown();
      await stream.start();
    } catch (error) {
      stream.end();
      throw error;
    }

    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        // nginx and similar proxies buffer responses by default, which would hold events back.
        .header('x-accel-buffering', 'no')
        .send(stream.body)
    );
  });
}

export const eventsModule = defineModule({
  name: 'events',
  operations,
  async register(app, deps) {
    await eventsRoutes(app, { pool: deps.pool });
  },
});
