// The reader: a dump cut into lines (bullets dropped, headers kept as context for the lines under them,
// shopping lists joined into one purchase), each line into sentences and parts.
import { AI_TITLE_MAX_LENGTH } from '@fokus/core';
import { type Day, isoDate, type LocalClock } from '../calendar.js';
import { FEELING_WORDS } from '../lexicon/feelings.js';
import { REMINDERS } from '../lexicon/fillers.js';
import { EN_GIVEN_NAMES, isInitials, RU_GIVEN_NAMES } from '../lexicon/people.js';
import { CONTINGENCY, THANKS } from '../lexicon/messages.js';
import { messageOf } from './message.js';
import { minutesOf, othersItem, ownPieces } from './minutes.js';
import { alternation } from '../stages/titles/fillers.js';
import { SHOP_HEAD, SHOPPING_LIST_WORDS } from '../lexicon/shopping.js';
import { type Clause, type Flow, type Found, type Reading } from '../model.js';
import { EN_IRREGULAR_PAST } from '../stages/classify/clause-kind.js';
import { GENERIC_OBJECT, OBJECT_PRONOUN } from '../stages/classify/patterns.js';
import { normaliseLines } from '../stages/normalise/rules.js';
import { FIRST_PERSON_PRESENT, RU_PAST } from '../stages/classify/verbs.js';
import { findDates } from '../stages/fields/deadline/find-dates.js';
import { type TaskLanguage } from '../stages/fields/estimate.js';
import { capitalise, cutText, fold, tidy, wordsOf } from '../stages/normalise/text.js';
import { splitClauses } from '../stages/segment/clauses.js';
import { languageOf, splitSentences } from '../stages/segment/sentences.js';
import { rewriteTitle } from '../stages/titles/rules.js';
import { analyseClause, namesDay } from './analyse-clause.js';
import { applyMissing, readParts } from './clauses.js';
import { mergeFlow } from './flow.js';
import { TAKE_BACK_ALONE } from './reader-patterns.js';
import { correctsDay, datesWholeList } from './dates-back.js';
import { joinAfterHead, shoppingTask } from './shopping-task.js';

/** A head that points at the task before ("before that", "до этого", "перед этим"): its date is that task's. */
const POINTER_HEAD = /^(?:(?:and|и|а)\s+)?(?:before\s+(?:that|then)|до\s+этого|перед\s+этим|к\s+этому)$/;

/** A head that marks an item as the speaker's own ("я:", "мне:", "на мне:", "me:", "on me:"). */
const OWN_HEAD = /^(?:я|мне|на\s+мне|с\s+меня|me|on\s+me)$/;

/** A head that names a list ("list for today", "to-do", "список дел"): a plain header, not an action. */
const LIST_HEAD = /^(?:(?:my|the|a)\s+)?(?:to-?do\s+)?list(?:\s+for)?$|^(?:список|план)(?:\s+(?:дел|на))?$/;

/**
 * Words of a date header besides its date ("to do", "tasks for", "дела на"), after spoken openers ("ну так
 * дела на субботу", "ok so to do today"). A bare "plan" before the date is the verb ("plan next weekend").
 */
const DATE_HEAD_WORDS =
  /^(?:(?:так|итак|ну|короче|ладно|ok|okay|so|right|well)\s+)*(?:(?:my|the)\s+)?(?:things\s+)?(?:(?:to-?\s?do|todo|tasks?|plans|list|agenda|stuff|errands|chores|дела|задачи|список(?:\s+дел)?|план|планы)(?:\s+(?:list|for|on|на))?|plan\s+(?:for|on))?$/;

/** A reminder said with the date of a header ("в среду не забудь", "don't forget tomorrow"): the items are what not to forget. */
const DATE_HEAD_REMINDER = new RegExp(
  `^(?:${alternation(REMINDERS.map((words) => lettersOnly(fold(words))))})(?:\\s+(?:про|about))?$`,
  'u',
);

