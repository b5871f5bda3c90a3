import type { Task } from '@fokus/core';
import { Link2, UserRoundPlus, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DelegateDialog, type DelegateDialogProps } from './delegate-dialog';

export interface TaskDelegationProps {
  task: Pick<Task, 'id' | 'assignment' | 'isDelegated'>;
  onDelegate: DelegateDialogProps['onDelegate'];
  /** Cancels the delegation (a queued change). */
  onCancel: () => void;
}

/**
 * The delegation part of the task detail: who the task is delegated to and where it stands, with
 * 'New link' (the link is shown only once; a new one replaces it) and 'Cancel delegation'; or the
 * 'Delegate' button that opens the dialog.
 */
export function TaskDelegation({ task, onDelegate, onCancel }: TaskDelegationProps) {
  const { t } = useTranslation('delegation');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const openDialog = () => {
    setOpened((count) => count + 1);
    setOpen(true);
  };
  const assignment = task.isDelegated ? task.assignment : null;
  return (
    <section aria-labelledby={`delegation-${task.id}`} className="grid gap-2">
      <h3 id={`delegation-${task.id}`} className="text-sm font-semibold">
        {t('owner.section')}
      </h3>
      {assignment ? (
        <div className="grid gap-2 rounded-lg border p-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{t('owner.assignee')}</dt>
            <dd className="min-w-0 break-words" data-testid="delegation-assignee">
              {assignment.assignee_name ? `${assignment.assignee_name} · ` : ''}
              {assignment.assignee_email}
            </dd>
            <dt className="text-muted-foreground">{t('owner.status')}</dt>
            <dd data-testid="delegation-status">{t(`owner.statuses.${assignment.status}`)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={openDialog}>
              <Link2 aria-hidden="true" />
              {t('owner.newLink')}
            </Button>
            <Button variant="outline" size="sm" onClick={onCancel}>
              <UserRoundX aria-hidden="true" />
              {t('owner.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{t('owner.notDelegated')}</p>
          <Button variant="outline" size="sm" onClick={openDialog}>
            <UserRoundPlus aria-hidden="true" />
            {t('owner.delegate')}
          </Button>
        </div>
      )}
      <DelegateDialog
        // Fresh on each opening (a new link starts from the current assignee), but not when the task
        // becomes delegated while it is open: it then shows the new link.
        key={opened}
        open={open}
        onOpenChange={setOpen}
        onDelegate={onDelegate}
        initial={
          assignment ? { email: assignment.assignee_email, name: assignment.assignee_name } : undefined
        }
      />
    </section>
  );
}
