import {
  TASK_TITLE_MAX_LENGTH,
  changeOfOperation,
  operationOfChange,
  type PendingOperation,
  type SyncChange,
} from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { createAppI18n } from '@/app/i18n';
import { refusalMessage } from './use-sync-answers';

const TASK = '0190a4f2-0000-7000-8000-00000000000a';
const OP = '0190a4f2-0000-7000-8000-0000000000f1';

const operationOf = (change: SyncChange): PendingOperation =>
  operationOfChange(change, OP, new Date('2026-01-01T10:00:00.000Z'));

const rejected = { status: 'rejected', code: 'VALIDATION_ERROR', message: 'title: Too big' } as const;

describe('the message of a refused change', () => {
  it.each(['en', 'ru'] as const)(
    'a refused create that cannot be read back (a title over the limit) still says the create message (%s)',
    (language) => {
      const operation = operationOf({
        kind: 'createTask',
        input: { id: TASK, title: 'x'.repeat(TASK_TITLE_MAX_LENGTH + 1), type: 'task' },
      });
      // The queue reads each answered operation back through core's codec: this one fails to parse.
      expect(changeOfOperation(operation).ok).toBe(false);
      const i18n = createAppI18n(language);
      expect(refusalMessage({ operation, change: null, outcome: rejected }, i18n, language)).toBe(
        language === 'en' ? 'Failed to create task' : 'Не удалось создать задачу',
      );
    },
  );

  it('names a refused operation that cannot be read back as its readable twin is named', () => {
    const i18n = createAppI18n('en');
    const changes: SyncChange[] = [
      { kind: 'createTask', input: { id: TASK, title: 'T', type: 'task' } },
      { kind: 'updateTask', taskId: TASK, input: { title: 'T' } },
      { kind: 'updateTask', taskId: TASK, input: { description: 'D' } },
      { kind: 'updateTask', taskId: TASK, input: { startDate: '2026-01-02' } },
      { kind: 'updateTask', taskId: TASK, input: { importance: 2 } },
      { kind: 'updateTask', taskId: TASK, input: { durationMinutes: 5 } },
      { kind: 'changeStatus', taskId: TASK, input: { status: 'completed' } },
      { kind: 'deleteTask', taskId: TASK },
      { kind: 'addTime', taskId: TASK, seconds: 60 },
      { kind: 'addComment', taskId: TASK, input: { text: 'c' } },
      { kind: 'addToMvd', taskId: TASK },
      { kind: 'removeFromMvd', taskId: TASK },
      { kind: 'createMicroTask', taskId: TASK, input: { id: OP, title: 'm' } },
      { kind: 'updateMicroTask', microTaskId: OP, input: { title: 'm' } },
      { kind: 'reorderMicroTasks', taskId: TASK, ids: [OP] },
      { kind: 'deleteMicroTask', microTaskId: OP },
      { kind: 'markNotificationRead', notificationId: OP },
      { kind: 'markTaskNotificationsRead', taskId: TASK },
      { kind: 'createTag', input: { id: OP, name: 'Home', color: 'blue' } },
      { kind: 'updateTag', tagId: OP, input: { name: 'Work' } },
      { kind: 'deleteTag', tagId: OP },
      { kind: 'tagTask', taskId: TASK, tagId: OP },
      { kind: 'untagTask', taskId: TASK, tagId: OP },
      { kind: 'createStrategy', input: { id: OP, name: 'Health', color: 'green', priority: 3 } },
      { kind: 'updateStrategy', strategyId: OP, input: { description: null } },
      { kind: 'deleteStrategy', strategyId: OP },
    ];
    for (const change of changes) {
      const operation = operationOf(change);
      const readable = refusalMessage({ change, outcome: rejected }, i18n, 'en');
      const unreadable = refusalMessage({ operation, change: null, outcome: rejected }, i18n, 'en');
      expect(unreadable, change.kind).toBe(readable);
    }
    // The spec's texts of strategy changes (§8).
    expect(
      changes
        .filter((change) => change.kind.endsWith('Strategy'))
        .map((change) => refusalMessage({ change, outcome: rejected }, i18n, 'en')),
    ).toEqual(['Failed to create direction', 'Failed to update strategy', 'Failed to delete strategy']);
    expect(
      refusalMessage(
        { operation: { ...operationOf(changes[0]!), table: 'mind_maps' }, change: null, outcome: rejected },
        i18n,
        'en',
      ),
    ).toBe('Failed to update task');
  });
});

describe('the texts of a refusal', () => {
  it("load first when the change's screen has not been opened (its namespace loads with it)", async () => {
    const { createI18n } = await import('@/lib/i18n');
    const { tasksRu } = await import('@/features/tasks/locales/ru');
    const { strategiesRu } = await import('@/features/strategies/locales/ru');
    const { loadRefusalTexts } = await import('./use-sync-answers');
    // As on a reload into /app: the strategies namespace is not bundled, the loader has it.
    const i18n = createI18n({ ru: { tasks: tasksRu } }, 'ru', async () => ({
      tasks: tasksRu,
      strategies: strategiesRu,
    }));
    const change: SyncChange = { kind: 'deleteStrategy', strategyId: '0190a4f2-0000-7000-8000-0000000000b1' };
    const settled = { change, outcome: rejected, operation: operationOf(change) };
    expect(i18n.hasLoadedNamespace('strategies')).toBe(false);
    await loadRefusalTexts([settled] as never, i18n);
    expect(refusalMessage(settled, i18n, 'ru')).toBe(strategiesRu.errors.delete);
  });
});
