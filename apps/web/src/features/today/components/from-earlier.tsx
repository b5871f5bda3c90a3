import { formatTaskDate, plannedDate, type Task } from '@fokus/core';
import { CalendarArrowDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';

interface FromEarlierProps {
  /** Unfinished dated tasks whose day has passed (core's `tasksFromEarlier`), oldest first. */
  tasks: readonly Task[];
  onOpen: (taskId: string) => void;
  onMoveToToday: (task: Task) => void;
}

/**
 * The calm "From earlier" group above the list (issue 18): tasks whose day has passed, each with its
 * date and a one-step "To today". No count, no red, no "overdue".
 */
export function FromEarlier({ tasks, onOpen, onMoveToToday }: FromEarlierProps) {
  const { t, i18n } = useTranslation('todayLater');
  const headingId = useId();
  if (tasks.length === 0) return null;
  const language = currentLanguage(i18n);
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-1 gap-1 rounded-xl bg-muted/40 p-3"
    >
      <h2 id={headingId} className="text-sm font-semibold">
        {t('fromEarlier.title')}
      </h2>
      <p className="text-xs text-muted-foreground">{t('fromEarlier.description')}</p>
      <ul className="grid grid-cols-1 gap-0.5">
        {tasks.map((task) => {
          const date = plannedDate(task);
          return (
            <li key={task.id} className="flex min-h-10 min-w-0 items-center gap-2">
              <button
                type="button"
                onClick={() => onOpen(task.id)}
                aria-label={t('fromEarlier.open', { title: task.title })}
                className="flex min-w-0 flex-1 flex-col items-start rounded-md px-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="w-full truncate text-sm">{task.title}</span>
                {date && (
                  <time dateTime={date} className="text-xs text-muted-foreground">
                    {formatTaskDate(date, language)}
                  </time>
                )}
              </button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('fromEarlier.moveLabel', { title: task.title })}
                onClick={() => onMoveToToday(task)}
              >
                <CalendarArrowDown aria-hidden="true" />
                <span className="max-sm:sr-only">{t('fromEarlier.moveToToday')}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
