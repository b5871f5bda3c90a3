import {
  createStrategyInputSchema,
  strategyListResponseSchema,
  strategyResponseSchema,
  updateStrategyInputSchema,
} from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { Answer, defineOperation, idParamsSchema, routeOperation } from '../../shared/api-operation.js';
import { createStrategy } from './create-strategy.js';
import { deleteStrategy } from './delete-strategy.js';
import { listStrategies } from './list-strategies.js';
import { updateStrategy } from './update-strategy.js';

const TAG = 'strategies';

const operations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/strategies',
    tag: TAG,
    summary: "The user's strategies, highest priority first",
    responses: { 200: { description: 'Strategies', schema: strategyListResponseSchema } },
  }),
  create: defineOperation({
    method: 'POST',
    url: '/api/strategies',
    tag: TAG,
    summary: 'Create a strategy with a client-generated id (a repeated create is a no-op)',
    body: createStrategyInputSchema,
    status: 201,
    responses: {
      201: { description: 'Created', schema: strategyResponseSchema },
      200: {
        description: 'Already created by this user: the stored strategy, unchanged',
        schema: strategyResponseSchema,
      },
      409: { description: 'CONFLICT: the id is not available' },
    },
  }),
  update: defineOperation({
    method: 'PATCH',
    url: '/api/strategies/:id',
    tag: TAG,
    summary: "Edit a strategy's name, description, colour or priority",
    params: idParamsSchema,
    body: updateStrategyInputSchema,
    responses: { 200: { description: 'The strategy', schema: strategyResponseSchema } },
  }),
  delete: defineOperation({
    method: 'DELETE',
    url: '/api/strategies/:id',
    tag: TAG,
    summary: 'Delete a strategy; its tasks stay, without a strategy',
    params: idParamsSchema,
    responses: { 204: { description: 'Deleted' } },
  }),
};

export const strategiesModule = defineModule({
  name: 'strategies',
  operations,
  async register(app, deps) {
    routeOperation(app, operations.list, ({ user }) => listStrategies(deps, user.id));
    routeOperation(app, operations.create, async ({ user, body }) => {
      const { strategy, created } = await createStrategy(deps, user.id, body);
      return created ? strategy : new Answer(200, strategy);
    });
    routeOperation(app, operations.update, ({ user, params, body }) =>
      updateStrategy(deps, user.id, params.id, body),
    );
    routeOperation(app, operations.delete, async ({ user, params }) => {
      await deleteStrategy(deps, user.id, params.id);
    });
  },
});
