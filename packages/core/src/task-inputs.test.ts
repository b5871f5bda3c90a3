import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  TASK_DURATION_MAX_MINUTES,
  TASK_SEARCH_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
  TIME_SPENT_ADD_MAX_SECONDS,
} from './constants';
import { addCommentInputSchema, createTaskInputSchema, updateTaskInputSchema } from './schemas';
import {
  TEXT_LIMITS,
  readDurationMinutes,
  readReportedTime,
  readStartTime,
  textLimitState,
} from './task-inputs';

describe('text limits', () => {
  it('names the API limit of each input of the task slice', () => {
    expect(TEXT_LIMITS).toEqual({
      taskTitle: TASK_TITLE_MAX_LENGTH,
      microTaskTitle: TASK_TITLE_MAX_LENGTH,
      comment: COMMENT_MAX_LENGTH,
      description: 100_000,
      search: TASK_SEARCH_MAX_LENGTH,
    });
  });

  it('shows no counter far from the limit, a counter from 80 % of it, and refuses past it', () => {
    expect(textLimitState('a'.repeat(399), 500)).toEqual({
      length: 399,
      max: 500,
      remaining: 101,
      isOver: false,
      showCounter: false,
    });
    expect(textLimitState('a'.repeat(400), 500)).toMatchObject({ remaining: 100, showCounter: true });
    expect(textLimitState('a'.repeat(500), 500)).toMatchObject({ remaining: 0, isOver: false });
    expect(textLimitState('a'.repeat(501), 500)).toMatchObject({
      remaining: -1,
      isOver: true,
      showCounter: true,
    });
  });

  it('counts as the API does: trimmed for titles and comments, as typed for fields stored as typed', () => {
    const padded = `  ${'a'.repeat(500)}  `;
    expect(textLimitState(padded, 500).isOver).toBe(false);
    expect(createTaskInputSchema.safeParse({ title: padded }).success).toBe(true);
    expect(textLimitState(padded, 500, { trim: false }).isOver).toBe(true);
  });

  it('agrees with the API schemas at the limit and one past it', () => {
    const title = (length: number) => 'x'.repeat(length);
    for (const length of [TASK_TITLE_MAX_LENGTH, TASK_TITLE_MAX_LENGTH + 1]) {
      const refusedHere = textLimitState(title(length), TEXT_LIMITS.taskTitle).isOver;
      expect(createTaskInputSchema.safeParse({ title: title(length) }).success).toBe(!refusedHere);
      expect(updateTaskInputSchema.safeParse({ title: title(length) }).success).toBe(!refusedHere);
    }
    for (const length of [COMMENT_MAX_LENGTH, COMMENT_MAX_LENGTH + 1]) {
      const refusedHere = textLimitState(title(length), TEXT_LIMITS.comment).isOver;
      expect(addCommentInputSchema.safeParse({ text: title(length) }).success).toBe(!refusedHere);
    }
  });
});

describe('duration', () => {
  it('reads whole minutes from 0 to a day; empty means no duration', () => {
    expect(readDurationMinutes('')).toEqual({ ok: true, value: null });
    expect(readDurationMinutes(' 45 ')).toEqual({ ok: true, value: 45 });
    expect(readDurationMinutes('0')).toEqual({ ok: true, value: 0 });
    expect(readDurationMinutes(String(TASK_DURATION_MAX_MINUTES))).toEqual({
      ok: true,
      value: TASK_DURATION_MAX_MINUTES,
    });
  });

  it('says why a duration cannot be saved', () => {
    expect(readDurationMinutes(String(TASK_DURATION_MAX_MINUTES + 1))).toEqual({
      ok: false,
      problem: 'tooLong',
    });
    for (const text of ['-5', '1.5', '1e3', 'abc', '30 min'])
      expect(readDurationMinutes(text)).toEqual({ ok: false, problem: 'notWholeMinutes' });
  });

  it('accepts exactly what the API accepts', () => {
    for (const text of ['0', '90', '1440', '1441']) {
      const read = readDurationMinutes(text);
      expect(read.ok).toBe(updateTaskInputSchema.safeParse({ durationMinutes: Number(text) }).success);
    }
  });
});

describe('start time', () => {
  it('reads HH:MM, drops seconds, pads the hour; empty means no start time', () => {
    expect(readStartTime('')).toEqual({ ok: true, value: null });
    expect(readStartTime('09:30')).toEqual({ ok: true, value: '09:30' });
    expect(readStartTime('9:05')).toEqual({ ok: true, value: '09:05' });
    expect(readStartTime('23:59:30')).toEqual({ ok: true, value: '23:59' });
    expect(readStartTime('07:15:00.000')).toEqual({ ok: true, value: '07:15' });
  });

  it('says why a time cannot be saved', () => {
    for (const text of ['24:00', '12:60', '12', 'noon', '12:3'])
      expect(readStartTime(text)).toEqual({ ok: false, problem: 'invalidTime' });
  });

  it('gives only times the API accepts', () => {
    for (const text of ['0:00', '9:05', '23:59:59']) {
      const read = readStartTime(text);
      expect(read.ok && updateTaskInputSchema.safeParse({ startTime: read.value }).success).toBe(true);
    }
  });
});

describe('reported time', () => {
  it('turns hours and minutes into the seconds to add; empty fields are 0', () => {
    expect(readReportedTime('1', '30')).toEqual({ ok: true, value: 5400 });
    expect(readReportedTime('', '15')).toEqual({ ok: true, value: 900 });
    expect(readReportedTime(' 2 ', '')).toEqual({ ok: true, value: 7200 });
  });

  it('says why time cannot be added', () => {
    expect(readReportedTime('', '')).toEqual({ ok: false, problem: 'nothing' });
    expect(readReportedTime('0', '0')).toEqual({ ok: false, problem: 'nothing' });
    expect(readReportedTime('1', '60')).toEqual({ ok: false, problem: 'invalid' });
    expect(readReportedTime('1.5', '')).toEqual({ ok: false, problem: 'invalid' });
    expect(readReportedTime('-1', '')).toEqual({ ok: false, problem: 'invalid' });
    expect(readReportedTime('169', '')).toEqual({ ok: false, problem: 'tooMuch' });
  });

  it('allows up to the API limit of one report (a week)', () => {
    expect(readReportedTime('168', '0')).toEqual({ ok: true, value: TIME_SPENT_ADD_MAX_SECONDS });
    expect(readReportedTime('167', '59').ok).toBe(true);
    expect(readReportedTime('168', '1')).toEqual({ ok: false, problem: 'tooMuch' });
  });
});
