// `npm run -s ai:import -- --now <ISO time with offset> --lang <ru|en>`: the text on stdin becomes the
// normalised task list, printed as JSON, with the configured provider (the same config module as the
// server; `local` by default, no database). For evaluation and scripting (issue 6 point 4).
import { parseArgs } from 'node:util';
import { detectLanguage, type AiSuggestedTask, localDateOf } from '@fokus/core';
import { ConfigError, loadConfig } from '../../config.js';
import { createAiProvider } from './create-provider.js';

export const USAGE =
  'usage: npm run -s ai:import -- --now <ISO time with offset, e.g. 2026-11-23T09:00:00+03:00> --lang <ru|en>';

/** The spec's AI-suggested task fields (§3), with deadline_date as the user's local date. */
export type ImportedTask = Omit<AiSuggestedTask, 'importance' | 'urgency' | 'deadline_date'> & {
  deadline_date: string | null;
};

export interface CliOutcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

function failure(exitCode: number, message: string): CliOutcome {
  return { exitCode, stdout: '', stderr: `ai:import: ${message}\n` };
}

/** The user's clock from --now: its instant and its offset as the time zone. */
function clockFrom(now: string): { now: Date; timeZone: string } | undefined {
  const match = ISO_WITH_OFFSET.exec(now);
  const instant = new Date(now);
  if (!match?.[1] || Number.isNaN(instant.getTime())) return undefined;
  return { now: instant, timeZone: match[1] === 'Z' ? 'UTC' : match[1] };
}

/** Runs the command on `args` and `input`; never throws. */
export async function runImportCli(
  args: readonly string[],
  input: string,
  /** The environment; the process's own (read by config.ts) when absent. */
  env?: Record<string, string | undefined>,
): Promise<CliOutcome> {
  let values: { now?: string | undefined; lang?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { now: { type: 'string' }, lang: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return failure(2, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.now === undefined) return failure(2, `--now is required\n${USAGE}`);
  const clock = clockFrom(values.now);
  if (!clock)
    return failure(2, `--now must be an ISO date-time with an offset, got '${values.now}'\n${USAGE}`);
  const lang = values.lang;
  if (lang !== undefined && lang !== 'ru' && lang !== 'en') {
    return failure(2, `--lang must be ru or en, got '${lang}'\n${USAGE}`);
  }
  const text = input.trim();
  if (text === '') return failure(2, 'no text on stdin');

  let config;
  try {
    config = env === undefined ? loadConfig() : loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return failure(2, error.message);
    throw error;
  }
  const lines: string[] = [];
  const provider = await createAiProvider(config.ai, {
    // The wrapper's log lines (already free of keys) explain a failure on stderr.
    logger: { warn: (details, message) => lines.push(`${message} ${JSON.stringify(details)}`) },
  });
  const result = await provider.thoughtsToTasks({ text, language: lang ?? detectLanguage(text), clock });
  if (!result.ok) {
    const detail = lines.length > 0 ? `\n${lines.join('\n')}` : '';
    return failure(1, `${result.error.message} (${result.error.code}, provider ${provider.name})${detail}`);
  }
  const tasks: ImportedTask[] = result.value.map((task) => ({
    title: task.title,
    description: task.description,
    priority: task.priority,
    deadline_text: task.deadline_text,
    deadline_date:
      task.deadline_date === null ? null : localDateOf(new Date(task.deadline_date), clock.timeZone),
    category: task.category,
    estimated_time: task.estimated_time,
    subtasks: task.subtasks,
    tags: task.tags,
  }));
  return { exitCode: 0, stdout: `${JSON.stringify(tasks, null, 2)}\n`, stderr: '' };
}
