/**
 * The delegation e-mail (spec §7 send-task-email): its subject, plain text and HTML in the task's
 * language, built from the payload. Every value in it comes from a person (task title, description,
 * names, the link), so the HTML escapes each one and the subject is kept to one line.
 */
import type { TaskEmailPayload } from './schemas/task';
import type { Language } from './settings';

/** An e-mail ready for a transport: recipient, one-line subject, plain text and HTML bodies. */
export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML element's content or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** One line of text: line breaks and runs of white space become single spaces (no header injection). */
export function toOneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Longest task title quoted in a subject, in characters; a longer one is cut with an ellipsis. */
export const EMAIL_SUBJECT_TITLE_MAX_LENGTH = 120;

interface DelegationTexts {
  subject(title: string): string;
  greeting(assigneeName: string): string;
  intro(assignerName: string, title: string): string;
  descriptionHeading: string;
  linkLead: string;
  button: string;
  noAccountNote: string;
  untitled: string;
}

const TEXTS: Readonly<Record<Language, DelegationTexts>> = {
  ru: {
    subject: (title) => `Вам передана задача: ${title}`,
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    intro: (assigner, title) =>
      assigner ? `${assigner} передаёт вам задачу «${title}».` : `Вам передали задачу «${title}».`,
    descriptionHeading: 'Описание:',
    linkLead: 'Откройте задачу по ссылке:',
    button: 'Открыть задачу',
    noAccountNote:
      'Регистрироваться не нужно: ссылка сама открывает доступ к этой задаче. Не пересылайте её другим.',
    untitled: 'Без названия',
  },
  en: {
    subject: (title) => `A task for you: ${title}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (assigner, title) =>
      assigner
        ? `${assigner} is handing you the task "${title}".`
        : `You have been handed the task "${title}".`,
    descriptionHeading: 'Description:',
    linkLead: 'Open the task with this link:',
    button: 'Open the task',
    noAccountNote:
      'No account is needed: the link itself gives access to this task. Please do not forward it.',
    untitled: 'Untitled',
  },
};

function shortTitle(title: string, language: Language): string {
  const line = toOneLine(title) || TEXTS[language].untitled;
  const chars = Array.from(line);
  return chars.length > EMAIL_SUBJECT_TITLE_MAX_LENGTH
    ? `${chars.slice(0, EMAIL_SUBJECT_TITLE_MAX_LENGTH - 1).join('')}…`
    : line;
}

/** The subject of the delegation e-mail for a task title, in the task's language. */
export function delegationEmailSubject(taskTitle: string, language: Language): string {
  return TEXTS[language].subject(shortTitle(taskTitle, language));
}

/** True for an absolute http(s) link, the only kind the HTML makes clickable. */
function isWebLink(link: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(link);
}

/**
 * The delegation e-mail of a payload, in `payload.language`. The subject is the payload's own (kept to
 * one line; `delegationEmailSubject` makes the usual one). An empty assignee or assigner name leaves
 * the greeting or the introduction impersonal; an empty description is left out. The link is written
 * out in full in both bodies; the HTML makes it a button only when it is an http(s) URL.
 */
export function buildDelegationEmail(payload: TaskEmailPayload): EmailMessage {
  const texts = TEXTS[payload.language];
  const title = toOneLine(payload.taskTitle) || texts.untitled;
  const assignee = toOneLine(payload.assigneeName);
  const assigner = toOneLine(payload.assignerName);
  const description = payload.taskDescription.replace(/\r\n?/g, '\n').trim();
  const link = payload.taskLink.trim();

  const textParts = [
    texts.greeting(assignee),
    texts.intro(assigner, title),
    ...(description ? [`${texts.descriptionHeading}\n${description}`] : []),
    `${texts.linkLead}\n${link}`,
    texts.noAccountNote,
    '— Fokus',
  ];

  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const linkHtml = isWebLink(link)
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#4f46e5;color:#ffffff;text-decoration:none">${escapeHtml(texts.button)}</a></p>` +
      paragraph(`${escapeHtml(texts.linkLead)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
    : paragraph(`${escapeHtml(texts.linkLead)}<br>${escapeHtml(link)}`);
  const htmlParts = [
    paragraph(escapeHtml(texts.greeting(assignee))),
    paragraph(escapeHtml(texts.intro(assigner, title))),
    ...(description
      ? [
          paragraph(
            `<strong>${escapeHtml(texts.descriptionHeading)}</strong><br>${escapeHtml(description).replace(/\n/g, '<br>')}`,
          ),
        ]
      : []),
    linkHtml,
    `<p style="margin:0 0 16px;color:#6b7280;font-size:13px">${escapeHtml(texts.noAccountNote)}</p>`,
    '<p style="margin:0;color:#6b7280;font-size:13px">— Fokus</p>',
  ];
  const html =
    `<!doctype html><html lang="${payload.language}"><head><meta charset="utf-8"><title>${escapeHtml(toOneLine(payload.subject))}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827">${htmlParts.join('')}</body></html>`;

  return {
    to: payload.to.trim(),
    subject: toOneLine(payload.subject) || delegationEmailSubject(title, payload.language),
    text: `${textParts.join('\n\n')}\n`,
    html,
  };
}
