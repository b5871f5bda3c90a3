import { describe, expect, it } from 'vitest';
import { extractTasks, readCandidates } from '../../pipeline.js';
import { KEEP_TRAINING, type KeepExample, trainKeepModel } from '../../../test/training.js';
import { CATEGORY_MODEL } from './category-model.js';
import { KEEP_MODEL } from './keep-model.js';
import {
  type Candidate,
  type Candidates,
  decodeKeepModel,
  encodeKeepModel,
  keepFeatures,
  keepLikelihood,
  type KeepModel,
  keptCandidates,
} from './keep.js';

const clock = { now: new Date('2026-11-23T09:00:00+03:00'), timeZone: '+03:00' };
const listOf = (all: readonly Candidate[]): Candidates => ({
  count: all.length,
  tasks: all.filter(({ found }) => !found.passedOver).length,
  at: (index) => all[index]!,
});
const model = (weights: Record<string, number>, threshold = 0.5): KeepModel => ({
  weights: new Map(Object.entries(weights)),
  threshold,
});

describe('the keep model', () => {
  it('reads a task as its title, the words of its clause the title left out, and what the rules made of it', () => {
    const all = readCandidates('в пятницу надо забрать посылку, Оля сказала', clock, 'ru');
    expect(all.map(({ task }) => task.title)).toEqual(['Забрать посылку', 'Оля сказала']);
    expect(keepFeatures(all[0]!, 1)).toEqual([
      'bias',
      'lang:ru',
      't:забра',
      't:посыл',
      'v:забра',
      'verb:true',
      's:в',
      's:пятни',
      's:надо',
      // The endings of the clause's words: «пятницу» -цу -ицу, «надо» -до, «забрать» -ть -ать, «посылку» -ку -лку.
      'e2:цу',
      'e3:ицу',
      'e2:до',
      'e2:ть',
      'e3:ать',
      'e2:ку',
      'e3:лку',
      'n:2',
      'sn:4-5',
      'f:date',
      'p:low',
      'c:личное',
      'k:1',
    ]);
    // The clause the rules read as no task is a candidate too, and says so.
    expect(all[1]?.found.passedOver).toBe('context');
    expect(keepFeatures(all[1]!, 1)).toEqual(
      expect.arrayContaining(['po', 'po:context', 't:оля', 't:сказа']),
    );
  });

  it('lists the clauses the rules read as no task after the tasks, and none that is a task’s context', () => {
    const titlesOf = (text: string) =>
      readCandidates(text, clock).map(({ task, found }) =>
        found.passedOver ? `${task.title} ?` : task.title,
      );
    expect(titlesOf('мандарины. купить хлеб')).toEqual(['Купить хлеб', 'Мандарины ?']);
    // What a task is about, a statement whose subject a task took, and a deadline whose date it took.
    expect(titlesOf('купить хлеб, хлеб кончился')).toEqual(['Купить хлеб']);
    expect(titlesOf('the oven smells burnt, clean it out tonight')).toEqual(['Clean the oven out']);
    expect(titlesOf('в пятницу дедлайн по смете, надо дописать раздел')).toEqual(['Дописать раздел']);
  });

  it('weighs the features it knows and nothing else, as a likelihood between 0 and 1', () => {
    const weighed = model({ bias: 1, 's:сказа': -3 });
    expect(keepLikelihood(['bias', 't:unknown'], weighed)).toBeCloseTo(1 / (1 + Math.exp(-1)));
    expect(keepLikelihood(['bias', 's:сказа'], weighed)).toBeCloseTo(1 / (1 + Math.exp(2)));
    expect(keepLikelihood([], weighed)).toBe(0.5);
  });

  it('leaves out the tasks below its threshold and keeps the others in order', () => {
    const all = readCandidates('купить хлеб, помыть окна, позвонить маме', clock, 'ru');
    const kept = keptCandidates(listOf(all), model({ bias: 1, 't:окна': -3 }), 8);
    expect(kept.map(({ task }) => task.title)).toEqual(['Купить хлеб', 'Позвонить маме']);
  });

  it('never empties a dump: when every task would be left out, the likeliest stays', () => {
    const all = readCandidates('помыть окна, купить хлеб', clock, 'ru');
    const kept = keptCandidates(listOf(all), model({ bias: -5, 't:хлеб': 1 }), 8);
    expect(kept.map(({ task }) => task.title)).toEqual(['Купить хлеб']);
    expect(keptCandidates(listOf([]), model({ bias: -5 }), 8)).toEqual([]);
  });

  it('keeps a clause the rules read as no task only on its own likelihood, never as the likeliest', () => {
    const all = readCandidates('купить хлеб. мандарины', clock, 'ru');
    expect(keptCandidates(listOf(all), model({ bias: 1 }), 8).map(({ task }) => task.title)).toEqual([
      'Купить хлеб',
      'Мандарины',
    ]);
    expect(keptCandidates(listOf(all), model({ bias: 1, po: -3 }), 8).map(({ task }) => task.title)).toEqual([
      'Купить хлеб',
    ]);
    const alone = readCandidates('мандарины', clock, 'ru');
    expect(keptCandidates(listOf(alone), model({ bias: -5 }), 8)).toEqual([]);
    // With no model the rules decide alone, and a clause they read as no task is none.
    expect(extractTasks('мандарины', clock, 'ru', { category: CATEGORY_MODEL, keep: null })).toEqual([]);
  });

  it('reads no more tasks than it needs to keep the first few', () => {
    const all = readCandidates('купить хлеб, помыть окна, позвонить маме', clock, 'ru');
    const asked: number[] = [];
    const candidates = { ...listOf(all), at: (index: number) => (asked.push(index), all[index]!) };
    const kept = keptCandidates(candidates, model({ bias: 1, 't:окна': -3 }), 1);
    expect(kept.map(({ task }) => task.title)).toEqual(['Купить хлеб']);
    expect(asked).toEqual([0]);
  });

  it('is kept compactly, weights in hundredths, features front-coded, and read back the same', () => {
    const weighed = model({ bias: 0.37, 'c:дом': -1.5, 's:will': -2.04 }, 0.4);
    const encoded = encodeKeepModel(weighed);
    expect(encoded).toEqual({ threshold: 0.4, rows: '0bias 11\n0c:дом -46\n0s:will -5o' });
    expect(decodeKeepModel(encoded)).toEqual(weighed);
  });

  it('is what the pipeline asks before it caps a dump at eight tasks', () => {
    const text = 'купить хлеб, помыть окна, позвонить маме';
    const titles = (keep: KeepModel | null) =>
      extractTasks(text, clock, 'ru', { category: CATEGORY_MODEL, keep }).map(({ title }) => title);
    expect(titles(null)).toEqual(['Купить хлеб', 'Помыть окна', 'Позвонить маме']);
    expect(titles(model({ bias: 1, 't:окна': -3 }))).toEqual(['Купить хлеб', 'Позвонить маме']);
    // The committed model was trained with the committed threshold.
    expect(KEEP_MODEL.threshold).toBe(KEEP_TRAINING.threshold);
  });
});

describe('training the keep model', () => {
  const example = (features: string[], isTask: boolean): KeepExample => ({ features, isTask });
  const examples = [
    ...Array.from({ length: 20 }, () => example(['bias', 't:buy'], true)),
    ...Array.from({ length: 20 }, () => example(['bias', 's:will'], false)),
    example(['bias', 't:rare'], false),
  ];

  it('learns which features tell a task from none, and leaves rare features out', () => {
    const trained = trainKeepModel(examples, { ...KEEP_TRAINING, minFeatureCandidates: 2 });
    expect(trained.weights.get('t:buy')).toBeGreaterThan(1);
    expect(trained.weights.get('s:will')).toBeLessThan(-1);
    expect(trained.weights.has('t:rare')).toBe(false);
    expect(trained.threshold).toBe(KEEP_TRAINING.threshold);
  });

  it('makes the same model on every run', () => {
    expect(encodeKeepModel(trainKeepModel(examples))).toEqual(encodeKeepModel(trainKeepModel(examples)));
  });
});
