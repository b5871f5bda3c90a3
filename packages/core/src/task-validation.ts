/** Validation of user-entered task fields (spec §5). */
import { DomainError } from './errors';

/** Returns the trimmed title, or throws TASK_TITLE_EMPTY for an empty or whitespace-only title. */
export function validateTaskTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw new DomainError('TASK_TITLE_EMPTY');
  return trimmed;
}

/** True when the title would be accepted (used to disable add buttons while it is blank). */
export function isTaskTitleValid(title: string): boolean {
  return title.trim() !== '';
}
