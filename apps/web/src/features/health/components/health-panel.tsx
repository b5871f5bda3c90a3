import {
  HEALTH_WATER_GUIDE,
  HEALTH_WATER_MAX_GLASSES,
  addWater,
  healthStorageKey,
  parseHealthDay,
  type HealthDay,
} from '@fokus/core';
import { Eye, GlassWater, Minus, Plus, PersonStanding } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { readStorage, writeStorage } from '@/lib/storage';

interface HealthPanelProps {
  /** Whose day it is (each person's notes are their own on a shared device). */
  userId: string;
  /** The person's today (YYYY-MM-DD): a new day starts empty. */
  day: string;
}

/**
 * The health panel (spec §2's health toggle): today's glasses of water, a stretch and an eyes rest
 * with the 20-20-20 tip, kept on this device for the day. Kind by design: a guide, no scores.
 */
export function HealthPanel({ userId, day }: HealthPanelProps) {
  const { t } = useTranslation('health');
  const key = healthStorageKey(userId, day);
  // Re-read when the day (or person) changes: the state is keyed by its storage key.
  const [state, setState] = useState<{ key: string; day: HealthDay }>(() => ({
    key,
    day: parseHealthDay(readStorage(key)),
  }));
  const current = state.key === key ? state.day : parseHealthDay(readStorage(key));
  const waterId = useId();

  const save = (next: HealthDay) => {
    setState({ key, day: next });
    writeStorage(key, JSON.stringify(next));
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('description')}</p>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby={waterId}>
        <GlassWater aria-hidden="true" className="size-4 text-sky-600 dark:text-sky-400" />
        <span id={waterId} className="text-sm font-medium">
          {t('water')}
        </span>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('waterRemove')}
          aria-disabled={current.water === 0 || undefined}
          onClick={() => save(addWater(current, -1))}
          className="aria-disabled:opacity-50"
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" className="min-w-20 text-center text-sm tabular-nums">
          {t('waterCount', { count: current.water })}
        </output>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('waterAdd')}
          aria-disabled={current.water >= HEALTH_WATER_MAX_GLASSES || undefined}
          onClick={() => save(addWater(current, 1))}
          className="aria-disabled:opacity-50"
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('waterGuide', { guide: t('waterCount', { count: HEALTH_WATER_GUIDE }) })}
      </p>
      <HealthCheck
        checked={current.stretched}
        onChange={(checked) => save({ ...current, stretched: checked })}
        icon={<PersonStanding aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />}
        label={t('stretch')}
        hint={t('stretchHint')}
      />
      <HealthCheck
        checked={current.eyesRested}
        onChange={(checked) => save({ ...current, eyesRested: checked })}
        icon={<Eye aria-hidden="true" className="size-4 text-violet-600 dark:text-violet-400" />}
        label={t('eyes')}
        hint={t('eyesTip')}
      />
    </div>
  );
}

interface HealthCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  icon: ReactNode;
  label: string;
  hint: string;
}

/** One of the day's small checks (a stretch, an eyes rest): a checkbox with its name and a hint. */
function HealthCheck({ checked, onChange, icon, label, hint }: HealthCheckProps) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 accent-primary"
      />
      <span className="grid">
        <span className="flex items-center gap-1.5 font-medium">
          {icon}
          {label}
        </span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
