/**
 * Strategies (strategic directions) as a kind of synced data: created, edited and deleted (their tasks
 * stay, without a strategy), and how queued changes show on top of the server's list.
 */
import { z } from 'zod';
import {
  createStrategyInputSchema,
  updateStrategyInputSchema,
  type CreateStrategyInput,
  type UpdateStrategyInput,
} from '../schemas/planning';
import { strategySchema, type Strategy } from '../schemas/answers';
import { sortStrategies } from '../strategies';
import { codecsOf, rowIdSchema, type KindDescriptor, type QueuedChange } from './descriptor';

/** Every change of a strategy, by intent. */
export type StrategyChange =
  | { kind: 'createStrategy'; input: CreateStrategyInput & { id: string } }
  | { kind: 'updateStrategy'; strategyId: string; input: UpdateStrategyInput }
  | { kind: 'deleteStrategy'; strategyId: string };

const codec = codecsOf<StrategyChange>();

const onStrategy = (change: { strategyId: string }) =>
  [{ kind: 'strategies', id: change.strategyId }] as const;

/** The strategies with queued creates, edits and deletes applied, highest priority first. */
export function overlayStrategies<S extends Strategy>(
  strategies: readonly S[],
  queue: readonly QueuedChange[],
  userId: string,
): S[] {
  let list: S[] = [...strategies];
  let changed = false;
  for (const { change, at } of queue) {
    switch (change.kind) {
      case 'createStrategy': {
        if (list.some((strategy) => strategy.id === change.input.id)) break;
        const created: Strategy = {
          id: change.input.id,
          userId,
          name: change.input.name,
          description: change.input.description ?? null,
          color: change.input.color,
          priority: change.input.priority,
          createdAt: at.toISOString(),
        };
        list = [...list, created as S];
        changed = true;
        break;
      }
      case 'updateStrategy':
        list = list.map((strategy) =>
          strategy.id === change.strategyId ? { ...strategy, ...change.input } : strategy,
        );
        changed = true;
        break;
      case 'deleteStrategy':
        list = list.filter((strategy) => strategy.id !== change.strategyId);
        break;
      default:
        break;
    }
  }
  return changed ? sortStrategies(list) : list;
}

/** Strategies (spec §3 Strategy). */
export const strategyKind = {
  name: 'strategies',
  row: strategySchema,
  changes: {
    createStrategy: codec('createStrategy', {
      table: 'strategies',
      type: 'create',
      data: createStrategyInputSchema.required({ id: true }),
      read: (input) => ({ kind: 'createStrategy', input }),
      write: (change) => ({ ...change.input }),
      creates: (change) => change.input.id,
      references: () => [],
    }),
    updateStrategy: codec('updateStrategy', {
      table: 'strategies',
      type: 'update',
      data: updateStrategyInputSchema.extend({ id: rowIdSchema }),
      read: ({ id, ...input }) => ({ kind: 'updateStrategy', strategyId: id, input }),
      write: (change) => ({ ...change.input, id: change.strategyId }),
      references: onStrategy,
    }),
    deleteStrategy: codec('deleteStrategy', {
      table: 'strategies',
      type: 'delete',
      data: z.strictObject({ id: rowIdSchema }),
      read: ({ id }) => ({ kind: 'deleteStrategy', strategyId: id }),
      write: (change) => ({ id: change.strategyId }),
      references: onStrategy,
      deletes: true,
    }),
  },
  overlay: { list: overlayStrategies },
} as const satisfies KindDescriptor<'strategies', StrategyChange>;
