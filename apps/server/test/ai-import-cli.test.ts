// The `ai:import` command: flags, output (the spec's AI-suggested task fields, deadline_date as the local
// date), failures with a non-zero exit and a reason on stderr; and one real run of the npm script.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImportCli } from '../src/modules/ai/import-cli.js';
import { TASKS_ANSWER } from './ai-fixtures.js';
import { openAiCompletion, openAiError, startFakeApi, type FakeApi } from './ai-fakes/fake-api.js';

const NOW = ['--now', '2026-11-23T09:00:00+03:00'];
const root = path.resolve(fileURLToPath(import.meta.url), '../../../..');

describe('ai:import flags and input', () => {
  it.each([
    [['--lang', 'ru'], '--now is required'],
    [['--now', '2026-11-23T09:00:00'], '--now must be an ISO date-time with an offset'],
    [['--now', 'tomorrow'], '--now must be an ISO date-time with an offset'],
    [[...NOW, '--lang', 'de'], '--lang must be ru or en'],
    [[...NOW, '--verbose'], "Unknown option '--verbose'"],
    [[...NOW, 'extra'], 'Unexpected argument'],
  ])('refuses %j with exit code 2 and the usage', async (args, message) => {
    const outcome = await runImportCli(args, 'Купить молоко', {});
    expect(outcome.exitCode).toBe(2);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toContain(message);
    expect(outcome.stderr).toContain('usage: npm run -s ai:import');
  });

  it('refuses empty input', async () => {
    expect(await runImportCli(NOW, ' \n\t', {})).toEqual({
      exitCode: 2,
      stdout: '',
      stderr: 'ai:import: no text on stdin\n',
    });
  });

  it('refuses an invalid configuration, naming the variable', async () => {
    const outcome = await runImportCli(NOW, 'Купить молоко', { AI_PROVIDER: 'anthropic' });
    expect(outcome.exitCode).toBe(2);
    expect(outcome.stderr).toContain('ANTHROPIC_API_KEY is required when AI_PROVIDER=anthropic');
  });
});

describe('ai:import with an OpenAI-compatible provider', () => {
  let api: FakeApi;
  const key = 'sk-cli-test-0123456789';
  const env = () => ({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: `${api.url}/v1`,
    OPENAI_API_KEY: key,
    AI_MODEL: 'm',
  });

  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api.close());

  it('prints the spec fields with deadline_date as the local date of --now’s offset', async () => {
    const answer = {
      tasks: [
        TASKS_ANSWER.tasks[0],
        { ...TASKS_ANSWER.tasks[1], deadline_text: 'вечером', deadline_date: '2026-11-23T21:00:00-05:00' },
      ],
    };
    api.reply(openAiCompletion(JSON.stringify(answer)));
    const outcome = await runImportCli(
      ['--now=2026-11-23T09:00:00-05:00', '--lang=ru'],
      'Купить молоко',
      env(),
    );
    expect(outcome.stderr).toBe('');
    expect(outcome.exitCode).toBe(0);
    const tasks = JSON.parse(outcome.stdout) as Record<string, unknown>[];
    expect(tasks.map((task) => Object.keys(task))).toEqual(
      Array.from({ length: 2 }, () => [
        'title',
        'description',
        'priority',
        'deadline_text',
        'deadline_date',
        'category',
        'estimated_time',
        'subtasks',
        'tags',
      ]),
    );
    // 21:00 at -05:00 is already the 24th in UTC; the user's date is the 23rd.
    expect(tasks.map((task) => task.deadline_date)).toEqual(['2026-11-24', '2026-11-23']);
  });

  it('exits 1 with the spec text when the provider fails, and no key on stderr', async () => {
    api.reply(...Array.from({ length: 3 }, () => openAiError(500, `down ${key}`, { 'retry-after-ms': '5' })));
    const outcome = await runImportCli([...NOW, '--lang', 'ru'], 'Купить молоко', env());
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toContain(
      'Не удалось обработать запрос. Попробуйте позже. (AI_UNAVAILABLE, provider openai)',
    );
    expect(outcome.stderr).not.toContain(key);
  });
});

describe('ai:import as a process', () => {
  it('works with no prior build and prints the local engine’s tasks', { timeout: 120_000 }, () => {
    const run = () =>
      spawnSync('npm', ['run', '-s', 'ai:import', '--', ...NOW, '--lang', 'ru'], {
        cwd: root,
        input: 'Завтра купить молоко и хлеб, а ещё надо позвонить маме',
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
      });
    const first = run();
    expect(first.stderr).not.toContain('ai:import:');
    expect(first.status).toBe(0);
    const tasks = JSON.parse(first.stdout) as { title: string; deadline_date: string | null }[];
    expect(tasks.length).toBeGreaterThan(0);
    const failed = spawnSync('npm', ['run', '-s', 'ai:import', '--', '--lang', 'ru'], {
      cwd: root,
      input: 'x',
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('--now is required');
  });
});
