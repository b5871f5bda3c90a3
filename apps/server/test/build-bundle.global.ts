// Vitest global setup of the server project: builds the production server bundle once, so the
// process-level tests run exactly what `npm start` runs. The bundle goes to a private directory inside
// apps/server (its node_modules dependencies stay external and must resolve from there) so a concurrent
// `npm run build` writing apps/server/dist is not disturbed.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    serverBundle: string;
  }
}

const serverDir = path.resolve(fileURLToPath(import.meta.url), '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cacheDir = path.join(serverDir, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const outDir = await mkdtemp(path.join(cacheDir, 'test-bundle-'));
  const vite = path.join(
    path.dirname(createRequire(path.join(serverDir, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--ssr', 'src/server.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: serverDir },
  );
  project.provide('serverBundle', path.join(outDir, 'server.js'));
  return () => rm(outDir, { recursive: true, force: true });
}
