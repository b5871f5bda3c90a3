import type { Task, TaskNotification } from '@fokus/core';
import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { lazyComponent } from '@/lib/lazy';
import { useNotifications } from '../api/get-notifications';
import { useNotificationMutations } from '../api/use-notification-mutations';

// The list (each kind's icon and text) loads when the sheet first opens: the button and its unread
// count are all /app's first load needs.
const NotificationList = lazyComponent(
  () => import('./notification-list'),
  (m) => m.NotificationList,
);

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
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner />
                {t('notifications.loading')}
              </p>
            }
          >
            <NotificationList
              items={query.data}
              tasksById={tasksById}
              onOpenTask={onOpenTask ? openTask : undefined}
            />
          </Suspense>
        )}
      </SheetContent>
    </Sheet>
  );
}
