import type { EndOfDayChoice, Task } from '@fokus/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

const CHOICES: readonly EndOfDayChoice[] = ['keep', 'move', 'letGo'];
const HINTS = {
  keep: 'endOfDay.keepHint',
  move: 'endOfDay.moveHint',
  letGo: 'endOfDay.letGoHint',
} as const satisfies Record<EndOfDayChoice, string>;

interface EndOfDayDialogProps {
  open: boolean;
  /** Closing without "Done" ("Not now", Esc) leaves every task where it is. */
  onOpenChange: (open: boolean) => void;
  /** The unfinished key tasks to decide about, in list order. */
  tasks: readonly Task[];
  /** True when "keep" and "move" aim at tomorrow (closing today); false when they aim at today. */
  towardsTomorrow: boolean;
  /** Applies every choice at once (through the operation queue). */
  onDone: (choices: { task: Task; choice: EndOfDayChoice }[]) => void;
}

/**
 * The gentle end-of-day step (issue 18): for each unfinished key task, keep it on the three, move it
 * to the next day, or let it go (it stays in the list). One "Done" applies all. No red, no counting.
 */
export function EndOfDayDialog({ open, onOpenChange, tasks, towardsTomorrow, onDone }: EndOfDayDialogProps) {
  const { t } = useTranslation('todayLater');
  const [choices, setChoices] = useState<Record<string, EndOfDayChoice>>({});
  const groupId = useId();
  const label = (choice: EndOfDayChoice) => {
    if (choice === 'letGo') return t('endOfDay.letGo');
    if (choice === 'keep') return t(towardsTomorrow ? 'endOfDay.keepTomorrow' : 'endOfDay.keepToday');
    return t(towardsTomorrow ? 'endOfDay.moveTomorrow' : 'endOfDay.moveToday');
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('endOfDay.title')}
      description={t('endOfDay.description')}
      closeLabel={t('endOfDay.closeLabel')}
    >
      <ul className="grid gap-3">
        {tasks.map((task) => {
          const chosen = choices[task.id] ?? 'keep';
          return (
            <li key={task.id} className="grid gap-2 rounded-lg bg-muted/50 p-3">
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{task.title}</legend>
                {CHOICES.map((choice) => {
                  const id = `${groupId}-${task.id}-${choice}`;
                  return (
                    <div key={choice} className="grid">
                      <label htmlFor={id} className="flex min-h-8 items-center gap-2 text-sm">
                        <input
                          id={id}
                          type="radio"
                          name={`${groupId}-${task.id}`}
                          value={choice}
                          checked={chosen === choice}
                          aria-describedby={`${id}-hint`}
                          onChange={() => setChoices((current) => ({ ...current, [task.id]: choice }))}
                          className="size-4 shrink-0 accent-primary"
                        />
                        {label(choice)}
                      </label>
                      <span id={`${id}-hint`} className="pl-6 text-xs text-muted-foreground">
                        {t(HINTS[choice])}
                      </span>
                    </div>
                  );
                })}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('endOfDay.later')}
        </Button>
        <Button onClick={() => onDone(tasks.map((task) => ({ task, choice: choices[task.id] ?? 'keep' })))}>
          {t('endOfDay.done')}
        </Button>
      </div>
    </Modal>
  );
}
