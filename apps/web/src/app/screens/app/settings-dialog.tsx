import { PANEL_TOGGLES, SUPPORTED_LANGUAGES, THEMES, isSupportedLanguage, isTheme } from '@fokus/core';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { CalendarFeedSection } from '@/features/calendar-feed';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';
import { useTheme } from '@/lib/theme';
import { Modal } from '@/components/ui/modal';
import { RemindersSwitch } from '@/features/reminders';
import { PomodoroSettingsSection } from '@/features/pomodoro/components/pomodoro-settings-section';
import type { PanelKey, PanelState } from './use-app-preferences';

/** Language names are shown in their own language, as the shell's language menu does. */
const LANGUAGE_NAMES = { ru: 'Русский', en: 'English' } as const;

interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panels: PanelState;
  onPanelChange: (key: PanelKey, shown: boolean) => void;
}

/**
 * Settings and interface settings (spec §2): interface language, theme, the panel toggles, the
 * Pomodoro lengths, whether reminders show on this device and the private calendar feed (issue 18).
 */
export function SettingsDialog({ open, onOpenChange, panels, onPanelChange }: SettingsDialogProps) {
  const { t, i18n } = useTranslation('tasks');
  const { theme, setTheme } = useTheme();
  const languageId = useId();
  const themeId = useId();
  const panelsId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title')}
      description={t('settings.description')}
      closeLabel={t('settings.close')}
    >
      <div className="grid gap-2">
        <Label htmlFor={languageId}>{t('settings.language')}</Label>
        <NativeSelect
          id={languageId}
          value={currentLanguage(i18n)}
          onChange={(event) => {
            if (isSupportedLanguage(event.target.value)) void chooseLanguage(i18n, event.target.value);
          }}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={themeId}>{t('settings.theme')}</Label>
        <NativeSelect
          id={themeId}
          value={theme}
          onChange={(event) => {
            if (isTheme(event.target.value)) setTheme(event.target.value);
          }}
        >
          {THEMES.map((option) => (
            <option key={option} value={option}>
              {t(`settings.themes.${option}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="grid gap-2" aria-labelledby={panelsId}>
        <legend id={panelsId} className="mb-1 text-sm font-medium">
          {t('settings.panels')}
        </legend>
        {PANEL_TOGGLES.filter((key) => key !== 'sidebarCollapsed').map((key) => (
          <div key={key} className="flex items-center gap-2">
            <Checkbox
              id={`${panelsId}-${key}`}
              checked={panels[key] === true}
              onCheckedChange={(checked) => onPanelChange(key, checked === true)}
            />
            <Label htmlFor={`${panelsId}-${key}`} className="font-normal">
              {t(`panels.${key}`)}
            </Label>
          </div>
        ))}
      </fieldset>
      <Suspense fallback={null}>
        <PomodoroSettingsSection />
      </Suspense>
      <RemindersSwitch />
      <CalendarFeedSection />
    </Modal>
  );
}
