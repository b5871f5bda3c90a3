import { describe, expect, it } from 'vitest';
import {
  autoAssignStrategies,
  quotedNames,
  scoreStrategyMatch,
  shouldSuggestRecurring,
  shouldSuggestStrategy,
  strategyAssignmentCandidates,
  type StrategyCandidateTask,
} from './strategies';

const task = (
  id: string,
  title: string,
  extra: Partial<StrategyCandidateTask> = {},
): StrategyCandidateTask => ({
  id,
  title,
  description: null,
  status: 'waiting',
  strategyId: null,
  ...extra,
});

describe('scoreStrategyMatch', () => {
  it('scores name 10, description words over 3 letters 2 each, keywords 5 each', () => {
    const strategy = { id: 's', name: 'Здоровье', description: 'Спорт, сон и питание', keywords: ['бег'] };
    expect(scoreStrategyMatch({ title: 'Здоровье: утренний бег' }, strategy)).toBe(15);
    expect(scoreStrategyMatch({ title: 'Спорт', description: 'и питание' }, strategy)).toBe(4);
    // "сон" has only 3 letters and does not count; "и" neither.
    expect(scoreStrategyMatch({ title: 'сон и' }, strategy)).toBe(0);
    expect(scoreStrategyMatch({ title: 'x' }, { id: 's', name: ' ' })).toBe(0);
  });
});

describe('candidates', () => {
  const tasks = [
    task('1', 'Run'),
    task('2', 'Done', { status: 'completed' }),
    task('3', 'Assigned', { strategyId: 's' }),
  ];

  it('takes unassigned non-completed tasks', () => {
    expect(strategyAssignmentCandidates(tasks).map((t) => t.id)).toEqual(['1']);
  });

  it('takes the tasks named in quotes instead', () => {
    expect(quotedNames('«Done» and "assigned" and “x” and \'y\'')).toEqual(['done', 'assigned', 'x', 'y']);
    expect(strategyAssignmentCandidates(tasks, 'assign «done» and "Assigned"').map((t) => t.id)).toEqual([
      '2',
      '3',
    ]);
  });
});

describe('quotedNames', () => {
  it.each([
    ["Don't forget Bob's report", []],
    ["I can't and won't, it's the students' work", []],
    ["Assign 'Bob's report' to work", ["bob's report"]],
    ["Don't forget 'Plan B' and Bob's 'Q3 review'", ['plan b', 'q3 review']],
    ["'Launch' isn't 'Ship'", ['launch', 'ship']],
    ['Назначь стратегию для «Отчёт за квартал» и «Ёлка»', ['отчёт за квартал', 'ёлка']],
    [
      'Добавь «Купить молоко», "Call mom" и “Renew passport”',
      ['купить молоко', 'call mom', 'renew passport'],
    ],
    ['« » and \'\' and ""', []],
  ])('reads %j as %j', (text, names) => {
    expect(quotedNames(text)).toEqual(names);
  });

  it('falls back to unassigned tasks when only apostrophes appear', () => {
    const tasks: StrategyCandidateTask[] = [
      { id: '1', title: 't forget Bob', status: 'waiting', strategyId: 's' },
      { id: '2', title: 'Report', status: 'waiting', strategyId: null },
    ];
    expect(strategyAssignmentCandidates(tasks, "Don't forget Bob's report").map((t) => t.id)).toEqual(['2']);
  });
});

describe('autoAssignStrategies', () => {
  const strategies = [
    { id: 'health', name: 'Health', description: 'running sleeping' },
    { id: 'work', name: 'Work', description: 'reports meetings', keywords: ['report'] },
  ];

  it('assigns the best strategy with at least 3 points', () => {
    const tasks = [task('a', 'Write report for work'), task('b', 'running'), task('c', 'nothing here')];
    expect(autoAssignStrategies(tasks, strategies)).toEqual([{ taskId: 'a', strategyId: 'work', score: 15 }]);
  });

  it('does not assign below the minimum of 3', () => {
    // One description word gives only 2 points.
    expect(autoAssignStrategies([task('b', 'running')], strategies)).toEqual([]);
  });

  it('gives ties to the earlier strategy', () => {
    const tied = [
      { id: 'first', name: 'Alpha' },
      { id: 'second', name: 'Alpha' },
    ];
    expect(autoAssignStrategies([task('x', 'alpha')], tied)).toEqual([
      { taskId: 'x', strategyId: 'first', score: 10 },
    ]);
  });
});

describe('suggestion thresholds', () => {
  it('uses 70 for recurring tasks and 8 for strategies', () => {
    expect(shouldSuggestRecurring(70)).toBe(true);
    expect(shouldSuggestRecurring(69.9)).toBe(false);
    expect(shouldSuggestStrategy(8)).toBe(true);
    expect(shouldSuggestStrategy(7)).toBe(false);
  });
});
