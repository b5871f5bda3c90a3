// Every namespace in English, loaded only when the interface is in English (app/i18n.ts).
import { aiImportEn } from '@/features/ai-import/locales/en';
import { authEn } from '@/features/auth/locales/en';
import { calendarFeedEn } from '@/features/calendar-feed/locales/en';
import { delegationEn } from '@/features/delegation/locales/en';
import { healthEn } from '@/features/health/locales/en';
import { coachEn } from '@/features/coach/locales/en';
import { ideasEn } from '@/features/ideas/locales/en';
import { pomodoroEn } from '@/features/pomodoro/locales/en';
import { prioritiesEn } from '@/features/priorities/locales/en';
import { remindersEn } from '@/features/reminders/locales/en';
import { statusPickersEn } from '@/features/status-pickers/locales/en';
import { strategiesEn } from '@/features/strategies/locales/en';
import { syncEn } from '@/features/sync/locales/en';
import { taskDetailEn } from '@/features/task-detail/locales/en';
import { tagsEn } from '@/features/tags/locales/en';
import { taskManagerTestEn } from '@/features/task-manager-test/locales/en';
import { tasksEn } from '@/features/tasks/locales/en';
import { todayEn } from '@/features/today/locales/en';
import { todayLaterEn } from '@/features/today/locales/later-en';
import { en } from '@/lib/i18n/locales/en';

export const englishResources = {
  common: en,
  aiImport: aiImportEn,
  auth: authEn,
  ideas: ideasEn,
  statusPickers: statusPickersEn,
  sync: syncEn,
  tags: tagsEn,
  tasks: tasksEn,
  today: todayEn,
  todayLater: todayLaterEn,
  taskDetail: taskDetailEn,
  taskManagerTest: taskManagerTestEn,
  priorities: prioritiesEn,
  strategies: strategiesEn,
  coach: coachEn,
  delegation: delegationEn,
  calendarFeed: calendarFeedEn,
  reminders: remindersEn,
  health: healthEn,
  pomodoro: pomodoroEn,
} as const;
