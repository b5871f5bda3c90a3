import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useSignOut } from '../hooks/use-sign-out';

interface SignOutButtonProps {
  /**
   * Hides the text visually (it stays the accessible name): always (`true`, e.g. in an icon rail) or
   * only on narrow screens (`'narrow'`).
   */
  compact?: boolean | 'narrow';
  className?: string;
}

/** The logout button: its accessible name is always 'Выйти' / 'Log out'. */
export function SignOutButton({ compact = false, className }: SignOutButtonProps) {
  const { t } = useTranslation('auth');
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Button
      variant="ghost"
      size={compact === true ? 'icon-sm' : 'sm'}
      className={cn(
        'text-muted-foreground hover:text-foreground',
        compact === 'narrow' && 'max-sm:px-2.5',
        className,
      )}
      onClick={() => void signOut()}
      disabled={isSigningOut}
      aria-busy={isSigningOut}
      title={compact ? t('signOut') : undefined}
    >
      <LogOut aria-hidden="true" />
      <span className={cn(compact === true && 'sr-only', compact === 'narrow' && 'max-sm:sr-only')}>
        {t('signOut')}
      </span>
    </Button>
  );
}
