import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { OIDC_PROVIDER_ID } from '../../plugins/auth.js';

/** What the web app needs to know about this server's setup before sign-in. Public: no secrets. */
export interface ClientConfig {
  auth: { oidc: { enabled: boolean; providerId: string; name: string } };
}

export function getClientConfig(config: Pick<Config, 'oidc'>): ClientConfig {
  return {
    auth: {
      oidc: {
        enabled: config.oidc !== undefined,
        providerId: OIDC_PROVIDER_ID,
        name: config.oidc?.name ?? 'OpenID',
      },
    },
  };
}

export async function clientConfigRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const body = getClientConfig(config);
  app.get('/api/client-config', async () => body);
}
