import {
  POMODORO_SETTING_FIELDS,
  checkPomodoroSetting,
  pomodoroSettingRange,
  type PomodoroSettingError,
  type PomodoroSettingField,
} from '@fokus/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { savePomodoroSettings, usePomodoroSettings } from '../timer/use-pomodoro-settings';

/**
 * The Pomodoro lengths in the settings dialog (issue 18, kept on this device). A value is checked
 * by core's rule when the field is left or Enter is pressed: a valid one is stored at once, an
 * invalid one shows why and the stored value stays in force.
 */
export function PomodoroSettingsSection() {
  const { t } = useTranslation('pomodoro');
  const legendId = useId();
  return (
    <fieldset className="grid gap-3" aria-labelledby={legendId}>
      <legend id={legendId} className="mb-1 text-sm font-medium">
        {t('settings.title')}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {POMODORO_SETTING_FIELDS.map((field) => (
          <PomodoroSettingInput key={field} field={field} />
        ))}
      </div>
    </fieldset>
  );
}

function PomodoroSettingInput({ field }: { field: PomodoroSettingField }) {
  const { t } = useTranslation('pomodoro');
  const settings = usePomodoroSettings();
  const id = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<PomodoroSettingError | null>(null);
  const { min, max } = pomodoroSettingRange(field);

  const commit = () => {
    if (draft === null) return;
    const checked = checkPomodoroSetting(field, draft);
    if (!checked.ok) {
      setError(checked.reason);
      return;
    }
    setError(null);
    setDraft(null);
    if (checked.value !== settings[field]) savePomodoroSettings({ ...settings, [field]: checked.value });
  };

  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id}>{t(`settings.${field}`)}</Label>
      <Input
        id={id}
        inputMode="numeric"
        value={draft ?? String(settings[field])}
        aria-invalid={error !== null || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error === 'notWhole' ? t('settings.notWhole') : t('settings.outOfRange', { min, max })}
        </p>
      )}
    </div>
  );
}
