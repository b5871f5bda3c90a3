import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  AUTH_MODE_PARAM,
  AuthForm,
  OidcSignInButton,
  authModeOf,
  useAuth,
  useOidcOffer,
  type AuthMode,
} from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getReturnPath } from '../require-auth';

function isAuthMode(value: string): value is AuthMode {
  return value === 'sign-in' || value === 'sign-up';
}

/**
 * /auth: sign in or sign up with e-mail, or with the OpenID provider when the server offers one.
 * `?mode=sign-up` opens the sign-up tab; the heading and the tab title name the tab shown, and the
 * address follows the tab, so a reload or a shared link opens the same one. A signed-in visitor goes
 * straight on to the page they came from, or /app.
 */
export function AuthScreen() {
  const { t } = useTranslation('auth');
  const { status } = useAuth();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const oidcOffer = useOidcOffer();
  const mode = authModeOf(searchParams.get(AUTH_MODE_PARAM));
  const setMode = (next: AuthMode) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'sign-up') params.set(AUTH_MODE_PARAM, next);
        else params.delete(AUTH_MODE_PARAM);
        return params;
      },
      // Keep the navigation state (where to return after signing in) and do not add history entries.
      { replace: true, state: location.state },
    );
  // better-auth sends a failed provider sign-in back here with `?error=`.
  const [oidcFailed, setOidcFailed] = useState(() => searchParams.has('error'));
  useDocumentTitle(t(mode === 'sign-up' ? 'tabs.signUp' : 'tabs.signIn'));

  const returnPath = getReturnPath(location.state);
  if (status === 'signed-in') return <Navigate to={returnPath} replace />;
  if (status === 'unknown') return <FullScreenSpinner label={t('session.checking')} />;

  return (
    <div className="relative flex flex-1 items-start justify-center overflow-hidden px-4 py-10 sm:items-center sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-80 max-w-2xl rounded-full bg-primary/15 blur-3xl"
      />
      <div className="relative w-full max-w-md rounded-2xl border bg-card/90 p-6 shadow-xl shadow-black/10 backdrop-blur sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t(mode === 'sign-up' ? 'signUpTitle' : 'title')}
        </h1>
        <p className="mt-1.5 text-muted-foreground">
          {t(mode === 'sign-up' ? 'signUpSubtitle' : 'signInSubtitle')}
        </p>
        {oidcFailed && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm"
          >
            {t('errors.oidcFailed')}
          </p>
        )}

        <Tabs
          value={mode}
          onValueChange={(value) => isAuthMode(value) && setMode(value)}
          className="mt-6 flex flex-col gap-6"
        >
          <TabsList aria-label={t('modeLabel')}>
            <TabsTrigger value="sign-in">{t('tabs.signIn')}</TabsTrigger>
            <TabsTrigger value="sign-up">{t('tabs.signUp')}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <AuthForm mode="sign-in" />
          </TabsContent>
          <TabsContent value="sign-up">
            <AuthForm mode="sign-up" />
          </TabsContent>
        </Tabs>

        {oidcOffer && (
          <div className="mt-6 flex flex-col gap-4">
            <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
              <span className="h-px flex-1 bg-border" />
              {t('or')}
              <span className="h-px flex-1 bg-border" />
            </div>
            <OidcSignInButton
              offer={oidcOffer}
              callbackPath={returnPath}
              onError={() => setOidcFailed(true)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
