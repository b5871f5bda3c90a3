import { describe, expect, it } from 'vitest';
import {
  POMODORO_SESSION_MAX_SECONDS,
  createPomodoroSessionInputSchema,
  pomodoroSessionListResponseSchema,
  type PomodoroSessionRow,
} from '../schemas/pomodoro';
import { changeOfOperation, referencedRowIds } from '../sync-operations';
import { overlayPomodoroSessions, type QueuedChange, type SyncChange } from './index';

const AT = new Date('2026-11-24T09:00:00.000Z');
const TASK = '019a0000-0000-7000-8000-000000000001';
const FIRST = '019a0000-0000-7000-8000-000000000201';
const SECOND = '019a0000-0000-7000-8000-000000000202';
const queued = (change: SyncChange): QueuedChange => ({ change, at: AT, operationId: 'op' });

const input = {
  id: SECOND,
  taskId: TASK,
  phase: 'work' as const,
  startedAt: '2026-11-24T08:30:00.000Z',
  endedAt: '2026-11-24T08:55:00.000Z',
  seconds: 1500,
  completed: true,
};
const row = (id: string, startedAt: string): PomodoroSessionRow => ({
  ...input,
  id,
  startedAt,
  userId: 'u1',
  createdAt: AT.toISOString(),
});

describe('overlayPomodoroSessions', () => {
  it('adds a queued interval once, newest first, and leaves other changes alone', () => {
    const stored = [row(FIRST, '2026-11-24T08:00:00.000Z')];
    const change: SyncChange = { kind: 'createPomodoroSession', input };
    const shown = overlayPomodoroSessions(
      stored,
      [queued(change), queued(change), queued({ kind: 'deleteTask', taskId: TASK })],
      'u1',
    );
    expect(shown.map((s) => [s.id, s.userId, s.createdAt])).toEqual([
      [SECOND, 'u1', AT.toISOString()],
      [FIRST, 'u1', AT.toISOString()],
    ]);
    expect(pomodoroSessionListResponseSchema.safeParse(shown).success).toBe(true);
  });
});

describe('createPomodoroSessionInputSchema', () => {
  it('accepts a finished interval, with or without a task', () => {
    expect(createPomodoroSessionInputSchema.safeParse(input).success).toBe(true);
    expect(
      createPomodoroSessionInputSchema.safeParse({ ...input, taskId: null, phase: 'longBreak' }).success,
    ).toBe(true);
  });

  it.each([
    ['negative seconds', { seconds: -1 }],
    ['more seconds than the longest interval', { seconds: POMODORO_SESSION_MAX_SECONDS + 1 }],
    ['more seconds than between start and end', { seconds: 1501 }],
    ['an end before the start', { endedAt: '2026-11-24T08:29:59.000Z', seconds: 0 }],
    ['an unknown phase', { phase: 'nap' }],
    ['an unknown field', { userId: 'someone' }],
    ['a task id that is no UUID', { taskId: 'task-1' }],
  ])('refuses %s', (_name, patch) => {
    expect(createPomodoroSessionInputSchema.safeParse({ ...input, ...patch }).success).toBe(false);
  });

  it('depends on its task, and on nothing without one', () => {
    expect(referencedRowIds({ kind: 'createPomodoroSession', input })).toEqual([TASK]);
    expect(referencedRowIds({ kind: 'createPomodoroSession', input: { ...input, taskId: null } })).toEqual(
      [],
    );
  });

  it('travels as a create operation that needs its id', () => {
    const base = { id: 'op', timestamp: 1, type: 'create', table: 'pomodoro_sessions' };
    const { id: _id, ...withoutId } = input;
    expect(changeOfOperation({ ...base, data: withoutId })).toMatchObject({ ok: false });
    expect(changeOfOperation({ ...base, data: { ...input, seconds: 9000 } })).toMatchObject({ ok: false });
    expect(changeOfOperation({ ...base, data: input })).toEqual({
      ok: true,
      change: { kind: 'createPomodoroSession', input },
    });
  });
});
