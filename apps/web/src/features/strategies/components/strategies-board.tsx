import { LoadFailed, LoadingNote } from '@/components/ui/load-state';
import type { Strategy, Task } from '@fokus/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useStrategies } from '../api/get-strategies';
import { useStrategyMutations } from '../api/use-strategy-mutations';
import { AutoAssignPanel } from './auto-assign-panel';
import { StrategyCard } from './strategy-card';
import { StrategyForm } from './strategy-form';

interface StrategiesBoardProps {
  /** Every task of the person; undefined while loading. */
  tasks: readonly Task[] | undefined;
  tasksError: boolean;
  onRetryTasks: () => void;
  /** Gives a task a strategy (an updateTask change through the queue); resolves true once accepted. */
  onAssign: (taskId: string, strategyId: string) => Promise<boolean>;
}

const NO_TASKS: readonly Task[] = [];

/** The /strategy screen's body: create a direction, each strategy with its progress and tasks, auto-assignment. */
export function StrategiesBoard({ tasks, tasksError, onRetryTasks, onAssign }: StrategiesBoardProps) {
  const { t } = useTranslation('strategies');
  const strategiesQuery = useStrategies();
  const mutations = useStrategyMutations();
  const [toDelete, setToDelete] = useState<Strategy | null>(null);
  const strategies = strategiesQuery.data ?? [];
  const allTasks = tasks ?? NO_TASKS;
  const deleteCount = useMemo(
    () => (toDelete ? allTasks.filter((task) => task.strategyId === toDelete.id).length : 0),
    [allTasks, toDelete],
  );

  return (
    <div className="grid gap-6">
      <div className="rounded-lg border p-4">
        <StrategyForm
          title={t('form.createTitle')}
          submitLabel={t('form.create')}
          onSubmit={async (draft) => (await mutations.createStrategy(draft)) !== null}
        />
      </div>
      <section aria-labelledby="strategies-list-title" className="grid gap-2">
        <h2 id="strategies-list-title" className="text-sm font-medium text-muted-foreground">
          {t('screen.listLabel')}
        </h2>
        {tasksError && (
          <LoadFailed retryLabel={t('screen.retry')} onRetry={onRetryTasks}>
            {t('screen.tasksLoadError')}
          </LoadFailed>
        )}
        {strategiesQuery.isPending ? (
          <LoadingNote>{t('screen.loading')}</LoadingNote>
        ) : strategiesQuery.isError ? (
          <LoadFailed retryLabel={t('screen.retry')} onRetry={() => void strategiesQuery.refetch()}>
            {t('screen.loadError')}
          </LoadFailed>
        ) : strategies.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('screen.empty')}
          </p>
        ) : (
          <ul className="grid gap-3">
            {strategies.map((strategy) => (
              <StrategyCard
                key={strategy.id}
                strategy={strategy}
                tasks={allTasks}
                mutations={mutations}
                onDelete={() => setToDelete(strategy)}
              />
            ))}
          </ul>
        )}
      </section>
      {strategiesQuery.isSuccess && tasks !== undefined && (
        <AutoAssignPanel strategies={strategies} tasks={allTasks} onAssign={onAssign} />
      )}
      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>{t('deleteDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('deleteDialog.description', { name: toDelete?.name ?? '', count: deleteCount })}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('deleteDialog.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => toDelete && void mutations.deleteStrategy(toDelete.id)}>
              {t('deleteDialog.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
