// Thoughts → tasks, the pipeline: normalise (lines, bullets, headers) → segment (sentences, parts,
// clauses) → classify (what each clause is) → titles → fields (deadline, priority, category, estimate,
// micro-steps), then repeats and pronoun-only follow-ups merged, lists of goods cut into one purchase
// per item; then the learned parts: the keep model leaves out read tasks that are none and keeps the
// clauses read as no task that are tasks after all, at most eight tasks are kept, and the learned
// category weighs each one's category once more. The reader (read/) runs the stages over each line,
// carrying a header's or a clause's date and cue to its neighbours. See docs/ai-local.md.
import { AI_TASKS_KEPT, type AiTaskCategory, type PriorityWord } from '@fokus/core';
import { isoDate, type LocalClock, localToday } from './calendar.js';
import { type Found, type RawSuggestedTask } from './model.js';
import { findTasks } from './read/lines.js';
import { withClauseMemo } from './read/analyse-clause.js';
import { CATEGORY_MODEL } from './stages/classify/category-model.js';
import { conventionCategory } from './stages/classify/category-rules.js';
import { readDumpCategories } from './stages/classify/dump-category.js';
import { KEEP_MODEL } from './stages/classify/keep-model.js';
import { type Candidate, type Candidates, type KeepModel, keptCandidates } from './stages/classify/keep.js';
import { type CategoryModel, learnedCategory } from './stages/classify/learned.js';
import { isVerbWord } from './stages/classify/verbs.js';
import { splitPurchaseList } from './stages/segment/purchase-list.js';
import { type TaskLanguage } from './stages/fields/estimate.js';
import { fillFields } from './stages/fields/rules.js';
import { fold, hasCyrillic } from './stages/normalise/text.js';

export const PRIORITY_RANK: Readonly<Record<PriorityWord, number>> = { low: 0, medium: 1, high: 2 };
export const ARTICLE = /^(?:the|a|an|my|our|your|his|her|their|its|ей|ему|им|ему|мне|себе)$/;

