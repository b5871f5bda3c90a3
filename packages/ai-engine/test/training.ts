// The training of the engine's learned parts from every labelled set of eval/ai/ but the frozen ones,
// read by the rules alone:
// - the learned category (src/stages/classify/learned.ts): a task the rules found (matched by the
//   scorer's keyword rule) is labelled with its set's category;
// - the keep model (src/stages/classify/keep.ts): every task the rules read is labelled by whether it
//   matches an expected task; it learns from TRAINING_SET_FILES, the category from those and the read
//   samples the keep model leaves out (CATEGORY_TRAINING_SET_FILES).
// The frozen sets are never read here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AI_TASKS_KEPT, type AiTaskCategory, AI_TASK_CATEGORIES } from '@fokus/core';
import { extractTasksByRules, readCandidates } from '../src/pipeline.js';
import {
  type Candidate,
  encodeKeepModel,
  keepFeatures,
  type KeepModel,
  keptCandidates,
  roundWeight,
} from '../src/stages/classify/keep.js';
import {
  categoryFeatures,
  type CategoryModel,
  type EncodedCategoryModel,
} from '../src/stages/classify/learned.js';
import { encodeRows } from '../src/stages/classify/model-rows.js';
import { type EvalCase, matches, parseEvalSet, scoreSet } from './scorer.js';

/** The frozen sets: no rule is written from them and no model is trained on them (eval/ai/README.md). */
export const FROZEN_SET_FILES = [
  'dictation-1.jsonl',
  'dictation-17.jsonl',
  'dictation-18.jsonl',
  'dictation-20.jsonl',
  'dictation-22.jsonl',
  'dictation-24.jsonl',
  'dictation-26.jsonl',
  'dictation-28.jsonl',
  'dictation-31.jsonl',
] as const;

/**
 * The sets the model learns from: the own, dev and held-out sets and the blind samples that were read.
 * Dictation-29 (read in session 43) is in neither list: with it neither model rose held out
 * (docs/benchmarks.md, "Fitting to dictation-29").
 */
export const TRAINING_SET_FILES = [
  'own.jsonl',
  'dev.jsonl',
  'holdout.jsonl',
  ...Array.from({ length: 15 }, (_, index) => `dictation-${index + 2}.jsonl`),
  'dictation-19.jsonl',
  'dictation-21.jsonl',
] as const;

/**
 * The sets the learned category learns from: the training sets, and the read samples the keep model
 * leaves out (dictation-23, -25 and -27 trade one kind of text's F1 for another's there, docs/benchmarks.md
 * "Fitting to dictation-23" and "Fitting to dictation-27"). More labelled categories raise the category share held out (each training
 * set scored by a model trained on the others: 85.38 % without them, 85.73 % with them; docs/benchmarks.md,
 * "More labels for the learned category"). Dictation-30 (read in session 44) joined them: with it the category
 * held out on the others went 85.71 → 85.80 % and the frozen sets' right categories rose by 17 (docs/benchmarks.md,
 * "Fitting to dictation-30"); whether it helps the keep model is not measured yet.
 */
export const CATEGORY_TRAINING_SET_FILES = [
  ...TRAINING_SET_FILES,
  'dictation-23.jsonl',
  'dictation-25.jsonl',
  'dictation-27.jsonl',
  'dictation-30.jsonl',
] as const;

/** Where the trained models are kept, as TypeScript modules the engine imports. */
export const CATEGORY_MODEL_FILE = fileURLToPath(
  new URL('../src/stages/classify/category-model.ts', import.meta.url),
);
export const KEEP_MODEL_FILE = fileURLToPath(
  new URL('../src/stages/classify/keep-model.ts', import.meta.url),
);

const evalSet = (name: string) => fileURLToPath(new URL(`../../../eval/ai/${name}`, import.meta.url));
/** The user's clock of a case: its instant, and the offset it is written with as the zone. */
export function clockOf(now: string) {
  const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(now)?.[1] ?? 'Z';
  return { now: new Date(now), timeZone: offset === 'Z' ? 'UTC' : offset };
}

/** The cases of a set of eval/ai/. */
export const readSet = (file: string) => parseEvalSet(readFileSync(evalSet(file), 'utf8'));

