#!/usr/bin/env node
// `npm run -s ai:import -- --now <ISO time with offset> --lang <ru|en>`: the text on stdin becomes the
// normalised task list (apps/server/src/modules/ai/import-cli.ts). Like `npm start`, it needs no prior
// build: the command's bundle is built on first use, and again only when a source is newer, into
// apps/server/node_modules/.cache/ai-import (npm dependencies stay external and resolve from the
// repository). A call with a current bundle costs one Node start and the engine's work; see docs/ai.md.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = join(root, 'apps/server');
const bundlesDir = join(serverDir, 'node_modules/.cache/ai-import');
/** Names the current bundle directory, `b-<build start ms>-<pid>`; replaced atomically by each build. */
const pointer = join(bundlesDir, 'current');
const ENTRY = 'import-cli-main.js';
/** Superseded bundles are removed this long after, so a call still loading one is not disturbed. */
const KEEP_OLD_MS = 10 * 60 * 1000;

/** Sources bundled into the command (tests and evaluation data are not). */
const sourceRoots = [
  join(serverDir, 'src'),
  join(root, 'packages/core/src'),
  join(root, 'packages/ai-engine/src'),
  join(serverDir, 'vite.config.ts'),
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.|\.jsonl$/.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** The entry of the current bundle when it is newer than every source, else undefined. */
function currentEntry() {
  let name;
  try {
    name = readFileSync(pointer, 'utf8').trim();
  } catch {
    return undefined;
  }
  const match = /^b-(\d+)-\d+$/.exec(name);
  const entry = join(bundlesDir, name, ENTRY);
  if (!match || !existsSync(entry)) return undefined;
  return Math.max(...sourceRoots.map(newestMtime)) <= Number(match[1]) ? entry : undefined;
}

function build() {
  const started = Date.now();
  const name = `b-${started}-${process.pid}`;
  const outDir = join(bundlesDir, name);
  mkdirSync(bundlesDir, { recursive: true });
  const vite = join(
    dirname(createRequire(join(serverDir, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const result = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--ssr',
      'src/modules/ai/import-cli-main.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: serverDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    console.error('ai:import: building the command failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  // Calls running at the same time each build their own directory; the last pointer written wins.
  const temporary = `${pointer}.${process.pid}`;
  writeFileSync(temporary, `${name}\n`);
  renameSync(temporary, pointer);
  for (const old of readdirSync(bundlesDir)) {
    const path = join(bundlesDir, old);
    if (old.startsWith('b-') && old !== name && Date.now() - statSync(path).mtimeMs > KEEP_OLD_MS) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  return join(outDir, ENTRY);
}

const entry = currentEntry() ?? build();
await import(pathToFileURL(entry).href);
