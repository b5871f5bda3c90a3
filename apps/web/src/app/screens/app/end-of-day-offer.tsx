import {
  endOfDayChanges,
  endOfDayTargetDay,
  mvdEntriesToClose,
  type EndOfDayChoice,
  type MvdEntry,
  type Task,
} from '@fokus/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { isAccepted, useQueueChange } from '@/data/queue-change';
import { EndOfDayDialog } from '@/features/today/components/end-of-day-dialog';
import { readStorage, writeStorage } from '@/lib/storage';

/** The device key that remembers the end-of-day step was offered to this person on this day. */
export function endOfDayStorageKey(userId: string, day: string): string {
  return `fokus:endOfDayOffered:${userId}:${day}`;
}

interface EndOfDayOfferProps {
  userId: string;
  today: string;
  timeZone: string;
  entries: readonly MvdEntry[];
  tasksById: ReadonlyMap<string, Task>;
  /** Grows each time the person asks to close today (the panel's evening button). */
  closeTodayAsked: number;
}

interface Step {
  closingToday: boolean;
  tasks: Task[];
}

/**
 * When and with what the end-of-day step opens: by itself on the first open of a day when key tasks
 * of an earlier day are unfinished (once per person and day on this device), and whenever the person
 * asks to close today. Loaded on demand, once the day has key tasks.
 */
export function EndOfDayOffer(props: EndOfDayOfferProps) {
  const { userId, today, timeZone, entries, tasksById, closeTodayAsked } = props;
  const queueChange = useQueueChange();
  const { t } = useTranslation('todayLater');
  const [step, setStep] = useState<Step | null>(null);
  const [open, setOpen] = useState(false);
  const [offeredFor, setOfferedFor] = useState<string | null>(null);
  const [answeredAsk, setAnsweredAsk] = useState(closeTodayAsked);
  const key = endOfDayStorageKey(userId, today);

  const toClose = (closingToday: boolean) =>
    mvdEntriesToClose(entries, tasksById, { today, timeZone, closingToday }).flatMap(
      (entry) => tasksById.get(entry.taskId) ?? [],
    );
  const offer = (closingToday: boolean) => {
    setStep({ closingToday, tasks: toClose(closingToday) });
    setOpen(true);
  };

  // Decided while rendering (not in an effect); remembered on the device once shown.
  if (closeTodayAsked !== answeredAsk) {
    setAnsweredAsk(closeTodayAsked);
    offer(true);
  } else if (offeredFor !== key && !open && toClose(false).length > 0) {
    setOfferedFor(key);
    if (readStorage(key) === null) offer(false);
  }
  useEffect(() => {
    if (open) writeStorage(key, '1');
  }, [open, key]);

  if (!step) return null;
  const done = (choices: { task: Task; choice: EndOfDayChoice }[]) => {
    setOpen(false);
    const day = endOfDayTargetDay({ today, closingToday: step.closingToday });
    // Every choice through the operation queue, in order; the kind words once all were taken.
    void (async () => {
      let ok = true;
      for (const change of endOfDayChanges(choices, day)) ok = isAccepted(await queueChange(change)) && ok;
      if (ok) toast.success(t('endOfDay.applied'), { id: 'operation-success' });
    })();
  };
  return (
    <EndOfDayDialog
      open={open}
      onOpenChange={setOpen}
      tasks={step.tasks}
      towardsTomorrow={step.closingToday}
      onDone={done}
    />
  );
}
