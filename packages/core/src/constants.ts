/**
 * Business constants and limits of spec §9, each named once. Rules elsewhere import these
 * instead of repeating the literal, so one change here changes the product everywhere.
 */

// Units of time. Every rule that converts between them imports these, so a day is defined once.

/** Milliseconds in a second. */
export const MS_PER_SECOND = 1000;
/** Seconds in a minute. */
export const SECONDS_PER_MINUTE = 60;
/** Minutes in an hour. */
export const MINUTES_PER_HOUR = 60;
/** Hours in a day (a calendar day can be 23 or 25 hours across DST; zoned-time handles those). */
export const HOURS_PER_DAY = 24;
/** Days in a week. */
export const DAYS_PER_WEEK = 7;
/** Seconds in an hour. */
export const SECONDS_PER_HOUR = SECONDS_PER_MINUTE * MINUTES_PER_HOUR;
/** Seconds in a day of 24 hours. */
export const SECONDS_PER_DAY = SECONDS_PER_HOUR * HOURS_PER_DAY;
/** Minutes in a day of 24 hours. */
export const MINUTES_PER_DAY = MINUTES_PER_HOUR * HOURS_PER_DAY;
/** Milliseconds in a minute. */
export const MS_PER_MINUTE = SECONDS_PER_MINUTE * MS_PER_SECOND;
/** Milliseconds in an hour. */
export const MS_PER_HOUR = SECONDS_PER_HOUR * MS_PER_SECOND;
/** Milliseconds in a day of 24 hours. */
export const MS_PER_DAY = SECONDS_PER_DAY * MS_PER_SECOND;

/** Length of the free trial in days. */
export const FREE_TRIAL_DAYS = 7;
/** Monthly price in euro after the trial. */
export const PRICE_MONTHLY_EUR = 12;
/** Price of the lifetime licence in euro. */
export const PRICE_LIFETIME_EUR = 119;

/** Most tasks the minimum viable day (MVD) list may hold. */
export const MVD_MAX_TASKS = 3;
/** Fewest tasks the MVD focus hint recommends per day. */
export const MVD_MIN_FOCUS_TASKS = 1;
/** How long the MVD confirmation toast stays, in ms. */
export const MVD_TOAST_DURATION_MS = 3000;
/** Largest place number an MVD entry may be given (places are small: the list holds three). */
export const MVD_POSITION_MAX = 999;
/** The local hour from which "Close the day" also offers today's unfinished MVD tasks. */
export const END_OF_DAY_EVENING_HOUR = 18;
/** Glasses of water the health panel mentions as a friendly guide for a day. */
export const HEALTH_WATER_GUIDE_GLASSES = 8;
/** Most glasses of water the health panel counts in a day (a stray key press cannot run away). */
export const HEALTH_WATER_MAX_GLASSES = 20;

/** Length of one Pomodoro work interval in minutes. */
export const POMODORO_WORK_MINUTES = 25;
/** Length of one Pomodoro break in minutes. */
export const POMODORO_BREAK_MINUTES = 5;
/** Length of the longer Pomodoro break in minutes (the usual one of the method). */
export const POMODORO_LONG_BREAK_MINUTES = 15;
/** Work intervals before the longer break. */
export const POMODORO_SESSIONS_BEFORE_LONG_BREAK = 4;
/** Shortest Pomodoro interval (work or break) settings may choose, in minutes. */
export const POMODORO_MIN_MINUTES = 1;
/** Longest Pomodoro interval (work or break) settings may choose, in minutes. */
export const POMODORO_MAX_MINUTES = 120;

/** When a task's reminder may fire: minutes before its start (0 = at the start). */
export const REMINDER_OFFSETS_MINUTES = [0, 5, 10, 15, 30, 60] as const;

/** Shortest micro-task the hint suggests, in minutes. */
export const MICRO_TASK_MIN_MINUTES = 5;
/** Longest micro-task the hint suggests, in minutes. */
export const MICRO_TASK_MAX_MINUTES = 10;
/** Longest step the AI is asked to produce before it must split it again (DESIGN.md), in minutes. */
export const MICRO_TASK_AI_MAX_MINUTES = 15;
/** Shortest step in the alternative (reading) hint, in minutes. */
export const MICRO_TASK_ALT_MIN_MINUTES = 15;
/** Longest step in the alternative (reading) hint, in minutes. */
export const MICRO_TASK_ALT_MAX_MINUTES = 60;

