import { describe, expect, it } from 'vitest';
import { SYNC_MAX_SERVER_FAILURES, SYNC_RETRY_FIRST_DELAY_MS, SYNC_RETRY_MAX_DELAY_MS } from './constants';
import type { PendingOperation } from './schemas/sync';
import { operationOfChange, type SyncChange } from './sync-operations';
import {
  attemptsStorageWrite,
  deferralCounts,
  heldBackOperationIds,
  mergeByTime,
  needsAnyOf,
  nextTryAt,
  operationsBuildingOn,
  parseStoredAttempts,
  recordFailure,
  retryDelayMs,
  rowsCreatedBy,
  type OperationAttempts,
} from './sync-retry';

const T0 = Date.parse('2026-11-23T09:00:00Z');
const TASK = '019a0000-0000-7000-8000-000000000001';
const STEP = '019a0000-0000-7000-8000-000000000002';
const OTHER = '019a0000-0000-7000-8000-000000000003';
let next = 0;
const op = (change: SyncChange, at = T0 + next): PendingOperation =>
  operationOfChange(
    change,
    `019a0000-0000-7000-8000-1000000000${String(next++).padStart(2, '0')}`,
    new Date(at),
  );

const createTask = op({ kind: 'createTask', input: { id: TASK, title: 'A', type: 'task' } });
const createStep = op({ kind: 'createMicroTask', taskId: TASK, input: { id: STEP, title: 'step' } });
const checkStep = op({ kind: 'updateMicroTask', microTaskId: STEP, input: { completed: true } });
const timeOnTask = op({ kind: 'addTime', taskId: TASK, seconds: 60 });
const unrelated = op({ kind: 'addTime', taskId: OTHER, seconds: 60 });
const queue = [createTask, createStep, checkStep, timeOnTask, unrelated];

describe('what counts as a failed try', () => {
  it('counts server errors and rows nothing here will create, not waits for a queued create', () => {
    expect(deferralCounts('INTERNAL_ERROR', false)).toBe(true);
    expect(deferralCounts('INTERNAL_ERROR', true)).toBe(true);
    expect(deferralCounts(undefined, false)).toBe(true);
    expect(deferralCounts('NOT_FOUND', false)).toBe(true);
    expect(deferralCounts('NOT_FOUND', true)).toBe(false);
    expect(deferralCounts('BATCH_LIMIT', false)).toBe(false);
  });

  it(`sets an operation aside at its ${SYNC_MAX_SERVER_FAILURES}th failure, not before`, () => {
    let attempts: OperationAttempts | undefined;
    for (let failure = 1; failure < SYNC_MAX_SERVER_FAILURES; failure += 1) {
      const result = recordFailure(attempts, T0 + failure);
      expect(result).toEqual({
        attempts: { failures: failure, lastFailedAt: T0 + failure },
        setAside: false,
      });
      attempts = result.attempts;
    }
    expect(recordFailure(attempts, T0).setAside).toBe(true);
  });
});

describe('backoff per operation', () => {
  it('doubles the wait with each failure, up to the cap', () => {
    expect(retryDelayMs(0)).toBe(SYNC_RETRY_FIRST_DELAY_MS);
    expect(retryDelayMs(1)).toBe(SYNC_RETRY_FIRST_DELAY_MS);
    expect(retryDelayMs(2)).toBe(SYNC_RETRY_FIRST_DELAY_MS * 2);
    expect(retryDelayMs(3)).toBe(SYNC_RETRY_FIRST_DELAY_MS * 4);
    expect(retryDelayMs(50)).toBe(SYNC_RETRY_MAX_DELAY_MS);
    expect(retryDelayMs(10_000)).toBe(SYNC_RETRY_MAX_DELAY_MS);
  });

  it('lets an operation go when its wait is over', () => {
    expect(nextTryAt(undefined)).toBe(0);
    expect(nextTryAt({ failures: 2, lastFailedAt: T0 })).toBe(T0 + SYNC_RETRY_FIRST_DELAY_MS * 2);
  });

  it('holds back an operation in its wait and whatever builds on rows it creates', () => {
    const attempts = { [createTask.id]: { failures: 1, lastFailedAt: T0 } };
    expect([...heldBackOperationIds(queue, attempts, T0 + 1)]).toEqual([
      createTask.id,
      createStep.id,
      checkStep.id,
      timeOnTask.id,
    ]);
    expect(heldBackOperationIds(queue, attempts, T0 + SYNC_RETRY_FIRST_DELAY_MS).size).toBe(0);
    expect(heldBackOperationIds(queue, {}, T0).size).toBe(0);
    // An update waiting on its own holds back nothing else.
    const alone = { [unrelated.id]: { failures: 3, lastFailedAt: T0 } };
    expect([...heldBackOperationIds(queue, alone, T0)]).toEqual([unrelated.id]);
  });
});

