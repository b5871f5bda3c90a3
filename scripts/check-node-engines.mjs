#!/usr/bin/env node
// The Node.js version the README names is the one Fokus runs on, so nothing installed may want a newer
// one (npm only warns, EBADENGINE, and the package may then fail at run time). Checks, and exits 1 with
// the reasons when one fails:
// - the root package.json's `engines.node` starts at the README's version;
// - every package in package-lock.json (what `npm ci` installs) accepts that version in `engines.node`;
// - the running Node.js is at least that version.
// `--running` checks only the last, with no dependencies (CI runs it before `npm ci`).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The README's "Node.js ≥ X.Y[.Z]", as X.Y.Z. */
function readmeNodeFloor(readme) {
  const match = /Node\.js ≥ (\d+)\.(\d+)(?:\.(\d+))?/.exec(readme);
  if (!match) throw new Error('README.md does not say "Node.js ≥ X.Y" anywhere');
  return `${match[1]}.${match[2]}.${match[3] ?? 0}`;
}

/** -1, 0 or 1 as version a (X.Y.Z, an optional leading v) is below, at or above b. */
function compareVersions(a, b) {
  const parts = (version) => version.replace(/^v/, '').split('-')[0].split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  }
  return 0;
}

const floor = readmeNodeFloor(readFileSync(resolve(root, 'README.md'), 'utf8'));
const problems = [];

if (compareVersions(process.version, floor) < 0) {
  problems.push(`Node.js ${process.version} is older than ${floor}, the version README.md requires`);
}

if (!process.argv.includes('--running')) {
  const { default: semver } = await import('semver');
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const declared = pkg.engines?.node;
  const declaredFloor = declared ? semver.minVersion(declared)?.version : undefined;
  if (declaredFloor !== floor) {
    problems.push(`package.json engines.node is "${declared}", README.md says Node.js ≥ ${floor}`);
  }
  const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8'));
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const range = entry.engines?.node;
    if (path === '' || typeof range !== 'string') continue;
    if (!semver.satisfies(floor, range, { includePrerelease: true })) {
      problems.push(`${path.replace(/^node_modules\//, '')}@${entry.version} wants Node.js "${range}"`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Node.js ${floor} (README.md) is not enough for this install:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
