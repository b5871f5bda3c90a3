import { SUPPORTED_LANGUAGES, isSupportedLanguage } from '@fokus/core';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';

/** Interface language menu (Русский / English); the choice is remembered on this device. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? 'icon-sm' : 'sm'}
          aria-label={t('language.label')}
          title={t(`language.${language}`)}
          className={compact ? undefined : 'gap-1.5 px-2.5'}
        >
          <Languages aria-hidden="true" />
          {/* The code is a visual hint only; the accessible name stays 'Язык' / 'Language'. */}
          {!compact && (
            <span aria-hidden="true" className="text-xs font-semibold uppercase">
              {language}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => isSupportedLanguage(value) && void chooseLanguage(i18n, value)}
        >
          {SUPPORTED_LANGUAGES.map((option) => (
            // Each name is written in its own language, and marked so, for screen readers.
            <DropdownMenuRadioItem key={option} value={option} lang={option}>
              {t(`language.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
