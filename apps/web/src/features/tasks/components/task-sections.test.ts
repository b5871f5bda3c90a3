import type { Task } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { buildSections, flattenSections, isOpenByDefault } from './task-sections';

const task = (id: string, status: Task['status'], importance: 1 | 2 = 1, urgency: 1 | 2 = 1) =>
  ({ id, title: id, status, importance, urgency }) as Task;

const shownIds = (rows: ReturnType<typeof flattenSections>) =>
  rows.flatMap((row) => (row.kind === 'task' ? [row.task.id] : []));

describe('sections', () => {
  const tasks = [
    task('a', 'waiting', 2, 2),
    task('b', 'inProgress', 2, 1),
    task('c', 'completed'),
    task('d', 'waiting'),
  ];

  it('classic: by status, in progress first, completed closed by default', () => {
    const sections = buildSections(tasks, 'classic');
    expect(sections.map((section) => section.key)).toEqual(['inProgress', 'waiting', 'completed']);
    expect(shownIds(flattenSections(sections, {}, 'active'))).toEqual(['b', 'a', 'd']);
    expect(
      flattenSections(sections, { completed: true, waiting: false }, 'active').filter(
        (row) => row.kind === 'task',
      ),
    ).toHaveLength(2);
  });

  it('energy: core energy levels, completed and cancelled apart', () => {
    const sections = buildSections([...tasks, task('e', 'cancelled', 2, 2), task('f', 'paused')], 'energy');
    expect(sections.map((section) => [section.key, section.tasks.map((item) => item.id)])).toEqual([
      ['high', ['a']],
      ['medium', ['b']],
      ['low', ['d', 'f']],
      ['completed', ['c']],
      ['cancelled', ['e']],
    ]);
  });

  it('shows a task of every status without a click: paused, scheduled and cancelled sections start open', () => {
    const every = [
      task('w', 'waiting'),
      task('i', 'inProgress'),
      task('p', 'paused'),
      task('s', 'scheduled'),
      task('x', 'cancelled'),
    ];
    for (const mode of ['classic', 'energy'] as const)
      expect(shownIds(flattenSections(buildSections(every, mode), {}, 'active')).sort()).toEqual([
        'i',
        'p',
        's',
        'w',
        'x',
      ]);
    expect(buildSections(every, 'classic').map((section) => section.key)).toEqual([
      'inProgress',
      'waiting',
      'scheduled',
      'paused',
      'cancelled',
    ]);
  });

  it('the completed view opens its section: its tasks show without an extra click', () => {
    const done = [task('c1', 'completed'), task('c2', 'completed')];
    expect(isOpenByDefault('completed', 'active')).toBe(false);
    expect(isOpenByDefault('completed', 'completed')).toBe(true);
    for (const mode of ['classic', 'energy'] as const)
      expect(shownIds(flattenSections(buildSections(done, mode), {}, 'completed'))).toEqual(['c1', 'c2']);
    // Closing it is still the user's choice.
    expect(
      shownIds(flattenSections(buildSections(done, 'classic'), { completed: false }, 'completed')),
    ).toEqual([]);
  });
});
