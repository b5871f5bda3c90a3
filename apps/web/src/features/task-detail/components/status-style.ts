import { STATUS_COLORS, type TaskStatus } from '@fokus/core';

/**
 * Tailwind classes of each core status colour. Written out in full because Tailwind only generates
 * classes it can find literally in the source; the colour names themselves come from core.
 */
const DOT_CLASSES: Readonly<Record<string, string>> = {
  amber: 'bg-amber-500',
  blue: 'bg-blue-500',
  gray: 'bg-gray-500',
  green: 'bg-green-600',
  red: 'bg-red-600',
  purple: 'bg-purple-500',
};

/** The dot colour class of a status. */
export function statusDotClass(status: TaskStatus): string {
  return DOT_CLASSES[STATUS_COLORS[status]] ?? 'bg-gray-500';
}
