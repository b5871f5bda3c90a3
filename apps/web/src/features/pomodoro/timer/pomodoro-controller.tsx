/**
 * The one Pomodoro timer of a person across their tabs (issue 18). Its state is core's `PomodoroRun`
 * in localStorage under `fokus-pomodoro:<userId>`; every tab renders from it and hears the others
 * through `storage` events. What is shown is computed from `Date.now()` on each render; the 1 s
 * interval only re-renders. Every change of the stored timer happens inside
 * `navigator.locks.request('fokus-pomodoro-<userId>')` where available, reading the stored timer
 * again inside the lock, so a phase that ends while two tabs are open is credited by exactly one of
 * them; its interval's id follows from the timer (core's `nextRunId`), so even a duplicate is one row.
 */
import {
  actOnPomodoroRun,
  newPomodoroRun,
  pomodoroElapsedMs,
  pomodoroRemainingMs,
  pomodoroStorageKey,
  readPomodoroRun,
  settlePomodoroRun,
  type PomodoroAction,
  type PomodoroEffects,
  type PomodoroRun,
  type PomodoroSwitch,
} from '@fokus/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueueChange } from '@/data/queue-change';
import { readStorage, writeStorage } from '@/lib/storage';
import { formatRemaining, titleWithRemaining } from './format-remaining';
import { PomodoroContext } from './pomodoro-context';
import type { PomodoroControls } from './pomodoro-controls';
import type { PomodoroLocks } from './pomodoro-locks';
import { playPomodoroBeep, primePomodoroSignals, showPomodoroNotification } from './pomodoro-signals';
import { usePomodoroSettings } from './use-pomodoro-settings';

const TICK_MS = 1000;
const PLACEHOLDER_RUN_ID = '00000000-0000-4000-8000-000000000000';

function browserLocks(): PomodoroLocks | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? navigator.locks : null;
}

type Step = (run: PomodoroRun, now: number) => { run: PomodoroRun; effects: PomodoroEffects };

interface PomodoroTimerOptions {
  userId: string;
  /** Called when the timer was started for a task (the screen shows the panel). */
  onStartedFor?: (taskId: string) => void;
  /** The Web Locks API; the browser's unless given (tests pass their own or null). */
  locks?: PomodoroLocks | null;
}

