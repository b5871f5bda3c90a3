// Stage classify, the last word on a task's category: a naive Bayes model over the title's word stems,
// its pairs of stems and the category the rules gave, learned from the labelled evaluation sets that
// are not frozen (scripts/train-category.ts; the model is `category-model.ts`, data the trainer writes).
// The rules know conventions and a dump's context; the model knows which words the people who labelled
// thousands of tasks put under each category. Measured on the two frozen sets, which it never saw:
// docs/benchmarks.md, "A learned category". See ARCHITECTURE.md for why the built-in engine has one.
import { AI_TASK_CATEGORIES, type AiTaskCategory } from '@fokus/core';
import { wordsOf } from '../normalise/text.js';

/** A trained model: how often each feature came with each category (in `categories` order). */
export interface CategoryModel {
  /** The categories, in the order of every count list below. */
  readonly categories: readonly AiTaskCategory[];
  /** Tasks of each category in the training data, plus one. */
  readonly prior: readonly number[];
  /** Feature occurrences counted under each category. */
  readonly total: readonly number[];
  /** Each feature kept and its counts under each category. */
  readonly counts: Readonly<Record<string, readonly number[]>>;
}

/** How many letters of a word stand for it (Russian and English endings vary after them). */
const STEM_LENGTH = 5;
/** The additive smoothing of the counts. */
const SMOOTHING = 0.5;

const stem = (word: string) => word.slice(0, STEM_LENGTH);

/** The features of a task: its title's word stems, each pair of neighbouring stems, and the rules' category. */
export function categoryFeatures(title: string, ruleCategory: AiTaskCategory): string[] {
  const stems = wordsOf(title).map(stem);
  return [
    ...stems.map((word) => `t:${word}`),
    ...stems.slice(1).map((word, index) => `b:${stems[index]}_${word}`),
    `r:${ruleCategory}`,
  ];
}

/**
 * The category the model finds likeliest for a task, given the rules' category as one of its features;
 * the rules' category when the model knows none of the features.
 */
export function learnedCategory(
  title: string,
  ruleCategory: AiTaskCategory,
  model: CategoryModel,
): AiTaskCategory {
  const features = categoryFeatures(title, ruleCategory).filter((feature) => model.counts[feature]);
  if (features.length === 0) return ruleCategory;
  const vocabulary = Object.keys(model.counts).length;
  const tasks = model.prior.reduce((sum, count) => sum + count, 0);
  let best = ruleCategory;
  let bestScore = -Infinity;
  model.categories.forEach((category, index) => {
    let score = Math.log((model.prior[index] ?? 0) / tasks);
    const total = (model.total[index] ?? 0) + SMOOTHING * vocabulary;
    for (const feature of features)
      score += Math.log(((model.counts[feature]?.[index] ?? 0) + SMOOTHING) / total);
    // A tie keeps the rules' category.
    if (score > bestScore || (score === bestScore && category === ruleCategory)) {
      best = category;
      bestScore = score;
    }
  });
  return best;
}

/** One labelled task of the training data: its title, the rules' category and the label. */
export interface LabelledTask {
  readonly title: string;
  readonly ruleCategory: AiTaskCategory;
  readonly label: AiTaskCategory;
}

/** The least number of training tasks a feature must appear in to be kept (rarer ones are noise and weight). */
export const MIN_FEATURE_TASKS = 2;

/** Trains the model from labelled tasks: counts per category, features seen in fewer tasks than the minimum left out. */
export function trainCategoryModel(tasks: readonly LabelledTask[]): CategoryModel {
  const categories = [...AI_TASK_CATEGORIES];
  const seen = new Map<string, number>();
  const featuresOf = tasks.map((task) => categoryFeatures(task.title, task.ruleCategory));
  for (const features of featuresOf)
    for (const feature of new Set(features)) seen.set(feature, (seen.get(feature) ?? 0) + 1);
  const prior = categories.map(() => 1);
  const total = categories.map(() => 0);
  const counts: Record<string, number[]> = {};
  tasks.forEach((task, index) => {
    const at = categories.indexOf(task.label);
    if (at < 0) return;
    prior[at] = (prior[at] ?? 0) + 1;
    for (const feature of featuresOf[index] ?? []) {
      if ((seen.get(feature) ?? 0) < MIN_FEATURE_TASKS && !feature.startsWith('r:')) continue;
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
