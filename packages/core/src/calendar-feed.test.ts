import { describe, expect, it } from 'vitest';
import {
  CALENDAR_EVENT_DEFAULT_MINUTES,
  CALENDAR_FEED_TOKEN_LENGTH,
  calendarDateOf,
  calendarEventOf,
  calendarFeedPath,
  calendarFeedTasks,
  calendarFeedTokenOfFile,
  isCalendarFeedTokenFormat,
} from './calendar-feed';
import { calendarFeedFileParamsSchema, calendarFeedRequestSchema } from './schemas/calendar-feed';
import { calendarFeedLinkSchema, calendarFeedStateSchema, type Task } from './schemas/answers';

const token = 'A'.repeat(CALENDAR_FEED_TOKEN_LENGTH - 2) + '-_';

type EventTask = Parameters<typeof calendarEventOf>[0];

function task(fields: Partial<Task> = {}): EventTask & Pick<Task, 'type'> {
  return {
    id: 'task-1',
    title: 'Dentist',
    description: null,
    status: 'waiting',
    type: 'task',
    startDate: '2026-06-15',
    dueDate: null,
    startTime: null,
    durationMinutes: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    ...fields,
  };
}

describe('calendar feed token', () => {
  it('is 43 characters of base64url (256 bits)', () => {
    expect(CALENDAR_FEED_TOKEN_LENGTH).toBe(43);
    expect(isCalendarFeedTokenFormat(token)).toBe(true);
  });

  it('refuses anything else before a lookup', () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      token.slice(1),
      `${token}A`,
      `${token.slice(1)}=`,
      `${token.slice(1)}+`,
    ])
      expect(isCalendarFeedTokenFormat(value)).toBe(false);
  });

  it('is the file name of the feed path, which reads back to it', () => {
    expect(calendarFeedPath(token)).toBe(`/api/calendar/${token}.ics`);
    expect(calendarFeedTokenOfFile(`${token}.ics`)).toBe(token);
  });

  it('reads no token from another ending or shape', () => {
    expect(calendarFeedTokenOfFile(token)).toBeNull();
    expect(calendarFeedTokenOfFile(`${token}.ical`)).toBeNull();
    expect(calendarFeedTokenOfFile(`${token.slice(2)}.ics`)).toBeNull();
    expect(calendarFeedTokenOfFile('.ics')).toBeNull();
  });
});

describe('which tasks a feed shows', () => {
  it('takes the start date, or the due date as the fallback', () => {
    expect(calendarDateOf({ startDate: '2026-06-15', dueDate: '2026-06-20' })).toBe('2026-06-15');
    expect(calendarDateOf({ startDate: null, dueDate: '2026-06-20' })).toBe('2026-06-20');
    expect(calendarDateOf({ startDate: null, dueDate: null })).toBeNull();
  });

  it('keeps dated tasks, leaves out undated ones and ideas, in day and time order', () => {
    const tasks = [
      task({ id: 'c', startDate: '2026-06-16' }),
      task({ id: 'undated', startDate: null }),
      task({ id: 'idea', type: 'idea' }),
      task({ id: 'b', startDate: '2026-06-15', startTime: '09:00' }),
      task({ id: 'due', startDate: null, dueDate: '2026-06-15', startTime: '08:00' }),
      task({ id: 'a', startDate: '2026-06-15' }),
    ];
    expect(calendarFeedTasks(tasks).map((item) => item.id)).toEqual(['a', 'due', 'b', 'c']);
  });
});

