/**
 * Delegation (issue 17): the owner's delegate dialog, the delegation part of the task detail and the
 * delegated-tasks list, with their requests. The public delegated page is imported by its own screen
 * from `components/shared-task-page` (deep import: it loads only on that route).
 */
export { delegateTask, useDelegateTask } from './api/delegate-task';
export { useDelegatedTasks, getDelegatedTasks } from './api/get-delegated-tasks';
export { DelegateDialog, type DelegateDialogProps } from './components/delegate-dialog';
export { TaskDelegation, type TaskDelegationProps } from './components/task-delegation';
export { DelegatedTaskList, type DelegatedTaskListProps } from './components/delegated-task-list';
