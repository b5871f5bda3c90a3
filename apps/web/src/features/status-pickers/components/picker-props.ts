import type { TaskStatus } from '@fokus/core';

/** What every status picker takes. */
export interface StatusPickerProps {
  /** The task's status as stored; an unknown or missing value is shown as waiting (spec §4). */
  value: string | null | undefined;
  /** Called with the chosen status. Without it the picker is read-only and dimmed (spec §4). */
  onChange?: (status: TaskStatus) => void;
  /** Accessible name of the picker; 'Статус задачи' / 'Task status' when omitted. */
  label?: string;
  /** Temporarily unavailable, e.g. while the previous change is being saved. */
  disabled?: boolean;
  className?: string;
}