/** A text's letters, digits and hyphens, words apart by one space. */
function lettersOnly(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Who sent a line of a message ("Жена: …", "Mom: …"): a word or two before a colon. */
const SENDER = /^\s*[\p{L}][\p{L}.-]*(?:\s+[\p{L}][\p{L}.-]*)?\s*:\s+(?=\S)/u;

/**
 * The date of a line that is only a date and list words, with no action ("To do tomorrow", "Пятница 📅",
 * "в среду не забудь"), also as a line of a message from someone ("Муж: в среду не забудь"); a date said
 * with a cue alone ("завтра!!", "tomorrow, urgent") heads the lines after it with both.
 */
function dateHeader(line: string, clock: LocalClock, today: Day): Flow | undefined {
  const said = line.replace(SENDER, '');
  // Most lines name no day: that is known from their dates alone, before the whole line is analysed.
  if (!namesDay(said, clock, today)) return undefined;
  const clause = analyseClause({ text: said, separator: 'start' }, clock, today);
  if (!clause.date || clause.date.rank < 1) return undefined;
  // "THIS WEEK" over a list: the items are what the week holds, each dated by its own day or by none.
  if (clause.kind === 'empty' && !clause.priority && datedThisWeek(clause)) return {};
  if (clause.kind === 'empty' && clause.priority) return { date: clause.date, priority: clause.priority };
  const rest = lettersOnly(fold(said).replace(fold(clause.date.text), ' '));
  return DATE_HEAD_WORDS.test(rest) || DATE_HEAD_REMINDER.test(rest) ? { date: clause.date } : undefined;
}

/** A deadline said as a statement ("дедлайн по смете", "deadline по отчёту", "макет … deadline"). */
const DEADLINE_STATEMENT =
  /(?:^|\s)(?:дедлайн|deadline|срок\s+сдачи)\s+(?:по|для)\s+\S|[\p{L}\d]\s+(?:дедлайн|deadline)[\s.!]*$/u;

/** What a header ("Завтра", "важно", "Groceries", "ремонт") says. */
export interface Header {
  flow: Flow;
  /** A shopping list header: the items after it are one purchase. */
  shopping: boolean;
  /** The header is itself an action ("купить продукты", "позвонить"). */
  action: boolean;
  /** An action with a generic object ("сделать три вещи"): context, not a task. */
  generic: boolean;
  core: string;
  /** A reminder said as the header ("не забыть:", "don't forget:"), as said: the items are what not to forget. */
  reminder?: string;
}

/** The week one is in, as a header names it ("this week", "на этой неделе"). */
const THIS_WEEK = /^(?:this\s+week|на\s+этой\s+неделе|эта\s+неделя)$/;
/** A header dated by the week one is in: over a list it names what the week holds, dating no item. */
const datedThisWeek = (clause: Clause): boolean =>
  clause.date !== undefined && THIS_WEEK.test(fold(clause.date.text));

/** A header that is a reminder ("не забыть:", "не забудь", "don't forget:", "remember:"). */
const REMINDER_HEAD = new RegExp(`^(?:${alternation(REMINDERS)})$`);

export function readHeader(head: string, clock: LocalClock, today: Day): Header {
  const clause = analyseClause({ text: head, separator: 'start' }, clock, today);
  const core = fold(clause.core);
  const words = core.split(/\s+/);
  const shopping =
    SHOPPING_LIST_WORDS.has(core) ||
    // "christmas shopping", "продукты на неделю", "в зоомагазин": a short head with a shopping word or a shop.
    (words.length <= 4 && words.some((word) => SHOPPING_LIST_WORDS.has(word))) ||
    SHOP_HEAD.test(core) ||
    (clause.kind === 'action' &&
      /^(?:купить|докупить|заказать|buy|order|get)(?:\s|$)/.test(core) &&
      core.split(' ').length <= 3);
  const said = head.trim().replace(/[\s:—–-]+$/u, '');
  const reminder = REMINDER_HEAD.test(fold(said).replace(/’/g, "'")) ? said : undefined;
  const date = clause.core === '' && datedThisWeek(clause) ? undefined : clause.date;
  return {
    flow: { date, priority: clause.priority, topic: clause.core || undefined },
    shopping,
    action: clause.kind === 'action' || reminder !== undefined,
    generic: GENERIC_OBJECT.test(` ${core} `) || LIST_HEAD.test(core),
    core: clause.core,
    ...(reminder ? { reminder } : {}),
  };
}

/** A head naming another person: initials ("АВ", "KB"), or in notes of a meeting a given name ("Лена"). */
const namesAnother = (who: string, minutes: boolean | undefined): boolean =>
  isInitials(who) || (!!minutes && (RU_GIVEN_NAMES.has(fold(who)) || EN_GIVEN_NAMES.has(fold(who))));

/** Reads one sentence, with an inline "X: rest" header when it has one. */
export function readSentence(
  sentence: string,
  outer: Flow,
  clock: LocalClock,
  today: Day,
  fallback: TaskLanguage,
): Reading {
  const inline = /^([^:]{1,60}?)(?<=[\p{L})!.])\s*:(?!\d)\s*(.+)$/u.exec(sentence);
  // "call the bank re: mortgage": "re:" is "about", not a header.
  const about = /(?:^|\s)re$/i.test((inline?.[1] ?? '').trim());
  // A head of six words at most, or longer only by fillers and cues ("um ok so the list for today:").
  const headWords = (inline?.[1] ?? '').trim().split(/\s+/).length;
  const shortHead =
    headWords <= 6 ||
    (headWords <= 10 &&
      analyseClause({ text: inline?.[1] ?? '', separator: 'start' }, clock, today).core.split(/\s+/).length <=
        4);
  if (inline && !about && shortHead) {
    // "AB: send the deck", "КВ → смета", and in notes of a meeting "Лена → счёт поставщику": an action
    // item of the person with those initials or that name, not the speaker's.
    const who = (inline[1] ?? '').trim();
    if (namesAnother(who, outer.minutes)) {
      // "МК: баннер до 20-го; я даю размеры стенда": what the speaker says they do there is theirs.
      const own = outer.minutes ? ownPieces(inline[2] ?? '') : '';
      return own === '' ? { tasks: [] } : readParts(own, outer, clock, today);
    }
    const head = readHeader(inline[1] ?? '', clock, today);
    const rest = inline[2] ?? '';
    // "before that: fix the charts, …": the head points at the task said before, and takes its date.
    if (POINTER_HEAD.test(fold(inline[1] ?? '')) && outer.antecedentDate)
      head.flow = { ...head.flow, date: outer.antecedentDate };
    const flow = mergeFlow(outer, head.flow);
    // A shopping or action header takes a list of objects ("купить: яйца, сыр"); any other header a list
    // of items, each a task even without a verb ("пятница: созвон, ревью кода").
    const objectList = head.shopping || (head.action && !head.generic);
    // In notes of a meeting an item without a verb is a minute, unless the speaker marked it as their own
    // ("я: бюджет на корпоратив", "me: the rota").
    const own = OWN_HEAD.test(fold(who));
    const reading = readParts(
      rest,
      objectList ? flow : { ...flow, listItem: !flow.minutes || own },
      clock,
      today,
    );
    // Under a shopping header a verbless item that reads like a chore or a visit ("laundry detergent",
    // "зубную пасту") is still a thing to buy; only an item with its own verb is a task of its own.
    // Under an action header ("распланировать выходные: театры, поездки, гости") too: events named in
    // the list are what the action is about.
    const restHasTasks =
      head.shopping || (head.action && !head.generic)
        ? reading.tasks.some((task) => !task.event)
        : reading.tasks.length > 0;
    if (head.shopping && !restHasTasks) {
      const task = shoppingTask(
        head,
        splitClauses(rest).map((clause) => clause.text),
        sentence,
        flow,
        fallback,
      );
      return { tasks: task ? [task] : [] };
    }
    // "Купить: молоко, потом позвонить маме", "Groceries: eggs, then call mom": the purchase takes the
    // items before the next verb.
    if (head.shopping && restHasTasks) {
      const buy = head.action ? head.core : languageOf(rest, fallback) === 'ru' ? 'Купить' : 'Buy';
      const joined = readParts(`${buy} ${rest}`, flow, clock, today);
      if (joined.tasks.length > reading.tasks.length) return joined;
    }
    if (head.action && !head.generic && !restHasTasks) {
      // "не забыть: паспорт, билеты" → «Не забыть паспорт, билеты»: the things not to forget, as said.
      const said = head.reminder
        ? `${head.reminder} ${rest}`
        : `${rewriteTitle(head.core)}${joinAfterHead(head.core)}${rest}`;
      const title = cutText(capitalise(tidy(said)), AI_TITLE_MAX_LENGTH);
      return {
        tasks: [{ title, source: sentence, date: flow.date, priority: flow.priority, topic: flow.topic }],
      };
    }
    if (restHasTasks || !head.action)
      return restHasTasks
        ? reading
        : { tasks: [], lonely: reading.lonely ?? head.flow, passedOver: reading.passedOver };
  }
  return readParts(sentence, outer, clock, today);
}

