import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  EMPTY_STREAK,
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
import type { LocalDate } from './zoned-time';
import { addDays } from './zoned-time';

const d = (text: string): LocalDate => {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
};

describe('XP', () => {
  it('awards the documented XP per action', () => {
    expect(XP_PER_ACTION).toEqual({
      task_created: 2,
      task_completed: 10,
      mvd_task_completed: 15,
      micro_task_completed: 3,
      pomodoro_completed: 5,
      review_completed: 10,
      habit_checked_in: 5,
      task_delegated: 5,
    });
    expect(xpForActions(['task_completed', 'mvd_task_completed'])).toBe(25);
    expect(xpForActions([])).toBe(0);
    expect(xpAwardKey('task_completed', 't1')).toBe('task_completed:t1');
  });
});

describe('levels', () => {
  it('follows 100 × L per step: 0, 100, 300, 600, 1000', () => {
    expect([1, 2, 3, 4, 5].map(xpForLevel)).toEqual([0, 100, 300, 600, 1000]);
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(100)).toBe(2);
    expect(levelForXp(299)).toBe(2);
    expect(levelForXp(300)).toBe(3);
    expect(levelForXp(1000)).toBe(5);
    expect(levelForXp(-5)).toBe(1);
    expect(levelForXp(Number.NaN)).toBe(1);
  });

  it('reports progress within the level', () => {
    expect(levelProgress(150)).toEqual({ level: 2, xpIntoLevel: 50, xpToNextLevel: 150, percent: 25 });
    expect(levelProgress(0)).toEqual({ level: 1, xpIntoLevel: 0, xpToNextLevel: 100, percent: 0 });
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

  it('has unique ids and texts in both languages', () => {
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    expect(ACHIEVEMENTS).toHaveLength(15);
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
