/**
 * Finished Pomodoro intervals as a kind of synced data (issue 18): the device that ran the timer
 * stores each interval once it ends; a stored interval never changes. Queued ones show at once.
 */
import {
  createPomodoroSessionDataSchema,
  pomodoroSessionRowSchema,
  type CreatePomodoroSessionInput,
  type PomodoroSessionRow,
} from '../schemas/pomodoro';
import { codecsOf, type KindDescriptor, type QueuedChange } from './descriptor';

/** Every change of the Pomodoro intervals, by intent. */
export type PomodoroSessionChange = {
  kind: 'createPomodoroSession';
  input: CreatePomodoroSessionInput & { id: string };
};

const codec = codecsOf<PomodoroSessionChange>();

/** The intervals with queued ones added once, newest first (by start). */
export function overlayPomodoroSessions(
  sessions: readonly PomodoroSessionRow[],
  queue: readonly QueuedChange[],
  userId: string,
): PomodoroSessionRow[] {
  const list = [...sessions];
  for (const { change, at } of queue) {
    if (change.kind !== 'createPomodoroSession') continue;
    if (list.some((session) => session.id === change.input.id)) continue;
    list.push({ ...change.input, userId, createdAt: at.toISOString() });
  }
  return list.sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
}

/** The Pomodoro intervals (table pomodoro_sessions). */
export const pomodoroSessionKind = {
  name: 'pomodoro_sessions',
  row: pomodoroSessionRowSchema,
  changes: {
    createPomodoroSession: codec('createPomodoroSession', {
      table: 'pomodoro_sessions',
      type: 'create',
      data: createPomodoroSessionDataSchema,
      read: (input) => ({ kind: 'createPomodoroSession', input }),
      write: (change) => ({ ...change.input }),
      creates: (change) => change.input.id,
      references: (change) =>
        change.input.taskId === null ? [] : [{ kind: 'tasks', id: change.input.taskId }],
    }),
  },
  overlay: { list: overlayPomodoroSessions },
} as const satisfies KindDescriptor<'pomodoro_sessions', PomodoroSessionChange>;
