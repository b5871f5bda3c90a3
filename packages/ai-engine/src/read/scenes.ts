// The examples of the reader rules: a short text read by the reader up to its last clause, where one rule
// is then applied alone. The state is built when a test reads the example (never when the engine loads),
// so the rule lists and the reader that walks them may name each other.
import { type Flow } from '../model.js';
import { CONTEXT_RULES } from './context-rules.js';
import { FOUND_RULES, findTask } from './found-rules.js';
import { analyseClauses, prepareClauses, READER_EXAMPLE_CLOCK } from './prepare-rules.js';
import { READER_RULES } from './reader-rules.js';
import { readerState, readOn, type ReaderRule, type ReaderState, startClause } from './reader-state.js';

/** An example whose state is built when it is read. */
export interface Scene<V> {
  readonly input: ReaderState;
  readonly expected: V;
}

function scene<V>(build: () => ReaderState, expected: V): Scene<V> {
  return {
    get input() {
      return build();
    },
    expected,
  };
}

/** The reader at a clause of a text (the last unless told), every clause before it read. */
function atClause(text: string, outer: Flow, at?: number): ReaderState {
  const merged = prepareClauses(analyseClauses(text, READER_EXAMPLE_CLOCK), outer);
  const state = readerState(merged, outer);
  const clause = at ?? merged.length - 1;
  for (let index = 0; index < clause; index++) readOn(READER_RULES, startClause(state, index));
  return startClause(state, clause);
}

/** Runs the rules of a list before the named one; none of them may read the clause. */
function runUpTo(rules: readonly ReaderRule[], name: string, state: ReaderState): ReaderState {
  for (const rule of rules) {
    if (rule.name === name) return state;
    if (rule.apply(state).read) throw new Error(`${rule.name} reads the clause before ${name} does`);
  }
  throw new Error(`no reader rule ${name}`);
}

/** The state at the last clause of a text when the named reader rule comes to it. */
export function atReaderRule<V>(rule: string, text: string, expected: V, outer: Flow = {}): Scene<V> {
  return scene(() => runUpTo(READER_RULES, rule, atClause(text, outer)), expected);
}

/** The state at a clause that is no task (the last of the text unless told) when the named context rule comes to it. */
export function atContextRule<V>(rule: string, text: string, expected: V, at?: number): Scene<V> {
  return scene(
    () => runUpTo(CONTEXT_RULES, rule, runUpTo(READER_RULES, 'context', atClause(text, {}, at))),
    expected,
  );
}

/** The state with the task of the last clause of a text found, when the named found rule comes to it. */
export function atFoundRule<V>(rule: string, text: string, expected: V, outer: Flow = {}): Scene<V> {
  return scene(() => {
    const state = runUpTo(READER_RULES, 'task', atClause(text, outer));
    state.task = findTask(state);
    return runUpTo(FOUND_RULES, rule, state);
  }, expected);
}

/** The state once every clause of a text is read. */
export function afterReading<V>(text: string, expected: V, outer: Flow = {}): Scene<V> {
  return scene(() => readOn(READER_RULES, atClause(text, outer)), expected);
}
