import { mvdIdsToMigrate, mvdStorageKey } from '@fokus/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queueChange } from '@/data/queue-change';
import { readStorage, removeStorage } from '@/lib/storage';

/**
 * The one-time move of MVD ids kept on this device into the database (spec §4): when the user's
 * database list is empty, the device's ids of tasks that still exist are added (up to the limit) and
 * the device key is removed either way, so it happens once.
 */
export function useMvdMigration(
  userId: string | null,
  state: { mvdIds: readonly string[] | undefined; taskIds: readonly string[] | undefined },
): void {
  const queryClient = useQueryClient();
  const done = useRef(false);
  const { mvdIds, taskIds } = state;
  useEffect(() => {
    if (done.current || userId === null || mvdIds === undefined || taskIds === undefined) return;
    done.current = true;
    const key = mvdStorageKey(userId);
    const stored = readStorage(key);
    if (stored === null) return;
    let local: string[] = [];
    try {
      const parsed: unknown = JSON.parse(stored);
      if (Array.isArray(parsed)) local = parsed.filter((id): id is string => typeof id === 'string');
    } catch {
      // An unreadable value holds nothing to move.
    }
    removeStorage(key);
    for (const taskId of mvdIdsToMigrate(local, mvdIds, new Set(taskIds)))
      void queueChange(queryClient, { kind: 'addToMvd', taskId });
  }, [userId, mvdIds, taskIds, queryClient]);
}
