import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { readPushState, turnPushOff, turnPushOn, type PushState } from '../api/push-device';

/**
 * "Reminders on this device": on asks for the browser's permission and subscribes this browser to
 * Web Push; off unsubscribes it. Where push is not supported or the person blocked notifications the
 * switch is disabled and says so, and that reminders come by e-mail instead.
 */
export function RemindersSwitch() {
  const { t } = useTranslation('reminders');
  const labelId = useId();
  const hintId = useId();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState().then(
      (read) => live && setState(read),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  const on = state === 'on';
  const usable = state === 'on' || state === 'off';
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await (on ? turnPushOff() : turnPushOn()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-medium">
          {t('device.label')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={busy || undefined}
          disabled={!usable || busy}
          onClick={() => void toggle()}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:transition-none',
            on ? 'bg-primary' : 'bg-input',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'pointer-events-none block size-5 rounded-full bg-background shadow transition-transform motion-reduce:transition-none',
              on ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t(`device.${state}`)}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t('device.failed')}
        </p>
      )}
    </div>
  );
}
