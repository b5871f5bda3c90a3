// Russian namespaces the first screen does not show (the task detail, the test screen, strategies), loaded with
// the screens that use them or by the idle prefetch (app/i18n.ts).
import { strategiesRu } from '@/features/strategies/locales/ru';
import { taskDetailRu } from '@/features/task-detail/locales/ru';
import { taskManagerTestRu } from '@/features/task-manager-test/locales/ru';

export const laterRussianResources = {
  taskDetail: taskDetailRu,
  taskManagerTest: taskManagerTestRu,
  strategies: strategiesRu,
} as const;
