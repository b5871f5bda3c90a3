import {
  createPomodoroSessionInputSchema,
  pomodoroSessionListResponseSchema,
  pomodoroSessionRowSchema,
} from '@fokus/core';
import { defineModule } from '../../shared/api-module.js';
import { Answer, defineOperation, routeOperation } from '../../shared/api-operation.js';
import { createPomodoroSession } from './create-pomodoro-session.js';
import { listPomodoroSessions } from './list-pomodoro-sessions.js';

const TAG = 'pomodoro';

const operations = {
  list: defineOperation({
    method: 'GET',
    url: '/api/pomodoro-sessions',
    tag: TAG,
    summary: "The user's finished Pomodoro intervals, newest first (the latest 200)",
    responses: { 200: { description: 'Intervals', schema: pomodoroSessionListResponseSchema } },
  }),
  create: defineOperation({
    method: 'POST',
    url: '/api/pomodoro-sessions',
    tag: TAG,
    summary:
      'Store a finished Pomodoro interval with the id the device derived; a completed work interval notifies its task',
    body: createPomodoroSessionInputSchema,
    status: 201,
    responses: {
      201: { description: 'Stored', schema: pomodoroSessionRowSchema },
      200: {
        description: 'Already stored by this user: the stored interval, unchanged',
        schema: pomodoroSessionRowSchema,
      },
      404: { description: "NOT_FOUND: the task is missing or someone else's" },
      409: { description: 'CONFLICT: the id is not available' },
    },
  }),
};

export const pomodoroModule = defineModule({
  name: 'pomodoro',
  operations,
  async register(app, deps) {
    routeOperation(app, operations.list, ({ user }) => listPomodoroSessions(deps, user.id));
    routeOperation(app, operations.create, async ({ user, body }) => {
      const { session, created } = await createPomodoroSession(deps, user, body);
      return created ? session : new Answer(200, session);
    });
  },
});
