import { THEMES, isTheme, type Theme } from '@fokus/core';
import { Monitor, Moon, Sun, SunMedium, type LucideIcon } from 'lucide-react';
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
import { useTheme } from '@/lib/theme';

const THEME_ICONS: Record<Theme, LucideIcon> = { light: Sun, dark: Moon, bright: SunMedium, system: Monitor };

/** Theme menu (light, dark, bright, system); hidden on landing-context pages, which are always dark. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, appliedTheme, isForced, setTheme } = useTheme();
  if (isForced) return null;
  // The trigger shows what is painted (Light or Dark, spec §2); the menu shows the choice.
  const Icon = THEME_ICONS[appliedTheme];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('theme.label')}
          title={t(`theme.${appliedTheme}`)}
        >
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
          {THEMES.map((option) => {
            const OptionIcon = THEME_ICONS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <OptionIcon aria-hidden="true" className="text-muted-foreground" />
                {t(`theme.${option}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
