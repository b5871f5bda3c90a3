import type { PriorityLevel, Task } from '@fokus/core';
import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveUpdates } from '@/data/use-live-updates';
import { PriorityMatrix } from '@/features/priorities';
import { useTaskMutations, useTasks } from '@/features/tasks';
import { useDocumentTitle } from '@/lib/use-document-title';

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
    <section
      aria-labelledby="priorities-title"
      className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-6 sm:px-6"
    >
      <div className="grid gap-1">
        <Link
          to="/app"
          className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('screen.toTasks')}
        </Link>
        <h1 id="priorities-title" className="text-2xl font-semibold tracking-tight">
          {t('screen.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('screen.intro')}</p>
      </div>
      <PriorityMatrix
        tasks={tasksQuery.data?.tasks}
        state={tasksQuery.isPending ? 'loading' : tasksQuery.isError && !tasksQuery.data ? 'error' : 'ready'}
        onRetry={retry}
        onChangePriority={changePriority}
      />
    </section>
  );
}
