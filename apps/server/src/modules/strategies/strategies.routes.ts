import { strategyListResponseSchema } from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, routeOperation } from '../../shared/api-operation.js';
import { listStrategies } from './list-strategies.js';

const operations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/strategies',
    tag: 'strategies',
    summary: "The user's strategies, highest priority first",
    responses: { 200: { description: 'Strategies', schema: strategyListResponseSchema } },
  }),
};

export const strategiesModule = defineModule({
  name: 'strategies',
  operations,
  async register(app, deps) {
    routeOperation(app, operations.list, ({ user }) => listStrategies(deps, user.id));
  },
});
