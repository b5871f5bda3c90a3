/**
 * Strategies (strategic directions) as a kind of synced data. Read-only in the app so far: they are
 * listed and followed live, and their changes arrive with the planning screens.
 */
import { strategySchema } from '../schemas/answers';
import type { KindDescriptor } from './descriptor';

/** Every change of a strategy, by intent (none yet). */
export type StrategyChange = never;

/** Strategies (spec §3 Strategy). */
export const strategyKind = {
  name: 'strategies',
  row: strategySchema,
  changes: {},
  overlay: {},
} as const satisfies KindDescriptor<'strategies', StrategyChange>;
