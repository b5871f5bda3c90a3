// The reader: the clauses of a sentence part in order, each classified and titled, with dates and cues
// flowing between them (a leading date carries on until "а ещё" / "also"; a trailing one goes back).
// Its decisions are rule lists: `CLAUSE_PREPARE_RULES` and `JOIN_RULES` (prepare-rules.ts) make the
// clauses ready, `READER_RULES` (reader-rules.ts) read each clause, with `CONTEXT_RULES`
// (context-rules.ts) for a clause that is no task and `FOUND_RULES` (found-rules.ts) for a task found,
// and `AFTER_READING_RULES` run over the tasks of the part. See docs/ai-local.md.
import { type Day, type LocalClock } from '../calendar.js';
import { type Flow, type Found, type Reading } from '../model.js';
import { applyInOrder } from '../rule.js';
import { mergeFlow } from './flow.js';
import { ownPresentItem } from './minutes.js';
import { analyseClauses, prepareClauses, waitsBy } from './prepare-rules.js';
import { AFTER_READING_RULES, READER_RULES } from './reader-rules.js';
import { readerState, readOn, startClause } from './reader-state.js';

/**
 * The tasks of a sentence part without "X:" or "X — Y": clauses classified, verbless clauses joined to
 * the task before them, dates and cues that come before an action carried to the clauses after it
 * (until "а ещё" / "also" / "но" / "but"), anaphora ("к нему") taking the previous task's date.
 */
export function readClauses(text: string, outer: Flow, clock: LocalClock, today: Day): Reading {
  const merged = prepareClauses(analyseClauses(text, clock, today), outer);
  const state = readerState(merged, outer);
  for (const index of merged.keys()) readOn(READER_RULES, startClause(state, index));
  const { tasks, lonely, passedOver } = applyInOrder(AFTER_READING_RULES, state);
  return tasks.length > 0 ? { tasks, passedOver } : { tasks, lonely, passedOver };
}

/** Splits "X — Y" parts; a part without a task passes its date and cue to the next part (or the last task). */
export function readParts(text: string, outer: Flow, clock: LocalClock, today: Day): Reading {
  const parts = text
    .split(/\s+[—–-]+\s+/)
    // "чертежи по объекту — Семёныч ждёт к среде": a deadline said of the part before is part of it.
    .reduce<string[]>((joined, part) => {
      const clauses = joined.length > 0 ? analyseClauses(part, clock, today) : [];
      const only = clauses.length === 1 ? clauses[0] : undefined;
      if (only && waitsBy(only)) joined[joined.length - 1] += `, ${part}`;
      else joined.push(part);
      return joined;
    }, []);
  const tasks: Found[] = [];
  const passedOver: Found[] = [];
  let pending: Flow | undefined;
  let lastTasks: Found[] = [];
  for (const part of parts) {
    // "няню на среду — Оля сама вызвалась": after a list item's task, a dash part without a
    // verb of its own is a remark, not another item.
    const flow = tasks.length > 0 && outer.listItem ? { ...outer, listItem: false } : outer;
    // In notes of a meeting "…; я даю размеры стенда", "… — I send the invite": what the speaker does is a task.
    const said = outer.minutes
      ? part
          .split(/(?<=;)\s*/)
          .map(ownPresentItem)
          .join(' ')
      : part;
    const reading = readClauses(said, mergeFlow(flow, pending), clock, today);
    passedOver.push(...(reading.passedOver ?? []));
    if (reading.tasks.length > 0) {
      tasks.push(...reading.tasks);
      lastTasks = reading.tasks;
      // "Budget review on Monday - print the figures": getting ready for a dated event is due then.
      const event = reading.tasks.length === 1 && reading.tasks[0]?.event ? reading.tasks[0] : undefined;
      pending = event?.date ? { date: event.date } : undefined;
    } else if (reading.lonely?.backDate && lastTasks.length > 0) {
      // "отчёт шефу — хочу до пятницы закрыть": the day of finishing is the task's before it.
      applyMissing(lastTasks, { date: reading.lonely.backDate });
    } else if (reading.lonely) {
      // "finish the write-up by Thursday — important — and review the PR": a cue alone between dashes is
      // said of the task before it; a date goes on to the part after it.
      const { priority, ...rest } = reading.lonely;
      const back =
        priority !== undefined && lastTasks.length > 0 && lastTasks.every((task) => !task.priority);
      if (back) for (const task of lastTasks) task.priority = priority;
      pending = mergeFlow(pending ?? {}, back ? rest : reading.lonely);
    }
  }
  if (pending && lastTasks.length > 0) applyMissing(lastTasks, pending);
  return tasks.length > 0 ? { tasks, passedOver } : { tasks, lonely: pending, passedOver };
}

export function applyMissing(tasks: Found[], flow: Flow): void {
  for (const task of tasks) {
    task.date ??= flow.date;
    if (flow.priority !== undefined && task.priority === undefined) task.priority = flow.priority;
  }
}
