import { describe, expect, it } from 'vitest';
import { EMAIL_SUBJECT_TITLE_MAX_LENGTH } from './delegation-email';
import {
  buildReminderEmail,
  buildReminderPush,
  isReminderStillDue,
  reminderInstant,
  reminderTaskPath,
  wantedReminder,
  type ReminderState,
  type ReminderSubject,
} from './reminders';
import { taskFromCreate } from './kinds/tasks';
import { createTaskInputSchema, updateTaskInputSchema } from './schemas/task';
import {
  pushSubscriptionInputSchema,
  removePushSubscriptionInputSchema,
  setTimeZoneInputSchema,
} from './schemas/reminders';

const task = (overrides: Partial<ReminderState> = {}): ReminderState => ({
  startDate: '2026-11-24',
  startTime: '10:00',
  reminderMinutes: 15,
  status: 'waiting',
  ...overrides,
});

describe('reminderInstant', () => {
  it('is the start in the person’s zone minus the offset', () => {
    expect(reminderInstant(task(), 'Europe/Moscow')?.toISOString()).toBe('2026-11-24T06:45:00.000Z');
    expect(reminderInstant(task({ reminderMinutes: 0 }), 'UTC')?.toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
  });

  it('reads PostgreSQL’s HH:MM:SS start time too', () => {
    expect(reminderInstant(task({ startTime: '10:00:00' }), 'UTC')?.toISOString()).toBe(
      '2026-11-24T09:45:00.000Z',
    );
  });

  it('is null without a reminder, a start date or a start time', () => {
    expect(reminderInstant(task({ reminderMinutes: null }), 'UTC')).toBeNull();
    expect(reminderInstant(task({ startDate: null }), 'UTC')).toBeNull();
    expect(reminderInstant(task({ startTime: null }), 'UTC')).toBeNull();
    expect(reminderInstant(task({ startTime: 'noon' }), 'UTC')).toBeNull();
  });

  it('counts real minutes across a spring-forward night', () => {
    // Berlin jumps 02:00 → 03:00 on 29 March 2026: 03:30 CEST is 01:30 UTC; an hour before is 00:30 UTC.
    const start = task({ startDate: '2026-03-29', startTime: '03:30', reminderMinutes: 60 });
    expect(reminderInstant(start, 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
  });

  it('moves a start inside the skipped hour forward by the jump', () => {
    const skipped = task({ startDate: '2026-03-29', startTime: '02:30', reminderMinutes: 0 });
    expect(reminderInstant(skipped, 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the earlier of a start that happens twice in autumn', () => {
    // Berlin goes back 03:00 → 02:00 on 25 October 2026: 02:30 happens at 00:30 and 01:30 UTC.
    const twice = task({ startDate: '2026-10-25', startTime: '02:30', reminderMinutes: 5 });
    expect(reminderInstant(twice, 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T00:25:00.000Z');
  });
});

describe('wantedReminder and isReminderStillDue', () => {
  it('wants no reminder for a completed or cancelled task', () => {
    expect(wantedReminder(task({ status: 'completed' }), 'UTC')).toBeNull();
    expect(wantedReminder(task({ status: 'cancelled' }), 'UTC')).toBeNull();
    expect(wantedReminder(task({ status: 'inProgress' }), 'UTC')?.toISOString()).toBe(
      '2026-11-24T09:45:00.000Z',
    );
  });

  it('fires a stored job only while the task still wants that very instant', () => {
    const at = new Date('2026-11-24T09:45:00.000Z');
    expect(isReminderStillDue(task(), 'UTC', at)).toBe(true);
    expect(isReminderStillDue(task({ startTime: '11:00' }), 'UTC', at)).toBe(false);
    expect(isReminderStillDue(task({ reminderMinutes: 30 }), 'UTC', at)).toBe(false);
    expect(isReminderStillDue(task({ status: 'completed' }), 'UTC', at)).toBe(false);
    expect(isReminderStillDue(task({ reminderMinutes: null }), 'UTC', at)).toBe(false);
    expect(isReminderStillDue(task(), 'Europe/Moscow', at)).toBe(false);
  });
});

const subject = (overrides: Partial<ReminderSubject> = {}): ReminderSubject => ({
  taskId: 'a1b2',
  title: 'Call the bank',
  startTime: '10:00:00',
  minutes: 15,
  language: 'en',
  ...overrides,
});

describe('reminder push message', () => {
  it('names the task and its start in English and Russian', () => {
    expect(buildReminderPush(subject())).toEqual({
      title: 'Reminder: Call the bank',
      body: 'Starts at 10:00, in 15 min.',
      taskId: 'a1b2',
      url: '/app?task=a1b2',
      tag: 'reminder:a1b2',
    });
    const ru = buildReminderPush(subject({ language: 'ru', minutes: 0, title: 'Позвонить' }));
    expect(ru.title).toBe('Напоминание: Позвонить');
    expect(ru.body).toBe('Начало сейчас, в 10:00.');
    expect(buildReminderPush(subject({ language: 'ru' })).body).toBe('Начало в 10:00, через 15 мин.');
    expect(buildReminderPush(subject({ minutes: 0 })).body).toBe('Starts now, at 10:00.');
  });

  it('keeps the title to one line, cut like a subject, and names an untitled task', () => {
    const long = buildReminderPush(subject({ title: `a\nb ${'x'.repeat(300)}` }));
    expect(long.title).not.toContain('\n');
    expect(Array.from(long.title.replace('Reminder: ', ''))).toHaveLength(EMAIL_SUBJECT_TITLE_MAX_LENGTH);
    expect(long.title.endsWith('…')).toBe(true);
    expect(buildReminderPush(subject({ title: '  ' })).title).toBe('Reminder: Untitled');
  });

  it('escapes the task id in the path it opens', () => {
    expect(reminderTaskPath('a b&c')).toBe('/app?task=a%20b%26c');
  });
});

describe('reminder e-mail', () => {
  it('escapes the title in the HTML and links the task', () => {
    const email = buildReminderEmail(
      subject({ title: '<b>Pay</b> & "go"' }),
      ' ann@example.com ',
      'https://fokus.example.com/',
    );
    expect(email.to).toBe('ann@example.com');
    expect(email.subject).toBe('Reminder: <b>Pay</b> & "go"');
    expect(email.html).toContain('Reminder: &lt;b&gt;Pay&lt;/b&gt; &amp; &quot;go&quot;');
    expect(email.html).not.toContain('<b>Pay');
    expect(email.html).toContain('href="https://fokus.example.com/app?task=a1b2"');
    expect(email.text).toContain('https://fokus.example.com/app?task=a1b2');
    expect(email.text).toContain('Starts at 10:00, in 15 min.');
  });

  it('is written in Russian for a Russian speaker', () => {
    const email = buildReminderEmail(subject({ language: 'ru' }), 'a@b.c', 'http://localhost:3000');
    expect(email.subject).toBe('Напоминание: Call the bank');
    expect(email.html).toContain('lang="ru"');
    expect(email.text).toContain('Вы просили напомнить о задаче.');
  });
});

const P256DH = 'BHSV2Hku0_d3s-WAqMBhXsmKFLTIw8B7iFSbVaOeVeFx3Ezjvpfz9QnHLvsO1ntQDAsMUqZGHcOX9-Yfl-XIoTE';
const AUTH = '9sxkwVmRg5ZnxsOo4KO4Dg';

describe('reminder request schemas', () => {
  it('takes a reminder of one of the offsets, or none, on a task', () => {
    expect(updateTaskInputSchema.safeParse({ reminderMinutes: 15 }).success).toBe(true);
    expect(updateTaskInputSchema.safeParse({ reminderMinutes: null }).success).toBe(true);
    expect(updateTaskInputSchema.safeParse({ reminderMinutes: 7 }).success).toBe(false);
    expect(createTaskInputSchema.safeParse({ title: 'x', reminderMinutes: 0 }).success).toBe(true);
    expect(createTaskInputSchema.safeParse({ title: 'x', reminderMinutes: '5' }).success).toBe(false);
  });

  it('takes a browser’s subscription as PushSubscription.toJSON() gives it', () => {
    const body = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: P256DH, auth: AUTH } };
    expect(pushSubscriptionInputSchema.safeParse(body).success).toBe(true);
    expect(pushSubscriptionInputSchema.safeParse({ ...body, expirationTime: null }).success).toBe(true);
    expect(pushSubscriptionInputSchema.safeParse({ ...body, extra: 1 }).success).toBe(false);
    expect(
      pushSubscriptionInputSchema.safeParse({ ...body, keys: { ...body.keys, extra: 'x' } }).success,
    ).toBe(false);
  });

  it('refuses endpoints that are not http(s) URLs or are too long', () => {
    const keys = { p256dh: P256DH, auth: AUTH };
    for (const endpoint of [
      'ftp://push.example.com/x',
      'not a url',
      `https://p.example.com/${'a'.repeat(2048)}`,
    ]) {
      expect(pushSubscriptionInputSchema.safeParse({ endpoint, keys }).success).toBe(false);
    }
    expect(removePushSubscriptionInputSchema.safeParse({ endpoint: 'http://127.0.0.1:9/p' }).success).toBe(
      true,
    );
  });

  it('refuses keys of the wrong length or alphabet', () => {
    const endpoint = 'https://push.example.com/send/abc';
    for (const keys of [
      { p256dh: P256DH.slice(1), auth: AUTH },
      { p256dh: `A${P256DH.slice(1)}`, auth: AUTH },
      { p256dh: `${P256DH.slice(0, -1)}B`, auth: AUTH },
      { p256dh: P256DH, auth: `${AUTH}=` },
      { p256dh: P256DH, auth: AUTH.replace('9', '+') },
      { p256dh: P256DH, auth: `${AUTH.slice(0, -1)}B` },
    ]) {
      expect(pushSubscriptionInputSchema.safeParse({ endpoint, keys }).success).toBe(false);
    }
  });

  it('reports bad text once, as text, not also as a malformed key', () => {
    const endpoint = 'https://push.example.com/send/abc';
    const parsed = pushSubscriptionInputSchema.safeParse({
      endpoint,
      keys: { p256dh: `${P256DH}\u0000`, auth: AUTH },
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['keys.p256dh']);
  });

  it('takes only IANA time zone names', () => {
    expect(setTimeZoneInputSchema.safeParse({ timeZone: 'Europe/Moscow' }).success).toBe(true);
    expect(setTimeZoneInputSchema.safeParse({ timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(setTimeZoneInputSchema.safeParse({ timeZone: '' }).success).toBe(false);
    expect(setTimeZoneInputSchema.safeParse({ timeZone: 'UTC', more: 1 }).success).toBe(false);
  });
});

describe('a reminder on a queued task', () => {
  it('shows on a created task until the server answers, none by default', () => {
    const at = new Date('2026-11-24T08:00:00.000Z');
    expect(
      taskFromCreate({ id: 'a', title: 'x', type: 'task', reminderMinutes: 30 }, at, 'u1').reminderMinutes,
    ).toBe(30);
    expect(taskFromCreate({ id: 'a', title: 'x', type: 'task' }, at, 'u1').reminderMinutes).toBeNull();
  });
});
