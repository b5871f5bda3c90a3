import type { Task, TaskNotification } from '@fokus/core';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications } from '../api/get-notifications';
import { useNotificationMutations } from '../api/use-notification-mutations';

interface NotificationsSheetProps {
  /** Titles of the user's tasks, to name each notification's task. */
  tasksById: ReadonlyMap<string, Task>;
}

/** The notifications button (with the unread count) and the list it opens. */
export function NotificationsSheet({ tasksById }: NotificationsSheetProps) {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  const query = useNotifications();
  const { markNotificationRead } = useNotificationMutations();
  const unread = query.data?.filter((item) => !item.isRead).length ?? 0;

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
            {query.data.map((item) => (
              <li
                key={item.id}
                className="flex items-start gap-2 rounded-lg border p-2 text-sm data-[read=true]:opacity-70"
                data-read={item.isRead}
              >
                <div className="min-w-0 flex-1">
                  <p className={item.isRead ? '' : 'font-medium'}>{describe(item)}</p>
                  <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
                    {new Date(item.createdAt).toLocaleString()}
                  </time>
                </div>
                {!item.isRead && (
                  <Button size="sm" variant="ghost" onClick={() => void markNotificationRead(item.id)}>
                    {t('notifications.markRead')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </SheetContent>
    </Sheet>
  );
}
