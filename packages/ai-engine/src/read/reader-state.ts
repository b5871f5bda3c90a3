// The reader's state while it walks the clauses of a sentence part: what the reader rules
// (reader-rules.ts, context-rules.ts, found-rules.ts) read and change, and how a list of them is walked.
import { type Clause, type Flow, type Found, type NamedDate } from '../model.js';
import { type StageRule } from '../rule.js';

/** The task a clause makes, while the found rules decide what becomes of it. */
export interface TaskInHand {
  readonly found: Found;
  /** The last task read before this clause (it stays the same when a rule takes it off the list). */
  readonly last: Found | undefined;
  /** The clause's own date (a time of day said after a day counts as that day). */
  readonly own: NamedDate | undefined;
  /** The date the clause gave the task before any found rule ran. */
  readonly date: NamedDate | undefined;
  /** The task takes the place of the one said just before it ('renew-expiry', 'do-the-due-thing'). */
  replacesLast: boolean;
}

/** What the reader knows at a clause of a sentence part. */
export interface ReaderState {
  /** The clauses of the part, prepared (clause prepare rules). */
  readonly merged: readonly Clause[];
  /** What the header, the line or the part before passes on. */
  readonly outer: Flow;
  /** The clause being read and where it is. */
  clause: Clause;
  index: number;
  /** What the clauses read so far pass on to the ones after them. */
  flow: Flow;
  /** Date, cue, note and subject said without a task, for a neighbour when the part has no task. */
  lonely: Flow | undefined;
  /** The last task found (a take-back or a follow-up may leave it off the list). */
  previous: Found | undefined;
  readonly tasks: Found[];
  /** The clauses read as no task, titled (`Found.passedOver`): the keep model weighs them too. */
  readonly passedOver: Found[];
  /** Tasks with a day of their own, and tasks that only took an event's day. */
  readonly dated: Set<Found>;
  readonly fromEvent: Set<Found>;
  /** The title of the clause, once the 'no-title' rule has made it. */
  title: string;
  /** The task of the clause, once the 'task' rule has found it. */
  task: TaskInHand | undefined;
  /** The clause is read: the reader goes on to the next one. */
  read: boolean;
}

/** A rule of the reader: it reads the state at a clause, may change it, and may mark the clause read. */
export type ReaderRule = StageRule<ReaderState, ReaderState, unknown>;

/** The clause of a part with no clauses (never read). */
const NO_CLAUSE: Clause = {
  text: '',
  separator: 'start',
  kind: 'empty',
  core: '',
  dateLeads: false,
  cueLeads: false,
  anaphora: false,
  undone: false,
};

/** The state before the first clause of a part. */
export function readerState(merged: readonly Clause[], outer: Flow): ReaderState {
  return {
    merged,
    outer,
    clause: merged[0] ?? NO_CLAUSE,
    index: 0,
    flow: { ...outer },
    lonely: undefined,
    previous: undefined,
    tasks: [],
    passedOver: [],
    dated: new Set(),
    fromEvent: new Set(),
    title: '',
    task: undefined,
    read: false,
  };
}

/** Moves the state to the clause at `index`. */
export function startClause(state: ReaderState, index: number): ReaderState {
  const clause = state.merged[index];
  if (!clause) throw new Error(`no clause ${index}`);
  state.clause = clause;
  state.index = index;
  state.title = '';
  state.task = undefined;
  state.read = false;
  return state;
}

/** Walks rules over the state in order until one has read the clause. */
export function readOn(rules: readonly ReaderRule[], state: ReaderState): ReaderState {
  for (const rule of rules) if (rule.apply(state).read) break;
  return state;
}

/** Marks the clause read. */
export function done(state: ReaderState): ReaderState {
  state.read = true;
  return state;
}

/** The tasks of a state as "title @ date" (what most reader rule examples are about). */
export function taskList(state: ReaderState): string[] {
  return state.tasks.map((task) => (task.date ? `${task.title} @ ${task.date.text}` : task.title));
}