const WORD_BREAK = /[^\p{L}\p{N}']+/u;

/** A title's words, folded, less articles ("Fix uncle Joe's printer" → fix, uncle, joe's, printer). */
function titleWords(title: string): string[] {
  return fold(title)
    .split(WORD_BREAK)
    .filter((word) => word !== '' && !ARTICLE.test(word));
}

/** A task's verb and the first word of its object ("выставить счёт", "finish hat"), or null when too short to tell. */
export function repeatKey(title: string): string | null {
  const [verb = '', object = ''] = titleWords(title);
  return isVerbWord(verb) && object.length >= 3 ? `${verb} ${object}` : null;
}

/**
 * What a task is about: its title's words less articles and its verb ("Fix uncle joe's printer" →
 * uncle, joe's, printer; "Boiler service" → boiler, service).
 */
export function objectWords(title: string): string[] {
  const words = titleWords(title);
  return isVerbWord(words[0] ?? '') ? words.slice(1) : words;
}

/** A task said again merges into the first: the first keeps its date, or takes the later one's, and the stronger priority. */
function absorb(first: Found, again: Found): void {
  first.date ??= again.date;
  if (again.priority && PRIORITY_RANK[again.priority] > PRIORITY_RANK[first.priority ?? 'low'])
    first.priority = again.priority;
}

/**
 * A task first lamented as not done and then said as a task ("я так и не выставила счёт … срочно
 * выставить счёт ООО «Ромашка» к пятнице", "I haven't finished the hat … - finish the hat by tuesday") is
 * one task: the first keeps its place and title and takes the later one's date and stronger priority.
 * Two tasks said as tasks stay two ("позвонить клиенту Иванову", "позвонить клиенту Петрову").
 */
export function mergeRepeats(found: readonly Found[]): Found[] {
  const kept: Found[] = [];
  const byKey = new Map<string, Found>();
  for (const task of found) {
    const key = repeatKey(task.title);
    const earlier = key === null ? undefined : byKey.get(key);
    if (!earlier || !(earlier.undone || task.undone)) {
      if (key !== null) byKey.set(key, task);
      kept.push(task);
      continue;
    }
    absorb(earlier, task);
  }
  return kept;
}

/**
 * A task that names nothing but a thing's pronoun ("Book it", "Sign up for it", «Оплатить его», "Do that
 * today") is the task before it said again or followed up: people come back to what they just said
 * ("book the course … BOOK IT before it's gone"). Where the title stage could not say what the pronoun
 * stands for, it is no task of its own: the task before it takes its date and stronger priority. A
 * person's pronoun ("text her", «отвезти ей») is left alone: it is often a step of its own (measured:
 * merging those too gained 0.1–0.3 F1 on the fitted sets and lost tasks like «…и отвезти ей в субботу»).
 */
const PRONOUN_ONLY =
  /^\S+(?:\s+(?:up|in|out|back|off|on|down|over|through))?(?:\s+(?:for|to|with|about|at|on|from))?\s+(?:it|them|this|that|его|её|ее|их)(?:\s+(?:again|too|first|back|online|today|tomorrow|now|later|ещё\s+раз|еще\s+раз|снова|тоже|сегодня|завтра|потом|сначала))?$/iu;

export function mergePronounFollowUps(found: readonly Found[]): Found[] {
  const kept: Found[] = [];
  for (const task of found) {
    const before = kept[kept.length - 1];
    if (!before || !PRONOUN_ONLY.test(task.title.trim())) {
      kept.push(task);
      continue;
    }
    absorb(before, task);
  }
  return kept;
}

/** A purchase of a comma list of goods as one task per item, each with the list's date and cue. */
export function splitPurchases(found: readonly Found[]): Found[] {
  return found.flatMap((task) => {
    const titles = splitPurchaseList(task.title);
    // One title (perhaps without a remark): the same task, as a later task may refer to it.
    if (titles.length === 1) {
      task.title = titles[0] ?? task.title;
      return [task];
    }
    return titles.map((title) => ({ ...task, title }));
  });
}

/**
 * The dump read as a whole (stages/classify/dump-category.ts): in a dump about one's job, its errands are
 * work. The task's tags carry its category, so they follow.
 */
export function categoriseByDump(
  text: string,
  tasks: RawSuggestedTask[],
  found: readonly Found[],
  learned?: readonly AiTaskCategory[],
): { changed: boolean; atJob: boolean }[] {
  const readings = readDumpCategories(
    text,
    tasks.map((task, index) => ({
      title: task.title,
      source: found[index]?.source ?? '',
      topic: found[index]?.topic,
      category: task.category,
      learned: learned?.[index],
    })),
  );
  return tasks.map((task, index) => {
    const category = readings[index]?.category ?? task.category;
    const changed = category !== task.category;
    recategorise(task, category);
    return { changed, atJob: readings[index]?.atJob ?? false };
  });
}

/** Gives a task another category; its tags carry the category, so they follow. */
function recategorise(task: RawSuggestedTask, category: AiTaskCategory): void {
  if (category === task.category) return;
  task.tags = task.tags.map((tag) => (tag === task.category ? category : tag));
  task.category = category;
}

/**
 * How much likelier work is, for a task said at one's job, than the training sets' share of work: chosen
 * held out (each set's category scored by a model trained on the others: 85.07 % with none, 85.41 % at
 * 16, flat from 16 to 100; docs/benchmarks.md, "The job's prior").
 */
const JOB_PRIOR: Partial<Record<AiTaskCategory, number>> = { работа: 16 };

/** The learned parts of the engine; without them (null) the rules decide alone. */
export interface LearnedModels {
  /** Weighs each task's category once more (stages/classify/learned.ts). */
  readonly category: CategoryModel | null;
  /** Leaves out read tasks that are none, keeps clauses read as no task that are (stages/classify/keep.ts). */
  readonly keep: KeepModel | null;
}

/** The models trained from the non-frozen sets and committed with the engine. */
export const LEARNED: LearnedModels = { category: CATEGORY_MODEL, keep: KEEP_MODEL };
const RULES_ALONE: LearnedModels = { category: null, keep: null };

/**
 * Turns free-form thoughts into at most eight small tasks (spec §3 AI-suggested task fields): the tasks
 * the rules read, less those the learned keep model finds are none, with the clauses they read as no
 * task that it finds are tasks (stages/classify/keep.ts), each task's category then weighed once more
 * by the learned category (stages/classify/learned.ts). Pure and deterministic: the time comes from `clock`; relative dates are read in the user's zone. `models` is
 * for the trainer, which measures models of its own.
 */
export function extractTasks(
  text: string,
  clock: LocalClock,
  language?: 'ru' | 'en',
  models: LearnedModels = LEARNED,
): RawSuggestedTask[] {
  const { keep, category } = models;
  const candidates = readDump(text, clock, language);
  const kept = keep
    ? keptCandidates(candidates, keep, AI_TASKS_KEPT)
    : firstOf(candidates, Math.min(candidates.tasks, AI_TASKS_KEPT));
  const tasks = kept.map(({ task }) => task);
  // The learned category's reading of each task, before the dump is read as a whole: it knows the words of
  // trades the rules' lexicons do not, so it also counts the dump's work tasks.
  const learned = category && tasks.map((task) => learnedCategory(task.title, task.category, category));
  const byDump = categoriseByDump(
    text,
    tasks,
    kept.map(({ found }) => found),
    learned || undefined,
  );
  // What the dump as a whole decided (one's job makes its errands work) is context the model cannot see.
  if (learned)
    tasks.forEach((task, index) => {
      // A convention (eval/ai/CATEGORIES.md: one's studies, a business trip) is not the model's to change.
      if (byDump[index]?.changed || conventionCategory(task.title) !== undefined) return;
      // Said at one's job, the task is read again with the job's work as the likelier category.
      const guess = byDump[index]?.atJob
        ? learnedCategory(task.title, task.category, category, JOB_PRIOR)
        : learned[index];
      recategorise(task, guess ?? task.category);
    });
  return tasks;
}

/** The tasks as the rules read them, with no learned part (what the models are trained on). */
export function extractTasksByRules(
  text: string,
  clock: LocalClock,
  language?: 'ru' | 'en',
): RawSuggestedTask[] {
  return extractTasks(text, clock, language, RULES_ALONE);
}

/**
 * Every task the rules read, fields filled, repeats dropped, then every clause they read as no task,
 * before any is left out or capped.
 */
export function readCandidates(text: string, clock: LocalClock, language?: 'ru' | 'en'): Candidate[] {
  const candidates = readDump(text, clock, language);
  return firstOf(candidates, candidates.count);
}

const firstOf = (candidates: Candidates, limit: number): Candidate[] =>
  Array.from({ length: Math.min(candidates.count, limit) }, (_, index) => candidates.at(index));

/**
 * The tasks the rules read, repeats dropped, then the clauses they read as no task; each one's fields
 * are filled when it is first asked for, in order (a pronoun's task takes the category of the task it
 * refers to), so a dump capped at eight tasks fills no more than it needs.
 */
function readDump(text: string, clock: LocalClock, language?: 'ru' | 'en'): Candidates {
  if (typeof text !== 'string' || text.trim() === '') return { count: 0, tasks: 0, at: noTaskAt };
  const fallback: TaskLanguage = language ?? (hasCyrillic(text) ? 'ru' : 'en');
  const today = localToday(clock);
  const seen = new Set<string>();
  const all = withClauseMemo(() => findTasks(text, clock, today, fallback));
  const read = mergePronounFollowUps(mergeRepeats(all.filter((task) => !task.passedOver)));
  const tasks = splitPurchases(read).filter((task) => {
    // The same title on another day is another task ("buy a present" for two birthdays).
    const key = `${fold(task.title)}@${task.date ? isoDate(task.date.day) : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // The clauses read as no task come after the tasks, each title once and none a task's; none that is
  // a task's context: one that names all a task is about, or whose subject or own date a task took.
  const taskTitles = tasks.map((task) => fold(task.title));
  const titles = new Set(taskTitles);
  const objects = tasks.map((task) => objectWords(task.title)).filter((words) => words.length > 0);
  const dates = new Set(tasks.map((task) => task.date));
  const taken = ({ passedOn }: Found) => {
    if (passedOn?.date && dates.has(passedOn.date)) return true;
    const subject = passedOn?.subject && fold(passedOn.subject).replace(/^(?:the|my|our)\s+/, '');
    return !!subject && taskTitles.some((title) => title.includes(subject));
  };
  const passedOver = all.filter((clause) => {
    if (!clause.passedOver || titles.has(fold(clause.title)) || taken(clause)) return false;
    const words = new Set(fold(clause.title).split(WORD_BREAK));
    if (objects.some((object) => object.every((word) => words.has(word)))) return false;
    titles.add(fold(clause.title));
    return true;
  });
  const found = [...tasks, ...passedOver];
  const filled: Candidate[] = [];
  const categories = new Map<Found, AiTaskCategory>();
  return {
    count: found.length,
    tasks: tasks.length,
    at(index) {
      while (filled.length <= index) {
        const next = found[filled.length];
        if (!next) return noTaskAt(index);
        const task = fillFields(next, {
          clock,
          fallback,
          referred: next.refersTo && categories.get(next.refersTo),
        });
        categories.set(next, task.category);
        filled.push({ task, found: next, language: fallback });
      }
      return filled[index]!;
    },
  };
}

const noTaskAt = (index: number): never => {
  throw new RangeError(`no task was read at index ${index}`);
};
