import type { FastifyInstance } from 'fastify';
import { checkHealth, type CheckHealthDeps } from './check-health.js';

export async function healthRoutes(app: FastifyInstance, deps: CheckHealthDeps): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    const health = await checkHealth(deps);
    // 503 lets a load balancer or orchestrator take this process out of rotation while the database is down.
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });
}
