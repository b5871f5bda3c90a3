import { describe, expect, it } from 'vitest';
import { CATEGORY_MODEL } from './category-model.js';
import { encodeCategoryModel, type LabelledTask, trainCategoryModel } from '../../../test/training.js';
import { categoryFeatures, decodeCategoryModel, learnedCategory } from './learned.js';

const task = (title: string, label: LabelledTask['label'], ruleCategory = label): LabelledTask => ({
  title,
  label,
  ruleCategory,
});

describe('the learned category', () => {
  it('reads a title as its word stems, the pairs of neighbouring stems and the rules’ category', () => {
    expect(categoryFeatures('Полить рассаду на балконе', 'дом')).toEqual([
      't:полит',
      't:расса',
      't:на',
      't:балко',
      'b:полит_расса',
      'b:расса_на',
      'b:на_балко',
      'r:дом',
    ]);
  });

  it('keeps only features seen in enough training tasks (here two), and the rules’ categories always', () => {
    const model = trainCategoryModel(
      [
        task('Invoice the Smiths', 'работа', 'личное'),
        task('Invoice the bakery', 'работа', 'личное'),
        task('Water the ferns', 'дом'),
      ],
      { minFeatureTasks: 2, minConsistentStemTasks: 2 },
    );
    expect(Object.keys(model.counts)).toEqual(['b:invoi_the', 'r:дом', 'r:личное', 't:invoi', 't:the']);
    expect(model.counts['t:invoi']).toEqual([2, 0, 0, 0, 0, 0]);
    expect(model.prior).toEqual([3, 2, 1, 1, 1, 1]);
  });

  it('keeps a rarer word stem when every task it came in carried one label, and never a rarer pair', () => {
    const model = trainCategoryModel(
      [
        task('Invoice the Smiths', 'работа'),
        task('Invoice the bakery', 'работа'),
        task('Water the ferns', 'дом'),
        task('Water the lawn', 'дом'),
        task('Plant the lawn', 'дом'),
        task('Mow the lawn', 'личное'),
      ],
      { minFeatureTasks: 4, minConsistentStemTasks: 2 },
    );
    // "invoi" and "water": two tasks, one label each; "lawn": three tasks under two labels; "the": six.
    expect(Object.keys(model.counts).filter((feature) => !feature.startsWith('r:'))).toEqual([
      't:invoi',
      't:the',
      't:water',
    ]);
  });

  it('weighs the words against the rules’ category, and keeps that category when it knows no word', () => {
    const model = trainCategoryModel(
      [
        task('Invoice the Smiths', 'работа', 'личное'),
        task('Invoice the bakery', 'работа', 'личное'),
        task('Invoice the gym', 'работа', 'личное'),
        task('Call the Smiths', 'личное'),
        task('Call the bakery', 'личное'),
      ],
      { minFeatureTasks: 2, minConsistentStemTasks: 2 },
    );
    expect(learnedCategory('Invoice the florist', 'личное', model)).toBe('работа');
    expect(learnedCategory('Call the florist', 'личное', model)).toBe('личное');
    expect(learnedCategory('Defrost freezer', 'дом', model)).toBe('дом');
    // Where a category is made likelier (work, for a task said at one's job), a close call goes its way;
    // words that say otherwise still win.
    expect(learnedCategory('Email the florist', 'дом', model)).toBe('работа');
    expect(learnedCategory('Email the florist', 'дом', model, { личное: 16 })).toBe('личное');
    expect(learnedCategory('Call the florist', 'личное', model, { работа: 16 })).toBe('личное');
  });

  it('is trained (category-model.ts) and changes the rules’ category only where its words say so', () => {
    expect(CATEGORY_MODEL.categories).toHaveLength(6);
    expect(Object.keys(CATEGORY_MODEL.counts).length).toBeGreaterThan(1000);
    // Kept in its compact form and read back the same.
    expect(decodeCategoryModel(encodeCategoryModel(CATEGORY_MODEL))).toEqual(CATEGORY_MODEL);
    expect(learnedCategory('Записаться к стоматологу', 'здоровье', CATEGORY_MODEL)).toBe('здоровье');
    expect(learnedCategory('Купить молоко', 'покупки', CATEGORY_MODEL)).toBe('покупки');
  });
});
