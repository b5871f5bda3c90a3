import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** The logo image, or a letter badge when the image cannot load (spec §2). Decorative: the text names it. */
export function LogoMark({ className }: { className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        aria-hidden="true"
        data-testid="logo-fallback"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground',
          className,
        )}
      >
        F
      </span>
    );
  }
  return (
    <img
      src="/logo.svg"
      alt=""
      width={32}
      height={32}
      className={cn('size-8 shrink-0', className)}
      onError={() => setFailed(true)}
    />
  );
}

/** The logo with the product name, linking home. */
export function LogoLink({ to, showName = true }: { to: string; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={showName ? undefined : t('app.homeLink')}
      className="flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight"
    >
      <LogoMark />
      {showName && <span>{t('app.name')}</span>}
    </Link>
  );
}