describe('a task as an event', () => {
  it('is all-day, one day long, without a start time', () => {
    const event = calendarEventOf(task({ startDate: '2026-12-31' }), 'Europe/Moscow');
    expect(event.timing).toEqual({ kind: 'allDay', start: '2026-12-31', end: '2027-01-01' });
    expect(event).toMatchObject({
      taskId: 'task-1',
      summary: 'Dentist',
      description: null,
      status: null,
      transparent: false,
      lastModified: '2026-06-01T08:00:00.000Z',
    });
  });

  it('is all-day on the due date even when a start time is set (a time belongs to the start date)', () => {
    const event = calendarEventOf(task({ startDate: null, dueDate: '2026-06-20', startTime: '10:00' }), null);
    expect(event.timing).toEqual({ kind: 'allDay', start: '2026-06-20', end: '2026-06-21' });
  });

  it('is timed in the person’s zone, as UTC instants, with its duration', () => {
    const event = calendarEventOf(
      task({ startTime: '09:30', durationMinutes: 90, updatedAt: '2026-06-02T10:00:00.000Z' }),
      'Europe/Moscow',
    );
    expect(event.timing).toEqual({
      kind: 'zoned',
      start: '2026-06-15T06:30:00.000Z',
      end: '2026-06-15T08:00:00.000Z',
    });
    expect(event.lastModified).toBe('2026-06-02T10:00:00.000Z');
  });

  it('follows daylight saving time of the zone', () => {
    const winter = calendarEventOf(task({ startDate: '2026-01-15', startTime: '09:00' }), 'Europe/Berlin');
    const summer = calendarEventOf(task({ startDate: '2026-07-15', startTime: '09:00' }), 'Europe/Berlin');
    expect(winter.timing.start).toBe('2026-01-15T08:00:00.000Z');
    expect(summer.timing.start).toBe('2026-07-15T07:00:00.000Z');
  });

  it('floats (a wall-clock time, the default length) without a known zone, across midnight too', () => {
    const floating = calendarEventOf(task({ startTime: '23:45' }), null);
    expect(floating.timing).toEqual({
      kind: 'floating',
      start: '2026-06-15T23:45:00',
      end: '2026-06-16T00:15:00',
    });
    expect(CALENDAR_EVENT_DEFAULT_MINUTES).toBe(30);
    expect(calendarEventOf(task({ startTime: '10:00', durationMinutes: 0 }), null).timing.end).toBe(
      '2026-06-15T10:30:00',
    );
    expect(calendarEventOf(task({ startTime: '09:00' }), 'Mars/Olympus').timing.kind).toBe('floating');
  });

  it('says the description as plain text, rich text flattened', () => {
    const doc = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Bring card; ask, about x-ray' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Second line', marks: [{ type: 'bold' }] }] },
      ],
    });
    expect(calendarEventOf(task({ description: doc }), null).description).toBe(
      'Bring card; ask, about x-ray\nSecond line',
    );
    expect(calendarEventOf(task({ description: 'Plain words' }), null).description).toBe('Plain words');
    expect(calendarEventOf(task({ description: '   ' }), null).description).toBeNull();
  });

  it('marks completed tasks confirmed and cancelled ones cancelled, both not holding the time', () => {
    expect(calendarEventOf(task({ status: 'completed' }), null)).toMatchObject({
      status: 'CONFIRMED',
      transparent: true,
    });
    expect(calendarEventOf(task({ status: 'cancelled' }), null)).toMatchObject({
      status: 'CANCELLED',
      transparent: true,
    });
    expect(calendarEventOf(task({ status: 'inProgress' }), null)).toMatchObject({
      status: null,
      transparent: false,
    });
  });

  it('refuses a task without a date', () => {
    expect(() => calendarEventOf(task({ startDate: null }), null)).toThrow(RangeError);
  });
});

describe('calendar feed schemas', () => {
  it('take no body fields and a text file name', () => {
    expect(calendarFeedRequestSchema.safeParse({}).success).toBe(true);
    expect(calendarFeedRequestSchema.safeParse({ extra: 1 }).success).toBe(false);
    expect(calendarFeedFileParamsSchema.safeParse({ file: `${token}.ics` }).success).toBe(true);
    expect(calendarFeedFileParamsSchema.safeParse({ file: 'a\u0000.ics' }).success).toBe(false);
  });

  it('describe the state and the new link', () => {
    expect(calendarFeedStateSchema.safeParse({ enabled: false, createdAt: null }).success).toBe(true);
    const link = {
      enabled: true,
      createdAt: '2026-06-01T08:00:00.000Z',
      url: 'https://x/api/calendar/a.ics',
    };
    expect(calendarFeedLinkSchema.safeParse(link).success).toBe(true);
    expect(calendarFeedLinkSchema.safeParse({ ...link, enabled: false }).success).toBe(false);
  });
});
