// One module shape: each module describes its operations once and registers exactly their routes;
// modules/index.ts lists every module, and buildApp serves (and the OpenAPI document describes) that
// list. So a module cannot be served undocumented, documented unserved, or left out of the list.
import type { Database } from '@fokus/db';
import { testDatabaseKinds } from '@fokus/db/testing';
import Fastify from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { apiModules, apiOperations } from '../src/modules/index.js';
import { localFileStorage } from '../src/modules/files/file-storage.js';
import { unavailableDelegationMailer } from '../src/modules/mail/delegation-mailer.js';
import type { ModuleDeps } from '../src/shared/api-module.js';
import { noReminderScheduler } from '../src/modules/reminders/reminder-scheduler.js';
import { testConfig } from './helpers.js';
import { startTasksApp } from './tasks-helpers.js';

const MODULES_DIR = path.resolve(import.meta.dirname, '../src/modules');

describe('server modules', () => {
  const pool = new pg.Pool({ host: '127.0.0.1', port: 1 });
  afterAll(() => pool.end());

  it('each registers the routes of its own operations, and nothing else', async () => {
    // Registering only records routes and hooks: these dependencies are never called.
    const deps: ModuleDeps = {
      config: testConfig(),
      db: {} as Database,
      pool,
      now: () => new Date(0),
      files: localFileStorage('/nonexistent/fokus-files'),
      mailer: unavailableDelegationMailer,
      reminders: noReminderScheduler,
      push: { publicKey: () => Promise.resolve('test-key') },
      operations: apiOperations,
    };
    for (const module of apiModules) {
      const app = Fastify({ logger: false });
      const routes: string[] = [];
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
      });
      await app.register(module.register, deps);
      const described = Object.values(module.operations).map(
        (operation) => `${operation.method} ${operation.url}`,
      );
      expect(routes.sort(), module.name).toEqual(described.sort());
    }
  });

  it('are all in modules/index.ts, each named after its folder, each operation once', () => {
    const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => existsSync(path.join(MODULES_DIR, name, `${name}.routes.ts`)));
    expect(apiModules.map((module) => module.name).sort()).toEqual(folders.sort());
    const labels = apiOperations.map((operation) => `${operation.method} ${operation.url}`);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each(testDatabaseKinds().slice(0, 1))('are served by buildApp, every operation (%s)', async (kind) => {
    const t = await startTasksApp(kind);
    try {
      for (const operation of apiOperations) {
        expect(t.app.hasRoute({ method: operation.method, url: operation.url }), operation.url).toBe(true);
      }
    } finally {
      await t.close();
    }
  });
});
