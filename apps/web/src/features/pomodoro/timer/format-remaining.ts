import { MS_PER_SECOND, SECONDS_PER_MINUTE } from '@fokus/core';

/** Whole seconds left as mm:ss (minutes may pass 59: a 120-minute interval starts at 120:00). */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / MS_PER_SECOND);
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % SECONDS_PER_MINUTE).padStart(2, '0')}`;
}

const TITLE_PREFIX = /^\d+:\d\d · /;

/** The tab title with the time left in front while the timer runs, and without it otherwise. */
export function titleWithRemaining(title: string, remaining: string | null): string {
  const base = title.replace(TITLE_PREFIX, '');
  return remaining === null ? base : `${remaining} · ${base}`;
}
