import { STATUS_COLORS, type TaskStatus } from '@fokus/core';
import {
  CalendarClock,
  CircleCheck,
  CirclePause,
  CirclePlay,
  CircleX,
  Clock,
  type LucideIcon,
} from 'lucide-react';
import { statusPickersRu } from './locales/ru';

/** Tailwind classes of one status colour; written out in full so Tailwind's scanner finds them. */
export interface StatusTone {
  /** A soft badge: tinted background, border and readable text, in light and dark themes. */
  readonly badge: string;
  /** The small solid dot or the selected segment's accent. */
  readonly dot: string;
  /** Icon colour on a neutral background. */
  readonly icon: string;
  /** A selected button of a picker: the badge look plus a stronger border. */
  readonly selected: string;
}

/** Grey: paused, and the calm fallback should core ever add a colour before this file knows it. */
const GRAY: StatusTone = {
  badge:
    'border-gray-300 bg-gray-50 text-gray-800 dark:border-gray-400/35 dark:bg-gray-400/10 dark:text-gray-200',
  dot: 'bg-gray-500',
  icon: 'text-gray-600 dark:text-gray-300',
  selected:
    'border-gray-500 bg-gray-100 text-gray-950 dark:border-gray-400/70 dark:bg-gray-400/20 dark:text-gray-100',
};

// Keyed by core's colour names (STATUS_COLORS), so which status has which colour stays a core rule.
const TONES: Readonly<Record<string, StatusTone>> = {
  amber: {
    badge:
      'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-400/35 dark:bg-amber-400/10 dark:text-amber-200',
    dot: 'bg-amber-500',
    icon: 'text-amber-600 dark:text-amber-300',
    selected:
      'border-amber-500 bg-amber-100 text-amber-950 dark:border-amber-400/70 dark:bg-amber-400/20 dark:text-amber-100',
  },
  blue: {
    badge:
      'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-400/35 dark:bg-blue-400/10 dark:text-blue-200',
    dot: 'bg-blue-500',
    icon: 'text-blue-600 dark:text-blue-300',
    selected:
      'border-blue-500 bg-blue-100 text-blue-950 dark:border-blue-400/70 dark:bg-blue-400/20 dark:text-blue-100',
  },
  gray: GRAY,
  green: {
    badge:
      'border-green-300 bg-green-50 text-green-900 dark:border-green-400/35 dark:bg-green-400/10 dark:text-green-200',
    dot: 'bg-green-600',
    icon: 'text-green-700 dark:text-green-300',
    selected:
      'border-green-600 bg-green-100 text-green-950 dark:border-green-400/70 dark:bg-green-400/20 dark:text-green-100',
  },
  red: {
    badge:
      'border-red-300 bg-red-50 text-red-900 dark:border-red-400/35 dark:bg-red-400/10 dark:text-red-200',
    dot: 'bg-red-500',
    icon: 'text-red-600 dark:text-red-300',
    selected:
      'border-red-500 bg-red-100 text-red-950 dark:border-red-400/70 dark:bg-red-400/20 dark:text-red-100',
  },
  purple: {
    badge:
      'border-purple-300 bg-purple-50 text-purple-900 dark:border-purple-400/35 dark:bg-purple-400/10 dark:text-purple-200',
    dot: 'bg-purple-500',
    icon: 'text-purple-600 dark:text-purple-300',
    selected:
      'border-purple-500 bg-purple-100 text-purple-950 dark:border-purple-400/70 dark:bg-purple-400/20 dark:text-purple-100',
  },
};

/** The classes of a status's colour (spec §4: waiting amber, inProgress blue, paused grey, …). */
export function statusTone(status: TaskStatus): StatusTone {
  return TONES[STATUS_COLORS[status]] ?? GRAY;
}

/** An icon per status, so a status is never told by colour alone (paused has its pause icon, spec §4). */
export const STATUS_ICONS: Readonly<Record<TaskStatus, LucideIcon>> = {
  waiting: Clock,
  inProgress: CirclePlay,
  paused: CirclePause,
  completed: CircleCheck,
  cancelled: CircleX,
  scheduled: CalendarClock,
};

/** The compact picker's fixed English names (spec §4), shown in every interface language. */
export const COMPACT_STATUS_NAMES_EN: Readonly<Record<TaskStatus, string>> = {
  waiting: 'Waiting',
  inProgress: 'In Progress',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
  scheduled: 'Scheduled',
};

/** The compact picker's Russian descriptions (spec §4, verbatim), shown in every interface language. */
export const COMPACT_STATUS_DESCRIPTIONS_RU: Readonly<Record<TaskStatus, string>> =
  statusPickersRu.descriptions;
