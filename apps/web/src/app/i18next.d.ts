import 'i18next';
import type { aiImportRu } from '@/features/ai-import/locales/ru';
import type { authRu } from '@/features/auth/locales/ru';
import type { calendarFeedRu } from '@/features/calendar-feed/locales/ru';
import type { coachRu } from '@/features/coach/locales/ru';
import type { delegationRu } from '@/features/delegation/locales/ru';
import type { healthRu } from '@/features/health/locales/ru';
import type { ideasRu } from '@/features/ideas/locales/ru';
import type { pomodoroRu } from '@/features/pomodoro/locales/ru';
import type { prioritiesRu } from '@/features/priorities/locales/ru';
import type { remindersRu } from '@/features/reminders/locales/ru';
import type { statusPickersRu } from '@/features/status-pickers/locales/ru';
import type { strategiesRu } from '@/features/strategies/locales/ru';
import type { syncRu } from '@/features/sync/locales/ru';
import type { taskDetailRu } from '@/features/task-detail/locales/ru';
import type { taskManagerTestRu } from '@/features/task-manager-test/locales/ru';
import type { tagsRu } from '@/features/tags/locales/ru';
import type { tasksRu } from '@/features/tasks/locales/ru';
import type { todayLaterRu } from '@/features/today/locales/later-ru';
import type { todayRu } from '@/features/today/locales/ru';
import type { ru } from '@/lib/i18n/locales/ru';

// Typed keys: a misspelt key is a compile error. Russian is the reference; English is checked against it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof ru;
      aiImport: typeof aiImportRu;
      auth: typeof authRu;
      ideas: typeof ideasRu;
      statusPickers: typeof statusPickersRu;
      sync: typeof syncRu;
      tags: typeof tagsRu;
      tasks: typeof tasksRu;
      today: typeof todayRu;
      todayLater: typeof todayLaterRu;
      taskDetail: typeof taskDetailRu;
      taskManagerTest: typeof taskManagerTestRu;
      priorities: typeof prioritiesRu;
      strategies: typeof strategiesRu;
      coach: typeof coachRu;
      delegation: typeof delegationRu;
      calendarFeed: typeof calendarFeedRu;
      reminders: typeof remindersRu;
      health: typeof healthRu;
      pomodoro: typeof pomodoroRu;
    };
    returnNull: false;
  }
}
