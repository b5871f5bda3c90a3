// Runs the test OpenID Connect provider (a real `oidc-provider`, shared with the server's tests) as a
// process of its own for the browser suite. Configured by the environment the Playwright config sets.
import { startTestOidcProvider } from '../../apps/server/test/oidc-provider';
import { OIDC_ACCOUNT, OIDC_PORT } from './oidc';

const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!redirectUri) throw new Error('OIDC_REDIRECT_URI is required');

const provider = await startTestOidcProvider({ redirectUri, account: OIDC_ACCOUNT, port: OIDC_PORT });
console.log(`test OpenID provider on ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
