import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveUpdates } from '@/data/use-live-updates';
import { StrategiesBoard } from '@/features/strategies';
import { useTasks } from '@/features/tasks/api/get-tasks';
import { useTaskMutations } from '@/features/tasks/api/use-task-mutations';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ScreenSection } from './screen-section';

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
    <ScreenSection
      title={t('screen.title')}
      intro={t('screen.intro')}
      backToTasks={t('screen.toTasks')}
      className="max-w-3xl"
    >
      <StrategiesBoard
        tasks={tasksQuery.data?.tasks}
        tasksError={tasksQuery.isError}
        onRetryTasks={() => void tasksQuery.refetch()}
        onAssign={onAssign}
      />
    </ScreenSection>
  );
}
