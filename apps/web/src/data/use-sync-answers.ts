/**
 * What the app does when the queue hears back from the server (mounted once by the signed-in shell):
 * an applied change gets the server's copy into its kind's caches; a refused one is reported with the
 * spec's toast for that change (§8) and the caches are refreshed from the server, so nothing shows a
 * change that will never happen.
 */
import {
  errorMessage as coreErrorText,
  isErrorCode,
  type ErrorCode,
  type Language,
  type PendingOperation,
  type SyncChange,
} from '@fokus/core';
import { useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { currentLanguage } from '@/lib/i18n';
import { adapterOfKind, refusalKeyOf, type TextKey } from './cache-adapter';
import { invalidateAllData } from './cache';
import { loadedOfflineLayer, operationQueue, type SettledOperation } from './operations';
import { currentPendingChanges } from './pending';

/** Codes whose own text is what the user must see (spec §5/§8); others show the change's toast. */
const CODES_SHOWN_AS_IS: readonly ErrorCode[] = [
  'TASK_TITLE_EMPTY',
  'MVD_LIMIT_EXCEEDED',
  'UNAUTHENTICATED',
  'TAG_NAME_TAKEN',
];

/**
 * The change an answered operation stands for, or — when it cannot be read back (the server refused
 * it as invalid, e.g. a title over the limit) — its kind with its raw fields, enough to name it.
 */
function nameableChange(
  settled: Pick<SettledOperation, 'change'> & { operation?: PendingOperation },
): SyncChange | null {
  if (settled.change !== null) return settled.change;
  // An answered operation came through the queue, so its codec has loaded.
  const layer = loadedOfflineLayer();
  if (!settled.operation || !layer) return null;
  const kind = layer.changeKindOfOperation(settled.operation);
  if (kind === null) return null;
  const { id, ...input } = settled.operation.data;
  return { ...input, kind, input, taskId: id } as unknown as SyncChange;
}

/** What a refused change's message says: its code's own text, or the change's text key. */
function refusalText(
  settled: Pick<SettledOperation, 'change' | 'outcome'> & { operation?: PendingOperation },
): { code: ErrorCode } | { key: TextKey } {
  const code = settled.outcome.status === 'rejected' ? settled.outcome.code : '';
  if (isErrorCode(code) && CODES_SHOWN_AS_IS.includes(code)) return { code };
  const change = nameableChange(settled);
  const layer = loadedOfflineLayer();
  if (change === null || !layer) return { key: 'tasks:errors.update' };
  return { key: refusalKeyOf(change, layer.kindOfChange(change)) };
}

/** The message for a refused change, in the interface language. */
export function refusalMessage(
  settled: Pick<SettledOperation, 'change' | 'outcome'> & { operation?: PendingOperation },
  i18n: Pick<I18n, 't'>,
  language: Language,
): string {
  const text = refusalText(settled);
  return 'code' in text ? coreErrorText(text.code, language) : i18n.t(text.key);
}

/**
 * Loads the text namespaces the refusals' messages are in: a screen's namespace (strategies, say)
 * loads with its screen, and a change queued there can be refused after a reload on another screen.
 */
export async function loadRefusalTexts(refused: SettledOperation[], i18n: I18n): Promise<void> {
  const namespaces = new Set<string>();
  for (const item of refused) {
    const text = refusalText(item);
    if ('key' in text && text.key.includes(':')) namespaces.add(text.key.slice(0, text.key.indexOf(':')));
  }
  await i18n.loadNamespaces([...namespaces]).catch(() => undefined);
}

/** Puts the server's answer to an applied change into its kind's caches. */
function storeAnswer(queryClient: ReturnType<typeof useQueryClient>, settled: SettledOperation): void {
  const { change, outcome } = settled;
  if (outcome.status === 'rejected' || change === null || outcome.result === null) return;
  const layer = loadedOfflineLayer();
  if (!layer) return;
  const adapter = adapterOfKind(layer.kindOfChange(change));
  adapter.storeAnswer?.(queryClient, change as never, outcome.result, currentPendingChanges());
}

/** Applies the queue's answers to the caches and reports refusals (mounted once, signed in). */
export function useSyncAnswers(): void {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('tasks');
  useEffect(
    () =>
      operationQueue.onSettled((settled) => {
        const refused = settled.filter((item) => item.outcome.status === 'rejected');
        for (const item of settled) storeAnswer(queryClient, item);
        if (refused.length === 0) return;
        void loadRefusalTexts(refused, i18n).then(() => {
          const first = refusalMessage(refused[0]!, i18n, currentLanguage(i18n));
          toast.error(t('errors.title'), {
            id: 'operation-error',
            description:
              refused.length === 1 ? first : t('errors.refusedMany', { first, count: refused.length - 1 }),
          });
        });
        // What the cache shows included the refused changes: ask the server again (queued ones stay on top).
        void invalidateAllData(queryClient);
      }),
    [queryClient, t, i18n],
  );
}