/** Lowest value of importance and urgency on the task scale. */
export const PRIORITY_LEVEL_MIN = 1;
/** Highest value of importance and urgency on the task scale. */
export const PRIORITY_LEVEL_MAX = 2;
/** Importance of a new task. */
export const DEFAULT_IMPORTANCE = 1;
/** Urgency of a new task. */
export const DEFAULT_URGENCY = 1;

/** Energy score at or above which the energy level is high. */
export const ENERGY_HIGH_THRESHOLD = 12;
/** Energy score at or above which the energy level is medium (below: low). */
export const ENERGY_MEDIUM_THRESHOLD = 6;
/** Factor applied to importance × urgency so the 1–2 scale reaches the 12/6 thresholds (DESIGN.md). */
export const ENERGY_SCORE_FACTOR = 3;

/** AI grouping priority score at or above which a group is high priority. */
export const GROUPING_PRIORITY_HIGH_THRESHOLD = 16;
/** AI grouping priority score at or above which a group is medium priority. */
export const GROUPING_PRIORITY_MEDIUM_THRESHOLD = 9;

/** Lowest value of the assistant's urgency scale. */
export const ASSISTANT_URGENCY_MIN = 1;
/** Highest value of the assistant's urgency scale. */
export const ASSISTANT_URGENCY_MAX = 10;
/** Assistant urgency at or above which the task urgency becomes 2 (DESIGN.md). */
export const ASSISTANT_URGENCY_HIGH_THRESHOLD = 6;

/** How long fetched tasks count as fresh, in ms (no refetch on window focus). */
export const TASKS_STALE_TIME_MS = 5 * MS_PER_MINUTE;
/** Whether the tasks list refetches when the window regains focus. */
export const TASKS_REFETCH_ON_WINDOW_FOCUS = false;

/** Oldest saved AI grouping that is reloaded, in hours. */
export const GROUPING_MAX_AGE_HOURS = 24;
/** Oldest saved AI grouping that is reloaded, in ms. */
export const GROUPING_MAX_AGE_MS = GROUPING_MAX_AGE_HOURS * MS_PER_HOUR;
/** How many saved groupings are loaded. */
export const SAVED_GROUPINGS_LOADED = 10;
/** Fewest tasks per group the grouping prompt asks for (spec §5 group size guidance). */
export const GROUP_SIZE_MIN = 2;
/** Most tasks per group the grouping prompt asks for (spec §5 group size guidance). */
export const GROUP_SIZE_MAX = 6;
/** Default efficiency score of a grouping when the AI gives none. */
export const GROUPING_DEFAULT_EFFICIENCY = 75;
/** Lowest efficiency score of a grouping. */
export const GROUPING_EFFICIENCY_MIN = 0;
/** Highest efficiency score of a grouping. */
export const GROUPING_EFFICIENCY_MAX = 100;

/** Entries kept in the in-memory log. */
export const IN_MEMORY_LOG_LIMIT = 100;

/** Most AI-suggested tasks kept from one answer. */
export const AI_TASKS_KEPT = 8;
/** Longest AI task title kept, in characters. */
export const AI_TITLE_MAX_LENGTH = 100;
/** Longest AI task description kept, in characters. */
export const AI_DESCRIPTION_MAX_LENGTH = 500;
/** Longest AI deadline text kept, in characters. */
export const AI_DEADLINE_TEXT_MAX_LENGTH = 50;
/** Longest AI time estimate text kept, in characters. */
export const AI_ESTIMATE_MAX_LENGTH = 20;
/** Most tags kept on one AI task. */
export const AI_TAGS_MAX = 5;
/** Longest AI tag kept, in characters. */
export const AI_TAG_MAX_LENGTH = 20;
/** Most subtasks kept on one AI task. */
export const AI_SUBTASKS_MAX = 5;
/** Longest AI subtask title kept, in characters. */
export const AI_SUBTASK_TITLE_MAX_LENGTH = 80;
/** Latest AI deadline kept, in calendar years after now (the same date and time one year later). */
export const AI_DEADLINE_MAX_YEARS_AHEAD = 1;
/** Category given to an AI task that names none. */
export const AI_DEFAULT_CATEGORY = 'личное';

