import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '../api/auth-client';
import type { OidcOffer } from '../api/get-client-config';

interface OidcSignInButtonProps {
  offer: OidcOffer;
  /** Where to land after the provider sends the user back. */
  callbackPath: string;
  /** Called when the sign-in could not even start (network, server refused). */
  onError: () => void;
}

/**
 * Starts sign-in with the configured OpenID Connect provider. better-auth answers with the provider's
 * URL and its client navigates there; a failure comes back to /auth with `?error=`.
 */
export function OidcSignInButton({ offer, callbackPath, onError }: OidcSignInButtonProps) {
  const { t } = useTranslation('auth');
  const [isRedirecting, setIsRedirecting] = useState(false);

  const start = async () => {
    setIsRedirecting(true);
    try {
      const { error } = await authClient.signIn.social({
        provider: offer.providerId,
        callbackURL: callbackPath,
        errorCallbackURL: '/auth',
      });
      if (!error) return; // the page is navigating away
    } catch {
      // Reported below, same as a refused request.
    }
    setIsRedirecting(false);
    onError();
  };

  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      onClick={() => void start()}
      disabled={isRedirecting}
      aria-busy={isRedirecting}
    >
      {isRedirecting ? <Spinner className="text-current" /> : <KeyRound aria-hidden="true" />}
      {isRedirecting ? t('oidcPending', { name: offer.name }) : t('oidc', { name: offer.name })}
    </Button>
  );
}
