/**
 * Strategy (strategic direction) rules of spec §5: which tasks the assistant may assign a strategy
 * to, and the auto-assignment score (name 10, description word longer than 3 letters 2, keyword 5,
 * minimum 3).
 */
import {
  AUTO_ASSIGN_DESCRIPTION_WORD_MIN_LENGTH,
  AUTO_ASSIGN_DESCRIPTION_WORD_SCORE,
  AUTO_ASSIGN_KEYWORD_SCORE,
  AUTO_ASSIGN_MIN_SCORE,
  AUTO_ASSIGN_NAME_SCORE,
  RECURRING_SUGGESTION_MIN_CONFIDENCE,
  STRATEGY_SUGGESTION_MIN_CONFIDENCE,
} from './constants';
import type { TaskStatus } from './task-status';

/** The task fields strategy assignment reads. */
export interface StrategyCandidateTask {
  readonly id: string;
  readonly title: string;
  readonly description?: string | null;
  readonly status: TaskStatus;
  readonly strategyId: string | null;
}

/** The strategy fields scoring reads; keywords are optional extra match words. */
export interface ScorableStrategy {
  readonly id: string;
  readonly name: string;
  readonly description?: string | null;
  readonly keywords?: readonly string[];
}

/** A proposed assignment of a strategy to a task. */
export interface StrategyAssignment {
  readonly taskId: string;
  readonly strategyId: string;
  readonly score: number;
}

/**
 * Quoted titles: «…», "…", “…”, or '…' whose quotes stand outside words, so the apostrophes of
 * contractions and possessives (don't, Bob's, students') are never read as quotes.
 */
const QUOTED_NAME = /«([^»]+)»|"([^"]+)"|“([^”]+)”|(?<![\p{L}\p{N}'])'(.+?)'(?![\p{L}\p{N}])/gu;

/** Titles the user named in quotes («…», "…", “…”, '…' outside words), lower-cased. */
export function quotedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(QUOTED_NAME)) {
    const name = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim().toLowerCase();
    if (name !== '') names.push(name);
  }
  return names;
}

/** Tasks eligible for assignment: those named in quotes if any are named, else unassigned non-completed ones. */
export function strategyAssignmentCandidates<T extends StrategyCandidateTask>(
  tasks: readonly T[],
  userText = '',
): T[] {
  const named = quotedNames(userText);
  if (named.length > 0) return tasks.filter((task) => named.includes(task.title.trim().toLowerCase()));
  return tasks.filter((task) => task.strategyId === null && task.status !== 'completed');
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Score of a strategy for a task: name in the text 10, each long description word 2, each keyword 5. */
export function scoreStrategyMatch(
  task: Pick<StrategyCandidateTask, 'title' | 'description'>,
  strategy: ScorableStrategy,
): number {
  const text = `${task.title} ${task.description ?? ''}`.toLowerCase();
  const textWords = new Set(words(text));
  const name = strategy.name.trim().toLowerCase();
  let score = name !== '' && text.includes(name) ? AUTO_ASSIGN_NAME_SCORE : 0;
  const descriptionWords = new Set(
    words(strategy.description ?? '').filter((word) => word.length > AUTO_ASSIGN_DESCRIPTION_WORD_MIN_LENGTH),
  );
  for (const word of descriptionWords) if (textWords.has(word)) score += AUTO_ASSIGN_DESCRIPTION_WORD_SCORE;
  for (const keyword of new Set((strategy.keywords ?? []).map((k) => k.trim().toLowerCase()))) {
    if (keyword !== '' && text.includes(keyword)) score += AUTO_ASSIGN_KEYWORD_SCORE;
  }
  return score;
}

/** Best strategy per candidate task, when it scores at least 3; ties go to the earlier strategy (higher priority first). */
export function autoAssignStrategies(
  tasks: readonly StrategyCandidateTask[],
  strategies: readonly ScorableStrategy[],
  userText = '',
): StrategyAssignment[] {
  const assignments: StrategyAssignment[] = [];
  for (const task of strategyAssignmentCandidates(tasks, userText)) {
    let best: StrategyAssignment | null = null;
    for (const strategy of strategies) {
      const score = scoreStrategyMatch(task, strategy);
      if (score >= AUTO_ASSIGN_MIN_SCORE && (best === null || score > best.score)) {
        best = { taskId: task.id, strategyId: strategy.id, score };
      }
    }
    if (best) assignments.push(best);
  }
  return assignments;
}

/** A recurring task is suggested when detection confidence is at least 70. */
export function shouldSuggestRecurring(confidence: number): boolean {
  return confidence >= RECURRING_SUGGESTION_MIN_CONFIDENCE;
}

/** A strategy is suggested when its confidence is at least 8. */
export function shouldSuggestStrategy(confidence: number): boolean {
  return confidence >= STRATEGY_SUGGESTION_MIN_CONFIDENCE;
}

/** The strategy fields ordering reads. */
export interface SortableStrategy {
  readonly id: string;
  readonly priority: number;
  readonly createdAt?: string | undefined;
}

/** Strategies highest priority first (spec §5 "Read strategies"), then oldest first, then by id. */
export function sortStrategies<S extends SortableStrategy>(strategies: readonly S[]): S[] {
  return [...strategies].sort(
    (a, b) =>
      b.priority - a.priority ||
      (a.createdAt ?? '').localeCompare(b.createdAt ?? '') ||
      a.id.localeCompare(b.id),
  );
}

/** The task fields a strategy's progress reads. */
export interface StrategyProgressTask {
  readonly strategyId: string | null;
  readonly status: TaskStatus;
  /** Seconds spent on the task. */
  readonly totalTimeSpent?: number;
}

/** How far a strategy has come: its tasks done of all, and the time spent on them. */
export interface StrategyProgress {
  readonly done: number;
  readonly total: number;
  /** Seconds spent on all of its tasks. */
  readonly timeSpent: number;
  /** Whole percent done, 0 when it has no tasks. */
  readonly percent: number;
}

/** The progress of one strategy over the person's tasks. */
export function strategyProgress(
  tasks: readonly StrategyProgressTask[],
  strategyId: string,
): StrategyProgress {
  let done = 0;
  let total = 0;
  let timeSpent = 0;
  for (const task of tasks) {
    if (task.strategyId !== strategyId) continue;
    total += 1;
    if (task.status === 'completed') done += 1;
    timeSpent += task.totalTimeSpent ?? 0;
  }
  return { done, total, timeSpent, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/**
 * The tasks as strategy assignment sees them: a task whose strategy is not among `strategyIds` (one
 * just deleted, its tasks not yet refreshed) counts as unassigned, as the server leaves it.
 */
export function withKnownStrategies<T extends { readonly strategyId: string | null }>(
  tasks: readonly T[],
  strategyIds: ReadonlySet<string>,
): T[] {
  return tasks.map((task) =>
    task.strategyId !== null && !strategyIds.has(task.strategyId) ? { ...task, strategyId: null } : task,
  );
}
