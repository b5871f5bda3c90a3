// The task detail feature's public surface: presentational pieces the /app screen composes and wires
// to the task mutations (features must not import each other; see README.md).
export { TaskDetailPanel, type TaskDetailPanelProps } from './components/task-detail-panel';
export { TaskTitleField, type TaskTitleFieldProps } from './components/task-title-field';
export { TaskStatusSelect, type TaskStatusSelectProps } from './components/task-status-select';
export { DeleteTaskButton, type DeleteTaskButtonProps } from './components/delete-task-button';
export { DescriptionEditor, type DescriptionEditorProps } from './components/description-editor';
export { TaskDateField, type TaskDateFieldProps } from './components/task-date-field';
export {
  TaskScheduleFields,
  type ScheduleChange,
  type TaskScheduleFieldsProps,
} from './components/task-schedule-fields';
export {
  TaskPriorityFields,
  type PriorityChange,
  type TaskPriorityFieldsProps,
} from './components/task-priority-fields';
export { TaskStrategySelect, type TaskStrategySelectProps } from './components/task-strategy-select';
export { MicroTaskList, type MicroTaskItem, type MicroTaskListProps } from './components/micro-task-list';
export { TaskComments, type TaskCommentsProps } from './components/task-comments';
export { ReportedTimeForm, type ReportedTimeFormProps } from './components/reported-time-form';
