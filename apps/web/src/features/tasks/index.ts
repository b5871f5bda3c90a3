/**
 * The task feature's public surface: its reads (one file per endpoint under api/), the cache
 * adapters of the kinds it owns (tasks, micro-tasks, the MVD), the mutation hook built on the data
 * layer, and the task list UI. See README.md.
 */
export { useMicroTasks, getMicroTasks } from './api/get-micro-tasks';
export { useMvd, getMvd, type MvdList } from './api/get-mvd';
export { useTask, getTask } from './api/get-task';
export { useTasks, getTasks, getTaskDelta, type TaskDelta, type TaskList } from './api/get-tasks';
export { useMvdMigration } from './api/use-mvd-migration';
export { useTaskMutations, type TaskMutations } from './api/use-task-mutations';
