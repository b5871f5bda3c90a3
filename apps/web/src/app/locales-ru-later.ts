// Russian namespaces the first screen does not show (the task detail, the test screen, the idea
// capture box, the AI import dialog, the priority matrix, strategies, the coach chat, the Pomodoro panel and focus mode), loaded with the
// screens that use them or by the idle prefetch (app/i18n.ts).
import { aiImportRu } from '@/features/ai-import/locales/ru';
import { coachRu } from '@/features/coach/locales/ru';
import { delegationRu } from '@/features/delegation/locales/ru';
import { ideasRu } from '@/features/ideas/locales/ru';
import { pomodoroRu } from '@/features/pomodoro/locales/ru';
import { prioritiesRu } from '@/features/priorities/locales/ru';
import { strategiesRu } from '@/features/strategies/locales/ru';
import { taskDetailRu } from '@/features/task-detail/locales/ru';
import { taskManagerTestRu } from '@/features/task-manager-test/locales/ru';

export const laterRussianResources = {
  aiImport: aiImportRu,
  ideas: ideasRu,
  taskDetail: taskDetailRu,
  taskManagerTest: taskManagerTestRu,
  priorities: prioritiesRu,
  strategies: strategiesRu,
  coach: coachRu,
  delegation: delegationRu,
  pomodoro: pomodoroRu,
} as const;
