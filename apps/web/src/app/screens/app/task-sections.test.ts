import type { Task } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { buildSections, flattenSections, localToday } from './task-sections';
import { readGroupingMode, readPanels } from './use-app-preferences';

const task = (id: string, status: Task['status'], importance: 1 | 2 = 1, urgency: 1 | 2 = 1) =>
  ({ id, title: id, status, importance, urgency }) as Task;

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
    const rows = flattenSections(sections, {});
    expect(rows.filter((row) => row.kind === 'task').map((row) => row.task.id)).toEqual(['b', 'a', 'd']);
    expect(
      flattenSections(sections, { completed: true, waiting: false }).filter((row) => row.kind === 'task'),
    ).toHaveLength(2);
  });

  it('energy: core energy levels, completed apart', () => {
    const sections = buildSections(tasks, 'energy');
    expect(sections.map((section) => [section.key, section.tasks.map((item) => item.id)])).toEqual([
      ['high', ['a']],
      ['medium', ['b']],
      ['low', ['d']],
      ['completed', ['c']],
    ]);
  });

  it('today is the local date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('preferences', () => {
  it('an old context mode becomes energy; ai waits for the AI issue', () => {
    expect(readGroupingMode('context')).toBe('energy');
    expect(readGroupingMode('ai')).toBe('classic');
    expect(readGroupingMode(null)).toBe('classic');
  });

  it('reads panel toggles key by key, ignoring junk', () => {
    expect(readPanels('{"pomodoro":true,"stats":"yes","nope":true}')).toEqual({ pomodoro: true });
    expect(readPanels('not json')).toEqual({});
  });
});
