import type { PriorityLevel, Task } from '@fokus/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveUpdates } from '@/data/use-live-updates';
import { PriorityMatrix } from '@/features/priorities';
import { useTaskMutations, useTasks } from '@/features/tasks';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ScreenSection } from './screen-section';

/**
 * /priorities: the Eisenhower matrix of the person's open tasks. Moving a task between quadrants is
 * the tasks feature's `updateTask` with its new importance and urgency, so it goes through the offline
 * queue; a refusal shows 'Failed to update task priority' (the tasks cache adapter's refusal key).
 */
export function PrioritiesScreen() {
  const { t } = useTranslation('priorities');
  useDocumentTitle(t('screen.title'));
  const tasksQuery = useTasks({ view: 'all' });
  useLiveUpdates(!tasksQuery.isPending);
  const { updateTask } = useTaskMutations();
  const changePriority = useCallback(
    (task: Task, priority: { importance: PriorityLevel; urgency: PriorityLevel }) =>
      void updateTask(task.id, priority),
    [updateTask],
  );
  const { refetch } = tasksQuery;
  const retry = useCallback(() => void refetch(), [refetch]);

  return (
    <ScreenSection
      title={t('screen.title')}
      intro={t('screen.intro')}
      backToTasks={t('screen.toTasks')}
      className="max-w-5xl"
    >
      <PriorityMatrix
        tasks={tasksQuery.data?.tasks}
        state={tasksQuery.isPending ? 'loading' : tasksQuery.isError && !tasksQuery.data ? 'error' : 'ready'}
        onRetry={retry}
        onChangePriority={changePriority}
      />
    </ScreenSection>
  );
}
