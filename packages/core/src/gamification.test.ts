import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  EMPTY_STREAK,
  LEVEL_XP_STEP,
  XP_ACTIONS,
  XP_PER_ACTION,
  displayedStreak,
  levelForXp,
  levelProgress,
  newlyUnlockedAchievements,
  productivityPercent,
  recordActiveDay,
  weekStart,
  xpAwardKey,
  xpForActions,
  xpForLevel,
  type ProgressStats,
  type StreakState,
} from './gamification';
import { POMODORO_WORK_MINUTES } from './constants';
import type { LocalDate } from './zoned-time';
import { addDays } from './zoned-time';

const d = (text: string): LocalDate => {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
};

// The tables below mirror docs/gamification.md row by row: the page promises that tests assert every
// number on it, so a change to either must change both.

describe('XP', () => {
  it.each([
    ['task_created', 2],
    ['task_completed', 10],
    ['mvd_task_completed', 15],
    ['micro_task_completed', 3],
    ['pomodoro_completed', 5],
    ['review_completed', 10],
    ['habit_checked_in', 5],
    ['task_delegated', 5],
  ] as const)('awards %s %i XP', (action, xp) => {
    expect(XP_PER_ACTION[action]).toBe(xp);
    expect(xpForActions([action])).toBe(xp);
  });

  it('has exactly the documented actions', () => {
    expect(XP_ACTIONS).toEqual([
      'task_created',
      'task_completed',
      'mvd_task_completed',
      'micro_task_completed',
      'pomodoro_completed',
      'review_completed',
      'habit_checked_in',
      'task_delegated',
    ]);
    expect(Object.keys(XP_PER_ACTION)).toEqual(XP_ACTIONS);
  });

  it('gives an MVD task completion 25 XP in total, and a Pomodoro is 25 minutes', () => {
    expect(xpForActions(['task_completed', 'mvd_task_completed'])).toBe(25);
    expect(POMODORO_WORK_MINUTES).toBe(25);
    expect(xpForActions([])).toBe(0);
  });

  it('keys one award by action and subject', () => {
    expect(xpAwardKey('task_completed', 't1')).toBe('task_completed:t1');
  });
});

describe('levels', () => {
  it.each([
    [1, 0],
    [2, 100],
    [3, 300],
    [4, 600],
    [5, 1000],
    [6, 1500],
    [10, 4500],
  ])('level %i needs %i total XP', (level, xp) => {
    expect(xpForLevel(level)).toBe(xp);
    expect(levelForXp(xp)).toBe(level);
    if (level > 1) expect(levelForXp(xp - 1)).toBe(level - 1);
  });

  it('costs 100 × L to go from level L to L + 1, so level L needs 50 × L × (L − 1) in total', () => {
    expect(LEVEL_XP_STEP).toBe(100);
    for (let level = 1; level <= 50; level += 1) {
      expect(xpForLevel(level + 1) - xpForLevel(level)).toBe(100 * level);
      expect(xpForLevel(level)).toBe(50 * level * (level - 1));
    }
  });

  it('reaches level 2 with about ten completed tasks', () => {
    expect(levelForXp(10 * XP_PER_ACTION.task_completed)).toBe(2);
    expect(levelForXp(9 * XP_PER_ACTION.task_completed)).toBe(1);
  });

  it('reads odd XP values as level 1', () => {
    expect(levelForXp(-5)).toBe(1);
    expect(levelForXp(Number.NaN)).toBe(1);
  });

  it('reports progress within the level', () => {
    expect(levelProgress(150)).toEqual({ level: 2, xpIntoLevel: 50, xpToNextLevel: 150, percent: 25 });
    expect(levelProgress(0)).toEqual({ level: 1, xpIntoLevel: 0, xpToNextLevel: 100, percent: 0 });
    expect(levelProgress(4500)).toEqual({ level: 10, xpIntoLevel: 0, xpToNextLevel: 1000, percent: 0 });
  });

  it('is the exact inverse of xpForLevel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (xp) => {
        const level = levelForXp(xp);
        expect(xpForLevel(level)).toBeLessThanOrEqual(xp);
        expect(xpForLevel(level + 1)).toBeGreaterThan(xp);
      }),
    );
  });
});

