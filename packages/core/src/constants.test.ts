import { describe, expect, it } from 'vitest';
import * as c from './constants';
import {
  ASSISTANT_LANGUAGES,
  analyticsUserPropertiesSchema,
  assistantLanguageSchema,
  chatRequestSchema,
  delegateTaskInputSchema,
  languageSchema,
  taskEmailPayloadSchema,
  thoughtsToTasksInputSchema,
} from './schemas';
import { SUPPORTED_LANGUAGES } from './settings';

declare global {
  interface ImportMeta {
    /** Vite's glob import (Vitest runs through Vite): here, the raw text of each matched file. */
    glob(
      patterns: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

// Each value is asserted literally against spec §9 so a mistyped constant fails here.
describe('spec §9 constants', () => {
  it('matches pricing and MVD limits', () => {
    expect(c.FREE_TRIAL_DAYS).toBe(7);
    expect(c.PRICE_MONTHLY_EUR).toBe(12);
    expect(c.PRICE_LIFETIME_EUR).toBe(119);
    expect(c.MVD_MAX_TASKS).toBe(3);
    expect(c.MVD_MIN_FOCUS_TASKS).toBe(1);
    expect(c.MVD_TOAST_DURATION_MS).toBe(3000);
    expect(c.MVD_POSITION_MAX).toBe(999);
    expect(c.END_OF_DAY_EVENING_HOUR).toBe(18);
    expect([c.HEALTH_WATER_GUIDE_GLASSES, c.HEALTH_WATER_MAX_GLASSES]).toEqual([8, 20]);
  });

  it('matches Pomodoro, micro-task and priority defaults', () => {
    expect(c.POMODORO_WORK_MINUTES).toBe(25);
    expect(c.POMODORO_BREAK_MINUTES).toBe(5);
    expect([c.MICRO_TASK_MIN_MINUTES, c.MICRO_TASK_MAX_MINUTES]).toEqual([5, 10]);
    expect([c.MICRO_TASK_ALT_MIN_MINUTES, c.MICRO_TASK_ALT_MAX_MINUTES]).toEqual([15, 60]);
    expect(c.MICRO_TASK_AI_MAX_MINUTES).toBe(15);
    expect([c.DEFAULT_IMPORTANCE, c.DEFAULT_URGENCY]).toEqual([1, 1]);
    expect([c.PRIORITY_LEVEL_MIN, c.PRIORITY_LEVEL_MAX]).toEqual([1, 2]);
    expect([c.ENERGY_HIGH_THRESHOLD, c.ENERGY_MEDIUM_THRESHOLD, c.ENERGY_SCORE_FACTOR]).toEqual([12, 6, 3]);
    expect([c.GROUPING_PRIORITY_HIGH_THRESHOLD, c.GROUPING_PRIORITY_MEDIUM_THRESHOLD]).toEqual([16, 9]);
    expect([c.ASSISTANT_URGENCY_MIN, c.ASSISTANT_URGENCY_MAX, c.ASSISTANT_URGENCY_HIGH_THRESHOLD]).toEqual([
      1, 10, 6,
    ]);
  });

  it('matches caches, groupings and AI limits', () => {
    expect(c.TASKS_STALE_TIME_MS).toBe(300_000);
    expect(c.TASKS_REFETCH_ON_WINDOW_FOCUS).toBe(false);
    expect(c.GROUPING_MAX_AGE_HOURS).toBe(24);
    expect(c.GROUPING_MAX_AGE_MS).toBe(86_400_000);
    expect(c.SAVED_GROUPINGS_LOADED).toBe(10);
    expect(c.GROUPING_DEFAULT_EFFICIENCY).toBe(75);
    expect([c.GROUPING_EFFICIENCY_MIN, c.GROUPING_EFFICIENCY_MAX]).toEqual([0, 100]);
    expect(c.IN_MEMORY_LOG_LIMIT).toBe(100);
    expect(c.AI_TASKS_KEPT).toBe(8);
    expect(c.AI_TITLE_MAX_LENGTH).toBe(100);
    expect(c.AI_DESCRIPTION_MAX_LENGTH).toBe(500);
    expect(c.AI_DEADLINE_TEXT_MAX_LENGTH).toBe(50);
    expect(c.AI_ESTIMATE_MAX_LENGTH).toBe(20);
    expect([c.AI_TAGS_MAX, c.AI_TAG_MAX_LENGTH]).toEqual([5, 20]);
    expect([c.AI_SUBTASKS_MAX, c.AI_SUBTASK_TITLE_MAX_LENGTH]).toEqual([5, 80]);
    expect(c.AI_DEADLINE_MAX_YEARS_AHEAD).toBe(1);
    expect(c.AI_DEFAULT_CATEGORY).toBe('личное');
    expect(c.CHAT_HISTORY_SENT).toBe(8);
    expect([c.CHAT_REPLY_MIN_SENTENCES, c.CHAT_REPLY_MAX_SENTENCES]).toEqual([2, 3]);
    expect([c.CHAT_REPLY_MIN_EMOJIS, c.CHAT_REPLY_MAX_EMOJIS]).toEqual([1, 2]);
    expect(c.QUICK_EXAMPLES_PER_LANGUAGE).toBe(9);
  });

  it('matches UI timings and sizes', () => {
    expect(c.TOAST_LIMIT).toBe(1);
    expect(c.TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(c.TOOLTIP_DELAY_MS).toBe(700);
    expect(c.TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect([c.IMAGE_ZOOM_MIN, c.IMAGE_ZOOM_MAX, c.IMAGE_ZOOM_STEP]).toEqual([0.25, 3, 0.25]);
    expect(c.IMAGE_ROTATION_STEP_DEGREES).toBe(90);
    expect(c.SIZE_UNIT_BASE).toBe(1024);
    expect(c.SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB']);
    expect(c.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(c.SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
    expect(c.SIDEBAR_WIDTH).toBe('16rem');
    expect(c.SIDEBAR_WIDTH_MOBILE).toBe('18rem');
    expect(c.SIDEBAR_WIDTH_ICON).toBe('3rem');
    expect(c.MOBILE_BOTTOM_NAV_ITEMS).toBe(5);
    expect([c.MIND_MAP_NODE_MIN_WIDTH_PX, c.MIND_MAP_NODE_MAX_WIDTH_PX]).toEqual([150, 300]);
    expect(c.MIND_MAP_NODE_TYPE).toBe('mindMapNode');
    expect(c.MIND_MAP_NODE_FONT_SIZE).toBe(14);
    expect(c.MIND_MAP_NODE_FONT_FAMILY).toBe('Arial');
    expect([c.DIAGRAM_ZOOM_MIN, c.DIAGRAM_ZOOM_MAX, c.DIAGRAM_SNAP_GRID]).toEqual([0.5, 2, 15]);
    expect(c.DIAGRAM_DELETE_KEY).toBe('Backspace');
    expect(c.SHELL_DEFAULT_THEME).toBe('bright');
    expect([c.EDITOR_HISTORY_DEPTH, c.EDITOR_HISTORY_GROUP_DELAY_MS]).toEqual([100, 500]);
    expect([c.DROP_CURSOR_IDLE_HIDE_MS, c.DROP_CURSOR_END_HIDE_MS]).toEqual([5000, 20]);
    expect(c.DEFAULT_LINK_PROTOCOL).toBe('http');
    expect([c.HEADING_LEVEL_MIN, c.HEADING_LEVEL_MAX]).toEqual([1, 6]);
    expect(c.SCROLLBAR_HIDE_DELAY_MS).toBe(600);
    expect(c.PROGRESS_DEFAULT_MAX).toBe(100);
    expect(c.DATE_PICKER_FOCUS_SEARCH_DAYS).toBe(365);
  });

  it('matches AI client defaults and landing claims', () => {
    expect(c.AI_CLIENT_TIMEOUT_MS).toBe(600_000);
    expect(c.AI_CLIENT_MAX_RETRIES).toBe(2);
    expect(c.AI_CLIENT_RETRY_STATUSES).toEqual([408, 409, 429]);
    expect([c.LANDING_POMODORO_GAIN_MIN_PERCENT, c.LANDING_POMODORO_GAIN_MAX_PERCENT]).toEqual([25, 30]);
    expect(c.LANDING_SWISS_CHEESE_CUT_PERCENT).toBe(42);
  });

  it('matches the strategy auto-assignment scores', () => {
    expect(c.AUTO_ASSIGN_NAME_SCORE).toBe(10);
    expect(c.AUTO_ASSIGN_DESCRIPTION_WORD_SCORE).toBe(2);
    expect(c.AUTO_ASSIGN_DESCRIPTION_WORD_MIN_LENGTH).toBe(3);
    expect(c.AUTO_ASSIGN_KEYWORD_SCORE).toBe(5);
    expect(c.AUTO_ASSIGN_MIN_SCORE).toBe(3);
  });
});

describe('units of time and named limits', () => {
  it('defines each unit of time once', () => {
    expect(c.MS_PER_SECOND).toBe(1000);
    expect([c.SECONDS_PER_MINUTE, c.MINUTES_PER_HOUR, c.HOURS_PER_DAY, c.DAYS_PER_WEEK]).toEqual([
      60, 60, 24, 7,
    ]);
    expect(c.SECONDS_PER_HOUR).toBe(3600);
    expect(c.SECONDS_PER_DAY).toBe(86_400);
    expect(c.MINUTES_PER_DAY).toBe(1440);
    expect(c.MS_PER_MINUTE).toBe(60_000);
    expect(c.MS_PER_HOUR).toBe(3_600_000);
    expect(c.MS_PER_DAY).toBe(86_400_000);
    expect(c.SIDEBAR_COOKIE_MAX_AGE_DAYS).toBe(7);
  });

  it('names the limits the schemas and normalisers use', () => {
    expect(c.STRATEGY_DESCRIPTION_MAX_LENGTH).toBe(2000);
    expect(c.MIND_MAP_DESCRIPTION_MAX_LENGTH).toBe(5000);
    expect([c.MIND_MAP_NODES_MAX, c.MIND_MAP_CONNECTIONS_MAX]).toEqual([2000, 5000]);
    expect(c.THOUGHTS_TEXT_MAX_LENGTH).toBe(10_000);
    expect([c.MICRO_TASK_REORDER_MAX_IDS, c.GROUP_TASKS_MAX_IDS]).toEqual([500, 500]);
    expect(c.TASK_DURATION_MAX_MINUTES).toBe(1440);
    expect(c.TASK_SEARCH_MAX_LENGTH).toBe(500);
    expect(c.TEXT_COUNTER_FROM_SHARE).toBe(0.8);
    expect(c.TIME_SPENT_ADD_MAX_SECONDS).toBe(604_800);
    expect([c.RECOMMENDATION_REASONS_MAX, c.RECOMMENDATION_REASON_MAX_LENGTH]).toEqual([5, 500]);
    expect(c.ASSISTANT_ACTIONS_MAX).toBe(32);
    expect(c.AI_CONTEXT_DESCRIPTION_MAX_LENGTH).toBe(200);
    expect([c.ANALYTICS_BATCH_MAX_ITEMS, c.ANALYTICS_PATH_MAX_LENGTH]).toEqual([100, 500]);
  });

  it('fixes the analytics user type to free (spec §3)', () => {
    expect(c.ANALYTICS_USER_TYPE).toBe('free');
    const properties = { userId: 'u1', userType: 'free', language: 'en' };
    expect(analyticsUserPropertiesSchema.safeParse(properties).success).toBe(true);
    expect(analyticsUserPropertiesSchema.safeParse({ ...properties, userType: 'premium' }).success).toBe(
      false,
    );
  });
});

describe('languages', () => {
  it('builds the language schemas from the supported languages', () => {
    expect(languageSchema.options).toEqual([...SUPPORTED_LANGUAGES]);
    expect(ASSISTANT_LANGUAGES).toEqual(['ru', 'en', 'fr']);
    expect(assistantLanguageSchema.options).toEqual([...ASSISTANT_LANGUAGES]);
  });

  it('accepts French only where the assistant answers', () => {
    const email = {
      to: 'ann@example.com',
      subject: 's',
      taskTitle: 't',
      taskDescription: '',
      assigneeName: '',
      assignerName: '',
      taskLink: '/x',
    };
    expect(taskEmailPayloadSchema.safeParse({ ...email, language: 'ru' }).success).toBe(true);
    expect(taskEmailPayloadSchema.safeParse({ ...email, language: 'fr' }).success).toBe(false);
    expect(
      delegateTaskInputSchema.safeParse({ assigneeEmail: 'ann@example.com', language: 'en' }).success,
    ).toBe(true);
    expect(
      delegateTaskInputSchema.safeParse({ assigneeEmail: 'ann@example.com', language: 'fr' }).success,
    ).toBe(false);
    expect(thoughtsToTasksInputSchema.safeParse({ text: 'x', language: 'fr' }).success).toBe(true);
    expect(thoughtsToTasksInputSchema.safeParse({ text: 'x', language: 'de' }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ message: 'x', language: 'fr' }).success).toBe(true);
  });
});

describe('no rule repeats a literal of this module', () => {
  // Every non-test source of packages/core except this module, as text.
  const sources = Object.entries(
    import.meta.glob(['./**/*.ts', '!./**/*.test.ts', '!./constants.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  );

  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(30);
  });

  it.each([
    ['a unit of time spelled out', /\b(24\s*\*\s*60|60\s*\*\s*60|60\s*\*\s*1000)\b/],
    ['a day, hour or minute as a number', /\b(86_?400(_?000)?|3_?600(_?000)?|60_?000|1440)\b/],
    ['milliseconds to seconds by hand', /[*/]\s*1000\b/],
    ['a hand-written language list', /z\.enum\(\[\s*'(ru|en|fr)'/],
    ["the analytics user type 'free'", /'free'/],
    ['a constant scaled into another limit', /\b[A-Z][A-Z0-9_]+\s*\*\s*\d/],
  ])('has no %s', (_name, pattern) => {
    const offenders = sources
      .filter(([, text]) => pattern.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
