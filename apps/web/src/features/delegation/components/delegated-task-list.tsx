import type { Task } from '@fokus/core';
import { UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingNote } from '@/components/ui/load-state';

export interface DelegatedTaskListProps {
  tasks: readonly Task[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onCancel: (taskId: string) => void;
  renderStatus: (status: Task['status']) => ReactNode;
}

/** The owner's delegated tasks: title, status, assignee and the delegation's state (spec §2). */
export function DelegatedTaskList({
  tasks,
  isLoading,
  isError,
  onRetry,
  onCancel,
  renderStatus,
}: DelegatedTaskListProps) {
  const { t, i18n } = useTranslation('delegation');
  if (tasks === undefined) {
    if (isError)
      return (
        <LoadFailed retryLabel={t('list.retry')} onRetry={onRetry}>
          {t('list.error')}
        </LoadFailed>
      );
    if (isLoading) return <LoadingNote>{t('list.loading')}</LoadingNote>;
  }
  if (!tasks || tasks.length === 0) return <p className="text-muted-foreground">{t('list.empty')}</p>;
  const locale = i18n.language === 'en' ? 'en-GB' : 'ru-RU';
  return (
    <ul className="grid gap-3" aria-label={t('list.title')}>
      {tasks.map((task) => {
        const assignment = task.assignment;
        return (
          <li key={task.id} className="grid gap-2 rounded-xl border bg-card p-4" data-testid="delegated-task">
            <div className="flex flex-wrap items-start gap-2">
              <h2 className="min-w-0 flex-1 font-semibold break-words">{task.title}</h2>
              {renderStatus(task.status)}
            </div>
            {assignment && (
              <p className="text-sm text-muted-foreground">
                <span className="text-foreground">
                  {assignment.assignee_name ? `${assignment.assignee_name} · ` : ''}
                  {assignment.assignee_email}
                </span>
                {' · '}
                {t(`owner.statuses.${assignment.status}`)}
                {' · '}
                {t('list.assignedAt', {
                  date: new Date(assignment.assigned_at).toLocaleDateString(locale, { dateStyle: 'medium' }),
                })}
              </p>
            )}
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => onCancel(task.id)}
            >
              <UserRoundX aria-hidden="true" />
              {t('owner.cancel')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
