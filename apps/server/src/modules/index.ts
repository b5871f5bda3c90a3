// Every module of the API, once. `buildApp` registers them from this list and the OpenAPI document
// describes the operations of this list, so nothing is served undocumented or documented unserved.
import type { ApiOperation } from '../shared/api-operation.js';
import type { ApiModule } from '../shared/api-module.js';
import { aiModule } from './ai/ai.routes.js';
import { attachmentsModule } from './attachments/attachments.routes.js';
import { calendarModule } from './calendar/calendar.routes.js';
import { chatModule } from './chat/chat.routes.js';
import { delegationModule } from './delegation/delegation.routes.js';
import { clientConfigModule } from './client-config/client-config.routes.js';
import { docsModule } from './docs/docs.routes.js';
import { eventsModule } from './events/events.routes.js';
import { healthModule } from './health/health.routes.js';
import { microTasksModule } from './micro-tasks/micro-tasks.routes.js';
import { mvdModule } from './mvd/mvd.routes.js';
import { notificationsModule } from './notifications/notifications.routes.js';
import { pomodoroModule } from './pomodoro/pomodoro.routes.js';
import { strategiesModule } from './strategies/strategies.routes.js';
import { remindersModule } from './reminders/reminders.routes.js';
import { syncModule } from './sync/sync.routes.js';
import { tagsModule } from './tags/tags.routes.js';
import { tasksModule } from './tasks/tasks.routes.js';

export const apiModules: readonly ApiModule[] = [
  healthModule,
  clientConfigModule,
  eventsModule,
  tasksModule,
  attachmentsModule,
  microTasksModule,
  mvdModule,
  notificationsModule,
  delegationModule,
  calendarModule,
  strategiesModule,
  tagsModule,
  chatModule,
  pomodoroModule,
  aiModule,
  remindersModule,
  syncModule,
  docsModule,
];

/** Every operation of every module, in the order of the list. */
export const apiOperations: readonly ApiOperation[] = apiModules.flatMap((module) =>
  Object.values(module.operations),
);
