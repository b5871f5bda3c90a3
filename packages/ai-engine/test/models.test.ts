// The learned parts are the ones today's rules and sets make: trained again here and compared with the
// committed modules, so a change of the rules or of a set cannot leave a stale model behind.
// `npm run ai:train` (UPDATE_MODELS=1) writes them instead of failing.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MODEL_FILE,
  FROZEN_SET_FILES,
  KEEP_MODEL_FILE,
  keepExamples,
  labelledTasks,
  renderKeepModel,
  renderModel,
  trainCategoryModel,
  trainKeepModel,
  TRAINING_SET_FILES,
  CATEGORY_TRAINING_SET_FILES,
} from './training.js';

function expectCurrent(file: string, written: string) {
  if (process.env.UPDATE_MODELS === '1') writeFileSync(file, written);
  expect(
    readFileSync(file, 'utf8') === written,
    `the committed model is stale: run \`npm run ai:train\` and commit ${file.replace(/.*\/src\//, 'src/')}`,
  ).toBe(true);
}

describe('the learned models', () => {
  it('never learn from a frozen set', () => {
    for (const file of FROZEN_SET_FILES) {
      expect(TRAINING_SET_FILES as readonly string[]).not.toContain(file);
      expect(CATEGORY_TRAINING_SET_FILES as readonly string[]).not.toContain(file);
    }
  });

  it('the category model is the one the training sets make with today’s rules', () => {
    expectCurrent(CATEGORY_MODEL_FILE, renderModel(trainCategoryModel(labelledTasks())));
  }, 60_000);

  it('the keep model is the one the training sets make with today’s rules', () => {
    expectCurrent(KEEP_MODEL_FILE, renderKeepModel(trainKeepModel(keepExamples())));
  }, 120_000);
});
