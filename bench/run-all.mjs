#!/usr/bin/env node
// `npm run bench`: builds the app, then runs every *.bench.mjs in this folder in turn.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let failed = false;
for (const file of readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.bench.mjs'))
  .sort()) {
  console.log(`\n# ${file}`);
  const result = spawnSync(process.execPath, [resolve(import.meta.dirname, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
