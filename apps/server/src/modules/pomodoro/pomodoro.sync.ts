// The Pomodoro intervals' change of the offline queue, through its REST route's use case.
import { pomodoroSessions } from '@fokus/db';
import type { KindSync } from '../sync/kind-sync.js';
import { createPomodoroSession } from './create-pomodoro-session.js';

export const pomodoroSessionsSync: KindSync<'pomodoro_sessions'> = {
  table: pomodoroSessions,
  handlers: {
    createPomodoroSession: async (deps, user, change) =>
      (await createPomodoroSession(deps, user, change.input)).session,
  },
};
