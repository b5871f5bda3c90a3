import { splitDuration } from '@fokus/core';
import type { TFunction } from 'i18next';

/** Seconds spent as "2 h 15 min" (whole minutes; under a minute reads as 0 min). */
export function formatTimeSpent(seconds: number, t: TFunction<'strategies'>): string {
  const { hours, minutes } = splitDuration(seconds);
  const parts = [
    ...(hours > 0 ? [t('time.hours', { count: hours })] : []),
    ...(minutes > 0 ? [t('time.minutes', { count: minutes })] : []),
  ];
  return parts.length === 0 ? t('time.none') : parts.join(' ');
}
