/** The Pomodoro lengths of this device (core's rule reads them), shared by every component and tab. */
import { POMODORO_SETTINGS_STORAGE_KEY, readPomodoroSettings, type PomodoroSettings } from '@fokus/core';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: PomodoroSettings | undefined;

function snapshot(): PomodoroSettings {
  const raw = readStorage(POMODORO_SETTINGS_STORAGE_KEY);
  if (cached === undefined || raw !== cachedRaw) {
    cachedRaw = raw;
    cached = readPomodoroSettings(raw);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === POMODORO_SETTINGS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores valid settings and tells every reader of this tab (other tabs hear the storage event). */
export function savePomodoroSettings(settings: PomodoroSettings): void {
  writeStorage(POMODORO_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  for (const listener of [...listeners]) listener();
}

/** The current Pomodoro lengths. */
export function usePomodoroSettings(): PomodoroSettings {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
