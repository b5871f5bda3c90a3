import { describe, expect, it } from 'vitest';
import {
  EMAIL_SUBJECT_TITLE_MAX_LENGTH,
  buildDelegationEmail,
  delegationEmailSubject,
  escapeHtml,
  toOneLine,
} from './delegation-email';
import { taskEmailPayloadSchema, type TaskEmailPayload } from './schemas/task';

const LINK = 'https://fokus.example.com/shared-task/0190f2a4-1c2b-7d3e-8f40-123456789abc?token=abc_DEF-123';

function payload(overrides: Partial<TaskEmailPayload> = {}): TaskEmailPayload {
  return taskEmailPayloadSchema.parse({
    to: 'ann@example.com',
    subject: delegationEmailSubject('Buy milk', 'en'),
    taskTitle: 'Buy milk',
    taskDescription: 'Two litres,\nskimmed.',
    assigneeName: 'Ann',
    assignerName: 'Bob',
    taskLink: LINK,
    language: 'en',
    ...overrides,
  });
}

describe('delegation e-mail', () => {
  it('writes the English e-mail with the names, the description and the full link', () => {
    const email = buildDelegationEmail(payload());
    expect(email.to).toBe('ann@example.com');
    expect(email.subject).toBe('A task for you: Buy milk');
    expect(email.text).toContain('Hello Ann,');
    expect(email.text).toContain('Bob is handing you the task "Buy milk".');
    expect(email.text).toContain('Description:\nTwo litres,\nskimmed.');
    expect(email.text).toContain(`Open the task with this link:\n${LINK}`);
    expect(email.html).toContain('lang="en"');
    expect(email.html).toContain(`href="${LINK}"`);
    expect(email.html).toContain('Two litres,<br>skimmed.');
  });

  it('writes the Russian e-mail in Russian', () => {
    const email = buildDelegationEmail(
      payload({
        language: 'ru',
        subject: delegationEmailSubject('Купить молоко', 'ru'),
        taskTitle: 'Купить молоко',
        assigneeName: 'Анна',
        assignerName: 'Борис',
      }),
    );
    expect(email.subject).toBe('Вам передана задача: Купить молоко');
    expect(email.text).toContain('Здравствуйте, Анна!');
    expect(email.text).toContain('Борис передаёт вам задачу «Купить молоко».');
    expect(email.text).toContain(`Откройте задачу по ссылке:\n${LINK}`);
    expect(email.html).toContain('lang="ru"');
    expect(email.html).toContain('Открыть задачу');
    expect(email.text).not.toMatch(/Hello|Description/);
  });

  it('escapes every value a person typed in the HTML', () => {
    const evil = '<script>alert("x")</script> & \'q\'';
    const email = buildDelegationEmail(
      payload({
        taskTitle: evil,
        taskDescription: evil,
        assigneeName: evil,
        assignerName: evil,
        subject: evil,
      }),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;');
    // The plain text is not HTML: it keeps the characters as typed.
    expect(email.text).toContain(evil);
  });

  it('never makes a non-web link clickable and escapes it', () => {
    const email = buildDelegationEmail(payload({ taskLink: 'javascript:alert(1)//"><b>' }));
    expect(email.html).not.toContain('href="javascript');
    expect(email.html).toContain('javascript:alert(1)//&quot;&gt;&lt;b&gt;');
  });

  it('keeps the subject to one line, so no header can be added through it', () => {
    const email = buildDelegationEmail(payload({ subject: 'Hi\r\nBcc: eve@example.com' }));
    expect(email.subject).toBe('Hi Bcc: eve@example.com');
    expect(delegationEmailSubject('a\nb', 'en')).toBe('A task for you: a b');
  });

  it('cuts a long title in the subject and names an untitled task', () => {
    const subject = delegationEmailSubject('x'.repeat(500), 'en');
    expect(Array.from(subject.replace('A task for you: ', ''))).toHaveLength(EMAIL_SUBJECT_TITLE_MAX_LENGTH);
    expect(subject.endsWith('…')).toBe(true);
    expect(delegationEmailSubject('   ', 'ru')).toBe('Вам передана задача: Без названия');
  });

  it('leaves out what is empty: names and description', () => {
    const email = buildDelegationEmail(payload({ assigneeName: ' ', assignerName: '', taskDescription: '' }));
    expect(email.text.startsWith('Hello,\n\nYou have been handed the task "Buy milk".')).toBe(true);
    expect(email.text).not.toContain('Description:');
    expect(email.html).not.toContain('Description:');
    const ru = buildDelegationEmail(payload({ language: 'ru', assigneeName: '', assignerName: '' }));
    expect(ru.text).toContain('Здравствуйте!');
    expect(ru.text).toContain('Вам передали задачу «Buy milk».');
  });

  it('escapes HTML and flattens white space in the helpers', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(toOneLine(' a \n\t b ')).toBe('a b');
  });
});
