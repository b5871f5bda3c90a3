import type { ClientConfigResponse } from '@fokus/core';
import type { Config } from '../../config.js';
import { OIDC_PROVIDER_ID } from '../../plugins/auth.js';

/** What the web app needs to know about this server's setup before sign-in. Public: no secrets. */
export function getClientConfig(config: Pick<Config, 'oidc'>): ClientConfigResponse {
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