describe('streak', () => {
  const run = (days: string[]): StreakState =>
    days.reduce((state, day) => recordActiveDay(state, d(day)).state, EMPTY_STREAK);

  it('starts at 1 and extends day by day', () => {
    expect(recordActiveDay(EMPTY_STREAK, d('2025-01-06')).change).toBe('started');
    const state = run(['2025-01-06', '2025-01-07', '2025-01-08']);
    expect(state.current).toBe(3);
    expect(state.longest).toBe(3);
    expect(recordActiveDay(state, d('2025-01-08')).change).toBe('unchanged');
    expect(recordActiveDay(state, d('2025-01-01')).change).toBe('unchanged');
  });

  it('bridges one missed day with the weekly freeze', () => {
    // Mon, Tue, (Wed missed), Thu.
    const state = run(['2025-01-06', '2025-01-07']);
    const result = recordActiveDay(state, d('2025-01-09'));
    expect(result.change).toBe('frozen');
    expect(result.state.current).toBe(3);
    expect(result.state.freezeWeekStart).toEqual(d('2025-01-06'));
  });

  it('allows only one freeze per week', () => {
    // Mon, (Tue missed), Wed, (Thu missed), Fri → second miss in the same week resets.
    const state = run(['2025-01-06', '2025-01-08']);
    expect(state.current).toBe(2);
    const result = recordActiveDay(state, d('2025-01-10'));
    expect(result.change).toBe('reset');
    expect(result.state.current).toBe(1);
    expect(result.state.longest).toBe(2);
  });

  it('gives a new freeze the next week', () => {
    // Miss Tue 7th (week of 6th), then miss Tue 14th (week of 13th).
    const state = run([
      '2025-01-06',
      '2025-01-08',
      '2025-01-09',
      '2025-01-10',
      '2025-01-11',
      '2025-01-12',
      '2025-01-13',
      '2025-01-15',
    ]);
    expect(state.current).toBe(8);
  });

  it('resets after two or more missed days', () => {
    const result = recordActiveDay(run(['2025-01-06']), d('2025-01-09'));
    expect(result.change).toBe('reset');
    expect(result.state.current).toBe(1);
  });

  it('crosses month and year ends', () => {
    expect(run(['2024-12-30', '2024-12-31', '2025-01-01']).current).toBe(3);
    expect(run(['2024-02-28', '2024-02-29', '2024-03-01']).current).toBe(3);
  });

  it('displays a streak only while it is alive', () => {
    const state = run(['2025-01-06', '2025-01-07']);
    expect(displayedStreak(state, d('2025-01-07'))).toBe(2);
    expect(displayedStreak(state, d('2025-01-08'))).toBe(2);
    expect(displayedStreak(state, d('2025-01-09'))).toBe(2);
    expect(displayedStreak(state, d('2025-01-10'))).toBe(0);
    expect(displayedStreak(EMPTY_STREAK, d('2025-01-10'))).toBe(0);
  });

  it('finds the Monday of a week', () => {
    expect(weekStart(d('2025-01-12'))).toEqual(d('2025-01-06'));
    expect(weekStart(d('2025-01-06'))).toEqual(d('2025-01-06'));
  });

  it('never lets a single missed day in a fresh week end a streak', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 3000 }),
        (length, startOffset) => {
          const start = addDays(d('2020-01-01'), startOffset);
          let state = EMPTY_STREAK;
          for (let i = 0; i < length; i += 1) state = recordActiveDay(state, addDays(start, i)).state;
          const afterMiss = recordActiveDay({ ...state, freezeWeekStart: null }, addDays(start, length + 1));
          expect(afterMiss.state.current).toBe(length + 1);
          expect(afterMiss.state.longest).toBeGreaterThanOrEqual(afterMiss.state.current);
        },
      ),
    );
  });
});

