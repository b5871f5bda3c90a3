import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

export interface DeleteTaskButtonProps {
  taskTitle: string;
  /** Called only after the user confirms (spec §5: deleting asks for confirmation). */
  onDelete: () => void;
}

/** Delete with a confirmation dialog; Cancel has the initial focus, so Enter never deletes by accident. */
export function DeleteTaskButton({ taskTitle, onDelete }: DeleteTaskButtonProps) {
  const { t } = useTranslation('taskDetail');
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          {t('delete.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('delete.description', { title: taskTitle })}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={onDelete}>{t('delete.confirm')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