/** Chat messages sent to the AI as history. */
export const CHAT_HISTORY_SENT = 8;
/** Sentences per assistant reply, lowest. */
export const CHAT_REPLY_MIN_SENTENCES = 2;
/** Sentences per assistant reply, highest. */
export const CHAT_REPLY_MAX_SENTENCES = 3;
/** Emojis per assistant reply, lowest. */
export const CHAT_REPLY_MIN_EMOJIS = 1;
/** Emojis per assistant reply, highest. */
export const CHAT_REPLY_MAX_EMOJIS = 2;
/** Quick example prompts per language (ru, en, fr). */
export const QUICK_EXAMPLES_PER_LANGUAGE = 9;

/** Toasts shown at one time. */
export const TOAST_LIMIT = 1;
/** Delay before a dismissed toast is removed, in ms. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Tooltip open delay, in ms. */
export const TOOLTIP_DELAY_MS = 700;
/** Tooltip skip delay (moving between triggers), in ms. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Lowest image preview zoom (25 %). */
export const IMAGE_ZOOM_MIN = 0.25;
/** Highest image preview zoom (300 %). */
export const IMAGE_ZOOM_MAX = 3;
/** Image preview zoom step. */
export const IMAGE_ZOOM_STEP = 0.25;
/** Image preview rotation step, in degrees. */
export const IMAGE_ROTATION_STEP_DEGREES = 90;

/** Factor between size units (Bytes, KB, MB, GB). */
export const SIZE_UNIT_BASE = 1024;
/** Size units in ascending order. */
export const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Viewport width below which the layout is mobile, in px. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Lifetime of the sidebar state cookie, in days. */
export const SIDEBAR_COOKIE_MAX_AGE_DAYS = 7;
/** Lifetime of the sidebar state cookie, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = SIDEBAR_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY;
/** Sidebar width on desktop. */
export const SIDEBAR_WIDTH = '16rem';
/** Sidebar width on mobile. */
export const SIDEBAR_WIDTH_MOBILE = '18rem';
/** Sidebar width when collapsed to icons. */
export const SIDEBAR_WIDTH_ICON = '3rem';

/** Items in the mobile bottom navigation. */
export const MOBILE_BOTTOM_NAV_ITEMS = 5;

/** Narrowest mind-map node card, in px. */
export const MIND_MAP_NODE_MIN_WIDTH_PX = 150;
/** Widest mind-map node card, in px. */
export const MIND_MAP_NODE_MAX_WIDTH_PX = 300;
/** Mind-map node type name. */
export const MIND_MAP_NODE_TYPE = 'mindMapNode';
/** Default mind-map node font size, in px. */
export const MIND_MAP_NODE_FONT_SIZE = 14;
/** Default mind-map node font family. */
export const MIND_MAP_NODE_FONT_FAMILY = 'Arial';

/** Lowest diagram zoom. */
export const DIAGRAM_ZOOM_MIN = 0.5;
/** Highest diagram zoom. */
export const DIAGRAM_ZOOM_MAX = 2;
/** Diagram snap grid, in px. */
export const DIAGRAM_SNAP_GRID = 15;
/** Key that deletes selected diagram elements. */
export const DIAGRAM_DELETE_KEY = 'Backspace';

/** Theme of the app shell when the theme provider has no stored value (spec §9; the app default is DEFAULT_THEME). */
export const SHELL_DEFAULT_THEME = 'bright';

/** Undo steps the rich-text editor keeps. */
export const EDITOR_HISTORY_DEPTH = 100;
/** Delay within which edits join one undo step, in ms. */
export const EDITOR_HISTORY_GROUP_DELAY_MS = 500;
/** Drop cursor hides after this idle time, in ms. */
export const DROP_CURSOR_IDLE_HIDE_MS = 5000;
/** Drop cursor hides this long after a drop or drag end, in ms. */
export const DROP_CURSOR_END_HIDE_MS = 20;
/** Protocol added to links typed without one. */
export const DEFAULT_LINK_PROTOCOL = 'http';
/** Lowest heading level in the editor. */
export const HEADING_LEVEL_MIN = 1;
/** Highest heading level in the editor. */
export const HEADING_LEVEL_MAX = 6;

