import {
  endOfDayTargetDay,
  isEvening,
  isIdea,
  isUnfinished,
  mvdEntriesToClose,
  type EndOfDayChoice,
  type Task,
} from '@fokus/core';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
// Deep imports: the panel is on the first screen; the step's dialog loads when first offered.
import type { MvdList, TaskMutations } from '@/features/tasks';
import { TodayPanel } from '@/features/today/components/today-panel';
import { lazyComponent } from '@/lib/lazy';
import { readStorage, writeStorage } from '@/lib/storage';
import { deviceTimeZone, deviceToday } from '@/lib/today';
import { useOpenedOnce } from './use-opened-once';

const EndOfDayDialog = lazyComponent(
  () => import('@/features/today/components/end-of-day-dialog'),
  (m) => m.EndOfDayDialog,
);

/** The picker offers at most this many open tasks (the list below has them all). */
const PICKER_MAX_TASKS = 50;

/** The device key that remembers the end-of-day step was offered to this person on this day. */
export function endOfDayStorageKey(userId: string, day: string): string {
  return `fokus:endOfDayOffered:${userId}:${day}`;
}

interface TodaySectionProps {
  userId: string | null;
  mvd: { data: MvdList | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  tasks: readonly Task[];
  tasksById: ReadonlyMap<string, Task>;
  mutations: TaskMutations;
  /** Starts a key task (today: sets it in progress; a timer may hook in here later). */
  onStart: (taskId: string) => void;
  /** The time the section reads "today" and "evening" at (tests pass a fixed one). */
  now?: Date;
}

interface Step {
  closingToday: boolean;
  tasks: Task[];
}

/**
 * The "Today" panel of /app and the end-of-day step it offers: on the first open of a day when key
 * tasks of an earlier day are unfinished (once per person and day on this device), and from the
 * evening on through the panel's "Close the day".
 */
export function TodaySection({ userId, mvd, tasks, tasksById, mutations, onStart, now }: TodaySectionProps) {
  const { t } = useTranslation('today');
  const at = now ?? new Date();
  const timeZone = deviceTimeZone();
  const today = deviceToday(at);
  const evening = isEvening(at, timeZone);
  const [step, setStep] = useState<Step | null>(null);
  const [open, setOpen] = useState(false);
  const dialogMounted = useOpenedOnce(open);

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
  const toClose = (closingToday: boolean) =>
    mvdEntriesToClose(entries ?? [], tasksById, { today, timeZone, closingToday }).flatMap(
      (entry) => tasksById.get(entry.taskId) ?? [],
    );
  const earlier = toClose(false);

  const offer = (closingToday: boolean) => {
    setStep({ closingToday, tasks: toClose(closingToday) });
    setOpen(true);
  };

  // Offered by itself once a day, when a day before today left key tasks unfinished: decided while
  // rendering (not in an effect), remembered on the device once shown.
  const offeredKey = userId === null ? null : endOfDayStorageKey(userId, today);
  const [offeredFor, setOfferedFor] = useState<string | null>(null);
  if (offeredKey !== null && offeredFor !== offeredKey && earlier.length > 0 && !open) {
    setOfferedFor(offeredKey);
    if (readStorage(offeredKey) === null) offer(false);
  }
  useEffect(() => {
    if (open && offeredKey !== null) writeStorage(offeredKey, '1');
  }, [open, offeredKey]);

  const done = (choices: { task: Task; choice: EndOfDayChoice }[]) => {
    setOpen(false);
    if (!step) return;
    const day = endOfDayTargetDay({ today, closingToday: step.closingToday });
    void mutations.closeDay(choices, day).then((ok) => {
      if (ok) toast.success(t('endOfDay.applied'), { id: 'operation-success' });
    });
  };

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
        onStart={onStart}
        onReorder={(ids) => void mutations.reorderMvd(ids)}
        onCloseDay={evening && toClose(true).length > 0 ? () => offer(true) : undefined}
      />
      {dialogMounted && step && (
        <Suspense fallback={null}>
          <EndOfDayDialog
            open={open}
            onOpenChange={setOpen}
            tasks={step.tasks}
            towardsTomorrow={step.closingToday}
            onDone={done}
          />
        </Suspense>
      )}
    </>
  );
}
