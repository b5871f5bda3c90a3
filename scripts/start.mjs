#!/usr/bin/env node
// `npm start`: build what is missing or out of date, then run the server in this process
// (so SIGTERM reaches its graceful shutdown directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'apps/server/dist/server.js');
const webEntry = join(root, 'apps/web/dist/index.html');

/** Sources whose change makes the build stale. */
const sourceRoots = ['apps/web', 'apps/server', 'packages/core', 'packages/db'];
const skipped = new Set(['node_modules', 'dist', 'coverage', 'migrations']);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function isBuildCurrent() {
  if (!existsSync(serverEntry) || !existsSync(webEntry)) return false;
  const built = Math.min(statSync(serverEntry).mtimeMs, statSync(webEntry).mtimeMs);
  const sources = Math.max(...sourceRoots.map((dir) => newestMtime(join(root, dir))));
  return sources <= built;
}

if (!isBuildCurrent()) {
  console.warn('Fokus: building the web app and the server…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Fokus: the build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(serverEntry).href);
