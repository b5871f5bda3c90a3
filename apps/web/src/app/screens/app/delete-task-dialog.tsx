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

interface DeleteTaskDialogProps {
  /** The task to delete; null keeps the dialog closed. */
  task: Task | null;
  onCancel: () => void;
  onConfirm: (task: Task) => void;
}

/** The confirmation every delete asks for (spec §5); Cancel has the focus, so Enter never deletes by accident. */
export function DeleteTaskDialog({ task, onCancel, onConfirm }: DeleteTaskDialogProps) {
  const { t } = useTranslation('tasks');
  return (
    <AlertDialog open={task !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
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
