// The private calendar feed end to end on each database kind (issue 18, point 6): turned on with a
// secret link answered once, replaced, turned off; the feed holds the person's dated live tasks only,
// as RFC 5545 text that the test's own checker and ical.js both accept; every refused token gets the
// same 404, and refused attempts are throttled per client address.
import {
  CALENDAR_FEED_TOKEN_LENGTH,
  calendarFeedLinkSchema,
  calendarFeedStateSchema,
  type CalendarFeedLink,
  type Task,
} from '@fokus/core';
import { testDatabaseKinds } from '@fokus/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELEGATED_ACCESS_FAILURE_LIMIT } from '../src/modules/delegation/access-throttle.js';
import { assertValidICalendar, contentLines, icalendarProblems, parseEvents } from './ical-validator.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

let nextClient = 1;
/** A client address of its own, so one test's refused attempts never throttle another's. */
const newClient = (): string => `198.51.100.${nextClient++}`;

const pathOf = (url: string): string => new URL(url).pathname;
const tokenOf = (url: string): string =>
  pathOf(url)
    .replace('/api/calendar/', '')
    .replace(/\.ics$/, '');

describe.each(testDatabaseKinds())('calendar feed on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind, { logLevel: 'info' });
    ada = await t.signUp('ada-calendar');
    bob = await t.signUp('bob-calendar');
  });
  afterAll(() => t?.close());

  /** A feed request from a client address (no session, no cookie). */
  const fetchFeed = (path: string, client = newClient()): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url: path, remoteAddress: client });

  const turnOn = async (session: Session): Promise<CalendarFeedLink> => {
    const response = await t.request('PUT', '/api/calendar-feed', session, {});
    expect(response.statusCode, response.body).toBe(200);
    return calendarFeedLinkSchema.parse(response.json());
  };

  const createTask = async (session: Session, fields: Record<string, unknown>): Promise<Task> => {
    const response = await t.request('POST', '/api/tasks', session, { id: newId(), ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Task>();
  };

  const storedHashes = async (session: Session): Promise<string[]> =>
    (
      await t.database.pool.query<{ token_hash: string }>(
        'select token_hash from calendar_feeds where user_id = $1',
        [session.id],
      )
    ).rows.map((row) => row.token_hash);

  it('is off until turned on, then answers its secret URL once and keeps only its hash', async () => {
    const off = await t.request('GET', '/api/calendar-feed', ada);
    expect(calendarFeedStateSchema.parse(off.json())).toEqual({ enabled: false, createdAt: null });

    const link = await turnOn(ada);
    expect(link.url).toMatch(
      new RegExp(`^${t.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{${CALENDAR_FEED_TOKEN_LENGTH}}\\.ics$`),
    );
    expect(link.createdAt).toBe(t.clock.now().toISOString());
    const token = tokenOf(link.url);
    expect(await storedHashes(ada)).toEqual([createHash('sha256').update(token).digest('hex')]);

    const on = await t.request('GET', '/api/calendar-feed', ada);
    expect(on.json()).toEqual({ enabled: true, createdAt: link.createdAt });
    expect(on.body).not.toContain(token);
    expect((await fetchFeed(pathOf(link.url))).statusCode).toBe(200);
    // The request log names the feed's route, never its token.
    expect(t.logs.text).toContain('/api/calendar/[redacted]');
    expect(t.logs.text).not.toContain(token);
  });

  it('replaces the link with a new one: the old stops working at once', async () => {
    const first = await turnOn(ada);
    t.clock.advance(60);
    const second = await turnOn(ada);
    expect(second.url).not.toBe(first.url);
    expect(second.createdAt).toBe(t.clock.now().toISOString());
    expect(await storedHashes(ada)).toHaveLength(1);
    expect((await fetchFeed(pathOf(first.url))).statusCode).toBe(404);
    expect((await fetchFeed(pathOf(second.url))).statusCode).toBe(200);
  });

  it('turns off: the state says so, the link is refused, and turning off again is fine', async () => {
    const link = await turnOn(bob);
    expect((await t.request('DELETE', '/api/calendar-feed', bob)).statusCode).toBe(204);
    expect((await t.request('GET', '/api/calendar-feed', bob)).json()).toEqual({
      enabled: false,
      createdAt: null,
    });
    expect(await storedHashes(bob)).toEqual([]);
    expect((await fetchFeed(pathOf(link.url))).statusCode).toBe(404);
    expect((await t.request('DELETE', '/api/calendar-feed', bob)).statusCode).toBe(204);
  });

  it('refuses a body with any field, stores nothing, and needs a session for every owner route', async () => {
    const before = await storedHashes(ada);
    const refused = await t.request('PUT', '/api/calendar-feed', ada, { token: 'mine' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await storedHashes(ada)).toEqual(before);
    for (const method of ['GET', 'PUT', 'DELETE'] as const)
      expect(
        (await t.request(method, '/api/calendar-feed', null, method === 'PUT' ? {} : undefined)).statusCode,
      ).toBe(401);
  });

  it("holds the person's dated, live tasks as events, and nothing of anyone else's", async () => {
    await t.database.pool.query(
      `insert into user_settings (user_id, time_zone) values ($1, 'Europe/Moscow')
       on conflict (user_id) do update set time_zone = excluded.time_zone`,
      [ada.id],
    );
    const description = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Bring the card; ask about x-rays, twice' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Then \\ lunch' }] },
      ],
    });
    const allDay = await createTask(ada, { title: 'Tax return, part 1; forms', startDate: '2026-06-15' });
    const timed = await createTask(ada, {
      title: 'Dentist',
      description,
      startDate: '2026-06-16',
      startTime: '09:30',
      durationMinutes: 45,
    });
    const noDuration = await createTask(ada, { title: 'Call', startDate: '2026-06-16', startTime: '18:00' });
    const due = await createTask(ada, { title: 'Due only', dueDate: '2026-06-20' });
    const long = await createTask(ada, {
      title:
        'Длинное название задачи, чтобы строка календаря складывалась по октетам, а не по символам — ещё и ещё',
      startDate: '2026-06-17',
    });
    const done = await createTask(ada, { title: 'Done', startDate: '2026-06-18' });
    await t.request('POST', `/api/tasks/${done.id}/status`, ada, { status: 'completed' });
    const dropped = await createTask(ada, { title: 'Dropped', startDate: '2026-06-18' });
    await t.request('POST', `/api/tasks/${dropped.id}/status`, ada, { status: 'cancelled' });
    const undated = await createTask(ada, { title: 'Someday' });
    const deleted = await createTask(ada, { title: 'Gone', startDate: '2026-06-19' });
    await t.request('DELETE', `/api/tasks/${deleted.id}`, ada);
    const idea = await createTask(ada, { title: 'An idea', type: 'idea', startDate: '2026-06-19' });
    const bobs = await createTask(bob, { title: 'Bob private', startDate: '2026-06-15', startTime: '10:00' });
    await turnOn(bob);

    const link = await turnOn(ada);
    const response = await fetchFeed(pathOf(link.url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const text = response.body;
    assertValidICalendar(text);

    for (const absent of [undated, deleted, idea, bobs]) expect(text).not.toContain(absent.id);
    expect(text).not.toContain('Bob private');
    expect(text).not.toContain(bob.id);

    const host = new URL(t.config.publicUrl).host;
    const events = new Map(parseEvents(text).map((event) => [event.uid, event]));
    expect([...events.keys()].sort()).toEqual(
      [allDay, timed, noDuration, due, long, done, dropped].map((task) => `${task.id}@${host}`).sort(),
    );
    const eventOf = (task: Task) => events.get(`${task.id}@${host}`)!;

    const first = eventOf(allDay);
    expect(first.summary).toBe('Tax return, part 1; forms');
    expect(first.startDate.isDate).toBe(true);
    expect(first.startDate.toString()).toBe('2026-06-15');
    expect(first.endDate.toString()).toBe('2026-06-16');
    expect(first.component.getFirstPropertyValue('url')).toBe(`${t.config.publicUrl}/app?task=${allDay.id}`);
    expect(first.component.getFirstPropertyValue('status')).toBeNull();
    expect(first.component.getFirstPropertyValue('transp')).toBe('OPAQUE');

    // 09:30 in Moscow (UTC+3) is 06:30 UTC, for its 45 minutes.
    const dentist = eventOf(timed);
    expect(dentist.startDate.isDate).toBe(false);
    expect(dentist.startDate.toJSDate().toISOString()).toBe('2026-06-16T06:30:00.000Z');
    expect(dentist.endDate.toJSDate().toISOString()).toBe('2026-06-16T07:15:00.000Z');
    expect(dentist.description).toBe('Bring the card; ask about x-rays, twice\nThen \\ lunch');
    expect(eventOf(noDuration).duration.toSeconds()).toBe(30 * 60);
    expect(eventOf(due).startDate.toString()).toBe('2026-06-20');
    expect(eventOf(long).summary).toBe(long.title);
    expect(eventOf(done).component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(eventOf(done).component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(eventOf(dropped).component.getFirstPropertyValue('status')).toBe('CANCELLED');

    // The raw text: escapes of TEXT values, DATE values of all-day events, UTC stamps, the name.
    const lines = contentLines(text);
    const line = (name: string, uid: string) => {
      let current = '';
      for (const item of lines) {
        if (item.name === 'UID') current = item.value;
        if (item.name === name && current === uid) return item;
      }
      return undefined;
    };
    expect(lines.find((item) => item.name === 'X-WR-CALNAME')?.value).toBe('Fokus');
    expect(line('SUMMARY', `${allDay.id}@${host}`)?.value).toBe('Tax return\\, part 1\\; forms');
    expect(line('DESCRIPTION', `${timed.id}@${host}`)?.value).toBe(
      'Bring the card\\; ask about x-rays\\, twice\\nThen \\\\ lunch',
    );
    const allDayStart = line('DTSTART', `${allDay.id}@${host}`)!;
    expect([allDayStart.params.VALUE, allDayStart.value]).toEqual(['DATE', '20260615']);
    expect(line('DTSTART', `${timed.id}@${host}`)?.value).toBe('20260616T063000Z');
    expect(line('DTSTAMP', `${timed.id}@${host}`)?.value).toMatch(/^\d{8}T\d{6}Z$/);
    // The long title was folded: more than one physical line, each at most 75 octets.
    expect(text.split('\r\n').some((physical) => physical.startsWith(' '))).toBe(true);
  });

  it('shows timed tasks as floating times when the person has no time zone', async () => {
    const carol = await t.signUp('carol-calendar');
    const task = await createTask(carol, { title: 'Standup', startDate: '2026-06-15', startTime: '10:00' });
    const link = await turnOn(carol);
    const text = (await fetchFeed(pathOf(link.url))).body;
    assertValidICalendar(text);
    const [event] = parseEvents(text);
    expect(event?.uid).toContain(task.id);
    expect(event?.startDate.toString()).toBe('2026-06-15T10:00:00');
    expect(event?.startDate.zone?.tzid).toBe('floating');
    expect(contentLines(text).find((item) => item.name === 'DTSTART')?.value).toBe('20260615T100000');
  });

  it('answers every refused token with the same 404, kept by no cache', async () => {
    const revoked = await turnOn(bob);
    await turnOn(bob);
    const wellFormed = `/api/calendar/${'A'.repeat(CALENDAR_FEED_TOKEN_LENGTH)}.ics`;
    const paths = [
      pathOf(revoked.url),
      wellFormed,
      `/api/calendar/${tokenOf(revoked.url)}`,
      `/api/calendar/${tokenOf(revoked.url)}.ical`,
      '/api/calendar/short.ics',
      '/api/calendar/%20.ics',
    ];
    const answers = await Promise.all(paths.map((path) => fetchFeed(path)));
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, paths[index]).toBe(404);
      expect(answer.headers['cache-control'], paths[index]).toBe('no-store');
      expect(answer.body, paths[index]).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('throttles refused tokens per client address, then refuses even a valid link from it', async () => {
    const link = await turnOn(bob);
    const guesser = newClient();
    const wrong = `/api/calendar/${'B'.repeat(CALENDAR_FEED_TOKEN_LENGTH)}.ics`;
    for (let attempt = 0; attempt < DELEGATED_ACCESS_FAILURE_LIMIT; attempt += 1)
      expect((await fetchFeed(wrong, guesser)).statusCode).toBe(404);
    const throttled = await fetchFeed(pathOf(link.url), guesser);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is not held back, and a served feed counts no failure.
    expect((await fetchFeed(pathOf(link.url))).statusCode).toBe(200);
    t.clock.advance(15 * 60 + 1);
    expect((await fetchFeed(pathOf(link.url), guesser)).statusCode).toBe(200);
  });
});

describe('the iCalendar checker of these tests', () => {
  const valid = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Test//EN',
    'BEGIN:VEVENT',
    'UID:1@x',
    'DTSTAMP:20260101T000000Z',
    'DTSTART;VALUE=DATE:20260101',
    'DTEND;VALUE=DATE:20260102',
    'SUMMARY:A\\, b\\; c\\nd',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

  it('accepts a valid calendar', () => {
    expect(icalendarProblems(valid)).toEqual([]);
  });

  it('finds bare LF, long lines, missing fields, bad dates and unescaped text', () => {
    expect(icalendarProblems(valid.replaceAll('\r\n', '\n'))).toContain('a line ends with a bare LF');
    expect(icalendarProblems(valid.replace('SUMMARY:A', `SUMMARY:${'x'.repeat(80)}`)).join()).toMatch(
      /more than 75/,
    );
    expect(icalendarProblems(valid.replace('DTSTAMP:20260101T000000Z\r\n', '')).join()).toMatch(
      /no single DTSTAMP/,
    );
    expect(icalendarProblems(valid.replace('VERSION:2.0', 'VERSION:1.0')).join()).toMatch(/VERSION:2.0/);
    expect(icalendarProblems(valid.replace('PRODID:-//Test//Test//EN\r\n', '')).join()).toMatch(/PRODID/);
    expect(icalendarProblems(valid.replace('DATE:20260101', 'DATE:20260101T090000')).join()).toMatch(
      /VALUE=DATE is not a date/,
    );
    expect(icalendarProblems(valid.replace('A\\, b', 'A, b')).join()).toMatch(/unescaped/);
    expect(icalendarProblems(valid.replace('END:VEVENT\r\n', '')).join()).toMatch(/closes another|left open/);
  });
});
