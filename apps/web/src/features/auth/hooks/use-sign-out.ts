import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { announceAuthChange } from '../api/auth-broadcast';

/**
 * Signs out, tells the other tabs, then navigates fully to `/` (spec §2): a full load drops every
 * cached query and in-memory state that belonged to the user.
 */
export function useSignOut() {
  const { t } = useTranslation('auth');
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = async () => {
    setIsSigningOut(true);
    let failed: boolean;
    try {
      // better-auth's client is needed only here and on the sign-in page: it loads on demand.
      const { authClient } = await import('../api/auth-client');
      const { error } = await authClient.signOut();
      failed = error != null;
    } catch {
      failed = true;
    }
    if (failed) {
      setIsSigningOut(false);
      toast.error(t('errors.signOutFailed'));
      return;
    }
    announceAuthChange('signed-out');
    window.location.assign('/');
  };

  return { signOut, isSigningOut };
}
