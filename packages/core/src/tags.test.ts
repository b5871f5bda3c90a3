import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeOfOperation } from './sync-operations';
import { taskCountsByTag, taskTagId, tasksWithTag } from './tags';

const TASK = '019a0000-0000-7000-8000-000000000001';
const TAG = '019a0000-0000-7000-8000-000000000005';

describe('taskTagId', () => {
  it('names a pair with one valid UUID, the same every time and on every device', () => {
    const id = taskTagId(TASK, TAG);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('8');
    expect(taskTagId(TASK, TAG)).toBe(id);
    expect(taskTagId(TASK.toUpperCase(), TAG)).toBe(id);
  });

  it('tells pairs apart, the order of the two ids included', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.uuid(), (task, tag, other) => {
        fc.pre(task !== tag && other !== tag && other !== task);
        expect(taskTagId(task, tag)).not.toBe(taskTagId(other, tag));
        expect(taskTagId(task, tag)).not.toBe(taskTagId(task, other));
        expect(taskTagId(task, tag)).not.toBe(taskTagId(tag, task));
        expect(z.uuid().safeParse(taskTagId(task, tag)).success).toBe(true);
      }),
    );
  });

  it('refuses ids that are not UUIDs', () => {
    expect(() => taskTagId('t1', TAG)).toThrow();
  });

  it('reads an operation with a malformed id as invalid, never throwing', () => {
    const operation = (data: Record<string, unknown>) => ({
      id: '019a0000-0000-7000-8000-0000000000aa',
      timestamp: 1,
      type: 'create',
      table: 'task_tags',
      data,
    });
    expect(changeOfOperation(operation({ id: TASK, taskId: `${TASK}\u0000`, tagId: TAG }))).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
    expect(changeOfOperation(operation({ id: TASK, taskId: 'x', tagId: 7 }))).toMatchObject({ ok: false });
  });
});

describe('tags on tasks', () => {
  const links = [
    { taskId: 'a', tagId: 'home' },
    { taskId: 'b', tagId: 'work' },
    { taskId: 'c', tagId: 'home' },
  ];

  it('keeps the tasks that carry a tag, in their order', () => {
    const tasks = [{ id: 'c' }, { id: 'b' }, { id: 'a' }];
    expect(tasksWithTag(tasks, links, 'home')).toEqual([{ id: 'c' }, { id: 'a' }]);
    expect(tasksWithTag(tasks, links, 'none')).toEqual([]);
  });

  it('counts the tasks of each tag', () => {
    expect(Object.fromEntries(taskCountsByTag(links))).toEqual({ home: 2, work: 1 });
  });
});