/** The labelled tasks of the sets the learned category learns from, in set and case order. */
export function labelledTasks(files: readonly string[] = CATEGORY_TRAINING_SET_FILES): LabelledTask[] {
  const tasks: LabelledTask[] = [];
  for (const file of files) {
    for (const c of readSet(file)) {
      const free = extractTasksByRules(c.text, clockOf(c.now), c.lang);
      for (const expected of c.expected) {
        const at = free.findIndex((task) => matches(task.title, expected));
        if (at < 0 || !(AI_TASK_CATEGORIES as readonly string[]).includes(expected.category)) continue;
        const [task] = free.splice(at, 1);
        if (task)
          tasks.push({
            title: task.title,
            ruleCategory: task.category,
            label: expected.category as AiTaskCategory,
          });
      }
    }
  }
  return tasks;
}

/** The model as the module the engine imports (its compact form; the file is written, never edited). */
export function renderModel(model: CategoryModel): string {
  return `// The learned category model (stages/classify/learned.ts), written by \`npm run ai:train\` from
// the non-frozen sets of eval/ai/ read by today's rules. Do not edit: train again when the rules or the sets change.
import { type CategoryModel, decodeCategoryModel } from './learned.js';

export const CATEGORY_MODEL: CategoryModel = decodeCategoryModel(${JSON.stringify(encodeCategoryModel(model))});
`;
}

/** One labelled task of the training data: its title, the rules' category and the label. */
export interface LabelledTask {
  readonly title: string;
  readonly ruleCategory: AiTaskCategory;
  readonly label: AiTaskCategory;
}

/**
 * The least number of training tasks a feature must appear in to be kept: rarer ones are noise, and
 * weight in the engine's chunk (docs/benchmarks.md, "A larger category model").
 */
export const MIN_FEATURE_TASKS = 4;

/**
 * A word stem seen in fewer tasks is kept all the same when it appeared in at least this many and they
 * all carried one label: consistent evidence, where a rare stem's mixed labels are noise.
 */
export const MIN_CONSISTENT_STEM_TASKS = 2;

/** How features are chosen for the model (the defaults are the committed model's). */
export interface FeatureChoice {
  readonly minFeatureTasks: number;
  readonly minConsistentStemTasks: number;
}

const COMMITTED_CHOICE: FeatureChoice = {
  minFeatureTasks: MIN_FEATURE_TASKS,
  minConsistentStemTasks: MIN_CONSISTENT_STEM_TASKS,
};

/** Trains the model from labelled tasks: counts per category, over the features `choice` keeps. */
export function trainCategoryModel(
  tasks: readonly LabelledTask[],
  choice: FeatureChoice = COMMITTED_CHOICE,
): CategoryModel {
  const categories = [...AI_TASK_CATEGORIES];
  const featuresOf = tasks.map((task) => categoryFeatures(task.title, task.ruleCategory));
  // In how many tasks each feature appears, and under how many labels.
  const seen = new Map<string, number>();
  const labels = new Map<string, Set<AiTaskCategory>>();
  featuresOf.forEach((features, index) => {
    for (const feature of new Set(features)) {
      seen.set(feature, (seen.get(feature) ?? 0) + 1);
      let under = labels.get(feature);
      if (!under) labels.set(feature, (under = new Set()));
      under.add(tasks[index]!.label);
    }
  });
  const kept = (feature: string) => {
    const tasksWith = seen.get(feature) ?? 0;
    return (
      feature.startsWith('r:') ||
      tasksWith >= choice.minFeatureTasks ||
      (feature.startsWith('t:') &&
        tasksWith >= choice.minConsistentStemTasks &&
        labels.get(feature)?.size === 1)
    );
  };
  const prior = categories.map(() => 1);
  const total = categories.map(() => 0);
  const counts: Record<string, number[]> = {};
  tasks.forEach((task, index) => {
    const at = categories.indexOf(task.label);
    if (at < 0) return;
    prior[at] = (prior[at] ?? 0) + 1;
    for (const feature of featuresOf[index] ?? []) {
      if (!kept(feature)) continue;
      const row = (counts[feature] ??= categories.map(() => 0));
      row[at] = (row[at] ?? 0) + 1;
      total[at] = (total[at] ?? 0) + 1;
    }
  });
  const sorted = Object.fromEntries(
    Object.keys(counts)
      .sort()
      .map((feature) => [feature, counts[feature] ?? []]),
  );
  return { categories, prior, total, counts: sorted };
}

