/**
 * The client-side mutation layer: every change is an operation `{ id, timestamp, type, table, data }`
 * (DESIGN.md), executed optimistically through its REST route. Screens call the feature hooks
 * (`useTaskMutations` in features/tasks), never `fetch` directly, so the offline queue can slot in here.
 */
export { executeChange, failureMessage, type ExecuteOptions, type Rollback } from './execute';
export { toOperation, type Change } from './operation';
export { sendOperation, UnroutableOperationError } from './transport';
export { uuidv7 } from './uuid-v7';
