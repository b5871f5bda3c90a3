/**
 * The task feature's public surface: query hooks (one file per endpoint under api/), the mutation hook
 * built on the operations layer (lib/operations), live updates, and query keys. See README.md.
 */
export { useMicroTasks, getMicroTasks } from './api/get-micro-tasks';
export { useMvd, getMvd, type MvdList } from './api/get-mvd';
export { useNotifications, getNotifications } from './api/get-notifications';
export { useStrategies, getStrategies } from './api/get-strategies';
export { useTask, getTask } from './api/get-task';
export { useTasks, getTasks, getTaskDelta, type TaskDelta, type TaskList } from './api/get-tasks';
export { showQueuedChangesAfterRestore } from './api/cache';
export { mvdKey, notificationKeys, strategiesKey, taskKeys, type TaskListParams } from './api/query-keys';
export { useLiveUpdates, parseChangeEvent, type ChangeEvent } from './api/use-live-updates';
export { useTaskMutations, type TaskMutations } from './api/use-task-mutations';
export { errorKeyOf, refusalMessage, useMvdMigration, useTaskSync } from './api/use-task-sync';