/** The compact form of a model (what `category-model.ts` holds). */
export function encodeCategoryModel(model: CategoryModel): EncodedCategoryModel {
  const rows = Object.entries(model.counts).map(
    ([feature, counts]) =>
      [
        feature,
        counts
          .map((count) => (count ? count.toString(36) : ''))
          .join(',')
          .replace(/,+$/, ''),
      ] as const,
  );
  return { categories: model.categories, prior: model.prior, rows: encodeRows(rows) };
}

/** One candidate of the keep model's training data: its features, and whether it is a task. */
export interface KeepExample {
  readonly features: readonly string[];
  readonly isTask: boolean;
}

/** A case of a set as the keep model sees it: the case, its candidates and which of them are tasks. */
export interface KeepCase {
  readonly evalCase: EvalCase;
  readonly candidates: readonly Candidate[];
  /** How many of the first candidates are tasks the rules read (the others they passed over). */
  readonly read: number;
  /** Whether each candidate is a task. */
  readonly isTask: readonly boolean[];
}

/**
 * The cases of a set with their candidates (the tasks the rules read, then the clauses they read as no
 * task), labelled: a candidate is a task when it matches an expected task of its case (the scorer's
 * rule: the expected tasks in order, each taking the first free candidate whose title holds all its
 * keywords; the tasks the rules read come first).
 */
export function keepCases(file: string): KeepCase[] {
  return readSet(file).map((c) => {
    const candidates = readCandidates(c.text, clockOf(c.now), c.lang);
    const free = candidates.map((_, index) => index);
    const tasks = new Set<number>();
    for (const expected of c.expected) {
      const at = free.findIndex((index) => matches(candidates[index]!.task.title, expected));
      if (at >= 0) tasks.add(free.splice(at, 1)[0]!);
    }
    return {
      evalCase: c,
      candidates,
      read: candidates.filter((candidate) => !candidate.found.passedOver).length,
      isTask: candidates.map((_, index) => tasks.has(index)),
    };
  });
}

/** The keep model's training examples of some cases. */
const examplesOf = (cases: readonly KeepCase[]): KeepExample[] =>
  cases.flatMap(({ candidates, read, isTask }) =>
    candidates.map((candidate, index) => ({
      features: keepFeatures(candidate, read),
      isTask: isTask[index] ?? false,
    })),
  );

/** Every candidate of the training sets, labelled (`keepCases`). */
export function keepExamples(files: readonly string[] = TRAINING_SET_FILES): KeepExample[] {
  return files.flatMap((file) => examplesOf(keepCases(file)));
}

/**
 * The keep model's recipe held out: each training set left out in turn, the model trained on the others
 * with `training` and the set scored by the scorer's rule on the tasks it keeps (F1 of the titles; the
 * fields do not depend on the model). How a change of the keep model's features or training is chosen
 * (docs/benchmarks.md).
 */
export function heldOutKeepF1(training: KeepTraining = KEEP_TRAINING): {
  mean: number;
  bySet: Record<string, number>;
} {
  const sets = TRAINING_SET_FILES.map((file) => ({ file, cases: keepCases(file) }));
  const examples = new Map(sets.map(({ file, cases }) => [file, examplesOf(cases)]));
  const bySet: Record<string, number> = {};
  for (const { file, cases } of sets) {
    const model = trainKeepModel(
      sets.filter((set) => set.file !== file).flatMap((set) => examples.get(set.file) ?? []),
      training,
    );
    const kept = cases.map(({ candidates, read }) =>
      keptCandidates(
        { count: candidates.length, tasks: read, at: (index) => candidates[index]! },
        model,
        AI_TASKS_KEPT,
      ).map(({ task }) => task),
    );
    bySet[file] = scoreSet(
      cases.map(({ evalCase }) => evalCase),
      kept,
    ).f1;
  }
  const scores = Object.values(bySet);
  return { mean: scores.reduce((sum, f1) => sum + f1, 0) / scores.length, bySet };
}

/** How the keep model is trained (the defaults are the committed model's; docs/benchmarks.md). */
export interface KeepTraining {
  /** The least number of candidates a feature must appear in to be weighed. */
  readonly minFeatureCandidates: number;
  /** Passes over the data. */
  readonly epochs: number;
  /**
   * Trainings from scratch, each visiting the examples in orders of its own, whose weights are averaged:
   * one training's weights depend on the order it saw the examples in, so one example more or less moved
   * a frozen set's F1 by up to a point; the mean of five moves it by a few tenths (docs/benchmarks.md,
   * "A steadier keep model"), and orders ranked by content (`visitOrder`) by less again.
   */
  readonly runs: number;
  /** The step of the adaptive gradient descent. */
  readonly rate: number;
  /** How strongly every weight is pulled towards zero at each step. */
  readonly decay: number;
  /** A weight smaller than this (in absolute value) is left out of the model. */
  readonly smallest: number;
  /** A task whose likelihood of being one is below this is left out (0.2 to 0.5 tried held out). */
  readonly threshold: number;
}

