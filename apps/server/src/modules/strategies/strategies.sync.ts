// The strategy changes of the offline queue, each through its REST route's use case.
import { strategies } from '@fokus/db';
import type { KindSync } from '../sync/kind-sync.js';
import { createStrategy } from './create-strategy.js';
import { deleteStrategy } from './delete-strategy.js';
import { updateStrategy } from './update-strategy.js';

export const strategiesSync: KindSync<'strategies'> = {
  table: strategies,
  handlers: {
    createStrategy: async (deps, user, change) =>
      (await createStrategy(deps, user.id, change.input)).strategy,
    updateStrategy: (deps, user, change) => updateStrategy(deps, user.id, change.strategyId, change.input),
    deleteStrategy: (deps, user, change) => deleteStrategy(deps, user.id, change.strategyId),
  },
};
