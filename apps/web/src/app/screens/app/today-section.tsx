import { isEvening, isIdea, isUnfinished, type Task } from '@fokus/core';
import { Suspense, useMemo, useState } from 'react';
// Deep imports: the panel is on the first screen; the end-of-day step loads once the day has key tasks.
import type { MvdList, TaskMutations } from '@/features/tasks';
import { usePomodoroControlsOrNull } from '@/features/pomodoro/timer/pomodoro-context';
import { TodayPanel } from '@/features/today/components/today-panel';
import { lazyComponent } from '@/lib/lazy';
import { deviceTimeZone, deviceToday } from '@/lib/today';

const EndOfDayOffer = lazyComponent(
  () => import('./end-of-day-offer'),
  (m) => m.EndOfDayOffer,
);

/** The picker offers at most this many open tasks (the list below has them all). */
const PICKER_MAX_TASKS = 50;

interface TodaySectionProps {
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
export function TodaySection({ userId, mvd, tasks, tasksById, mutations, onStart }: TodaySectionProps) {
  const now = new Date();
  const timeZone = deviceTimeZone();
  const today = deviceToday(now);
  const [closeTodayAsked, setCloseTodayAsked] = useState(0);
  const pomodoro = usePomodoroControlsOrNull();
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
