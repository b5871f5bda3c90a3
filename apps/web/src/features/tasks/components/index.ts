/**
 * The task list's UI: the quick-add field, filters, the virtualized list with its sections and rows,
 * and (imported on their own, so they load when first opened) `filter-dialog.tsx` and
 * `delete-task-dialog.tsx`. Screens in app/ compose them with the hooks of `@/features/tasks`.
 */
export { AddTaskForm } from './add-task-form';
export { StatusFilter, StrategyFilter } from './filter-controls';
export { TaskList } from './task-list';
export { TaskRow } from './task-row';
export {
  buildSections,
  flattenSections,
  isOpenByDefault,
  type ListRow,
  type Section,
  type SectionKey,
} from './task-sections';