/** Scroll bars auto-hide after this delay, in ms. */
export const SCROLLBAR_HIDE_DELAY_MS = 600;
/** Default maximum of a progress bar. */
export const PROGRESS_DEFAULT_MAX = 100;
/** Days the date picker searches for a focusable day. */
export const DATE_PICKER_FOCUS_SEARCH_DAYS = 365;

/** AI client request timeout, in ms (10 minutes). */
export const AI_CLIENT_TIMEOUT_MS = 10 * MS_PER_MINUTE;
/** AI client retries on a retryable status. */
export const AI_CLIENT_MAX_RETRIES = 2;
/** HTTP statuses below 500 on which the AI client retries (every 5xx is retried too). */
export const AI_CLIENT_RETRY_STATUSES = [408, 409, 429] as const;

/** Landing claim: productivity gain from Pomodoro, lowest, in %. */
export const LANDING_POMODORO_GAIN_MIN_PERCENT = 25;
/** Landing claim: productivity gain from Pomodoro, highest, in %. */
export const LANDING_POMODORO_GAIN_MAX_PERCENT = 30;
/** Landing claim: procrastination cut by the Swiss-cheese method, in %. */
export const LANDING_SWISS_CHEESE_CUT_PERCENT = 42;

/** Strategy auto-assignment: score for the strategy name appearing in the task. */
export const AUTO_ASSIGN_NAME_SCORE = 10;
/** Strategy auto-assignment: score per matching description word. */
export const AUTO_ASSIGN_DESCRIPTION_WORD_SCORE = 2;
/** Strategy auto-assignment: description words must be longer than this many characters. */
export const AUTO_ASSIGN_DESCRIPTION_WORD_MIN_LENGTH = 3;
/** Strategy auto-assignment: score per matching keyword. */
export const AUTO_ASSIGN_KEYWORD_SCORE = 5;
/** Strategy auto-assignment: lowest total score that assigns. */
export const AUTO_ASSIGN_MIN_SCORE = 3;

// Limits below are not in the spec; they protect the server from unbounded input and are chosen
// far above anything a person types.

/** Longest task title accepted by the API, in characters. */
export const TASK_TITLE_MAX_LENGTH = 500;
/** Longest task description accepted by the API, in characters (serialised editor document). */
export const TASK_DESCRIPTION_MAX_LENGTH = 100_000;
/** Longest comment accepted, in characters. */
export const COMMENT_MAX_LENGTH = 5000;
/** Longest assignee name accepted, in characters. */
export const ASSIGNEE_NAME_MAX_LENGTH = 100;
/** Longest search text of the task list, in characters (the API's `q`). */
export const TASK_SEARCH_MAX_LENGTH = 500;
/** Share of a text limit from which a field shows how many characters are left (80 %). */
export const TEXT_COUNTER_FROM_SHARE = 0.8;
/** Longest chat message accepted from the user, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Most operations the server applies from one sync request; later ones are answered "deferred". */
export const SYNC_BATCH_MAX_OPERATIONS = 500;
/** How far back a queued change may date itself: older device times count as this many days ago. */
export const SYNC_BACKDATE_MAX_DAYS = 30;
/**
 * How long the server remembers an applied operation's id and answer, in days. A repeat within this
 * window answers "duplicate"; a client repeats only an operation whose answer it never received, and
 * keeps retrying it while online, so a repeat months later is not expected.
 */
export const APPLIED_OPERATIONS_RETENTION_DAYS = 90;
/** How often each server process forgets applied operations older than the retention, in hours. */
export const APPLIED_OPERATIONS_PRUNE_INTERVAL_HOURS = 24;
/** Operations the web app sends per sync request (a queue replays in requests of this size). */
export const SYNC_CLIENT_BATCH_SIZE = 100;
/** Largest sync request body the server reads, in bytes (a long offline queue fits; beyond, 413). */
export const SYNC_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/**
 * Failed tries after which the web app sets a queued operation aside: kept on the device, reported
 * with the change's toast, no longer sent (and no longer holding back anything) until the person
 * retries it. What counts as a failed try is `deferralCounts` (sync-retry.ts).
 */
