import { isEvening, isIdea, isUnfinished, type Task } from '@fokus/core';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Deep imports: the panel is on the first screen; the end-of-day step loads once the day has key tasks.
import type { MvdList, TaskMutations } from '@/features/tasks';
import { usePomodoroControlsOrNull } from '@/features/pomodoro/timer/pomodoro-context';
import { LoadingNote } from '@/components/ui/load-state';
import { lazyComponent } from '@/lib/lazy';
import { useIdleAfter } from '@/lib/use-idle-after';
import { deviceTimeZone, deviceToday } from '@/lib/today';

// The panel loads once the list is on screen (its own chunk keeps /app's first load within its
// budget); until then its place shows its title and a loading note.
const TodayPanel = lazyComponent(
  () => import('@/features/today/components/today-panel'),
  (m) => m.TodayPanel,
);
const EndOfDayOffer = lazyComponent(
  () => import('./end-of-day-offer'),
  (m) => m.EndOfDayOffer,
);

/** The picker offers at most this many open tasks (the list below has them all). */
const PICKER_MAX_TASKS = 50;

interface TodaySectionProps {
  /** The list is on screen: the panel's code loads at the browser's next idle moment. */
  ready: boolean;
  userId: string | null;
  mvd: { data: MvdList | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  tasks: readonly Task[];
  tasksById: ReadonlyMap<string, Task>;
  mutations: TaskMutations;
  /** Starts a key task (sets it in progress); the Pomodoro, once loaded, starts for it too. */
  onStart: (taskId: string) => void;
}

/**
 * The "Today" panel of /app and the end-of-day step it offers (`end-of-day-offer.tsx`): by itself on
 * the first open of a day when key tasks of an earlier day are unfinished, and from the evening on
 * through the panel's "Close the day".
 */
export function TodaySection({
  ready,
  userId,
  mvd,
  tasks,
  tasksById,
  mutations,
  onStart,
}: TodaySectionProps) {
  const now = new Date();
  const timeZone = deviceTimeZone();
  const today = deviceToday(now);
  const [closeTodayAsked, setCloseTodayAsked] = useState(0);
  const pomodoro = usePomodoroControlsOrNull();
  const panelWanted = useIdleAfter(ready);
  const start = (taskId: string) => {
    onStart(taskId);
    pomodoro?.startFor(taskId);
  };

  const entries = mvd.data?.entries;
  const listTasks = useMemo(
    () => (entries ?? []).flatMap((entry) => tasksById.get(entry.taskId) ?? []),
    [entries, tasksById],
  );
  const onList = useMemo(() => new Set(listTasks.map((task) => task.id)), [listTasks]);
  const candidates = useMemo(
    () =>
      tasks
        .filter((task) => !isIdea(task) && isUnfinished(task) && !onList.has(task.id))
        .slice(0, PICKER_MAX_TASKS),
    [tasks, onList],
  );
  const canCloseToday = isEvening(now, timeZone) && listTasks.some(isUnfinished);

  const state = mvd.isPending ? 'pending' : mvd.isError && !mvd.data ? 'error' : 'ready';
  return (
    <>
      {!panelWanted ? (
        <TodayPanelLoading />
      ) : (
        <Suspense fallback={<TodayPanelLoading />}>
          <TodayPanel
            state={state}
            onRetry={() => void mvd.refetch()}
            tasks={listTasks}
            candidates={candidates}
            onPick={(id) => void mutations.toggleMvd(id)}
            onRemove={(id) => void mutations.toggleMvd(id)}
            onToggleDone={(id, isDone) => void mutations.changeStatus(id, isDone ? 'completed' : 'waiting')}
            onStart={start}
            onReorder={(ids) => void mutations.reorderMvd(ids)}
            onCloseDay={canCloseToday ? () => setCloseTodayAsked((asked) => asked + 1) : undefined}
          />
        </Suspense>
      )}
      {userId !== null && listTasks.length > 0 && entries && (
        <Suspense fallback={null}>
          <EndOfDayOffer
            userId={userId}
            today={today}
            timeZone={timeZone}
            entries={entries}
            tasksById={tasksById}
            closeTodayAsked={closeTodayAsked}
          />
        </Suspense>
      )}
    </>
  );
}

/** The panel's place while its code (and its texts' namespace) loads: its title and a loading note. */
function TodayPanelLoading() {
  // The first screen's texts: the panel's own namespace loads with the panel.
  const { t } = useTranslation('tasks');
  return (
    <section
      aria-busy="true"
      aria-label={t('views.today')}
      className="grid gap-2 rounded-xl border bg-card p-3"
    >
      <h2 className="text-base font-semibold">{t('views.today')}</h2>
      <LoadingNote>{t('panels.loading')}</LoadingNote>
    </section>
  );
}
