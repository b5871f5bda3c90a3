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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useNotifications } from '../api/get-notifications';
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

interface NotificationsSheetProps {
  /** Titles of the user's tasks, to name each notification's task. */
  tasksById: ReadonlyMap<string, Task>;
  /** Opens a task's detail; a notification of a task on the list opens it (and is marked read). */
  onOpenTask?: (taskId: string) => void;
}

/** The notifications button (with the unread count) and the list it opens. */
export function NotificationsSheet({ tasksById, onOpenTask }: NotificationsSheetProps) {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  const query = useNotifications();
  const { markNotificationRead } = useNotificationMutations();
  const unread = query.data?.filter((item) => !item.isRead).length ?? 0;

  const openTask = (item: TaskNotification) => {
    if (!item.isRead) void markNotificationRead(item.id);
    setOpen(false);
    onOpenTask?.(item.taskId);
  };

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
    <Sheet open={open} onOpenChange={setOpen}>
      {/* The sheet's own trigger, so closing it gives the focus back to this button. */}
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="relative"
          aria-label={
            unread > 0 ? t('notifications.openWithCount', { count: unread }) : t('notifications.open')
          }
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-primary px-1 text-[10px] leading-4 text-primary-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent
        side="right"
        closeLabel={t('notifications.close')}
        className="w-[min(24rem,100vw)] gap-3 p-4"
      >
        <SheetTitle className="pr-10 text-lg font-semibold">{t('notifications.title')}</SheetTitle>
        <SheetDescription className="sr-only">{t('notifications.title')}</SheetDescription>
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            {t('notifications.loading')}
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('notifications.error')}
          </p>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('notifications.empty')}</p>
        ) : (
          <ul className="grid gap-2 overflow-y-auto">
            {query.data.map((item) => {
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
                          onClick={() => openTask(item)}
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
        )}
      </SheetContent>
    </Sheet>
  );
}
