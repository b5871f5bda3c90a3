// Proves the web app's boundaries (eslint.config.js, `fokus-web/boundaries`): each snippet is linted
// with the repository's real configuration as if it were a file of the named layer.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = `${REPO_ROOT}/apps/web/src`;

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

/** Messages of the boundary errors ESLint reports for `code` placed at `file` (under apps/web/src). */
async function boundaryErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${SRC}/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'fokus-web/boundaries')
    .map((message) => message.message);
}

describe('web boundaries lint', () => {
  it.each([
    [
      'a feature importing another feature',
      'features/notifications/components/probe.tsx',
      "export { useTasks } from '@/features/tasks';",
      /features do not import each other/,
    ],
    [
      'a feature reaching into another by a relative path',
      'features/tags/components/probe.tsx',
      "export { tasksCache } from '../../tasks/api/tasks.cache';",
      /features do not import each other/,
    ],
    [
      'a feature importing the app',
      'features/tasks/components/probe.tsx',
      "export { CACHE_ADAPTERS } from '@/app/cache-adapters';",
      /features never import the app/,
    ],
    [
      'the data layer importing a feature',
      'data/probe.ts',
      "export { tasksCache } from '@/features/tasks/api/tasks.cache';",
      /the data layer is shared/,
    ],
    [
      'a ui primitive importing the data layer',
      'components/ui/probe.tsx',
      "export { useLiveUpdates } from '@/data';",
      /know no domain/,
    ],
  ])('refuses %s', async (_name, file, code, expected) => {
    const errors = await boundaryErrors(code, file);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(expected);
  });

  it.each([
    [
      'a feature importing the data layer',
      'features/tasks/api/probe.ts',
      "export { queueChange } from '@/data';",
    ],
    [
      'a feature importing its own parts',
      'features/tasks/api/probe.ts',
      "export { useTasks } from './get-tasks';",
    ],
    ['a screen composing features', 'app/screens/probe.tsx', "export { useTasks } from '@/features/tasks';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryErrors(code, file)).toEqual([]);
  });
});