export const SYNC_MAX_SERVER_FAILURES = 8;
/** Wait before the first retry of a failed sync, in ms; it doubles with each failure in a row. */
export const SYNC_RETRY_FIRST_DELAY_MS = 2_000;
/** Longest wait between two retries of a failed sync, in ms. */
export const SYNC_RETRY_MAX_DELAY_MS = 60_000;

/** Longest strategy name accepted, in characters (a direction is named in a few words). */
export const STRATEGY_NAME_MAX_LENGTH = 100;
/** Longest strategy description accepted, in characters. */
export const STRATEGY_DESCRIPTION_MAX_LENGTH = 2000;
/** Longest mind-map (or mind-map node) description accepted, in characters. */
export const MIND_MAP_DESCRIPTION_MAX_LENGTH = 5000;
/** Most nodes one mind map may hold. */
export const MIND_MAP_NODES_MAX = 2000;
/** Most connections one mind map may hold. */
export const MIND_MAP_CONNECTIONS_MAX = 5000;
/** Longest text accepted by "turn my thoughts into tasks", in characters. */
export const THOUGHTS_TEXT_MAX_LENGTH = 10_000;
/** Most micro-task ids one reorder request may list. */
export const MICRO_TASK_REORDER_MAX_IDS = 500;
/** Most task ids one "group my tasks" request may list. */
export const GROUP_TASKS_MAX_IDS = 500;
/** Longest task duration accepted, in minutes (one day). */
export const TASK_DURATION_MAX_MINUTES = MINUTES_PER_DAY;
/** Most seconds one "add time spent" call may add (one week). */
export const TIME_SPENT_ADD_MAX_SECONDS = DAYS_PER_WEEK * SECONDS_PER_DAY;
/** Most reasons kept from an AI strategy recommendation. */
export const RECOMMENDATION_REASONS_MAX = 5;
/** Longest reason kept from an AI strategy recommendation, in characters. */
export const RECOMMENDATION_REASON_MAX_LENGTH = 500;
/** Longest strategy description the AI is shown, in characters (ai-context). */
export const AI_CONTEXT_DESCRIPTION_MAX_LENGTH = 200;
/** Most actions read from one assistant reply. */
export const ASSISTANT_ACTIONS_MAX = 32;
/** Most events, and most page views, accepted in one analytics batch. */
export const ANALYTICS_BATCH_MAX_ITEMS = 100;
/** Longest page path an analytics page view may carry, in characters. */
export const ANALYTICS_PATH_MAX_LENGTH = 500;

/** Analytics user property user_type: every user is on the free plan (spec §3, DESIGN.md). */
export const ANALYTICS_USER_TYPE = 'free';

/** Lowest detection confidence (0–100) at which a recurring task is suggested (spec §5). */
export const RECURRING_SUGGESTION_MIN_CONFIDENCE = 70;
/** Lowest confidence at which a strategy suggestion is made (spec §5). */
export const STRATEGY_SUGGESTION_MIN_CONFIDENCE = 8;
/** Time of day of a recurring task whose pattern names none. */
export const DEFAULT_RECURRENCE_TIME = '09:00';

/**
 * The public site's pages are prerendered by the web build before the public origin (PUBLIC_URL) is
 * known: they carry this in its place, and the server puts the origin in when it starts.
 */
export const SITE_ORIGIN_PLACEHOLDER = '__FOKUS_PUBLIC_ORIGIN__';

/** `dist/site/pages.json`: what the web build writes for the server to answer the public site from. */
export interface SitePagesManifest {
  /** Address → HTML file, relative to dist/site/. */
  pages: Record<string, string>;
  /** A blog's address (`/blog`, `/en/blog`) → the page of an unknown article there (status 404). */
  articleNotFound: Record<string, string>;
  sitemap: string;
  robots: string;
}
