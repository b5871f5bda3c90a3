/** The browser suite's OpenID Connect provider: where it listens and whom it signs in. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3218);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'fokus-test';
export const OIDC_CLIENT_SECRET = 'fokus-test-secret-which-is-long-enough';
export const OIDC_NAME = 'Test ID';
export const OIDC_ACCOUNT = { sub: 'e2e-oidc-user', email: 'oidc-user@example.test', name: 'OIDC User' };
