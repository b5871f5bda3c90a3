/**
 * Reading a model's text as JSON, the way spec §5 reads assistant replies (whole text, then a fenced
 * code block, then the outermost braces), extended to the outermost brackets because a task list may be
 * an array; a bounded, sanitised copy of whatever was parsed, so hostile output cannot reach storage; and
 * the rule that an assistant's action may only name the user's own tasks and strategies.
 */
import type { AssistantAction, AssistantActionType } from './schemas/assistant';

/** Longest answer text read; a model's answer is bounded by max_tokens, so anything longer is not one. */
export const MAX_ANSWER_CHARS = 1_000_000;
/** Items kept from any one list and keys from any one object of an answer. */
const MAX_ITEMS = 1000;
/** Nesting read from an answer: deeper values are dropped (the spec's shapes are at most 4 deep). */
const MAX_DEPTH = 8;

function parse(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Openings of a JSON value tried, each up to the last matching close: enough for any prose preamble. */
const MAX_OPENINGS = 20;

/** Spans from each of the first openings of `{` or `[` to the last `}` or `]`, longest first. */
function spans(text: string): string[] {
  const result: string[] = [];
  for (const [open, close] of [
    ['{', '}'],
    ['[', ']'],
  ] as const) {
    const last = text.lastIndexOf(close);
    let first = text.indexOf(open);
    for (let tried = 0; first !== -1 && first < last && tried < MAX_OPENINGS; tried += 1) {
      result.push(text.slice(first, last + 1));
      first = text.indexOf(open, first + 1);
    }
  }
  return result.sort((a, b) => b.length - a.length);
}

/**
 * The JSON objects and arrays a model's answer may hold, in the order they are tried: the whole text, a
 * fenced code block, then the spans from an opening brace or bracket to the last closing one (outermost
 * first). Nothing for an over-long text.
 */
export function jsonAnswerValues(text: string): unknown[] {
  if (text.length > MAX_ANSWER_CHARS) return [];
  const candidates = [text.trim()];
  for (const match of text.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)) {
    if (match[1] !== undefined) candidates.push(match[1].trim());
  }
  // An array of objects contains braces too: whichever span is longest (encloses the others) goes first.
  candidates.push(...spans(text));
  return candidates.map(parse).filter((value) => value !== undefined);
}

/** The first JSON object or array in a model's answer (see jsonAnswerValues); undefined when none parses. */
export function parseJsonAnswer(text: string): unknown {
  return jsonAnswerValues(text)[0];
}

/**
 * True when a text was meant to be JSON but is broken (cut off, malformed): it starts like JSON or a
 * fenced block. Prose is not: an assistant may answer in plain words (spec §5 fallback).
 */
export function looksLikeBrokenJson(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith('{') || start.startsWith('[') || start.startsWith('```');
}

/** Control characters PostgreSQL text cannot hold (NUL) or a title should not carry; tab and newlines stay. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A string without control characters. */
export function cleanText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/**
 * A copy of parsed JSON that is safe to read: strings without control characters, at most MAX_ITEMS
 * items per list and keys per object, at most MAX_DEPTH levels, only own enumerable keys copied as own
 * data properties (a `__proto__` key stays a plain key and never becomes a prototype). Dates become ISO
 * text; functions, symbols and other non-JSON values become undefined.
 */
export function sanitiseJson(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean' || value === null) return value;
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value)) {
    return value
      .slice(0, MAX_ITEMS)
      .map((item) => sanitiseJson(item, depth + 1))
      .filter((item) => item !== undefined);
  }
  const entries: [string, unknown][] = [];
  for (const key of Object.keys(value)) {
    if (entries.length === MAX_ITEMS) break;
    const item = sanitiseJson((value as Record<string, unknown>)[key], depth + 1);
    if (item !== undefined) entries.push([cleanText(key), item]);
  }
  return Object.fromEntries(entries);
}

/** Actions that change one existing task, so they must name one of the user's tasks. */
const TASK_ACTIONS: ReadonlySet<AssistantActionType> = new Set<AssistantActionType>([
  'update_task',
  'complete_task',
  'delete_task',
  'update_importance',
  'update_urgency',
  'assign_strategy',
  'delegate_task',
  'create_subtasks',
]);

/**
 * The actions that name only the user's own tasks and strategies: an unknown taskId or strategyId, a
 * task action without a task, or assign_strategy without a strategy drops the action.
 */
export function keepOwnActions(
  actions: readonly AssistantAction[],
  taskIds: ReadonlySet<string>,
  strategyIds: ReadonlySet<string>,
): AssistantAction[] {
  return actions.filter((action) => {
    if (action.taskId !== undefined && !taskIds.has(action.taskId)) return false;
    if (action.strategyId !== undefined && !strategyIds.has(action.strategyId)) return false;
    if (TASK_ACTIONS.has(action.type) && action.taskId === undefined) return false;
    return action.type !== 'assign_strategy' || action.strategyId !== undefined;
  });
}
