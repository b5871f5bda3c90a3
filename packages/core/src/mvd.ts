/** The minimum viable day (MVD): a focus list of at most MVD_MAX_TASKS task ids (spec §4). */
import { MVD_MAX_TASKS } from './constants';
import { DomainError } from './errors';

/** True when one more task fits in the MVD list. */
export function canAddToMvd(mvdTaskIds: readonly string[]): boolean {
  return mvdTaskIds.length < MVD_MAX_TASKS;
}

/** Adds a task to the MVD list (no-op if present); throws MVD_LIMIT_EXCEEDED when the list is full. */
export function addToMvd(mvdTaskIds: readonly string[], taskId: string): string[] {
  if (mvdTaskIds.includes(taskId)) return [...mvdTaskIds];
  if (!canAddToMvd(mvdTaskIds)) throw new DomainError('MVD_LIMIT_EXCEEDED', { limit: MVD_MAX_TASKS });
  return [...mvdTaskIds, taskId];
}

/** Removes a task from the MVD list (no-op if absent). */
export function removeFromMvd(mvdTaskIds: readonly string[], taskId: string): string[] {
  return mvdTaskIds.filter((id) => id !== taskId);
}

/** Toggles a task in or out of the MVD list, enforcing the limit on the way in. */
export function toggleMvd(mvdTaskIds: readonly string[], taskId: string): string[] {
  return mvdTaskIds.includes(taskId) ? removeFromMvd(mvdTaskIds, taskId) : addToMvd(mvdTaskIds, taskId);
}

/**
 * The one-time migration of locally stored MVD ids (spec §4): only when the database list is empty,
 * keeping distinct ids of existing tasks up to the limit. Returns the ids to insert.
 */
export function mvdIdsToMigrate(
  localIds: readonly string[],
  databaseIds: readonly string[],
  existingTaskIds: ReadonlySet<string>,
): string[] {
  if (databaseIds.length > 0) return [];
  const distinct = [...new Set(localIds)].filter((id) => existingTaskIds.has(id));
  return distinct.slice(0, MVD_MAX_TASKS);
}
