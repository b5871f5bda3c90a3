import { strategySchema } from '@fokus/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineOperation, routeOperation, type ApiOperation } from '../docs/api-operation.js';
import type { TasksDeps } from '../tasks/db-types.js';
import { listStrategies } from './strategies.js';

export const strategyOperations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/strategies',
    tag: 'strategies',
    summary: "The user's strategies, highest priority first",
    responses: {
      200: {
        description: 'Strategies',
        schema: z.array(strategySchema.extend({ version: z.number().int() })),
      },
    },
  }),
} satisfies Record<string, ApiOperation>;

export async function strategiesRoutes(app: FastifyInstance, deps: TasksDeps): Promise<void> {
  routeOperation(app, strategyOperations.list, ({ user }) => listStrategies(deps, user.id));
}
