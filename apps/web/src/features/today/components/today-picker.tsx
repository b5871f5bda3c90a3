import type { Task } from '@fokus/core';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface TodayPickerProps {
  id: string;
  /** Open tasks not on today's list. */
  candidates: readonly Task[];
  onPick: (taskId: string) => void;
  onClose: () => void;
}

/** The Today panel's small picker: open tasks, each taken for today in one action. */
export function TodayPicker({ id, candidates, onPick, onClose }: TodayPickerProps) {
  const { t } = useTranslation('todayLater');
  return (
    <div id={id} className="grid grid-cols-1 gap-1 rounded-lg bg-muted/50 p-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{t('picker.title')}</h3>
        <Button variant="ghost" size="icon-sm" aria-label={t('picker.close')} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {candidates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('picker.none')}</p>
      ) : (
        <ul className="grid max-h-48 grid-cols-1 gap-0.5 overflow-y-auto" aria-label={t('picker.title')}>
          {candidates.map((task) => (
            <li key={task.id}>
              <button
                type="button"
                aria-label={t('picker.one', { title: task.title })}
                onClick={() => onPick(task.id)}
                className="flex min-h-9 w-full items-center gap-2 rounded-md px-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Plus aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate">{task.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
