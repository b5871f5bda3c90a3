import type { ChangeAuthor } from '@fokus/core';
import { useEffect, useSyncExternalStore } from 'react';
import { operationQueue } from './page-queue';
import type { QueueState } from './queue';

/** The queue's pending count, sync activity and connectivity, re-rendering on every change. */
export function useQueueState(): QueueState {
  return useSyncExternalStore(operationQueue.subscribe, operationQueue.getState);
}

/**
 * Hands the queue to the signed-in user (mounted once by the signed-in shell): their queue is loaded
 * and sent; another user's queue on this device is put aside, never sent under this one.
 */
export function useQueueOwner(user: ChangeAuthor | null): void {
  const id = user?.id ?? null;
  const email = user?.email ?? '';
  const name = user?.name ?? null;
  useEffect(() => {
    operationQueue.setOwner(id === null ? null : { id, email, name });
  }, [id, email, name]);
}
