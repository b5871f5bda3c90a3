// Stage classify, the last word on whether a task the rules read is one: a logistic model over the
// task's title, the clause it was read from and what the rules made of it, learned from the labelled
// evaluation sets that are not frozen (the trainer is test/training.ts, `npm run ai:train`; the model is
// `keep-model.ts`, data the trainer writes).
// The rules read every clause that looks like a task; the model knows which of those the people who
// labelled the sets did not count as one — another person's plan, a remark, a step of a task already
// said. It also weighs the clauses the rules read as no task (`Found.passedOver`), and keeps those that
// are tasks after all; it titles nothing itself. Chosen leaving one set out at a time and measured on the
// frozen sets, which it never saw: docs/benchmarks.md, "Which read tasks are tasks", "Tasks from the
// clauses the rules passed over" and "The endings of a clause's words".
import { type Found, type RawSuggestedTask } from '../../model.js';
import { type TaskLanguage } from '../fields/estimate.js';
import { decodeRows, encodeRows } from './model-rows.js';
import { wordsOf } from '../normalise/text.js';
import { isVerbWord } from './verbs.js';

/** A task the rules read, with the clause it came from and the dump's language. */
export interface Candidate {
  readonly task: RawSuggestedTask;
  readonly found: Found;
  readonly language: TaskLanguage;
}

/** A trained model: the weight of each feature it kept (the rest weigh nothing). */
export interface KeepModel {
  readonly weights: ReadonlyMap<string, number>;
  /** A task whose likelihood of being one is below this is left out. */
  readonly threshold: number;
}

/** How many letters of a word stand for it (as in the learned category). */
const STEM_LENGTH = 5;
const stem = (word: string) => word.slice(0, STEM_LENGTH);

/** A count as a few coarse buckets, so that a feature is seen often enough to be weighed. */
const bucket = (count: number) =>
  count <= 3 ? String(count) : count <= 5 ? '4-5' : count <= 8 ? '6-8' : '9+';

/**
 * The endings of a clause's words, its grammar in a few letters: the last two of each word of four
 * letters or more and the last three of each of five or more — a verb said as done («купила» -ла,
 * "fixed" -ed), to be done («купить» -ть), going on ("calling" -ing), or a noun's case.
 */
function wordEndings(words: readonly string[]): Set<string> {
  const endings = new Set<string>();
  for (const word of words) {
    if (word.length >= 4) endings.add(`e2:${word.slice(-2)}`);
    if (word.length >= 5) endings.add(`e3:${word.slice(-3)}`);
  }
  return endings;
}

/**
 * The features of a candidate: the title's word stems and its first word, whether that word is a verb,
 * the clause's words the title left out ("он", "said", «решили») and the endings of all its words
 * (`wordEndings`), the lengths of both, what the rules made of it (an event, not done yet, a due date, a
 * pronoun's task, dated, its priority and category, or no task and of which kind), the language, and
 * how many tasks the rules read in the dump (`count`).
 */
export function keepFeatures(candidate: Candidate, count: number): string[] {
  const { task, found } = candidate;
  const title = wordsOf(task.title);
  const source = wordsOf(found.source);
  const titleStems = new Set(title.map(stem));
  const first = title[0] ?? '';
  const features = ['bias', `lang:${candidate.language}`];
  for (const word of titleStems) features.push(`t:${word}`);
  features.push(`v:${stem(first)}`, `verb:${isVerbWord(first, /^\p{Lu}/u.test(task.title))}`);
  for (const word of new Set(source.map(stem))) if (!titleStems.has(word)) features.push(`s:${word}`);
  features.push(...wordEndings(source));
  features.push(`n:${bucket(title.length)}`, `sn:${bucket(source.length)}`);
  if (found.event) features.push('f:event');
  if (found.undone) features.push('f:undone');
  if (found.due) features.push('f:due');
  if (found.refersTo) features.push('f:ref');
  if (found.date) features.push('f:date');
  if (found.passedOver) features.push('po', `po:${found.passedOver}`);
  features.push(`p:${task.priority}`, `c:${task.category}`, `k:${bucket(count)}`);
  return features;
}

/** How likely the model finds that a candidate is a task, from its features. */
export function keepLikelihood(features: readonly string[], model: KeepModel): number {
  let sum = 0;
  for (const feature of features) sum += model.weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-sum));
}

/**
 * The candidates of a dump: the tasks the rules read, then the clauses they read as no task
 * (`Found.passedOver`); how many of each, and each in turn (its fields filled when first asked for).
 */
export interface Candidates {
  readonly count: number;
  /** How many of the first candidates are tasks the rules read. */
  readonly tasks: number;
  at(index: number): Candidate;
}

/**
 * The first `limit` candidates the model keeps as tasks, in their order; no later one is read. It never
 * empties a dump of the tasks the rules read: when it would leave out every one, the likeliest stays
 * («надо есть больше овощей» alone is a task, though "есть" is mostly "there is"). Left out, that guard
 * changed no figure held out. A clause the rules read as no task is kept only on the model's word.
 */
export function keptCandidates(candidates: Candidates, model: KeepModel, limit: number): Candidate[] {
  const kept: Candidate[] = [];
  let likeliest: Candidate | undefined;
  let highest = -1;
  for (let index = 0; index < candidates.count && kept.length < limit; index++) {
    const candidate = candidates.at(index);
    const likelihood = keepLikelihood(keepFeatures(candidate, candidates.tasks), model);
    if (likelihood >= model.threshold) kept.push(candidate);
    else if (index < candidates.tasks && likelihood > highest) [likeliest, highest] = [candidate, likelihood];
  }
  return kept.length > 0 || !likeliest ? kept : [likeliest];
}

/** A weight as it is kept: hundredths, base 36 ("-l" is −0.21). */
const WEIGHT_SCALE = 100;

/** A weight as the model keeps it (the trainer rounds with this, so a model reads back as trained). */
export const roundWeight = (weight: number) => Math.round(weight * WEIGHT_SCALE) / WEIGHT_SCALE;

/** A model as it is kept in the engine: its threshold, and one line a feature, "feature weight", front-coded (model-rows.ts). */
export interface EncodedKeepModel {
  readonly threshold: number;
  readonly rows: string;
}

/** The compact form of a model. */
export function encodeKeepModel(model: KeepModel): EncodedKeepModel {
  const rows = encodeRows(
    [...model.weights].map(([feature, weight]) => [feature, Math.round(weight * WEIGHT_SCALE).toString(36)]),
  );
  return { threshold: model.threshold, rows };
}

/** The model from its compact form. */
export function decodeKeepModel(encoded: EncodedKeepModel): KeepModel {
  const weights = new Map<string, number>();
  for (const [feature, weight] of decodeRows(encoded.rows))
    weights.set(feature, parseInt(weight, 36) / WEIGHT_SCALE);
  return { weights, threshold: encoded.threshold };
}
