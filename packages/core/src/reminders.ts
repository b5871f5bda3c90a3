/**
 * Task reminders (issue 18): when a task's reminder is due, whether a task still wants one, and the
 * texts a reminder is delivered with — the Web Push message and the e-mail used when push cannot
 * reach the person — in their language. Every value in them comes from a person (the task title), so
 * the HTML escapes it and the subject is kept to one line.
 */
import { MS_PER_MINUTE } from './constants';
import { EMAIL_SUBJECT_TITLE_MAX_LENGTH, escapeHtml, toOneLine, type EmailMessage } from './delegation-email';
import type { Task } from './schemas/answers';
import type { Language } from './settings';
import type { TaskStatus } from './task-status';
import { fromLocalDateTime } from './zoned-time';

/** What a reminder's time depends on. `startTime` is HH:MM (or PostgreSQL's HH:MM:SS). */
export type ReminderTiming = Pick<Task, 'startDate' | 'startTime' | 'reminderMinutes'>;

/** What decides whether a task still wants its reminder. */
export type ReminderState = ReminderTiming & { readonly status: TaskStatus };

/** Statuses whose tasks are done with: no reminder fires for them. */
const FINISHED_STATUSES: ReadonlySet<TaskStatus> = new Set(['completed', 'cancelled']);

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::\d{2})?$/;

/**
 * The instant a task's reminder fires: its start (date + start time, the person's wall time in
 * `timeZone`) minus `reminderMinutes`. Null without a reminder, a start date or a start time. A start
 * skipped by a DST jump moves forward by the jump; one that occurs twice takes the earlier instant.
 */
export function reminderInstant(task: ReminderTiming, timeZone: string): Date | null {
  if (task.reminderMinutes === null) return null;
  const date = DATE_PATTERN.exec(task.startDate ?? '');
  const time = TIME_PATTERN.exec(task.startTime ?? '');
  if (!date || !time) return null;
  const start = fromLocalDateTime(
    {
      year: Number(date[1]),
      month: Number(date[2]),
      day: Number(date[3]),
      hour: Number(time[1]),
      minute: Number(time[2]),
    },
    timeZone,
  );
  return new Date(start.getTime() - task.reminderMinutes * MS_PER_MINUTE);
}

/** The reminder a task wants now: its instant, or null when it has none or is completed or cancelled. */
export function wantedReminder(task: ReminderState, timeZone: string): Date | null {
  return FINISHED_STATUSES.has(task.status) ? null : reminderInstant(task, timeZone);
}

/**
 * Whether a reminder job stored for `scheduledAt` should fire: the task still wants a reminder, at
 * exactly that instant (a task moved, completed or cleared since the job was stored gives false).
 */
export function isReminderStillDue(task: ReminderState, timeZone: string, scheduledAt: Date): boolean {
  return wantedReminder(task, timeZone)?.getTime() === scheduledAt.getTime();
}

/** The page a reminder opens: the app with the task's detail. */
export function reminderTaskPath(taskId: string): string {
  return `/app?task=${encodeURIComponent(taskId)}`;
}

/** What a reminder is about. `startTime` is HH:MM (or HH:MM:SS). */
export interface ReminderSubject {
  readonly taskId: string;
  readonly title: string;
  readonly startTime: string;
  readonly minutes: number;
  readonly language: Language;
}

/** The Web Push message of a reminder, as the service worker reads it. */
export interface ReminderPushMessage {
  readonly title: string;
  readonly body: string;
  readonly taskId: string;
  /** The app's page to open on click (relative to the app's origin). */
  readonly url: string;
  /** One notification per task: a later reminder of it replaces the earlier one. */
  readonly tag: string;
}

interface ReminderTexts {
  title(title: string): string;
  startsNow(time: string): string;
  startsIn(time: string, minutes: number): string;
  emailLead: string;
  button: string;
  linkLead: string;
  untitled: string;
}

const TEXTS: Readonly<Record<Language, ReminderTexts>> = {
  ru: {
    title: (title) => `Напоминание: ${title}`,
    startsNow: (time) => `Начало сейчас, в ${time}.`,
    startsIn: (time, minutes) => `Начало в ${time}, через ${minutes} мин.`,
    emailLead: 'Вы просили напомнить о задаче.',
    button: 'Открыть задачу',
    linkLead: 'Задача в Fokus:',
    untitled: 'Без названия',
  },
  en: {
    title: (title) => `Reminder: ${title}`,
    startsNow: (time) => `Starts now, at ${time}.`,
    startsIn: (time, minutes) => `Starts at ${time}, in ${minutes} min.`,
    emailLead: 'You asked to be reminded of this task.',
    button: 'Open the task',
    linkLead: 'The task in Fokus:',
    untitled: 'Untitled',
  },
};

/** The title on one line, cut like an e-mail subject's, or "Untitled". */
function reminderTitle(title: string, language: Language): string {
  const chars = Array.from(toOneLine(title) || TEXTS[language].untitled);
  return chars.length > EMAIL_SUBJECT_TITLE_MAX_LENGTH
    ? `${chars.slice(0, EMAIL_SUBJECT_TITLE_MAX_LENGTH - 1).join('')}…`
    : chars.join('');
}

function whenLine(subject: ReminderSubject): string {
  const texts = TEXTS[subject.language];
  const time = subject.startTime.slice(0, 5);
  return subject.minutes === 0 ? texts.startsNow(time) : texts.startsIn(time, subject.minutes);
}

/** The push message of a reminder, in the person's language. */
export function buildReminderPush(subject: ReminderSubject): ReminderPushMessage {
  return {
    title: TEXTS[subject.language].title(reminderTitle(subject.title, subject.language)),
    body: whenLine(subject),
    taskId: subject.taskId,
    url: reminderTaskPath(subject.taskId),
    tag: `reminder:${subject.taskId}`,
  };
}

/** The e-mail of a reminder to `to`, in the person's language; `appUrl` is the app's public origin. */
export function buildReminderEmail(subject: ReminderSubject, to: string, appUrl: string): EmailMessage {
  const texts = TEXTS[subject.language];
  const push = buildReminderPush(subject);
  const link = `${appUrl.replace(/\/+$/, '')}${push.url}`;
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html =
    `<!doctype html><html lang="${subject.language}"><head><meta charset="utf-8"><title>${escapeHtml(push.title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827">` +
    paragraph(`<strong>${escapeHtml(push.title)}</strong>`) +
    paragraph(escapeHtml(push.body)) +
    paragraph(escapeHtml(texts.emailLead)) +
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#4f46e5;color:#ffffff;text-decoration:none">${escapeHtml(texts.button)}</a></p>` +
    '<p style="margin:0;color:#6b7280;font-size:13px">— Fokus</p></body></html>';
  return {
    to: to.trim(),
    subject: push.title,
    text: `${push.title}\n\n${push.body}\n\n${texts.emailLead}\n\n${texts.linkLead}\n${link}\n\n— Fokus\n`,
    html,
  };
}
