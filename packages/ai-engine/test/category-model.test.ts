// The learned category model is the one today's rules and sets make: trained again here and compared
// with the committed module, so a change of the rules or of a set cannot leave a stale model behind.
// `npm run ai:train-category` (UPDATE_CATEGORY_MODEL=1) writes it instead of failing.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FROZEN_SET_FILES,
  labelledTasks,
  MODEL_FILE,
  renderModel,
  trainCategoryModel,
  TRAINING_SET_FILES,
} from './training.js';

describe('the learned category model', () => {
  it('never learns from a frozen set', () => {
    for (const file of FROZEN_SET_FILES) expect(TRAINING_SET_FILES as readonly string[]).not.toContain(file);
  });

  it('is the model the training sets make with today’s rules', () => {
    const written = renderModel(trainCategoryModel(labelledTasks()));
    if (process.env.UPDATE_CATEGORY_MODEL === '1') writeFileSync(MODEL_FILE, written);
    expect(
      readFileSync(MODEL_FILE, 'utf8') === written,
      'the committed model is stale: run `npm run ai:train-category` and commit src/stages/classify/category-model.ts',
    ).toBe(true);
  }, 60_000);
});
