/** The order of the minimum viable day's entries (issue 18): by place, renumbered when reordered. */
import type { MvdEntry } from './schemas/answers';

/** MVD entries in list order: by place, then by when they were added, then by task id. */
export function orderMvdEntries<E extends MvdEntry>(entries: readonly E[]): E[] {
  return [...entries].sort(
    (a, b) =>
      a.position - b.position || a.createdAt.localeCompare(b.createdAt) || a.taskId.localeCompare(b.taskId),
  );
}

/**
 * The entries renumbered for a new order: the named tasks first, in the order given, then the others
 * in their current order (an order made offline may miss a task added meanwhile).
 */
export function applyMvdOrder<E extends MvdEntry>(entries: readonly E[], taskIds: readonly string[]): E[] {
  const ordered = orderMvdEntries(entries);
  const named = taskIds.flatMap((id) => ordered.filter((entry) => entry.taskId === id));
  const rest = ordered.filter((entry) => !taskIds.includes(entry.taskId));
  return [...named, ...rest].map((entry, position) => ({ ...entry, position }));
}
