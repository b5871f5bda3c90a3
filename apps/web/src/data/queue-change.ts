/**
 * The one way a change is made: its operation is stored in the queue, every cached read of every kind
 * shows it at once (optimistic, through the kinds' cache adapters), and the queue sends it when it
 * can. Features build their mutation hooks on `useQueueChange`.
 */
import type { SyncChange } from '@fokus/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { refusalKeyOf } from './cache-adapter';
import { applyQueuedToCache } from './cache';
import {
  executeChange,
  loadOfflineLayer,
  loadedOfflineLayer,
  operationQueue,
  type OperationOutcome,
} from './operations';

/** The code of a change that could not be queued because the queue's code could not be loaded. */
export const QUEUE_NOT_LOADED = 'QUEUE_NOT_LOADED';

/** The outcome of a change refused on this device, before it was queued. */
export type RefusedHere = Extract<OperationOutcome, { status: 'rejected' }> & { readonly here: true };

/**
 * Queues a change and shows it in the caches. A change the server would refuse on its face — read
 * back through the same codec and schemas the server uses (a title over the limit, a duration past a
 * day…) — is refused here and never queued. Resolves with the server's answer when it came at once,
 * with `queued` when the change waits (offline, server unreachable), or with `rejected`.
 */
export async function queueChange(
  queryClient: QueryClient,
  change: SyncChange,
): Promise<OperationOutcome | RefusedHere> {
  const layer = await loadOfflineLayer();
  const readBack = layer.changeOfOperation(layer.toOperation(change));
  if (!readBack.ok) return { status: 'rejected', code: readBack.code, message: readBack.message, here: true };
  return executeChange(change, {
    optimistic: (queued) =>
      applyQueuedToCache(queryClient, queued, operationQueue.getOwner() ?? { id: '', email: '' }),
  });
}

/** True when the change is applied or waits safely in the queue. */
export function isAccepted(outcome: OperationOutcome): boolean {
  return outcome.status !== 'rejected';
}

/**
 * `queueChange` for a component: a change refused here shows its kind's refusal toast at once (the
 * field that made it says why and keeps its text); later refusals are the sync answers' to show.
 */
export function useQueueChange(): (change: SyncChange) => Promise<OperationOutcome> {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('tasks');
  return useCallback(
    async (change) => {
      let outcome: OperationOutcome | RefusedHere;
      try {
        outcome = await queueChange(queryClient, change);
      } catch {
        // The queue's code could not be fetched (the connection dropped before the page had it, and no
        // service worker serves it yet): nothing was stored, so say so; the field keeps its text.
        toast.error(t('errors.title'), { id: 'operation-error', description: t('errors.notLoaded') });
        return { status: 'rejected', code: QUEUE_NOT_LOADED, message: '' };
      }
      const layer = loadedOfflineLayer();
      if ('here' in outcome && layer)
        toast.error(t('errors.title'), {
          id: 'operation-error',
          description: i18n.t(refusalKeyOf(change, layer.kindOfChange(change))),
        });
      return outcome;
    },
    [queryClient, t, i18n],
  );
}
