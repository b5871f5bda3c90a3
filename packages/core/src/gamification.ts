/**
 * Gamification (spec §1: level, XP, streak, achievements). The rules are written down in
 * docs/gamification.md; the tests hold both to the same numbers.
 */
import type { Language } from './settings';
import { addDays, daysBetween, isoWeekday, type LocalDate } from './zoned-time';

/** Actions that earn XP. */
export const XP_ACTIONS = [
  'task_created',
  'task_completed',
  'mvd_task_completed',
  'micro_task_completed',
  'pomodoro_completed',
  'review_completed',
  'habit_checked_in',
  'task_delegated',
] as const;

/** An action that earns XP. */
export type XpAction = (typeof XP_ACTIONS)[number];

/**
 * XP per action. Finishing matters more than planning; an MVD task completion is a bonus on top of
 * task_completed, to reward focusing on the few tasks that matter.
 */
export const XP_PER_ACTION: Readonly<Record<XpAction, number>> = {
  task_created: 2,
  task_completed: 10,
  mvd_task_completed: 15,
  micro_task_completed: 3,
  pomodoro_completed: 5,
  review_completed: 10,
  habit_checked_in: 5,
  task_delegated: 5,
};

/** XP earned by a list of actions. */
export function xpForActions(actions: readonly XpAction[]): number {
  return actions.reduce((total, action) => total + XP_PER_ACTION[action], 0);
}

/** Key of one XP award (action and the task or item it is for), so replays and reopened tasks earn XP once. */
export function xpAwardKey(action: XpAction, subjectId: string): string {
  return `${action}:${subjectId}`;
}

/** XP per level step: reaching level L + 1 from L costs LEVEL_XP_STEP × L. */
export const LEVEL_XP_STEP = 100;

/** Total XP needed to reach `level` (level 1 at 0, 2 at 100, 3 at 300, 4 at 600 …). */
export function xpForLevel(level: number): number {
  const whole = Math.max(1, Math.floor(level));
  return (LEVEL_XP_STEP * whole * (whole - 1)) / 2;
}

/** The level reached with `xp` total XP (at least 1). */
export function levelForXp(xp: number): number {
  const safe = Number.isFinite(xp) && xp > 0 ? xp : 0;
  // Closed form of xpForLevel's inverse, then corrected for floating-point edges.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * safe) / LEVEL_XP_STEP)) / 2));
  while (xpForLevel(level + 1) <= safe) level += 1;
  while (level > 1 && xpForLevel(level) > safe) level -= 1;
  return level;
}

/** Level, XP within it and XP still needed for the next level, for the progress bar. */
export function levelProgress(xp: number): {
  level: number;
  xpIntoLevel: number;
  xpToNextLevel: number;
  percent: number;
} {
  const safe = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  const level = levelForXp(safe);
  const start = xpForLevel(level);
  const span = xpForLevel(level + 1) - start;
  const into = safe - start;
  return { level, xpIntoLevel: into, xpToNextLevel: span - into, percent: Math.floor((into / span) * 100) };
}

/** A streak of active days; dates are the user's local calendar dates. */
export interface StreakState {
  readonly current: number;
  readonly longest: number;
  readonly lastActiveDate: LocalDate | null;
  /** Monday of the ISO week in which the last freeze was spent, or null. */
  readonly freezeWeekStart: LocalDate | null;
}

/** A streak that has not started. */
export const EMPTY_STREAK: StreakState = {
  current: 0,
  longest: 0,
  lastActiveDate: null,
  freezeWeekStart: null,
};

