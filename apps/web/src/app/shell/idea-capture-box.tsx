import { IdeaCaptureDialog } from '@/features/ideas/components/idea-capture-dialog';
import { useTaskMutations } from '@/features/tasks/api/use-task-mutations';

interface IdeaCaptureBoxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shortcut: string;
}

/** The capture box wired to the task mutations: an idea is a task of type idea, queued like any change. */
export function IdeaCaptureBox({ open, onOpenChange, shortcut }: IdeaCaptureBoxProps) {
  const mutations = useTaskMutations();
  return (
    <IdeaCaptureDialog
      open={open}
      onOpenChange={onOpenChange}
      shortcut={shortcut}
      onCapture={(title) => mutations.createTask({ title, type: 'idea' })}
    />
  );
}
