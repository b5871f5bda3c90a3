/** Schemas of the stored Pomodoro intervals (issue 18): a finished interval as the API answers it and its create body. */
import { z } from 'zod';
import { MS_PER_SECOND, POMODORO_MAX_MINUTES, SECONDS_PER_MINUTE } from '../constants';
import { POMODORO_PHASES } from '../pomodoro';
import { dateTimeSchema, idSchema, uuidSchema } from './common';

/** Most seconds one stored interval may count: the longest interval settings allow. */
export const POMODORO_SESSION_MAX_SECONDS = POMODORO_MAX_MINUTES * SECONDS_PER_MINUTE;

/** A finished Pomodoro interval as the API answers it. */
export const pomodoroSessionRowSchema = z.object({
  id: idSchema,
  userId: idSchema,
  taskId: idSchema.nullable(),
  phase: z.enum(POMODORO_PHASES),
  startedAt: dateTimeSchema,
  endedAt: dateTimeSchema,
  seconds: z.number().int().nonnegative(),
  completed: z.boolean(),
  createdAt: dateTimeSchema,
  version: z.number().int().nonnegative().optional(),
});

/** A stored Pomodoro interval. */
export type PomodoroSessionRow = z.infer<typeof pomodoroSessionRowSchema>;

/** Answer of `GET /api/pomodoro-sessions`: the person's intervals, newest first. */
export const pomodoroSessionListResponseSchema = z.array(pomodoroSessionRowSchema);

const pomodoroSessionFields = {
  taskId: uuidSchema.nullable(),
  phase: z.enum(POMODORO_PHASES),
  startedAt: dateTimeSchema,
  endedAt: dateTimeSchema,
  seconds: z.number().int().nonnegative().max(POMODORO_SESSION_MAX_SECONDS),
  completed: z.boolean(),
};

/** An interval ends after it starts and counts no more seconds than lie between (pauses only make it less). */
function checkPomodoroSessionTimes(
  input: { startedAt: string; endedAt: string; seconds: number },
  context: z.RefinementCtx,
): void {
  const span = Date.parse(input.endedAt) - Date.parse(input.startedAt);
  if (span < 0)
    context.addIssue({ code: 'custom', path: ['endedAt'], message: 'endedAt is before startedAt' });
  else if (input.seconds > Math.ceil(span / MS_PER_SECOND))
    context.addIssue({
      code: 'custom',
      path: ['seconds'],
      message: 'seconds exceed the time between startedAt and endedAt',
    });
}

/**
 * Body of "store a finished interval": the id is derived from the timer's run on the device, so the
 * same interval stored by two tabs, or replayed, is one row. It cannot count more seconds than the
 * longest interval allowed, nor more than the time between its start and its end.
 */
export const createPomodoroSessionInputSchema = z
  .strictObject({ id: uuidSchema.optional(), ...pomodoroSessionFields })
  .superRefine(checkPomodoroSessionTimes);

/** The create body as an offline operation carries it: with its id. */
export const createPomodoroSessionDataSchema = z
  .strictObject({ id: uuidSchema, ...pomodoroSessionFields })
  .superRefine(checkPomodoroSessionTimes);

/** Body of "store a finished interval". */
export type CreatePomodoroSessionInput = z.infer<typeof createPomodoroSessionInputSchema>;
