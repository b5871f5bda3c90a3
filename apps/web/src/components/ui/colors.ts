import type { StrategyColor } from '@fokus/core';

/**
 * Solid swatch classes of the twelve colours of strategies and tags (spec §3), written out in full so
 * Tailwind's scanner finds them.
 */
export const COLOR_DOTS: Readonly<Record<StrategyColor, string>> = {
  blue: 'bg-blue-500',
  green: 'bg-green-500',
  purple: 'bg-purple-500',
  orange: 'bg-orange-500',
  red: 'bg-red-500',
  pink: 'bg-pink-500',
  yellow: 'bg-yellow-400',
  cyan: 'bg-cyan-500',
  indigo: 'bg-indigo-500',
  teal: 'bg-teal-500',
  lime: 'bg-lime-500',
  amber: 'bg-amber-500',
};
