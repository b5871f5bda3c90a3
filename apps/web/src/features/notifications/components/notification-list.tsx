import type { Task, TaskNotification } from '@fokus/core';
import {
  AlarmClock,
  ArrowRightLeft,
  Bell,
  Check,
  FileText,
  MessageSquare,
  Paperclip,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useNotificationMutations } from '../api/use-notification-mutations';

/** Each kind of notification's icon: a reminder that fired and a finished Pomodoro stand out. */
const TYPE_ICONS: Record<TaskNotification['type'], LucideIcon> = {
  status: ArrowRightLeft,
  description: FileText,
  attachment: Paperclip,
  comment: MessageSquare,
  other: Bell,
  reminder: AlarmClock,
  pomodoro: Timer,
};

/** The accent of each kind's icon. */
const TYPE_ICON_CLASSES: Partial<Record<TaskNotification['type'], string>> = {
  reminder: 'text-amber-600 dark:text-amber-400',
  pomodoro: 'text-rose-600 dark:text-rose-400',
};

interface NotificationListProps {
  items: readonly TaskNotification[];
  tasksById: ReadonlyMap<string, Task>;
  /** Opens a notification's task (marked read, the sheet closed); without it nothing opens. */
  onOpenTask?: ((item: TaskNotification) => void) | undefined;
}

/** The notifications, newest first as the server lists them: each kind with its icon and text, mark-read, and a way to its task. */
export function NotificationList({ items, tasksById, onOpenTask }: NotificationListProps) {
  const { t } = useTranslation('tasks');
  const { markNotificationRead } = useNotificationMutations();

  const describe = (item: TaskNotification) => {
    const title = tasksById.get(item.taskId)?.title ?? t('notifications.unknownTask');
    if (item.type === 'status' && item.data) {
      const { old: from, new: to } = item.data as { old?: unknown; new?: unknown };
      const label = (value: unknown) =>
        typeof value === 'string' ? t(`status.${value as Task['status']}`, { defaultValue: value }) : '';
      return t('notifications.statusChange', { title, old: label(from), new: label(to) });
    }
    return t(`notifications.${item.type === 'status' ? 'other' : item.type}`, { title });
  };

  return (
    <ul className="grid gap-2 overflow-y-auto">
      {items.map((item) => {
        const Icon = TYPE_ICONS[item.type];
        const text = describe(item);
        const opensTask = onOpenTask !== undefined && tasksById.has(item.taskId);
        return (
          <li
            key={item.id}
            className="flex items-start gap-2 rounded-lg border p-2 text-sm data-[read=true]:opacity-70"
            data-read={item.isRead}
            data-type={item.type}
          >
            <Icon
              aria-hidden="true"
              data-icon={item.type}
              className={cn(
                'mt-0.5 size-4 shrink-0',
                TYPE_ICON_CLASSES[item.type] ?? 'text-muted-foreground',
              )}
            />
            <div className="min-w-0 flex-1">
              <p className={item.isRead ? '' : 'font-medium'}>
                {opensTask ? (
                  <button
                    type="button"
                    className="w-full rounded-sm text-left underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    onClick={() => onOpenTask?.(item)}
                  >
                    {text}
                  </button>
                ) : (
                  text
                )}
              </p>
              <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
                {new Date(item.createdAt).toLocaleString()}
              </time>
            </div>
            {!item.isRead && (
              <Button
                size="sm"
                variant="ghost"
                className="shrink-0"
                title={t('notifications.markRead')}
                onClick={() => void markNotificationRead(item.id)}
              >
                <Check aria-hidden="true" />
                {/* Narrow screens keep the width for the text: the name stays for screen readers. */}
                <span className="max-sm:sr-only">{t('notifications.markRead')}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
