import { clientConfigResponseSchema } from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { defineOperation, routePublicOperation } from '../../shared/api-operation.js';
import { getClientConfig } from './get-client-config.js';

const operations = {
  get: defineOperation({
    method: 'GET',
    url: '/api/client-config',
    tag: 'client-config',
    summary: 'What the web app may know before sign-in: is OpenID Connect configured, its button label',
    access: 'public',
    responses: { 200: { description: 'The configuration', schema: clientConfigResponseSchema } },
  }),
};

export const clientConfigModule = defineModule({
  name: 'client-config',
  operations,
  async register(app, deps) {
    const body = getClientConfig(deps.config);
    routePublicOperation(app, operations.get, async () => body);
  },
});
