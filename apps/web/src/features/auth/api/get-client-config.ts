import { clientConfigResponseSchema, type ClientConfigResponse } from '@fokus/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** What the server tells the browser about optional features (`GET /api/client-config`). */
export type ClientConfig = ClientConfigResponse;

/** The OpenID Connect sign-in offer, or null when the server has none configured. */
export interface OidcOffer {
  providerId: string;
  name: string;
}

export const clientConfigQueryKey = ['client-config'] as const;

export function getClientConfig(): Promise<ClientConfig> {
  return apiFetch('/api/client-config', clientConfigResponseSchema);
}

/** Reads the OIDC offer defensively: anything malformed means "not offered" rather than a broken button. */
export function selectOidcOffer(config: unknown): OidcOffer | null {
  const oidc = (config as Partial<ClientConfig> | null | undefined)?.auth?.oidc;
  if (!oidc || oidc.enabled !== true) return null;
  if (typeof oidc.providerId !== 'string' || !oidc.providerId) return null;
  return {
    providerId: oidc.providerId,
    name: typeof oidc.name === 'string' && oidc.name ? oidc.name : 'OpenID',
  };
}

/** The OIDC sign-in offer; null while loading, on failure, or when disabled. */
export function useOidcOffer(): OidcOffer | null {
  const { data } = useQuery({
    queryKey: clientConfigQueryKey,
    queryFn: getClientConfig,
    // The configuration only changes with a server restart.
    staleTime: Infinity,
    select: selectOidcOffer,
  });
  return data ?? null;
}
