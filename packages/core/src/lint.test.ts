// Proves the purity rules of packages/core (eslint.config.js, core block): each snippet is linted with
// the repository's real configuration as if it were a core source file, and must be refused.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = decodeURIComponent(new URL('../../../', import.meta.url).pathname).replace(/\/$/, '');
const CORE_FILE = `${REPO_ROOT}/packages/core/src/lint-probe.ts`;
const NESTED_CORE_FILE = `${REPO_ROOT}/packages/core/src/schemas/lint-probe.ts`;

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

/** Messages of the errors ESLint reports for `code` placed at `filePath`. */
async function lintErrors(code: string, filePath = CORE_FILE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('core purity lint', () => {
  it.each([
    ['new Date() without arguments', 'export const now = new Date();', /never reads the clock/],
    ['Date() called without new', 'export const now = Date();', /Date\(\) without `new`/],
    ['Date.now()', 'export const now = Date.now();', /Pass `now` in/],
    ['Math.random()', 'export const roll = Math.random();', /randomness/],
    [
      'the time zone read through resolvedOptions()',
      "export const zone = new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone;",
      /resolvedOptions\(\) reads the environment/,
    ],
    [
      'Intl.DateTimeFormat() without arguments',
      'export const format = Intl.DateTimeFormat();',
      /Intl without a locale/,
    ],
    [
      'new Intl.DateTimeFormat() without arguments',
      'export const format = new Intl.DateTimeFormat();',
      /Intl without a locale/,
    ],
    [
      'an undefined locale',
      "export const format = new Intl.NumberFormat(undefined, { style: 'percent' });",
      /Intl without a locale/,
    ],
    ['globalThis.crypto', 'export const id = globalThis.crypto.randomUUID();', /globalThis|randomness/],
    ['the crypto global', 'export const id = crypto.randomUUID();', /Pass ids and randomness in/],
    ['the process global', 'export const env = process.env.X;', /no-restricted-globals/],
    ['a dynamic import()', "export const load = () => import('./text');", /No dynamic import\(\)/],
    ['a node built-in', "import { readFileSync } from 'node:fs';\nexport { readFileSync };", /no I\/O/],
    [
      'a relative import into apps/',
      "import { buildApp } from '../../../apps/server/src/app';\nexport { buildApp };",
      /outside packages\/core\/src/,
    ],
    [
      'a relative import into packages/db',
      "import { strategies } from '../../db/src/schema/strategies';\nexport { strategies };",
      /outside packages\/core\/src/,
    ],
    ['a re-export from outside', "export * from '../../db/src/index';", /outside packages\/core\/src/],
  ])('refuses %s', async (_name, code, expected) => {
    const errors = await lintErrors(code);
    expect(
      errors.some((error) => expected.test(error)),
      errors.join('\n'),
    ).toBe(true);
  });

  it('refuses a relative import leaving core from a nested folder', async () => {
    const errors = await lintErrors("export * from '../../../db/src/index';", NESTED_CORE_FILE);
    expect(errors.join('\n')).toMatch(/outside packages\/core\/src/);
  });

  it('allows what core does: imports inside core, zod, fixed dates and explicit locales', async () => {
    const code = [
      "import { z } from 'zod';",
      "import { truncate } from './text';",
      "export const format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });",
      'export const epoch = new Date(0);',
      'export const parsed = Date.parse(truncate(z.string().parse("2025-01-01"), 10));',
    ].join('\n');
    expect(await lintErrors(code)).toEqual([]);
    expect(await lintErrors("export * from '../constants';", NESTED_CORE_FILE)).toEqual([]);
  });
}, 60_000);
