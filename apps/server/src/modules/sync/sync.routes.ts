import { SYNC_BODY_LIMIT_BYTES, syncRequestSchema, syncResponseSchema } from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, routeOperation } from '../../shared/api-operation.js';
import { applyBatch } from './apply-batch.js';
import { AppliedOperationsPruning } from './prune-applied-operations.js';

const TAG = 'sync';

const operations = {
  sync: defineOperation({
    method: 'POST',
    url: '/api/sync',
    tag: TAG,
    summary:
      'Apply queued offline operations in order, each exactly once (a repeated operation id answers its first result)',
    body: syncRequestSchema,
    responses: {
      200: {
        description:
          'One result per operation, at its index: applied | duplicate (with the REST answer) | rejected | deferred (with a code)',
        schema: syncResponseSchema,
      },
      409: { description: 'QUEUE_OWNER_MISMATCH: userId is not the signed-in user; nothing applied' },
      413: { description: 'PAYLOAD_TOO_LARGE: the body is over 8 MiB' },
    },
  }),
};

export const syncModule = defineModule({
  name: 'sync',
  operations,
  async register(app, deps) {
    // A long offline queue is bigger than the app-wide body limit; this hook (scoped to this plugin)
    // raises it for the sync route only.
    app.addHook('onRoute', (route) => {
      if (route.url === operations.sync.url) route.bodyLimit = SYNC_BODY_LIMIT_BYTES;
    });
    routeOperation(app, operations.sync, ({ user, body, request }) =>
      applyBatch(deps, user, body, request.log),
    );

    const pruning = new AppliedOperationsPruning(deps, app.log);
    app.addHook('onReady', async () => pruning.start());
    app.addHook('onClose', () => pruning.stop());
  },
});
