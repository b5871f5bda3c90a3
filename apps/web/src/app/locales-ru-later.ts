// Russian namespaces the first screen does not show (the task detail, the test screen, the idea
// capture box, the AI import dialog, the priority matrix, strategies, the coach chat, the settings'
// calendar feed), loaded with the screens that use them or by the idle prefetch (app/i18n.ts).
// capture box, the AI import dialog, the priority matrix, strategies, the coach chat, the health panel, the Today picker and end-of-day step), loaded with the
// capture box, the AI import dialog, the priority matrix, strategies, the coach chat, the Pomodoro panel and focus mode), loaded with the
// screens that use them or by the idle prefetch (app/i18n.ts).
import { aiImportRu } from '@/features/ai-import/locales/ru';
import { calendarFeedRu } from '@/features/calendar-feed/locales/ru';
import { coachRu } from '@/features/coach/locales/ru';
import { delegationRu } from '@/features/delegation/locales/ru';
import { healthRu } from '@/features/health/locales/ru';
import { ideasRu } from '@/features/ideas/locales/ru';
import { pomodoroRu } from '@/features/pomodoro/locales/ru';
import { prioritiesRu } from '@/features/priorities/locales/ru';
import { remindersRu } from '@/features/reminders/locales/ru';
import { strategiesRu } from '@/features/strategies/locales/ru';
import { taskDetailRu } from '@/features/task-detail/locales/ru';
import { taskManagerTestRu } from '@/features/task-manager-test/locales/ru';
import { todayLaterRu } from '@/features/today/locales/later-ru';
import { todayRu } from '@/features/today/locales/ru';

export const laterRussianResources = {
  aiImport: aiImportRu,
  ideas: ideasRu,
  taskDetail: taskDetailRu,
  taskManagerTest: taskManagerTestRu,
  priorities: prioritiesRu,
  strategies: strategiesRu,
  coach: coachRu,
  delegation: delegationRu,
  calendarFeed: calendarFeedRu,
  reminders: remindersRu,
  health: healthRu,
  today: todayRu,
  todayLater: todayLaterRu,
  pomodoro: pomodoroRu,
} as const;