describe('achievements', () => {
  const zero: ProgressStats = {
    tasksCompleted: 0,
    mvdTasksCompleted: 0,
    microTasksCompleted: 0,
    pomodorosCompleted: 0,
    reviewsCompleted: 0,
    tasksDelegated: 0,
    longestStreak: 0,
    level: 1,
  };

  // Id, counter, threshold and titles (en / ru), in the documented display order.
  const documented: [string, keyof ProgressStats, number, string, string][] = [
    ['first_task', 'tasksCompleted', 1, 'First step', 'Первый шаг'],
    ['tasks_10', 'tasksCompleted', 10, 'Getting going', 'Набираю ход'],
    ['tasks_50', 'tasksCompleted', 50, 'In the flow', 'В потоке'],
    ['tasks_100', 'tasksCompleted', 100, 'Centurion', 'Сотня'],
    ['first_mvd', 'mvdTasksCompleted', 1, 'Focused', 'В фокусе'],
    ['mvd_30', 'mvdTasksCompleted', 30, 'Focus master', 'Мастер фокуса'],
    ['micro_20', 'microTasksCompleted', 20, 'Swiss cheese', 'Швейцарский сыр'],
    ['first_pomodoro', 'pomodorosCompleted', 1, 'First tomato', 'Первый помидор'],
    ['pomodoro_25', 'pomodorosCompleted', 25, 'Tomato farmer', 'Фермер помидоров'],
    ['streak_3', 'longestStreak', 3, 'Warming up', 'Разогрев'],
    ['streak_7', 'longestStreak', 7, 'A full week', 'Целая неделя'],
    ['streak_30', 'longestStreak', 30, 'Habit formed', 'Привычка сформирована'],
    ['first_review', 'reviewsCompleted', 1, 'Check-in', 'Сверка'],
    ['first_delegation', 'tasksDelegated', 1, 'Team player', 'Командный игрок'],
    ['level_5', 'level', 5, 'Level 5', 'Уровень 5'],
  ];

  it('lists exactly the documented achievements in order', () => {
    expect(ACHIEVEMENTS.map((a) => a.id)).toEqual(documented.map(([id]) => id));
  });

  it.each(documented)('%s unlocks at %s ≥ %i (%s / %s)', (id, stat, threshold, en, ru) => {
    const achievement = ACHIEVEMENTS.find((a) => a.id === id);
    expect(achievement).toMatchObject({ stat, threshold, title: { en, ru } });
    const others = ACHIEVEMENTS.filter((a) => a.id !== id).map((a) => a.id);
    expect(newlyUnlockedAchievements({ ...zero, [stat]: threshold }, others)).toEqual([id]);
    expect(newlyUnlockedAchievements({ ...zero, [stat]: threshold - 1 }, others)).toEqual([]);
    expect(newlyUnlockedAchievements({ ...zero, [stat]: threshold }, [...others, id])).toEqual([]);
  });

  it('has texts in both languages for every achievement', () => {
    for (const achievement of ACHIEVEMENTS) {
      expect(
        achievement.title.ru &&
          achievement.title.en &&
          achievement.description.ru &&
          achievement.description.en,
      ).toBeTruthy();
    }
  });

  it('unlocks at the threshold and only once', () => {
    expect(newlyUnlockedAchievements(zero, [])).toEqual([]);
    expect(
      newlyUnlockedAchievements({ ...zero, tasksCompleted: 10, longestStreak: 7 }, ['first_task']),
    ).toEqual(['tasks_10', 'streak_3', 'streak_7']);
    expect(newlyUnlockedAchievements({ ...zero, tasksCompleted: 9 }, ['first_task'])).toEqual([]);
    expect(newlyUnlockedAchievements({ ...zero, level: 5 }, [])).toEqual(['level_5']);
  });

  it('computes productivity', () => {
    expect(productivityPercent(1, 3)).toBe(33);
    expect(productivityPercent(0, 0)).toBe(0);
    expect(productivityPercent(5, 4)).toBe(100);
  });
});
