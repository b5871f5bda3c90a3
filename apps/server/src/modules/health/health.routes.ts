import { healthResponseSchema } from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { Answer, defineOperation, routePublicOperation } from '../../shared/api-operation.js';
import { checkHealth } from './check-health.js';

const operations = {
  check: defineOperation({
    method: 'GET',
    url: '/api/health',
    tag: 'health',
    summary: 'Whether this process can serve: its database answers, and how fast',
    access: 'public',
    responses: {
      200: { description: 'Healthy', schema: healthResponseSchema },
      503: { description: 'The database does not answer', schema: healthResponseSchema },
    },
  }),
};

export const healthModule = defineModule({
  name: 'health',
  operations,
  async register(app, deps) {
    routePublicOperation(app, operations.check, async () => {
      const health = await checkHealth(deps);
      // 503 lets a load balancer or orchestrator take this process out of rotation while the database is down.
      return health.status === 'ok' ? health : new Answer(503, health);
    });
  },
});