/**
 * Reads one line (sentences in order; a sentence that only says when or how urgent applies to its
 * neighbour): its tasks, and the clauses read as no task (`Found.passedOver`).
 */
export function readLine(
  line: string,
  outer: Flow,
  clock: LocalClock,
  today: Day,
  fallback: TaskLanguage,
): { tasks: Found[]; passedOver: Found[] } {
  const sentences = splitSentences(line);
  const tasks: Found[] = [];
  const passedOver: Found[] = [];
  let carry: Flow | undefined;
  let lastTasks: Found[] = [];
  sentences.forEach((sentence, index) => {
    // "Если возникнут вопросы, звоните", "To reschedule, call the desk": an instruction for a case that may
    // never come; "Thanks for the update": a courtesy. Neither is a task, nor passes anything on.
    const said = fold(sentence.trim()).replace(/’/g, "'");
    if (CONTINGENCY.test(said) || THANKS.test(said)) return;
    // "Client call on Friday. Before that, finish the mockups": the pronoun reaches the sentence before.
    const antecedentDate = index > 0 ? lastTasks.at(-1)?.date : undefined;
    // A bullet makes its first sentence a task even without a verb; what follows it ("… в ноябре. стыдно")
    // is read like any sentence.
    const base = index > 0 && tasks.length > 0 ? { ...outer, listItem: undefined } : outer;
    const flow = mergeFlow(base, { ...carry, antecedentDate });
    let reading = readSentence(sentence, flow, clock, today, fallback);
    // "в четверг дедлайн по смете" on a line of its own: with nothing after it to date, the deadline is
    // the task (followed by what to do for it, it stays the context that dates that).
    if (
      reading.tasks.length === 0 &&
      reading.lonely?.date &&
      index === sentences.length - 1 &&
      DEADLINE_STATEMENT.test(fold(sentence))
    )
      reading = readSentence(sentence, { ...flow, listItem: true }, clock, today, fallback);
    passedOver.push(...(reading.passedOver ?? []));
    carry = undefined;
    // "Taxes due April 15. Gotta file them": the task about "them" is the task that was due.
    const first = reading.tasks[0];
    if (
      first &&
      lastTasks.length > 0 &&
      lastTasks.every((task) => task.due) &&
      OBJECT_PRONOUN.test(fold(first.title))
    ) {
      first.date ??= lastTasks.at(-1)?.date;
      tasks.splice(tasks.length - lastTasks.length, lastTasks.length);
    }
    if (reading.tasks.length > 0) {
      tasks.push(...reading.tasks);
      lastTasks = reading.tasks;
      return;
    }
    // "…рассказать начальнице... хотя нет, не надо пока": a take-back said as a sentence of its own
    // takes back the task just before it.
    if (
      TAKE_BACK_ALONE.test(
        fold(sentence)
          .replace(/’/g, "'")
          .replace(/[.!…\s]+$/u, ''),
      ) &&
      tasks.length > 0
    ) {
      tasks.pop();
      lastTasks = [];
      return;
    }
    if (!reading.lonely) return;
    // «Отчёт шефу. Хочу до 11-го закрыть»: the day of finishing is the task's of the sentence before.
    if (reading.lonely.backDate && lastTasks.length > 0) {
      applyMissing(lastTasks, { date: reading.lonely.backDate });
      return;
    }
    const last = index === sentences.length - 1;
    // "Call the bank today. Actually no, tomorrow then.": a day said again to correct the one before
    // replaces the day of the tasks of the sentence before.
    if (reading.lonely.date && lastTasks.length > 0 && correctsDay(sentence)) {
      for (const task of lastTasks) task.date = reading.lonely.date;
      return;
    }
    if (isBareSentence(sentence, clock, today)) {
      if (!last) carry = reading.lonely;
      else applyMissing(lastTasks, reading.lonely);
      return;
    }
    // A statement about a coming day ("Rent due March 3.", "Завтра у Саши утренник.") dates the tasks
    // of the next sentence; "today" in a statement is usually a feeling ("so tired today"), so it does not.
    const date = reading.lonely.date;
    const dueWord = /(?<![a-zа-яё])(?:due|deadline|expires?|дедлайн|срок|сдача|истекает)(?![a-zа-яё])/.test(
      fold(sentence),
    );
    // "this week flew by": a statement in the past tense tells what happened, and dates nothing.
    // "Весь в делах накануне отпуска", "I'm swamped before the holidays": how one feels about a
    // date does not date the next sentence.
    const feeling = wordsOf(sentence).some(
      (word, index, words) =>
        FIRST_PERSON_PRESENT.test(word) ||
        FEELING_WORDS.has(word) ||
        word === "i'm" ||
        (word === 'i' && /^(?:am|feel)$/.test(words[index + 1] ?? '')),
    );
    if (
      !last &&
      date &&
      !feeling &&
      (isoDate(date.day) > isoDate(today) || dueWord) &&
      !isPastStatement(sentence, date.text)
    )
      carry = { date, eventDate: true };
  });
  return { tasks, passedOver };
}

