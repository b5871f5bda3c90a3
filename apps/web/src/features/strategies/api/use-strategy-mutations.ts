/**
 * Every strategy change, through the offline queue like every change: shown at once, sent when it
 * can, refusals reported with the spec's toast ('Failed to create direction', 'Failed to update
 * strategy', 'Failed to delete strategy').
 */
import type { StrategyColor, StrategyPriority, UpdateStrategyInput } from '@fokus/core';
import { useMemo } from 'react';
import { uuidv7 } from '@/data/operations';
import { isAccepted, useQueueChange } from '@/data/queue-change';

/** What the person fills in to create a strategy. */
export interface StrategyDraft {
  name: string;
  description: string;
  color: StrategyColor;
  priority: StrategyPriority;
}

/** The strategy mutation functions; stable for the life of the component. */
export function useStrategyMutations() {
  const queueChange = useQueueChange();
  return useMemo(
    () => ({
      /** Creates a strategy; resolves with its id, or null when refused. */
      async createStrategy(draft: StrategyDraft): Promise<string | null> {
        const id = uuidv7();
        const description = draft.description.trim();
        const outcome = await queueChange({
          kind: 'createStrategy',
          input: {
            id,
            name: draft.name.trim(),
            description: description === '' ? null : description,
            color: draft.color,
            priority: draft.priority,
          },
        });
        return isAccepted(outcome) ? id : null;
      },

      /** Edits a strategy: only the fields given change. */
      async updateStrategy(strategyId: string, input: UpdateStrategyInput): Promise<boolean> {
        return isAccepted(await queueChange({ kind: 'updateStrategy', strategyId, input }));
      },

      /** Deletes a strategy; its tasks stay, without a strategy. */
      async deleteStrategy(strategyId: string): Promise<boolean> {
        return isAccepted(await queueChange({ kind: 'deleteStrategy', strategyId }));
      },
    }),
    [queueChange],
  );
}

/** The functions `useStrategyMutations` returns. */
export type StrategyMutations = ReturnType<typeof useStrategyMutations>;
