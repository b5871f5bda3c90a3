// Every operation of the task API, for the OpenAPI document and for tests that must cover them all.
import { microTaskOperations } from '../micro-tasks/micro-tasks.routes.js';
import { mvdOperations } from '../mvd/mvd.routes.js';
import { notificationOperations } from '../notifications/notifications.routes.js';
import { strategyOperations } from '../strategies/strategies.routes.js';
import { syncOperations } from '../sync/sync.routes.js';
import { taskOperations } from '../tasks/tasks.routes.js';
import type { ApiOperation } from './api-operation.js';

export const apiOperations: readonly ApiOperation[] = [
  ...Object.values(taskOperations),
  ...Object.values(microTaskOperations),
  ...Object.values(mvdOperations),
  ...Object.values(notificationOperations),
  ...Object.values(strategyOperations),
  ...Object.values(syncOperations),
];
