// A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, for end-to-end sign-in tests.
// It signs in one fixed account without a form: dev interactions are off, the interaction URL points at
// a route that finishes the login at once, and `openid email profile` is pre-granted, so no consent step.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  account: TestAccount;
  close(): Promise<void>;
}

const INTERACTION_PATH = '/interaction/';

/** Listens on `port`, or on a free port when it is 0. */
async function listenOn(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

async function preGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  if (grantId) {
    const existing = await oidc.provider.Grant.find(grantId);
    if (existing) return existing;
  }
  const grant = new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

export async function startTestOidcProvider(options: {
  redirectUri: string;
  account: TestAccount;
  /** A fixed port (the browser tests configure Fokus before the provider starts); default: a free one. */
  port?: number;
}): Promise<TestOidcProvider> {
  const server = createServer();
  const port = await listenOn(server, options.port ?? 0);
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'fokus-test';
  const clientSecret = 'fokus-test-secret-which-is-long-enough';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) =>
      sub === options.account.sub
        ? {
            accountId: sub,
            claims: () => ({
              sub,
              email: options.account.email,
              email_verified: true,
              name: options.account.name,
            }),
          }
        : undefined,
    loadExistingGrant: preGrant,
    cookies: { keys: ['fokus-test-oidc-cookie-key'] },
    // Our own signing key and lifetimes, so the provider does not warn about its development defaults.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          alg: 'RS256',
          use: 'sig',
        },
      ],
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });

  const callback = provider.callback();
  server.on('request', (request, response) => {
    if (request.url?.startsWith(INTERACTION_PATH)) {
      provider
        .interactionFinished(
          request,
          response,
          { login: { accountId: options.account.sub } },
          { mergeWithLastSubmission: false },
        )
        .catch((error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        });
      return;
    }
    void callback(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    account: options.account,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
