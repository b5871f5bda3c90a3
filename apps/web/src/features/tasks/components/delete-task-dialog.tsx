import type { Task } from '@fokus/core';
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
import { listOf, useReturnFocus } from '@/lib/use-return-focus';

interface DeleteTaskDialogProps {
  /** The task to delete; null keeps the dialog closed. */
  task: Task | null;
  onCancel: () => void;
  onConfirm: (task: Task) => void;
}

/**
 * The confirmation every delete asks for (spec §5); Cancel has the focus, so Enter never deletes by
 * accident. On close the focus goes back to the delete button, or to the list when its row is gone.
 */
export function DeleteTaskDialog({ task, onCancel, onConfirm }: DeleteTaskDialogProps) {
  const { t } = useTranslation('tasks');
  const returnFocus = useReturnFocus({ fallback: listOf });
  return (
    <AlertDialog open={task !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent {...returnFocus}>
        <AlertDialogTitle>{t('deleteDialog.title')}</AlertDialogTitle>
        <AlertDialogDescription>
          {t('deleteDialog.description', { title: task?.title ?? '' })}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('deleteDialog.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => task && onConfirm(task)}>
            {t('deleteDialog.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
