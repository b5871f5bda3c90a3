// The keep model's recipe, held out: each training set left out in turn, the model trained on the others
// scores the set it never saw (test/training.ts, `heldOutKeepF1`). A change of the keep model's features
// or training that fits the training sets better but generalises worse fails here, before any frozen set
// is asked. `npm run ai:heldout` runs this file alone and prints each set's figure.
import { describe, expect, it } from 'vitest';
import { heldOutKeepF1 } from './training.js';

/**
 * The committed recipe's mean F1 held out (session 35, the mean of five trainings, with the rules at the
 * end of that session; docs/benchmarks.md, "A steadier keep model" and "Fitting to dictation-23").
 */
const HELD_OUT_F1 = 90.74;
/**
 * Training is deterministic; feature variants that changed nothing real moved the figure by up to 0.1, and
 * the recipe before the endings of words measured 90.38, which this fails; one training instead of the
 * mean of five measures 90.63.
 */
const TOLERANCE = 0.25;

describe("the keep model's recipe, held out", () => {
  it('scores each training set it never saw no worse than recorded, on average', () => {
    const { mean, bySet } = heldOutKeepF1();
    const table = Object.entries(bySet)
      .map(([file, f1]) => `${file} ${f1.toFixed(1)}`)
      .join(', ');
    console.log(`held-out F1 ${mean.toFixed(2)} (recorded ${HELD_OUT_F1}): ${table}`);
    expect(mean, table).toBeGreaterThanOrEqual(HELD_OUT_F1 - TOLERANCE);
  }, 300_000);
});
