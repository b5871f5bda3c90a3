// The application factory: plugins first, then each module's routes, registered explicitly.
// server.ts runs it on a port; tests run it in-process with `app.inject()` against a real database.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from '@fokus/db';
import type pg from 'pg';
import { resolveAuthSecret, type Config } from './config.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurity } from './plugins/security.js';
import { defaultWebDistDir, registerStaticWeb } from './plugins/static-web.js';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { tasksRoutes } from './modules/tasks/tasks.routes.js';
import { microTasksRoutes } from './modules/micro-tasks/micro-tasks.routes.js';
import { mvdRoutes } from './modules/mvd/mvd.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { strategiesRoutes } from './modules/strategies/strategies.routes.js';
import { syncRoutes } from './modules/sync/sync.routes.js';
import { docsRoutes } from './modules/docs/docs.routes.js';
import { configuredFileStorage, type FileStorage } from './modules/files/file-storage.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  /** Fastify logger options; defaults to `{ level: config.logLevel }`. Tests pass `false` or a stream. */
  logger?: FastifyServerOptions['logger'];
  /** The built web app; defaults to apps/web/dist. */
  webDistDir?: string;
  /** The clock of the use cases; tests pass one they control. */
  now?: () => Date;
  /** Attachment files; defaults to the local disk under `${DATA_DIR}/files`. */
  files?: FileStorage;
}

export async function buildApp({
  config,
  db,
  pool,
  logger,
  webDistDir,
  now = () => new Date(),
  files: givenFiles,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Requests on keep-alive connections that arrive during shutdown get a 503, in-flight ones finish.
    return503OnClosing: true,
  });

  const configured = givenFiles ? { files: givenFiles } : configuredFileStorage(config);
  if (configured.warning) app.log.warn(configured.warning);
  const { files } = configured;

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerAuth(app, { config, db, secret: await resolveAuthSecret(config) });

  await app.register(healthRoutes, { pool });
  await app.register(clientConfigRoutes, { config });
  await app.register(eventsRoutes, { pool });
  await app.register(tasksRoutes, { db, now, files });
  await app.register(microTasksRoutes, { db, now });
  await app.register(mvdRoutes, { db, now });
  await app.register(notificationsRoutes, { db, now });
  await app.register(strategiesRoutes, { db, now });
  await app.register(syncRoutes, { db, now, files });
  await app.register(docsRoutes);

  await registerStaticWeb(app, webDistDir ?? defaultWebDistDir());
  return app;
}