describe('dependencies between queued operations', () => {
  it('finds every operation building on a row, through the rows they create in turn', () => {
    expect(operationsBuildingOn(queue, new Set([createTask.id]))).toEqual([
      createStep,
      checkStep,
      timeOnTask,
    ]);
    expect(operationsBuildingOn(queue, new Set([createStep.id]))).toEqual([checkStep]);
    expect(operationsBuildingOn(queue, new Set([unrelated.id]))).toEqual([]);
    const unreadable = { ...checkStep, table: 'nope' };
    expect(operationsBuildingOn([createTask, createStep, unreadable], new Set([createTask.id]))).toEqual([
      createStep,
    ]);
  });

  it('tells whether an operation needs a row a queued operation creates', () => {
    const rows = rowsCreatedBy(queue);
    expect([...rows].sort()).toEqual([TASK, STEP].sort());
    expect(needsAnyOf(checkStep, rows)).toBe(true);
    expect(needsAnyOf(unrelated, rows)).toBe(false);
    expect(needsAnyOf(checkStep, new Set())).toBe(false);
    expect(needsAnyOf(createTask, rows)).toBe(false);
  });
});

describe('stored attempt records', () => {
  it('read back what was written, for the operations still queued only', () => {
    const attempts = {
      [createTask.id]: { failures: 2, lastFailedAt: T0 },
      gone: { failures: 1, lastFailedAt: T0 },
    };
    const write = attemptsStorageWrite(attempts, queue);
    expect(write.action).toBe('set');
    expect(parseStoredAttempts(write.action === 'set' ? write.value : null)).toEqual({
      [createTask.id]: { failures: 2, lastFailedAt: T0 },
    });
    expect(attemptsStorageWrite(attempts, [unrelated])).toEqual({ action: 'remove' });
  });

  it('count as no failures when missing or unreadable', () => {
    for (const stored of [null, undefined, '', '{oops', '[]', '{"a":{"failures":0,"lastFailedAt":1}}'])
      expect(parseStoredAttempts(stored)).toEqual({});
  });
});

describe('putting set-aside operations back', () => {
  it('places each before the first queued operation made after it, once', () => {
    const early = op({ kind: 'addTime', taskId: OTHER, seconds: 1 }, T0 - 10);
    const middle = op({ kind: 'addTime', taskId: OTHER, seconds: 2 }, T0 + 50);
    const late = op({ kind: 'addTime', taskId: OTHER, seconds: 3 }, T0 + 100);
    const returning = [
      op({ kind: 'addTime', taskId: OTHER, seconds: 4 }, T0 + 20),
      op({ kind: 'addTime', taskId: OTHER, seconds: 5 }, T0 + 60),
      op({ kind: 'addTime', taskId: OTHER, seconds: 6 }, T0 + 200),
    ];
    expect(mergeByTime([early, middle, late], [...returning, middle])).toEqual([
      early,
      returning[0],
      middle,
      returning[1],
      late,
      returning[2],
    ]);
    expect(mergeByTime([], returning)).toEqual(returning);
  });
});
