import { describe, expect, it } from 'vitest';
import {
  chatActionRowId,
  planAssistantAction,
  planAssistantActionUndo,
  type ActionTask,
} from './assistant-actions';

const MESSAGE = '019a0000-0000-7000-8000-0000000000a1';
const TASK = '019a0000-0000-7000-8000-0000000000b1';
const STRATEGY = '019a0000-0000-7000-8000-0000000000c1';
const place = { messageId: MESSAGE, actionIndex: 0 };
const task: ActionTask = {
  id: TASK,
  title: 'Отчёт',
  description: null,
  importance: 1,
  urgency: 1,
  startDate: null,
  status: 'inProgress',
  strategyId: null,
};

describe('chatActionRowId', () => {
  it('derives distinct version-8 ids per action and item, never the message id itself', () => {
    const ids = [
      chatActionRowId(MESSAGE, 0),
      chatActionRowId(MESSAGE, 0, 1),
      chatActionRowId(MESSAGE, 1),
      chatActionRowId(MESSAGE.toUpperCase(), 0),
    ];
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids.slice(0, 3)).size).toBe(3);
    expect(ids[3]).toBe(ids[0]);
    expect(ids).not.toContain(MESSAGE);
    expect(() => chatActionRowId('not-a-uuid', 0)).toThrow();
  });
});

describe('planAssistantAction', () => {
  it('creates a task with a derived id, the urgency read on the 1–10 scale; the undo deletes it', () => {
    const action = {
      type: 'create_task' as const,
      taskData: { title: ' Отчёт ', urgency: 7, startDate: '2026-11-27' },
      applied: false,
    };
    const id = chatActionRowId(MESSAGE, 0);
    expect(planAssistantAction(action, place, undefined)).toEqual({
      ok: true,
      changes: [
        {
          kind: 'createTask',
          input: { id, type: 'task', title: 'Отчёт', urgency: 2, startDate: '2026-11-27' },
        },
      ],
    });
    expect(planAssistantActionUndo(action, place)).toEqual({
      ok: true,
      changes: [{ kind: 'deleteTask', taskId: id }],
    });
    expect(planAssistantAction({ ...action, taskData: { title: '  ' } }, place, undefined)).toEqual({
      ok: false,
      problem: 'incomplete',
    });
  });

  it('completes a task and undoes it back to its status before', () => {
    const action = { type: 'complete_task' as const, taskId: TASK, applied: false };
    const plan = planAssistantAction(action, place, task);
    expect(plan).toEqual({
      ok: true,
      changes: [{ kind: 'changeStatus', taskId: TASK, input: { status: 'completed' } }],
      previous: { status: 'inProgress' },
    });
    const previous = plan.ok ? plan.previous : undefined;
    expect(planAssistantActionUndo({ ...action, applied: true, previous }, place)).toEqual({
      ok: true,
      changes: [{ kind: 'changeStatus', taskId: TASK, input: { status: 'inProgress' } }],
    });
  });

  it('changes urgency, importance, fields and strategy, recording exactly what they replace', () => {
    expect(
      planAssistantAction(
        { type: 'update_urgency', taskId: TASK, taskData: { urgency: 3 }, applied: false },
        place,
        {
          ...task,
          urgency: 2,
        },
      ),
    ).toEqual({
      ok: true,
      changes: [{ kind: 'updateTask', taskId: TASK, input: { urgency: 1 } }],
      previous: { urgency: 2 },
    });
    const update = planAssistantAction(
      { type: 'update_task', taskId: TASK, taskData: { title: 'Новый', status: 'waiting' }, applied: false },
      place,
      task,
    );
    expect(update).toEqual({
      ok: true,
      changes: [
        { kind: 'updateTask', taskId: TASK, input: { title: 'Новый' } },
        { kind: 'changeStatus', taskId: TASK, input: { status: 'waiting' } },
      ],
      previous: { title: 'Отчёт', status: 'inProgress' },
    });
    expect(
      planAssistantActionUndo(
        {
          type: 'update_task',
          taskId: TASK,
          applied: true,
          previous: { title: 'Отчёт', status: 'inProgress' },
        },
        place,
      ),
    ).toEqual({
      ok: true,
      changes: [
        { kind: 'updateTask', taskId: TASK, input: { title: 'Отчёт' } },
        { kind: 'changeStatus', taskId: TASK, input: { status: 'inProgress' } },
      ],
    });
    expect(
      planAssistantAction(
        { type: 'assign_strategy', taskId: TASK, strategyId: STRATEGY, applied: false },
        place,
        task,
      ),
    ).toEqual({
      ok: true,
      changes: [{ kind: 'updateTask', taskId: TASK, input: { strategyId: STRATEGY } }],
      previous: { strategyId: null },
    });
  });

  it('creates micro-steps and a strategy with derived ids that the undo removes', () => {
    const steps = {
      type: 'create_subtasks' as const,
      taskId: TASK,
      subtasks: [
        { title: 'Открыть файл', order: 1, estimatedMinutes: 5 },
        { title: 'Написать план', order: 2 },
      ],
      applied: false,
    };
    const plan = planAssistantAction(steps, { messageId: MESSAGE, actionIndex: 2 }, task);
    expect(plan.ok && plan.changes.map((change) => change.kind)).toEqual([
      'createMicroTask',
      'createMicroTask',
    ]);
    expect(planAssistantActionUndo(steps, { messageId: MESSAGE, actionIndex: 2 })).toEqual({
      ok: true,
      changes: [
        { kind: 'deleteMicroTask', microTaskId: chatActionRowId(MESSAGE, 2, 0) },
        { kind: 'deleteMicroTask', microTaskId: chatActionRowId(MESSAGE, 2, 1) },
      ],
    });
    const strategy = { type: 'create_strategy' as const, strategyData: { name: 'Здоровье' }, applied: false };
    expect(planAssistantAction(strategy, place, undefined)).toEqual({
      ok: true,
      changes: [
        {
          kind: 'createStrategy',
          input: {
            id: chatActionRowId(MESSAGE, 0),
            name: 'Здоровье',
            description: null,
            color: 'blue',
            priority: 2,
          },
        },
      ],
    });
  });

  it('refuses a missing task, unsupported kinds, and an undo of a delete', () => {
    expect(
      planAssistantAction({ type: 'complete_task', taskId: TASK, applied: false }, place, undefined),
    ).toEqual({
      ok: false,
      problem: 'taskMissing',
    });
    expect(planAssistantAction({ type: 'delegate_task', taskId: TASK, applied: false }, place, task)).toEqual(
      {
        ok: false,
        problem: 'unsupported',
      },
    );
    expect(planAssistantAction({ type: 'delete_task', taskId: TASK, applied: false }, place, task)).toEqual({
      ok: true,
      changes: [{ kind: 'deleteTask', taskId: TASK }],
    });
    expect(planAssistantActionUndo({ type: 'delete_task', taskId: TASK, applied: true }, place)).toEqual({
      ok: false,
      problem: 'cannotUndo',
    });
  });
});
