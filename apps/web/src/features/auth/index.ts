// The auth feature's public surface; screens in app/ import from here only.
export { AuthForm } from './components/auth-form';
export { OidcSignInButton } from './components/oidc-sign-in-button';
export { SignOutButton } from './components/sign-out-button';
export { useOidcOffer, type OidcOffer } from './api/get-client-config';
export { AuthProvider, useAuth, type AuthStatus } from './hooks/auth-provider';
export { useSignOut } from './hooks/use-sign-out';
export type { AuthMode } from './validation';
export { AUTH_MODE_PARAM, authModeOf, authPath } from './auth-paths';