export const KEEP_TRAINING: KeepTraining = {
  minFeatureCandidates: 8,
  epochs: 15,
  runs: 5,
  rate: 0.1,
  decay: 0.01,
  smallest: 0.2,
  threshold: 0.4,
};

/** Seeds of one training run's shuffles are apart from the next run's by this much (more than its epochs). */
const SEEDS_PER_RUN = 1000;

/** FNV-1a over a text: a 32-bit hash, the same on every run. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit hash mixed with a seed (the finaliser of murmur3): another seed, another order. */
function mixed(hash: number, seed: number): number {
  let h = (hash ^ Math.imul(seed, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The order one pass visits the examples in: each ranked by a hash of what it is (its features and its
 * label) mixed with the pass's seed, the same on every run. An order drawn by position (a seeded
 * shuffle) changed for every example when one example more or fewer came from the sets, and the model
 * with it; ranked by content, the other examples keep their order (docs/benchmarks.md, "A training
 * order that stays").
 */
function visitOrder<T>(items: readonly T[], hashes: readonly number[], seed: number): T[] {
  return items
    .map((item, index) => ({ item, index, rank: mixed(hashes[index] ?? 0, seed) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * Trains the keep model: logistic regression by adaptive gradient descent (AdaGrad) with weight decay,
 * over the features seen often enough; the weights are rounded to hundredths, as the model is kept.
 */
export function trainKeepModel(
  examples: readonly KeepExample[],
  training: KeepTraining = KEEP_TRAINING,
): KeepModel {
  const seen = new Map<string, number>();
  for (const example of examples)
    for (const feature of example.features) seen.set(feature, (seen.get(feature) ?? 0) + 1);
  const hashes = examples.map((example) => hashOf(`${example.isTask}|${example.features.join(' ')}`));
  const weights = new Map<string, number>();
  const squares = new Map<string, number>();
  for (const [feature, count] of [...seen].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    if (count >= training.minFeatureCandidates || feature === 'bias') weights.set(feature, 0);
  // Each run visits the examples in orders of its own; the model is their mean (`KeepTraining.runs`).
  const mean = new Map<string, number>();
  for (let run = 0; run < training.runs; run++) {
    for (const feature of weights.keys()) weights.set(feature, 0);
    squares.clear();
    for (let epoch = 0; epoch < training.epochs; epoch++) {
      for (const example of visitOrder(examples, hashes, run * SEEDS_PER_RUN + epoch + 1)) {
        const features = example.features.filter((feature) => weights.has(feature));
        let sum = 0;
        for (const feature of features) sum += weights.get(feature)!;
        const error = 1 / (1 + Math.exp(-sum)) - (example.isTask ? 1 : 0);
        for (const feature of features) {
          const weight = weights.get(feature)!;
          const gradient = error + training.decay * weight;
          const square = (squares.get(feature) ?? 1e-8) + gradient * gradient;
          squares.set(feature, square);
          weights.set(feature, weight - (training.rate * gradient) / Math.sqrt(square));
        }
      }
    }
    for (const [feature, weight] of weights)
      mean.set(feature, (mean.get(feature) ?? 0) + weight / training.runs);
  }
  const kept = new Map<string, number>();
  for (const [feature, weight] of mean) {
    const rounded = roundWeight(weight);
    if (feature === 'bias' || Math.abs(rounded) >= training.smallest) kept.set(feature, rounded);
  }
  return { weights: kept, threshold: training.threshold };
}

/** The keep model as the module the engine imports (its compact form; the file is written, never edited). */
export function renderKeepModel(model: KeepModel): string {
  return `// The keep model (stages/classify/keep.ts), written by \`npm run ai:train\` from the non-frozen sets of
// eval/ai/ read by today's rules. Do not edit: train again when the rules or the sets change.
import { decodeKeepModel, type KeepModel } from './keep.js';

export const KEEP_MODEL: KeepModel = decodeKeepModel(${JSON.stringify(encodeKeepModel(model))});
`;
}
