import { describe, expect, it } from 'vitest';
import type { Tag, TaskTag } from '../schemas/answers';
import { isTagNameTaken, sortTags, taskTagId } from '../tags';
import { overlayTags, overlayTaskTags, type QueuedChange, type SyncChange } from './index';

const AT = new Date('2026-11-24T09:00:00.000Z');
const TASK = '019a0000-0000-7000-8000-000000000001';
const HOME = '019a0000-0000-7000-8000-000000000005';
const WORK = '019a0000-0000-7000-8000-000000000006';

const queued = (change: SyncChange, index = 0): QueuedChange => ({
  change,
  at: AT,
  operationId: `op-${index}`,
});
const tag = (id: string, name: string): Tag => ({
  id,
  userId: 'u1',
  name,
  color: 'blue',
  createdAt: AT.toISOString(),
});

describe('overlayTags', () => {
  it('shows queued creates, renames, recolours and deletes in order', () => {
    const shown = overlayTags(
      [tag(HOME, 'Дом')],
      [
        queued({ kind: 'createTag', input: { id: WORK, name: 'Работа', color: 'red' } }),
        queued({ kind: 'updateTag', tagId: HOME, input: { name: 'Дача', color: 'green' } }),
        queued({ kind: 'createTag', input: { id: WORK, name: 'Работа', color: 'red' } }),
      ],
      'u1',
    );
    expect(shown.map(({ id, name, color }) => ({ id, name, color }))).toEqual([
      { id: HOME, name: 'Дача', color: 'green' },
      { id: WORK, name: 'Работа', color: 'red' },
    ]);
    expect(overlayTags(shown, [queued({ kind: 'deleteTag', tagId: HOME })], 'u1').map((t) => t.id)).toEqual([
      WORK,
    ]);
  });

  it('sorts by name in the interface language and finds a name already taken, whatever its case', () => {
    const tags = [tag(WORK, 'работа'), tag(HOME, 'Дом')];
    expect(sortTags(tags, 'ru').map((t) => t.name)).toEqual(['Дом', 'работа']);
    expect(isTagNameTaken(tags, ' РАБОТА ')).toBe(true);
    expect(isTagNameTaken(tags, 'работа', WORK)).toBe(false);
    expect(isTagNameTaken(tags, 'Спорт')).toBe(false);
  });
});

describe('overlayTaskTags', () => {
  it('adds a link once, removes it by its pair, and drops the links of a deleted task or tag', () => {
    const link: TaskTag = { id: taskTagId(TASK, HOME), taskId: TASK, tagId: HOME };
    const tagged = overlayTaskTags([], [queued({ kind: 'tagTask', taskId: TASK, tagId: HOME })]);
    expect(tagged).toEqual([link]);
    expect(overlayTaskTags(tagged, [queued({ kind: 'tagTask', taskId: TASK, tagId: HOME })])).toEqual([link]);
    expect(overlayTaskTags(tagged, [queued({ kind: 'untagTask', taskId: TASK, tagId: HOME })])).toEqual([]);
    expect(overlayTaskTags(tagged, [queued({ kind: 'deleteTag', tagId: HOME })])).toEqual([]);
    expect(overlayTaskTags(tagged, [queued({ kind: 'deleteTask', taskId: TASK })])).toEqual([]);
    expect(overlayTaskTags(tagged, [queued({ kind: 'deleteTag', tagId: WORK })])).toEqual([link]);
  });
});
