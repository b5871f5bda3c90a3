import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveUpdates } from '@/data/use-live-updates';
import { StrategiesBoard } from '@/features/strategies';
import { useTasks } from '@/features/tasks/api/get-tasks';
import { useTaskMutations } from '@/features/tasks/api/use-task-mutations';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /strategy (spec §2, no top bar): the person's strategic directions — create, edit, delete — each
 * with its tasks and progress, and auto-assignment of unassigned tasks. Accepting a proposal is an
 * ordinary task edit (its strategy) through the operation queue.
 */
export function StrategyScreen() {
  const { t } = useTranslation('strategies');
  useDocumentTitle(t('screen.title'));
  const tasksQuery = useTasks({ view: 'all' });
  useLiveUpdates(!tasksQuery.isPending);
  const taskMutations = useTaskMutations();
  const onAssign = useCallback(
    (taskId: string, strategyId: string) => taskMutations.updateTask(taskId, { strategyId }),
    [taskMutations],
  );
  return (
    <section
      aria-labelledby="strategy-title"
      className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6 sm:px-6"
    >
      <div className="grid gap-1">
        <Link
          to="/app"
          className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('screen.toTasks')}
        </Link>
        <h1 id="strategy-title" className="text-2xl font-semibold tracking-tight">
          {t('screen.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('screen.intro')}</p>
      </div>
      <StrategiesBoard
        tasks={tasksQuery.data?.tasks}
        tasksError={tasksQuery.isError}
        onRetryTasks={() => void tasksQuery.refetch()}
        onAssign={onAssign}
      />
    </section>
  );
}