/** True when the date is the subject of a past tense ("this week flew by", "неделя пролетела"). */
export function isPastStatement(sentence: string, dateText: string): boolean {
  const words = wordsOf(sentence);
  const dateWords = wordsOf(dateText);
  const at = words.findIndex((_, index) => dateWords.every((word, offset) => words[index + offset] === word));
  const next = at < 0 ? '' : (words[at + dateWords.length] ?? '');
  return EN_IRREGULAR_PAST.has(next) || /^[a-z]{2,}[^e]ed$/.test(next) || RU_PAST.test(next);
}

/** True when a sentence says nothing but a date or a cue ("Срочно!", "Завтра.", "urgent!!"). */
export function isBareSentence(sentence: string, clock: LocalClock, today: Day): boolean {
  return analyseClause({ text: sentence, separator: 'start' }, clock, today).kind === 'empty';
}

/**
 * The tasks found in a brain dump, in order, before their fields are filled in; after each line's tasks,
 * the clauses of that line read as no task (`Found.passedOver`).
 */
export function findTasks(text: string, clock: LocalClock, today: Day, fallback: TaskLanguage): Found[] {
  const lines = normaliseLines(text);
  const { minutes, head } = minutesOf(lines);
  const { message, formulas } = messageOf(lines);
  const tasks: Found[] = [];
  /** The tasks, each line's followed by the clauses of the line read as no task. */
  const found: Found[] = [];
  let block: Flow = {};
  /** The lines are under a head naming another person ("ВК:"): theirs, but for what the speaker does. */
  let others = false;
  let list: { header: Header; items: string[]; source: string } | undefined;
  /** The tasks of the list items read last, in a run, for a line after them that dates them all. */
  let listed: Found[] = [];
  const flushList = () => {
    if (list) {
      const task = shoppingTask(list.header, list.items, list.source, block, fallback);
      if (task) {
        tasks.push(task);
        found.push(task);
      }
    }
    list = undefined;
  };
  for (const [index, { text: said, listItem }] of lines.entries()) {
    if (index === head || formulas.has(index)) continue;
    if (!/[\p{L}\p{N}]/u.test(said)) {
      flushList();
      block = {};
      others = false;
      continue;
    }
    const header = /^([^:]{1,60}?)\s*:\s*$/.exec(said);
    // "Завтра:", "Groceries:", "before the trip next week i have to:" (a date may make it longer).
    const headerWords = (header?.[1] ?? '').trim().split(/\s+/).length;
    if (
      header &&
      (headerWords <= 6 ||
        (headerWords <= 12 && findDates(header[1] ?? '', clock, today).dates.some((date) => date.rank >= 0)))
    ) {
      flushList();
      listed = [];
      others = namesAnother((header[1] ?? '').trim(), minutes);
      const read = readHeader(header[1] ?? '', clock, today);
      block = POINTER_HEAD.test(fold(header[1] ?? ''))
        ? { ...read.flow, date: tasks.at(-1)?.date }
        : read.flow;
      if (read.shopping) list = { header: read, items: [], source: said };
      continue;
    }
    // Under another person's head only what the speaker says they do is read ("я даю размеры стенда").
    const line = others ? ownPieces(said) : said;
    if (line === '') continue;
    // "To do tomorrow", "Monday 📅", "Задачи на пятницу" on a line of their own, without a colon: a
    // date header for the lines after it.
    const dateHead = header ? undefined : dateHeader(line, clock, today);
    if (dateHead) {
      flushList();
      // "Всё это нужно к 20-му. Срочно!" after the items dates them as well as the lines after it.
      datesWholeList(line, [], listed, clock, today);
      listed = [];
      block = dateHead;
      continue;
    }
    if (list) {
      const clause = analyseClause({ text: line, separator: 'start' }, clock, today);
      if (clause.kind === 'other' || clause.kind === 'noun') {
        list.items.push(line);
        list.source += `\n${line}`;
        continue;
      }
      flushList();
    }
    // In notes of a meeting what another person does is theirs.
    if (minutes && othersItem(line)) continue;
    // "before that: …" on the next line points at the last task found ("chapter due feb 19\nbefore that: …").
    const pointed = { ...block, antecedentDate: tasks.at(-1)?.date };
    const read = readLine(
      line,
      {
        ...pointed,
        ...(listItem && !minutes ? { listItem } : {}),
        ...(minutes ? { minutes } : {}),
        ...(message ? { message } : {}),
      },
      clock,
      today,
      fallback,
    );
    if (listItem) listed.push(...read.tasks);
    else {
      datesWholeList(line, read.tasks, listed, clock, today);
      listed = [];
    }
    tasks.push(...read.tasks);
    found.push(...read.tasks, ...read.passedOver);
  }
  flushList();
  return found;
}
