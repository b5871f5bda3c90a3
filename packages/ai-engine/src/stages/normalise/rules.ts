// Stage normalise: the dump as lines a person meant, before anything is cut or read. The rules over the
// whole text (line breaks and odd spaces made plain, chat stamps, quoted messages, semicolon and numbered
// lists) are here; the rules over each line are in line-rules.ts. Each rule is one named step with examples.
import type { StageRule } from '../../rule.js';
import { EMOJI } from './text.js';
import { type Line, LINE_RULES } from './line-rules.js';

const SLASH_BEFORE_EMOJI = new RegExp(`\\s+[/|]\\s+(?=${EMOJI})`, 'gu');
/** The speaker's mark after an arrow or a dash, then the item ("… → я: позвонить им", "… -> me: call them"). */
const OWN_MARK_AFTER =
  /^(\s*(?:[-–—•*]\s+)?)[^\n]*?\s(?:->|-->|=>|→|⟶|—|–)\s*(я|мне|на\s+мне|с\s+меня|me|on\s+me)\s*:\s*(\S[^\n]*)$/iu;
/** An item, then the speaker's mark after an arrow ("склад → на мне, до пятницы", "budget → me"). */
const OWN_MARK_END =
  /^(\s*(?:[-–—•*]\s+)?)(\S[^\n]*?)\s*(?:->|-->|=>|→|⟶)\s*(я|на\s+мне|с\s+меня|me|on\s+me)(?![\p{L}])(\s*(?:[,(][^\n]*)?)$/iu;
/** The speaker's mark as the reader knows it: "я" in Russian, "me" in English. */
const ownMark = (mark: string) => (/^[a-z\s]+$/i.test(mark) ? 'me' : 'я');

/** The fewest words of a message quoted after its sender: fewer are a name or a title in quotes. */
const QUOTED_MESSAGE_MIN_WORDS = 4;
/** The quote marks a message is pasted in, each with its closing mark. */
const CLOSING_MARK: Readonly<Record<string, string>> = { '«': '»', '“': '”', '"': '"', "'": "'", '‘': '’' };
/**
 * A line's start up to its opening quote mark: who sent it and a colon, if said ("муж пишет: «"). A single
 * quote opens a message only before a capital ("Nadia: 'Hi Sam, …'"): elsewhere it is an apostrophe.
 */
const QUOTE_OPENS = /^(\s*(?:[^«»“”"\n]{1,80}?:)?[ \t]*)([«“"]|['‘](?=\p{Lu}))/u;

/** A line with no opening mark that closes a quote: its words, then the mark and the end's stops. */
const CLOSES_QUOTE = /^([^«“"‘]*?)([»”"'’])([\s.!?]*)$/u;
/** A single quote between two letters is an apostrophe ("don't", "Jo’s"), never a quote's end. */
const isApostrophe = (line: string, at: number) =>
  /\p{L}/u.test(line.charAt(at - 1)) && /\p{L}/u.test(line.charAt(at + 1));

/**
 * A line that holds a message in quotes, as lines of its own: who sent it (with its colon), the message without
 * its marks, and what is said after it ("Бухгалтер написала: «…». Уже отправила."). A quote inside the
 * message («…для «Вектора»…») stays. A line that only closes a quote loses its mark: a » or ” always, a
 * straight one only when a line above left a quote open (with none open, a straight mark at a line's end is
 * an inch mark: "монитор 27""). Also says whether a quote is left open after the line.
 */
function unquoteMessage(line: string, quoteOpen: boolean): { line: string; quoteOpen: boolean } {
  const head = QUOTE_OPENS.exec(line);
  if (!head) {
    const closing = CLOSES_QUOTE.exec(line);
    // A straight or single mark closes only a quote a line above left open (else it is an inch mark or an
    // apostrophe: "монитор 27"", "the kids'").
    if (!closing || (!/[»”]/.test(closing[2] ?? '') && !quoteOpen)) return { line, quoteOpen };
    return { line: `${closing[1]}${closing[3]}`, quoteOpen: false };
  }
  const [opening, sender = '', open = ''] = head;
  const close = CLOSING_MARK[open] ?? open;
  let depth = 0;
  let end = -1;
  for (let at = opening.length; at < line.length && end < 0; at++) {
    if (line[at] === open && open !== close) depth++;
    else if (line[at] === close && !((close === "'" || close === '’') && isApostrophe(line, at))) {
      if (depth === 0) end = at;
      else depth--;
    }
  }
  const message = line.slice(opening.length, end < 0 ? undefined : end).trim();
  const after = end < 0 ? '' : line.slice(end + 1).replace(/^[\s.,;!?]+/u, '');
  // A line that is all one quotation is a message however short; a few words quoted among others are a name.
  const whole = sender.trim() === '' && after === '';
  if (!whole && message.split(/\s+/).length < QUOTED_MESSAGE_MIN_WORDS) return { line, quoteOpen };
  return {
    line: [sender.trimEnd(), message, after].filter((part) => part.trim() !== '').join('\n'),
    quoteOpen: end < 0,
  };
}

/** Each line's quoted message made plain, in order, knowing whether a line above left a quote open. */
function unquoteMessages(text: string): string {
  let quoteOpen = false;
  return text
    .split('\n')
    .map((line) => {
      const read = unquoteMessage(line, quoteOpen);
      quoteOpen = read.quoteOpen;
      return read.line;
    })
    .join('\n');
}
/** The words of "please" a request is said with, in either language and as typed in a chat. */
const PLEASE = '(?:пожалуйста|please|плиз|pls)';
/** What «пришли» / «вышли» ask with, after them: "пожалуйста". */
const SEND_PLEASE = `,?\\s+${PLEASE}(?![\\p{L}])`;
/**
 * «пришли» or «вышли» asking to send, opening a clause (after a stop, a quote, «и», «а», «ещё», «также»)
 * with "пожалуйста" or whom it is sent to after it — not the past of «прийти», whose subject comes
 * before it («документы пришли, пожалуйста, проверьте»).
 */
const ASKED_TO_SEND_OPENING = new RegExp(
  `(^|[.,!?:;—–«"(]\\s*|(?:^|\\s)(?:и|а|ещё|еще|также|и\\s+ещё|и\\s+еще)\\s+)(пришли|вышли)(?=${SEND_PLEASE}|,?\\s+(?:мне|нам|ему|ей|им|срочно)(?![\\p{L}]))`,
  'gimu',
);
/**
 * «пришли» or «вышли» asking to send after when («завтра», «в 9») only with "пожалуйста": a day and a
 * person can follow the past too («сегодня пришли мне анализы»).
 */
const ASKED_TO_SEND_AFTER_WHEN = new RegExp(
  `((?:^|\\s)(?:тоже|сегодня|завтра|срочно|обязательно|потом|\\d{1,2}(?::\\d{2})?)\\s+)(пришли|вышли)(?=${SEND_PLEASE})`,
  'gimu',
);

/**
 * A notice's reminder before what it reminds of, at a clause's start: «напоминаем, что», «хотим
 * напомнить:», «напоминаю о необходимости» (its second group), "just a reminder that", "we'd like to
 * remind you that".
 */
const REMINDER_LEAD =
  /(^|[.!?:]\s+|,\s+|[«"]\s*)(?:(?:и|а|также|ещё|еще|мы|я)\s+)*(?:(?:напомина(?:ю|ем)|(?:хотим|хочу|хотел[аи]?)\s+напомнить)(?:\s+(?:вам|тебе|всем))?(?:\s*,?\s*что\s+|\s*:\s*|\s+(о\s+необходимости)\s+)|(?:this\s+is\s+)?(?:just\s+)?(?:a\s+)?(?:quick\s+|friendly\s+|gentle\s+|final\s+)?reminder(?:\s+that\s+|\s*:\s*)|(?:just\s+)?reminding\s+you\s+that\s+|(?:we|i)(?:'d|\s+would)\s+like\s+to\s+remind\s+you\s+that\s+|please\s+(?:be\s+reminded|remember)\s+that\s+)/gimu;

/** The most words a piece of a semicolon list has ("book a desk for the offsite"): a longer one is a sentence. */
const SEMICOLON_ITEM_MAX_WORDS = 8;
/**
 * A line of short pieces between semicolons as list items, one a line; a short header before a colon
 * ("to do: …") stays on a line of its own above them.
 */
function semicolonList(line: string): string {
  const colon = /^([^:;]{1,60}):\s*/u.exec(line);
  const head = colon ? `${colon[1]}:\n` : '';
  const pieces = line
    .slice(colon?.[0].length ?? 0)
    .split(/\s*;\s*/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  const short = pieces.every((piece) => piece.split(/\s+/).length <= SEMICOLON_ITEM_MAX_WORDS);
  return pieces.length >= 2 && short ? head + pieces.map((piece) => `- ${piece}`).join('\n') : line;
}

/**
 * A numbered list dictated without dots ("1 продлить абонемент 2 позвонить маме", or "1 …" and "2 …" on
 * their own lines): the numbers 1, 2, 3 … in sequence, each before a word, get their dot, and each item
 * after the first goes on a line of its own.
 */
export function dotNumberedList(text: string): string {
  const lines = text.split('\n');
  // Lines that start with 1, 2, 3 … in sequence: a list typed one item a line.
  let expected = 1;
  const dotted = lines.map((line, index) => {
    const match = /^(\s*)(\d{1,2})(\s+)(?=\p{L})/u.exec(line);
    if (!match || Number(match[2]) !== expected) {
      if (!/^\s*\d{1,2}[.)]/.test(line)) expected = 1;
      return line;
    }
    const next = lines[index + 1] ?? '';
    const continues = expected > 1 || new RegExp(`^\\s*${expected + 1}[.)]?\\s+\\p{L}`, 'u').test(next);
    if (!continues) return line;
    expected++;
    return `${match[1]}${match[2]}.${match[3]}${line.slice(match[0].length)}`;
  });
  // One line: "1 …" at its start (or after a header's colon), then " 2 …", " 3 …".
  return dotted
    .map((line) => {
      const start = /^(\s*|.*?:\s*)1[.)]?\s+(?=\p{L})/u.exec(line) ?? inlineListStart(line);
      if (!start || !new RegExp('\\s2[.)]?\\s+\\p{L}', 'u').test(line.slice(start[0].length))) return line;
      const head = start[1]?.trim() ?? '';
      let rest = line.slice(start[0].length);
      const items: string[] = [];
      for (let number = 2; ; number++) {
        const at = new RegExp(`\\s${number}[.)]?\\s+(?=\\p{L})`, 'u').exec(rest);
        if (!at) break;
        items.push(rest.slice(0, at.index));
        rest = rest.slice(at.index + at[0].length);
      }
      items.push(rest);
      return [head, ...items.map((item, index) => `${index + 1}. ${item.trim()}`)].filter(Boolean).join('\n');
    })
    .join('\n');
}

/**
 * "1 …" after a sentence ("Тихий день. 1 …") or a head of a few words ("jobs 1 …", "на неделе 1 …"), with
 * " 2 …" and " 3 …" after it: a numbered list said inline. Numbers inside a sentence may be counts ("взять
 * 2 батона", "we need 1 tent 2 mats 3 stoves"), so three in sequence are asked for, and the first two
 * items may not both be a single word, as counted things are.
 */
function inlineListStart(line: string): RegExpExecArray | null {
  const start = /^(.*?[.!?…]\s+|(?:[\p{L}-]+,?\s+){1,3}?)1[.)]?\s+(?=\p{L})/u.exec(line);
  if (!start) return null;
  const rest = line.slice(start[0].length);
  const second = /\s2[.)]?\s+(?=\p{L})/u.exec(rest);
  if (!second) return null;
  const after = rest.slice(second.index + second[0].length);
  const third = /\s3[.)]?\s+\p{L}/u.exec(after);
  if (!third) return null;
  const oneWord = (item: string) => !/\s/.test(item.trim());
  return oneWord(rest.slice(0, second.index)) && oneWord(after.slice(0, third.index)) ? null : start;
}

/** Rules over the whole text, before it is cut into lines. */
export const TEXT_RULES: readonly StageRule<string, string>[] = [
  {
    name: 'line-breaks',
    description: 'Windows and old Mac line breaks become one kind',
    examples: [
      {
        input: 'полить цветы\r\nвынести мусор\rкупить соль',
        expected: 'полить цветы\nвынести мусор\nкупить соль',
      },
    ],
    apply: (text) => text.replace(/\r\n?/g, '\n'),
  },
  {
    name: 'plain-spaces',
    description: 'no-break and thin spaces become plain spaces',
    examples: [{ input: 'в\u00a015:00 созвон', expected: 'в 15:00 созвон' }],
    apply: (text) => text.replace(/[\u00a0\u2009\u202f]/g, ' '),
  },
  {
    name: 'slash-before-emoji',
    description: 'items typed in one line as "🧹 … / 📞 …" are lines of their own',
    examples: [
      { input: '🧹 пропылесосить / 📞 позвонить Пете', expected: '🧹 пропылесосить\n📞 позвонить Пете' },
    ],
    apply: (text) => text.replace(SLASH_BEFORE_EMOJI, '\n'),
  },
  {
    name: 'chat-stamps',
    description:
      'a messenger\'s copy of a chat: a time before the sender ("[12:03] Мама: …") goes, and a sender\'s line with the date and time ("Ivan Petrov, [14.01.2027 18:22]") becomes a header ("Ivan Petrov:")',
    examples: [
      { input: '[12:03] Мама: купи хлеба', expected: 'Мама: купи хлеба' },
      { input: '[14.01.2027 18:22] Ivan: send the file', expected: 'Ivan: send the file' },
      { input: 'Ivan Petrov, [14.01.2027 18:22]\nsend the file', expected: 'Ivan Petrov:\nsend the file' },
      { input: 'созвон в 12:03 с Мамой', expected: 'созвон в 12:03 с Мамой' },
    ],
    apply: (text) =>
      text
        .replace(
          /^[ \t]*\[(?:\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?,?\s+)?\d{1,2}:\d{2}(?::\d{2})?\][ \t]*/gmu,
          '',
        )
        .replace(
          /^[ \t]*(\p{L}[\p{L}.' -]{0,40}?),?[ \t]*\[\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?,?\s+\d{1,2}:\d{2}(?::\d{2})?\][ \t]*$/gmu,
          '$1:',
        ),
  },
  {
    name: 'quoted-message',
    description:
      'a message pasted in quotes ("«Здравствуйте! Принесите справку.»", "“Please call back.”") loses the quotes that open and close it, a quote inside it kept; quoted after who sent it on the same line, it goes on a line of its own under them, and what is said after it on another',
    examples: [
      { input: '«Здравствуйте! Принесите справку.»', expected: 'Здравствуйте! Принесите справку.' },
      { input: '“Please call us back.”\nок', expected: 'Please call us back.\nок' },
      { input: 'купить книгу «Дюна»', expected: 'купить книгу «Дюна»' },
      {
        input: 'муж пишет: «Купи, пожалуйста, батарейки и лампочку в коридор»',
        expected: 'муж пишет:\nКупи, пожалуйста, батарейки и лампочку в коридор',
      },
      {
        input: 'Бухгалтер написала: «Пришли акт для «Вектора» до обеда». Уже отправила.',
        expected: 'Бухгалтер написала:\nПришли акт для «Вектора» до обеда\nУже отправила.',
      },
      { input: 'and call me back when you can”', expected: 'and call me back when you can' },
      { input: '"Заберите посылку\nдо пятницы"', expected: 'Заберите посылку\nдо пятницы' },
      { input: 'order the monitor, 27"', expected: 'order the monitor, 27"' },
      { input: 'купить: «Мастер и Маргарита»', expected: 'купить: «Мастер и Маргарита»' },
      {
        input: "Nadia: 'Hi Sam, please leave the key with Jo.'",
        expected: 'Nadia:\nHi Sam, please leave the key with Jo.',
      },
      { input: "'Hi all,\nplease bring a torch.'", expected: 'Hi all,\nplease bring a torch.' },
      {
        input: "buy the kids' shoes\nSam's list: 'eggs'",
        expected: "buy the kids' shoes\nSam's list: 'eggs'",
      },
    ],
    apply: unquoteMessages,
  },
  {
    name: 'asked-to-send',
    description:
      '«пришли» and «вышли» read the same as the past of «прийти» and «выйти»; opening a clause or said after when («завтра», «в 9»), with "пожалуйста" or a person after them («пришли, пожалуйста, …», «вышли мне …»), they ask to send, and are written as the request («пришлите»)',
    examples: [
      { input: 'Пришли, пожалуйста, фото договора', expected: 'Пришлите, пожалуйста, фото договора' },
      { input: 'сегодня пришли мне анализы', expected: 'сегодня пришли мне анализы' },
      { input: 'созвонимся и вышли мне смету', expected: 'созвонимся и вышлите мне смету' },
      { input: 'пришли результаты анализов', expected: 'пришли результаты анализов' },
      { input: 'гости пришли, пожалуйста', expected: 'гости пришли, пожалуйста' },
      { input: 'потом пришли плиз табель за месяц', expected: 'потом пришлите плиз табель за месяц' },
      {
        input: 'Документы пришли, пожалуйста, проверьте',
        expected: 'Документы пришли, пожалуйста, проверьте',
      },
    ],
    apply: (text) =>
      text.replace(ASKED_TO_SEND_OPENING, '$1$2те').replace(ASKED_TO_SEND_AFTER_WHEN, '$1$2те'),
  },
  {
    name: 'reminder-lead',
    description:
      'a notice\'s reminder before what it reminds of ("Напоминаем, что …", "напоминаю: …", "Just a reminder that …", "We would like to remind you that …") is left out, so what is due is read as said; «напоминаем о необходимости сдать» is «необходимо сдать»',
    examples: [
      {
        input: 'Напоминаем, что взнос за секцию до 5 числа',
        expected: 'взнос за секцию до 5 числа',
      },
      {
        input: 'Добрый день. Хотим напомнить: продление пропусков до среды',
        expected: 'Добрый день. продление пропусков до среды',
      },
      { input: 'Напоминаем о необходимости пройти медосмотр', expected: 'необходимо пройти медосмотр' },
      {
        input: 'Hi all, just a friendly reminder that timesheets are due Monday',
        expected: 'Hi all, timesheets are due Monday',
      },
      { input: 'напомнить Диме про ключи', expected: 'напомнить Диме про ключи' },
    ],
    apply: (text) =>
      text.replace(
        REMINDER_LEAD,
        (_, before: string, need?: string) => `${before}${need ? 'необходимо ' : ''}`,
      ),
  },
  {
    name: 'polite-aside',
    description:
      '"пожалуйста" or "please" set off by commas inside a request ("подготовьте, пожалуйста, отчёт") is left out, so the verb keeps its object; so is «будьте добры» / «(и) будь любезен» opening one',
    examples: [
      { input: 'Подготовьте, пожалуйста, отчёт до пятницы', expected: 'Подготовьте отчёт до пятницы' },
      { input: 'Send, please, the signed copy', expected: 'Send the signed copy' },
      { input: 'купить хлеб, пожалуйста', expected: 'купить хлеб, пожалуйста' },
      { input: 'Будьте добры, заполните анкету', expected: 'заполните анкету' },
      { input: 'Привет. Будь любезна, набери бабушку', expected: 'Привет. набери бабушку' },
      {
        input: 'Позвоните в банк. И будьте любезны, закажите пропуск',
        expected: 'Позвоните в банк. закажите пропуск',
      },
    ],
    apply: (text) =>
      text
        .replace(new RegExp(`,\\s*${PLEASE}\\s*,\\s*`, 'giu'), ' ')
        .replace(
          /(^|[.!?:]\s+)(?:(?:и|а)\s+)?(?:будьте\s+(?:добры|любезны)|будь\s+(?:добр|добра|любезен|любезна))\s*,\s*/gimu,
          '$1',
        ),
  },
  {
    name: 'own-mark',
    description:
      'in notes, an item marked as the speaker\'s own after an arrow or a dash ("поставщик опаздывает → я: позвонить им", "stocktake → on me, by Friday", "бюджет → я") is a line of its own, "я: …" or "me: …"',
    examples: [
      {
        input: '- поставщик опаздывает → я: позвонить им, выбить скидку',
        expected: '- я: позвонить им, выбить скидку',
      },
      {
        input: '- stocktake not finished → on me, by Friday',
        expected: '- me: stocktake not finished, by Friday',
      },
      { input: 'бюджет на корпоратив → я', expected: 'я: бюджет на корпоратив' },
      { input: 'склад → на мне (до пятницы)', expected: 'я: склад (до пятницы)' },
      { input: 'Оля → отчёт по продажам', expected: 'Оля → отчёт по продажам' },
    ],
    apply: (text) =>
      text
        .split('\n')
        .map((line) => {
          const after = OWN_MARK_AFTER.exec(line);
          if (after) return `${after[1] ?? ''}${ownMark(after[2] ?? '')}: ${after[3] ?? ''}`;
          const end = OWN_MARK_END.exec(line);
          return end ? `${end[1] ?? ''}${ownMark(end[3] ?? '')}: ${end[2] ?? ''}${end[4] ?? ''}` : line;
        })
        .join('\n'),
  },
  {
    name: 'arrow',
    description:
      'an arrow between words ("meeting notes -> send the deck", "машина → шиномонтаж") is the pause of a header: it reads as a colon',
    examples: [
      { input: 'meeting notes -> send the deck to Ivan', expected: 'meeting notes: send the deck to Ivan' },
      { input: 'машина → шиномонтаж до пятницы', expected: 'машина: шиномонтаж до пятницы' },
      { input: 'итог => переписать договор', expected: 'итог: переписать договор' },
      { input: 'x->y', expected: 'x->y' },
    ],
    apply: (text) => text.replace(/(?<=\p{L})\s+(?:->|-->|=>|→|⟶)\s+(?=\p{L})/gu, ': '),
  },
  {
    name: 'semicolon-list',
    description:
      'a line of short pieces between semicolons ("send the deck; book a room; HR form whenever") is a list, one item a piece, so a piece without a verb is still a task',
    examples: [
      {
        input: 'send the deck to Ivan; book a room for the retro; HR form whenever',
        expected: '- send the deck to Ivan\n- book a room for the retro\n- HR form whenever',
      },
      { input: 'молоко; хлеб', expected: '- молоко\n- хлеб' },
      {
        input: 'closed the ticket; then we argued about the budget for the whole afternoon and nobody agreed',
        expected:
          'closed the ticket; then we argued about the budget for the whole afternoon and nobody agreed',
      },
      { input: 'to do: wash the car; call Ben', expected: 'to do:\n- wash the car\n- call Ben' },
      {
        input: 'so the thing is: I called twice; nobody answered',
        expected: 'so the thing is:\n- I called twice\n- nobody answered',
      },
    ],
    apply: (text) => text.split('\n').map(semicolonList).join('\n'),
  },
  {
    name: 'numbered-without-dots',
    description:
      'a list dictated as "1 … 2 … 3 …" (in one line or one item a line, also after a sentence or a head of a few words) is read as a numbered list',
    examples: [
      {
        input: '1 забрать ключи 2 полить фикус 3 купить губки',
        expected: '1. забрать ключи\n2. полить фикус\n3. купить губки',
      },
      { input: 'to do: 1 wash the car 2 call Ben', expected: 'to do:\n1. wash the car\n2. call Ben' },
      { input: '1 вынести мусор\n2 позвонить Вике', expected: '1. вынести мусор\n2. позвонить Вике' },
      { input: 'купить 2 батона и 1 пакет молока', expected: 'купить 2 батона и 1 пакет молока' },
      { input: '1 big thing today', expected: '1 big thing today' },
      { input: '1) wash the car 2) call Ben', expected: '1. wash the car\n2. call Ben' },
      {
        input: 'errands 1 post office 2 oil the hinges 3 swap the bulbs',
        expected: 'errands\n1. post office\n2. oil the hinges\n3. swap the bulbs',
      },
      {
        input: 'Выходной наконец. 1 постирать шторы 2 позвонить тёте 3 отнести книги',
        expected: 'Выходной наконец.\n1. постирать шторы\n2. позвонить тёте\n3. отнести книги',
      },
      // Two numbers inside a sentence may be counts: inline after a head, three in sequence are asked for.
      { input: 'взять 1 батон 2 пачки масла', expected: 'взять 1 батон 2 пачки масла' },
      { input: 'we need 1 tent 2 mats 3 stoves', expected: 'we need 1 tent 2 mats 3 stoves' },
    ],
    apply: dotNumberedList,
  },
];

function applyAll<T>(rules: readonly StageRule<T, T>[], value: T): T {
  return rules.reduce((current, rule) => rule.apply(current), value);
}

/** The dump as normalised lines (blank lines kept: they end a header's block). */
export function normaliseLines(text: string): Line[] {
  return applyAll(TEXT_RULES, text)
    .split('\n')
    .map((line) => applyAll(LINE_RULES, { text: line, listItem: false }));
}
