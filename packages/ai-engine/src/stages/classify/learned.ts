// Stage classify, the last word on a task's category: a naive Bayes model over the title's word stems,
// its pairs of stems and the category the rules gave, learned from the labelled evaluation sets that
// are not frozen (the trainer is test/training.ts, `npm run ai:train`; the model is
// `category-model.ts`, data the trainer writes).
// The rules know conventions and a dump's context; the model knows which words the people who labelled
// thousands of tasks put under each category. Measured on the two frozen sets, which it never saw:
// docs/benchmarks.md, "A learned category". See ARCHITECTURE.md for why the built-in engine has one.
import { type AiTaskCategory } from '@fokus/core';
import { wordsOf } from '../normalise/text.js';
import { decodeRows } from './model-rows.js';

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
/**
 * The additive smoothing of the counts: a light one (0.02 to 0.2 scored alike held out, 0.5 and 1 lower;
 * docs/benchmarks.md, "A larger category model").
 */
const SMOOTHING = 0.1;

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

/** A model's number of features and of training tasks, counted once per model. */
const sizes = new WeakMap<CategoryModel, { vocabulary: number; tasks: number }>();
function sizesOf(model: CategoryModel): { vocabulary: number; tasks: number } {
  let known = sizes.get(model);
  if (!known) {
    known = {
      vocabulary: Object.keys(model.counts).length,
      tasks: model.prior.reduce((sum, count) => sum + count, 0),
    };
    sizes.set(model, known);
  }
  return known;
}

/**
 * The category the model finds likeliest for a task, given the rules' category as one of its features;
 * the rules' category when the model knows none of the features.
 */
export function learnedCategory(
  title: string,
  ruleCategory: AiTaskCategory,
  model: CategoryModel,
  priorWeights: Partial<Record<AiTaskCategory, number>> = {},
): AiTaskCategory {
  const features = categoryFeatures(title, ruleCategory).filter((feature) => model.counts[feature]);
  if (features.length === 0) return ruleCategory;
  const { vocabulary, tasks } = sizesOf(model);
  let best = ruleCategory;
  let bestScore = -Infinity;
  model.categories.forEach((category, index) => {
    let score = Math.log(((model.prior[index] ?? 0) * (priorWeights[category] ?? 1)) / tasks);
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

/**
 * A model as it is kept in the engine: one line a feature, "feature count,count,…" (base 36, zeros empty),
 * front-coded (model-rows.ts).
 */
export interface EncodedCategoryModel {
  readonly categories: readonly AiTaskCategory[];
  readonly prior: readonly number[];
  readonly rows: string;
}

/** The model from its compact form (the totals are the sums of its counts). */
export function decodeCategoryModel(encoded: EncodedCategoryModel): CategoryModel {
  const total = encoded.categories.map(() => 0);
  const counts: Record<string, number[]> = {};
  for (const [feature, value] of decodeRows(encoded.rows)) {
    const values = value.split(',');
    counts[feature] = encoded.categories.map((_, index) => {
      const count = values[index] ? parseInt(values[index], 36) : 0;
      total[index] = (total[index] ?? 0) + count;
      return count;
    });
  }
  return { categories: encoded.categories, prior: encoded.prior, total, counts };
}