/** The person's timer: its controls, settled as phases run out. */
function usePomodoroTimer({ userId, onStartedFor, locks }: PomodoroTimerOptions): PomodoroControls {
  const key = pomodoroStorageKey(userId);
  const settings = usePomodoroSettings();
  const queueChange = useQueueChange();
  const { i18n } = useTranslation();
  const read = useCallback(() => readPomodoroRun(readStorage(key)), [key]);
  const [stored, setStored] = useState<PomodoroRun | null>(read);
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef({ settings, queueChange, i18n, locks, onStartedFor });
  useEffect(() => {
    latest.current = { settings, queueChange, i18n, locks, onStartedFor };
  });
  const settling = useRef(false);
  const lastRaw = useRef<string | null | undefined>(undefined);

  const signal = useCallback((switches: readonly PomodoroSwitch[]) => {
    const last = switches.at(-1);
    if (!last) return;
    const { i18n: texts } = latest.current;
    playPomodoroBeep();
    showPomodoroNotification(
      texts.t('pomodoro:panel.title'),
      texts.t(last.ended === 'work' ? 'pomodoro:notify.workDone' : 'pomodoro:notify.breakDone'),
    );
  }, []);

  const send = useCallback(
    async (effects: PomodoroEffects) => {
      signal(effects.switches);
      const queue = latest.current.queueChange;
      for (const credit of effects.credits)
        await queue({ kind: 'addTime', taskId: credit.taskId, seconds: credit.seconds });
      for (const session of effects.sessions) await queue({ kind: 'createPomodoroSession', input: session });
    },
    [signal],
  );

  /** Reads the stored timer, applies `step` at this instant and stores the result: once, under the lock. */
  const transact = useCallback(
    async (step: Step) => {
      let effects: PomodoroEffects | null = null;
      const work = () => {
        const current = read() ?? newPomodoroRun(crypto.randomUUID());
        const at = Date.now();
        const result = step(current, at);
        writeStorage(key, JSON.stringify(result.run));
        setStored(result.run);
        setNow(at);
        effects = result.effects;
      };
      const locks = latest.current.locks === undefined ? browserLocks() : latest.current.locks;
      let ran = false;
      const once = () => {
        ran = true;
        work();
      };
      try {
        if (locks) await locks.request(`fokus-pomodoro-${userId}`, once);
        else once();
      } catch (error) {
        // A browser that refuses the lock (an opaque origin): this tab alone, rather than no timer.
        if (ran) throw error;
        once();
      }
      // Sent after the lock: what to send was decided inside it, once.
      if (effects) await send(effects);
    },
    [key, read, send, userId],
  );

  const settleIfDue = useCallback(() => {
    const raw = readStorage(key);
    const current = readPomodoroRun(raw);
    // Re-render only when the stored timer changed or a running one shows another second.
    if (raw !== lastRaw.current) {
      lastRaw.current = raw;
      setStored(current);
    }
    const at = Date.now();
    if (current?.timer.runningSince != null) setNow(at);
    const { settings: lengths } = latest.current;
    if (
      settling.current ||
      current === null ||
      current.timer.runningSince === null ||
      pomodoroRemainingMs(current.timer, at, lengths) > 0
    )
      return;
    settling.current = true;
    void transact((run, instant) => settlePomodoroRun(run, instant, latest.current.settings)).finally(() => {
      settling.current = false;
    });
  }, [key, transact]);

  useEffect(() => {
    // At once (after this render) for a phase that ended while the page was closed, then each second.
    const first = window.setTimeout(settleIfDue, 0);
    const interval = window.setInterval(settleIfDue, TICK_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) settleIfDue();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') settleIfDue();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', settleIfDue);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', settleIfDue);
    };
  }, [key, settleIfDue]);

  const act = useCallback(
    (...actions: PomodoroAction[]) =>
      void transact((run, at) => {
        let current = run;
        const effects: PomodoroEffects = { credits: [], sessions: [], switches: [] };
        for (const action of actions) {
          const result = actOnPomodoroRun(current, action, at, latest.current.settings);
          current = result.run;
          effects.credits.push(...result.effects.credits);
          effects.sessions.push(...result.effects.sessions);
          effects.switches.push(...result.effects.switches);
        }
        return { run: current, effects };
      }),
    [transact],
  );

  const controls = useMemo<PomodoroControls>(() => {
    const base = stored ?? newPomodoroRun(PLACEHOLDER_RUN_ID);
    const run = settlePomodoroRun(base, now, settings).run;
    const start = () => {
      primePomodoroSignals();
      void latest.current.i18n.loadNamespaces('pomodoro');
      act({ type: 'start' });
    };
    return {
      run,
      settings,
      remainingMs: pomodoroRemainingMs(run.timer, now, settings),
      isRunning: run.timer.runningSince !== null,
      hasStarted: run.timer.runningSince !== null || pomodoroElapsedMs(run.timer, now) > 0,
      start,
      pause: () => act({ type: 'pause' }),
      reset: () => act({ type: 'reset' }),
      skip: () => act({ type: 'skip' }),
      bind: (taskId) => act({ type: 'bind', taskId }),
      startFor: (taskId) => {
        primePomodoroSignals();
        act({ type: 'bind', taskId }, { type: 'start' });
        latest.current.onStartedFor?.(taskId);
      },
    };
  }, [stored, now, settings, act]);
  return controls;
}

/** Runs the timer and hands its controls up to `PomodoroHost` (loaded on demand by it). */
export function PomodoroController({
  onControls,
  ...options
}: PomodoroTimerOptions & { onControls: (controls: PomodoroControls) => void }) {
  const controls = usePomodoroTimer(options);
  useEffect(() => onControls(controls), [controls, onControls]);
  // The tab's title shows the time left while the timer runs (a background tab's title is its clock).
  const remaining = controls.isRunning ? formatRemaining(controls.remainingMs) : null;
  useEffect(() => {
    document.title = titleWithRemaining(document.title, remaining);
  }, [remaining]);
  useEffect(() => () => void (document.title = titleWithRemaining(document.title, null)), []);
  return null;
}

/** Runs the timer and gives its controls to everything below it (another tab's timer, in tests). */
export function PomodoroProvider({ children, ...options }: PomodoroTimerOptions & { children: ReactNode }) {
  return <PomodoroContext value={usePomodoroTimer(options)}>{children}</PomodoroContext>;
}