/** Monday of the ISO week containing `date`. */
export function weekStart(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

function sameDate(a: LocalDate | null, b: LocalDate): boolean {
  return a !== null && daysBetween(a, b) === 0;
}

/** True when a freeze can still be spent on a day missed in `missedDay`'s week (one per ISO week). */
function freezeAvailable(state: StreakState, missedDay: LocalDate): boolean {
  return !sameDate(state.freezeWeekStart, weekStart(missedDay));
}

/** What recording a day did to the streak. */
export type StreakChange = 'started' | 'unchanged' | 'extended' | 'frozen' | 'reset';

/**
 * Records activity on `today`. The next day extends the streak; exactly one missed day is bridged by
 * the week's freeze (one per ISO week of the missed day); a longer gap starts a new streak at 1.
 */
export function recordActiveDay(
  state: StreakState,
  today: LocalDate,
): { state: StreakState; change: StreakChange } {
  if (state.lastActiveDate === null) {
    return {
      state: { ...state, current: 1, longest: Math.max(1, state.longest), lastActiveDate: today },
      change: 'started',
    };
  }
  const gap = daysBetween(state.lastActiveDate, today);
  // Same day, or a clock that went backwards: nothing to record.
  if (gap <= 0) return { state, change: 'unchanged' };
  const extend = (freezeWeekStart: LocalDate | null): StreakState => {
    const current = state.current + 1;
    return { current, longest: Math.max(state.longest, current), lastActiveDate: today, freezeWeekStart };
  };
  if (gap === 1) return { state: extend(state.freezeWeekStart), change: 'extended' };
  const missedDay = addDays(state.lastActiveDate, 1);
  if (gap === 2 && freezeAvailable(state, missedDay)) {
    return { state: extend(weekStart(missedDay)), change: 'frozen' };
  }
  return { state: { ...state, current: 1, lastActiveDate: today }, change: 'reset' };
}

/** The streak to display on `today`: alive if active today or yesterday, or one missed day a freeze can still cover. */
export function displayedStreak(state: StreakState, today: LocalDate): number {
  if (state.lastActiveDate === null) return 0;
  const gap = daysBetween(state.lastActiveDate, today);
  if (gap <= 1) return state.current;
  if (gap === 2 && freezeAvailable(state, addDays(state.lastActiveDate, 1))) return state.current;
  return 0;
}

/** Counters achievements are judged on. */
export interface ProgressStats {
  readonly tasksCompleted: number;
  readonly mvdTasksCompleted: number;
  readonly microTasksCompleted: number;
  readonly pomodorosCompleted: number;
  readonly reviewsCompleted: number;
  readonly tasksDelegated: number;
  readonly longestStreak: number;
  readonly level: number;
}

/** An achievement: its counter, the threshold that unlocks it, and its texts. */
export interface Achievement {
  readonly id: string;
  readonly stat: keyof ProgressStats;
  readonly threshold: number;
  readonly icon: string;
  readonly title: Readonly<Record<Language, string>>;
  readonly description: Readonly<Record<Language, string>>;
}

/** Every achievement, in display order. */
export const ACHIEVEMENTS: readonly Achievement[] = [
  {
    id: 'first_task',
    stat: 'tasksCompleted',
    threshold: 1,
    icon: 'CheckCircle',
    title: { en: 'First step', ru: 'Первый шаг' },
    description: { en: 'Complete your first task', ru: 'Завершите первую задачу' },
  },
  {
    id: 'tasks_10',
    stat: 'tasksCompleted',
    threshold: 10,
    icon: 'ListChecks',
    title: { en: 'Getting going', ru: 'Набираю ход' },
    description: { en: 'Complete 10 tasks', ru: 'Завершите 10 задач' },
  },
  {
    id: 'tasks_50',
    stat: 'tasksCompleted',
    threshold: 50,
    icon: 'Rocket',
    title: { en: 'In the flow', ru: 'В потоке' },
    description: { en: 'Complete 50 tasks', ru: 'Завершите 50 задач' },
  },
  {
    id: 'tasks_100',
    stat: 'tasksCompleted',
    threshold: 100,
    icon: 'Trophy',
    title: { en: 'Centurion', ru: 'Сотня' },
    description: { en: 'Complete 100 tasks', ru: 'Завершите 100 задач' },
  },
  {
    id: 'first_mvd',
    stat: 'mvdTasksCompleted',
    threshold: 1,
    icon: 'Target',
    title: { en: 'Focused', ru: 'В фокусе' },
    description: {
      en: 'Complete a task from your minimum viable day',
      ru: 'Завершите задачу из минимального дня',
    },
  },
  {
    id: 'mvd_30',
    stat: 'mvdTasksCompleted',
    threshold: 30,
    icon: 'Crosshair',
    title: { en: 'Focus master', ru: 'Мастер фокуса' },
    description: { en: 'Complete 30 minimum-viable-day tasks', ru: 'Завершите 30 задач минимального дня' },
  },
  {
    id: 'micro_20',
    stat: 'microTasksCompleted',
    threshold: 20,
    icon: 'Puzzle',
    title: { en: 'Swiss cheese', ru: 'Швейцарский сыр' },
    description: { en: 'Complete 20 micro-tasks', ru: 'Завершите 20 микрозадач' },
  },
  {
    id: 'first_pomodoro',
    stat: 'pomodorosCompleted',
    threshold: 1,
    icon: 'Timer',
    title: { en: 'First tomato', ru: 'Первый помидор' },
    description: { en: 'Finish a Pomodoro', ru: 'Завершите один помидор' },
  },
  {
    id: 'pomodoro_25',
    stat: 'pomodorosCompleted',
    threshold: 25,
    icon: 'Clock',
    title: { en: 'Tomato farmer', ru: 'Фермер помидоров' },
    description: { en: 'Finish 25 Pomodoros', ru: 'Завершите 25 помидоров' },
  },
  {
    id: 'streak_3',
    stat: 'longestStreak',
    threshold: 3,
    icon: 'Flame',
    title: { en: 'Warming up', ru: 'Разогрев' },
    description: { en: 'Keep a 3-day streak', ru: 'Серия из 3 дней' },
  },
  {
    id: 'streak_7',
    stat: 'longestStreak',
    threshold: 7,
    icon: 'Flame',
    title: { en: 'A full week', ru: 'Целая неделя' },
    description: { en: 'Keep a 7-day streak', ru: 'Серия из 7 дней' },
  },
  {
    id: 'streak_30',
    stat: 'longestStreak',
    threshold: 30,
    icon: 'Medal',
    title: { en: 'Habit formed', ru: 'Привычка сформирована' },
    description: { en: 'Keep a 30-day streak', ru: 'Серия из 30 дней' },
  },
  {
    id: 'first_review',
    stat: 'reviewsCompleted',
    threshold: 1,
    icon: 'Sunrise',
    title: { en: 'Check-in', ru: 'Сверка' },
    description: {
      en: 'Finish a morning sync or evening review',
      ru: 'Проведите утреннюю сверку или вечерний обзор',
    },
  },
  {
    id: 'first_delegation',
    stat: 'tasksDelegated',
    threshold: 1,
    icon: 'Users',
    title: { en: 'Team player', ru: 'Командный игрок' },
    description: { en: 'Delegate a task', ru: 'Делегируйте задачу' },
  },
  {
    id: 'level_5',
    stat: 'level',
    threshold: 5,
    icon: 'Star',
    title: { en: 'Level 5', ru: 'Уровень 5' },
    description: { en: 'Reach level 5', ru: 'Достигните 5 уровня' },
  },
];

/** Ids of achievements `stats` now qualify for that are not yet in `unlocked`, in list order. */
export function newlyUnlockedAchievements(stats: ProgressStats, unlocked: readonly string[]): string[] {
  return ACHIEVEMENTS.filter(
    (achievement) => stats[achievement.stat] >= achievement.threshold && !unlocked.includes(achievement.id),
  ).map((achievement) => achievement.id);
}

/** Productivity as whole percent of tasks completed (0 when there are none). */
export function productivityPercent(completed: number, total: number): number {
  if (!(total > 0) || !(completed > 0)) return 0;
  return Math.min(100, Math.round((completed / total) * 100));
}
