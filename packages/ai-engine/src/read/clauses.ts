// The reader: the clauses of a sentence part in order, each classified and titled, with dates and cues
// flowing between them (a leading date carries on until "а ещё" / "also"; a trailing one goes back).
import { type Day, type LocalClock } from '../calendar.js';
import { type Clause, type Flow, type Found, type Reading } from '../model.js';
import { isUncategorised, namesObject } from '../stages/classify/category.js';
import {
  CALL_PURPOSE,
  CALL_TASK,
  DEADLINE_WORD,
  EXPIRY,
  EXPIRY_SAID,
  FOLLOW_UP,
  MOTION_ONLY,
  NEW_THOUGHT,
  NOT_MISS_ALONE,
  OBJECT_PRONOUN,
  OCCASION,
  OWN_SUBJECT,
  RESTART,
  PLACE_FOLLOW_UP,
  UNDATED,
  WISH_REASON,
} from '../stages/classify/patterns.js';
import { capitalise, fold, hasCyrillic } from '../stages/normalise/text.js';
import { segmentClauses } from '../stages/segment/rules.js';
import { trailingFillerLength } from '../stages/titles/fillers.js';
import { statementSubject } from '../stages/titles/pronouns.js';
import { rewriteTitle } from '../stages/titles/rules.js';
import { analyseClause } from './analyse-clause.js';
import { mergeFlow } from './flow.js';
import { CORRECTION } from '../stages/classify/patterns.js';

/**
 * The tasks of a sentence part without "X:" or "X — Y": clauses classified, verbless clauses joined to
 * the task before them, dates and cues that come before an action carried to the clauses after it
 * (until "а ещё" / "also" / "но" / "but"), anaphora ("к нему") taking the previous task's date.
 */
/** A statement that ends where "so" / "так что" was cut off ("…'s birthday is on the 22nd so"). */
const SO_NEXT = /(?:^|\s)(?:so|так\s+что|поэтому|значит)\s*$/;
/** A date that names a span longer than a day ("next week", "до конца месяца"). */
const SPAN_DATE = /(?:недел|week|месяц|month|год(?:а|у)?$|year)/;
/** True when a clause opens with a correction ("no wait …", "ой нет …"). */
function opensWithCorrection(text: string): boolean {
  const folded = fold(text).replace(/’/g, "'");
  const match = CORRECTION.exec(folded);
  return match !== null && folded.slice(0, match.index).trim() === '';
}

/** Someone else taking the task on ("my sister is doing those", "our neighbour's getting it"). */
const SOMEONE_ELSE_DOES_IT = String.raw`(?:my|our)\s+[a-z]+(?:'s|\s+is|\s+will\s+be)\s+(?:doing|handling|getting|sorting)\s+(?:those|that|it|them)`;
/** A task taken back while speaking ("wait, that's not a task", "never mind", "ой нет … уже купили"). */
const TAKEN_BACK = new RegExp(
  String.raw`(?<![a-zа-яё])(?:no,?\s+that'?s\s+not\s+a\s+task|that'?s\s+not\s+a\s+task|never\s*mind|scratch\s+that|(?:no,?\s+)?(?:ignore|forget)\s+(?:that|it)(?:\s+one)?[.!]*$|забудь(?:те)?\s+(?:это|про\s+это)|это\s+не\s+задача|отбой|(?:ой,?\s+)?нет,?\s+(?:\S+\s+){0,3}уже\s+(?:\S+\s+)?(?:[а-яё]+(?:ли|ла|л))|(?:ой|а|хотя),?\s+нет,?\s+не\s+(?:надо|стоит)|(?:ой,?\s+)?нет,?\s+лучше[.!\s]*$|${SOMEONE_ELSE_DOES_IT})(?![a-zа-яё])`,
);
/** A take-back said as a clause of its own ("…, never mind", "…, отбой", "…, my sister is doing those"). */
export const TAKE_BACK_ALONE = new RegExp(
  String.raw`^\s*(?:(?:lol|ha|oh|ой|а|no|хотя)\s+)?(?:never\s*mind|scratch\s+that|(?:ignore|forget)\s+(?:that|it)|отбой|нет,?\s+не\s+(?:надо|стоит)(?:\s+пока)?|забудь(?:те)?\s+(?:это|про\s+это)|${SOMEONE_ELSE_DOES_IT}(?:\s+actually)?)\s*[.!]?$`,
);
/** The name of the dump itself ("brain dump", "мысли вслух"), said as a line of its own. */
const DUMP_NAME =
  /^(?:(?:start|end)\s+of\s+(?:the\s+)?(?:week|day)\s+|(?:my|quick|morning|evening|monday)\s+)?brain\s*-?\s*dumps?$|^(?:random\s+)?thoughts$|^(?:мысли(?:\s+вслух)?|поток\s+мыслей|выгрузка\s+из\s+головы)$/;

/** Writing the list itself down ("запиши", "надо записать", "мама сказала записать"). */
const WRITE_IT_DOWN =
  /^(?:(?:\S+\s+)?(?:сказал|сказала|просил|просила)\s+)?(?:записать|запиши|запишу|записываю|write\s+(?:this|it|that)\s+down|note\s+(?:this|it)\s+down)$/;
/** "do that", "do it", "сделать это": the task that was just named. */
const DO_THAT = /^(?:do|handle|sort)\s+(?:that|it|this)(?:\s+one)?$|^сделать\s+это$/;

/** "that day", "by then", "в тот же день": the task points at the event's date. */
const THAT_DAY =
  /(?<![a-zа-яё])(?:that\s+(?:day|night|morning|evening)|by\s+then|the\s+same\s+day|в\s+(?:тот|этот)\s+(?:же\s+)?день|к\s+этому\s+времени)(?![a-zа-яё])/;

export function readClauses(text: string, outer: Flow, clock: LocalClock, today: Day): Reading {
  const raw = segmentClauses(text);
  const clauses = raw.map((clause) => analyseClause(clause, clock, today));
  // In a list ("1. отчёт 2. письмо партнёрам", "- паспорт") an item is a task even without a verb.
  // After "X:" every item counts, unless it continues an action's object ("купить молоко, хлеб").
  clauses.forEach((clause, index) => {
    const afterAction = index > 0 && clauses[index - 1]?.kind === 'action' && clause.separator !== 'then';
    // "- годовщина родителей в субботу, заказать цветы": an occasion with a task after it is its context.
    const occasionBeforeTask =
      OCCASION.test(fold(clause.core)) && clauses.slice(index + 1).some((next) => next.kind === 'action');
    if (
      clause.kind === 'other' &&
      !occasionBeforeTask &&
      (clause.separator === 'item' ||
        (outer.listItem &&
          (index === 0 || !afterAction || (clause.priority !== undefined && clause.core !== ''))))
    ) {
      clause.kind = 'noun';
    }
  });
  // "в пятницу дедлайн по смете и ещё …": a deadline followed by another thought is a task of its own;
  // followed by what to do for it ("…, надо дописать заявку") it is the context that dates that.
  clauses.forEach((clause, index) => {
    const next = clauses[index + 1];
    if (
      clause.kind === 'other' &&
      clause.date !== undefined &&
      /^(?:дедлайн|deadline|срок\s+сдачи)\s+(?:по|для)\s+\S/.test(fold(clause.core)) &&
      next !== undefined &&
      (next.separator === 'and' || next.separator === 'also' || next.separator === 'but')
    )
      clause.kind = 'noun';
  });
  // Join verbless continuations to the task before them ("взять сыр и масло", "a phone charger and a case").
  const merged: Clause[] = [];
  for (const clause of clauses) {
    const last = merged.at(-1);
    // "book the eye test, been putting it off": a hedge said as a clause of its own is no object.
    const hedge = ` ${fold(clause.text.trim()).replace(/^(?:i'?ve\s+|i\s+)?(?:been|keep)\s+(?=putting\s)/, '')}`;
    if (last !== undefined && hedge.trim() !== '' && trailingFillerLength(hedge) === hedge.length) continue;
    const continues =
      last !== undefined &&
      last.kind === 'action' &&
      clause.kind === 'other' &&
      (clause.separator === 'and' || clause.separator === 'comma') &&
      // "buy sour cream and dumplings for the party on friday": an object said with "and" may bring the
      // date of the whole task.
      (clause.date === undefined || (clause.separator === 'and' && last.date === undefined)) &&
      clause.priority === undefined &&
      !(clause.separator === 'comma' && OWN_SUBJECT.test(fold(clause.text.trim()).replace(/’/g, "'")));
    if (continues) {
      const joiner = clause.separator === 'and' ? (hasCyrillic(clause.text) ? ' и ' : ' and ') : ', ';
      merged[merged.length - 1] = {
        ...last,
        core: `${last.core}${joiner}${clause.core}`,
        text: `${last.text}${joiner}${clause.text}`,
        date: last.date ?? clause.date,
      };
      continue;
    }
    // "sort the catering order by the 12th, and the move checklist by next friday": an object with a
    // day of its own after a dated task is a second task with the same verb.
    const gapped =
      last !== undefined &&
      last.kind === 'action' &&
      clause.kind === 'other' &&
      (clause.separator === 'and' || clause.separator === 'comma' || clause.separator === 'also') &&
      clause.date !== undefined &&
      last.date !== undefined &&
      !hasCyrillic(clause.text) &&
      /^(?:the|my|our|a|an)\s+\S/.test(fold(clause.core));
    if (gapped) {
      const verb = last.core.split(/\s+/)[0] ?? '';
      merged.push({ ...clause, kind: 'action', core: `${verb} ${clause.core}` });
      continue;
    }
    // A clause that only says when or how urgent ("…, в пятницу", "…, super urgent", "…, дедлайн в пятницу")
    // belongs to the task before it.
    const onlyWhen =
      clause.kind === 'empty' ||
      (clause.kind === 'other' && clause.date !== undefined && DEADLINE_WORD.test(fold(clause.core))) ||
      ((clause.kind === 'other' || clause.kind === 'context') &&
        clause.date !== undefined &&
        EXPIRY.test(fold(clause.core).replace(/’/g, "'")));
    if (last !== undefined && (last.kind === 'action' || last.kind === 'noun') && onlyWhen) {
      merged[merged.length - 1] = {
        ...last,
        date: last.date ?? clause.date,
        priority: clause.priority ?? last.priority,
        clockDate: last.clockDate ?? clause.clockDate,
      };
      continue;
    }
    merged.push(clause);
  }

  const tasks: Found[] = [];
  let flow: Flow = { ...outer };
  let lonely: Flow | undefined;
  let previous: Found | undefined;
  const dated = new Set<Found>();
  const fromEvent = new Set<Found>();
  for (const [index, clause] of merged.entries()) {
    // "…, and I need to book a flu shot": a new subject with a modal starts a new thought, like "also".
    if (
      clause.separator === 'also' ||
      clause.separator === 'but' ||
      (clause.separator !== 'start' &&
        previous !== undefined &&
        (NEW_THOUGHT.test(fold(clause.text).replace(/’/g, "'")) || RESTART.test(fold(clause.text))))
    )
      // What the statement before was about stays known ("в коридоре мигает лампа, но глянуть надо").
      flow = { ...outer, note: flow.note, subject: flow.subject };
    if (clause.kind !== 'action' && clause.kind !== 'noun') {
      // "borrow a ladder, my uncle is doing that": someone else taking it on takes the task back.
      if (
        previous &&
        tasks.at(-1) === previous &&
        TAKE_BACK_ALONE.test(fold(clause.text).replace(/’/g, "'"))
      ) {
        tasks.pop();
        previous = tasks.at(-1);
        continue;
      }
      // Context: its date and cue go to the tasks after it in this sentence; a date said right after a
      // task ("get a card for dad, his bday is next sunday") also dates that task.
      // Only a statement that opens the sentence dates what follows ("15 декабря день рождения Лены, …");
      // one in the middle ("…, work deadline on thursday, …") is about its own subject.
      if (clause.date && clause.dateLeads && index === 0)
        flow = { ...flow, date: clause.date, eventDate: true };
      if (clause.priority && clause.cueLeads) flow = { ...flow, priority: clause.priority };
      // "renew the gym card, it lapsed, urgent": a cue said alone after a task is that task's.
      if (
        clause.kind === 'empty' &&
        clause.priority &&
        !clause.date &&
        previous &&
        previous.priority === undefined
      )
        previous.priority = clause.priority;
      // "…, mom's birthday is on the 22nd so figure out a gift": a statement followed by the task it calls
      // for dates that task, not the one before.
      const next = merged[index + 1];
      const callsForNext =
        next !== undefined &&
        next.kind === 'action' &&
        clause.kind === 'context' &&
        SO_NEXT.test(fold(clause.text));
      if (callsForNext && clause.date) flow = { ...flow, date: clause.date, eventDate: true };
      else if (clause.date && previous && previous.date === undefined && clause.date.rank >= 1)
        previous.date = clause.date;
      // "call the plumber tomorrow, no wait, thursday": a corrected date said after a task replaces its date.
      else if (clause.date && previous && clause.date.rank >= 1 && opensWithCorrection(clause.text))
        previous.date = clause.date;
      const note =
        clause.kind === 'other' && clause.core !== '' && clause.core.length <= 60 ? clause.core : undefined;
      if (note) flow = { ...flow, note };
      const subject =
        clause.kind === 'context' || clause.kind === 'other' ? statementSubject(clause.core) : undefined;
      if (subject) {
        flow = { ...flow, subject };
        lonely = mergeFlow(lonely ?? {}, { subject });
      }
      if (clause.date || clause.priority || note) {
        lonely = mergeFlow(lonely ?? {}, { date: clause.date, priority: clause.priority, note });
      }
      continue;
    }
    // "text Marco, haven't seen him in months": what has not been done, said after a task, is its reason.
    if (previous && clause.separator === 'comma' && clause.undone && !/\s/.test(clause.core.trim())) continue;
    // "доделать фотокнигу для бабушки, хочу подарить на нг": a wish after a task is its reason.
    if (previous && clause.separator === 'comma' && WISH_REASON.test(fold(clause.text))) continue;
    let title = rewriteTitle(clause.core, { subject: flow.subject, note: flow.note });
    if (title === '') continue;
    // "… lol no that's not a task", "заказать шары ой нет шары уже заказали", "buy stamps, never mind":
    // a task taken back while speaking is none; a take-back said alone takes back the task before it.
    if (TAKEN_BACK.test(fold(clause.text).replace(/’/g, "'"))) {
      if (
        TAKE_BACK_ALONE.test(fold(clause.text).replace(/’/g, "'")) &&
        previous &&
        tasks.at(-1) === previous
      ) {
        tasks.pop();
        previous = tasks.at(-1);
      }
      continue;
    }
    // "friday evening brain dump", "мысли вслух": a line that names the dump itself is no task, and
    // neither is writing the list down ("запиши", "мама сказала записать").
    if (DUMP_NAME.test(fold(clause.core)) || WRITE_IT_DOWN.test(fold(title))) continue;
    // "exchange my licence, do that next week", "the boiler service is overdue, need to do it": "do
    // that" is the task just named, or the thing the statement before was about.
    if (DO_THAT.test(fold(title))) {
      if (previous && tasks.at(-1) === previous) {
        previous.date ??= clause.date ?? flow.date;
        if (clause.priority) previous.priority = clause.priority;
        continue;
      }
      if (!flow.subject) continue;
      title = capitalise(flow.subject.replace(/^(?:the|my|our)\s+/i, ''));
    }
    // "вечером" names a time of day: with a day already said ("завтра утром …, а вечером …") that day counts.
    // A week or a month said for the task before ("на следующей неделе …, и вечером …") is no day.
    const dayBefore =
      flow.date ?? (previous?.date && !SPAN_DATE.test(fold(previous.date.text)) ? previous.date : undefined);
    const own = clause.date && clause.date.rank === 0 && dayBefore ? dayBefore : clause.date;
    const antecedent = previous ? previous.date : flow.antecedentDate;
    // "…и съездить бы на шиномонтаж": a hedged wish names its own date or none.
    const undated = UNDATED.test(fold(clause.text)) || /(?<![а-яё])бы(?![а-яё])/.test(fold(clause.text));
    const date = undated
      ? own
      : (own ?? (clause.anaphora ? antecedent : undefined) ?? flow.date ?? clause.clockDate);
    const priority = clause.priority ?? flow.priority;
    // A pronoun ("согласовать его") or a title with no category words of its own ("подготовиться") takes
    // the category of the task before it in the sentence.
    // A pronoun beside an object of its own ("починить им забор", "take them to the vet") does not.
    const refersTo =
      previous !== undefined &&
      ((OBJECT_PRONOUN.test(fold(title)) && !namesObject(title)) ||
        // "позвонить Лене", "text Anna": a call to someone named is about that person, not the task before.
        (isUncategorised(title) && !(CALL_TASK.test(title) && /\s\p{Lu}\p{Ll}/u.test(title))))
        ? previous
        : undefined;
    const found: Found = {
      title,
      source: clause.text.trim(),
      date,
      priority,
      topic: flow.topic,
      refersTo,
      event: clause.kind === 'noun',
      undone: clause.undone,
      due: clause.due,
    };
    // "drive over on sunday and patch it": the trip is the way to the task after it, which takes its date.
    const last = tasks.at(-1);
    if (last && MOTION_ONLY.test(last.title) && clause.separator === 'and') {
      tasks.pop();
      found.date ??= last.date;
    }
    // "get the car inspected, the sticker expires on the 10th": an expiry said after a task dates that
    // task; said first, it is a task of its own, and "renew it" right after it is that task.
    if (clause.due && EXPIRY_SAID.test(fold(clause.text)) && last && tasks.at(-1) === previous) {
      // Its own day wins over one the task only took from an event said before.
      if (found.date && (last.date === undefined || fromEvent.has(last))) {
        last.date = found.date;
        fromEvent.delete(last);
        dated.add(last);
      }
      continue;
    }
    const renewsExpiry =
      last?.due === true && EXPIRY_SAID.test(fold(last.source)) && OBJECT_PRONOUN.test(fold(title));
    if (renewsExpiry) {
      tasks.pop();
      found.title = rewriteTitle(clause.core, { subject: `the ${fold(last.title)}`, note: flow.note });
      found.date ??= last.date;
    }
    // "need a new bath mat, order one": how to get the thing just named is that task's verb.
    const getOne = /^(order|buy|grab|pick\s+up)\s+one[.!]*$/i.exec(title.trim());
    if (last && getOne && /^Get\s/.test(last.title)) {
      last.title = `${capitalise(getOne[1] ?? '')} ${last.title.slice(4)}`;
      last.date ??= found.date;
      continue;
    }
    // "weigh the parcel and label it", "распечатать договор и подписать его": a verb on the same
    // thing right after "and" finishes the task before it.
    if (
      last &&
      !renewsExpiry &&
      (clause.separator === 'and' || clause.separator === 'comma') &&
      (FOLLOW_UP.test(fold(title)) ||
        PLACE_FOLLOW_UP.test(fold(title)) ||
        (clause.separator === 'comma' && NOT_MISS_ALONE.test(fold(title))) ||
        (clause.separator === 'comma' && CALL_TASK.test(last.title) && CALL_PURPOSE.test(fold(title))))
    ) {
      last.date ??= found.date;
      continue;
    }
    tasks.push(found);
    if (own) dated.add(found);
    else if (flow.eventDate && date === flow.date && !clause.anaphora && !THAT_DAY.test(fold(clause.text)))
      fromEvent.add(found);
    previous = found;
    if (clause.date && clause.dateLeads) flow = { ...flow, date: clause.date, eventDate: false };
    if (clause.priority && clause.cueLeads) flow = { ...flow, priority: clause.priority };
  }
  // "the party is on Saturday: chairs on Friday, a cake, balloons tomorrow": when the tasks after an
  // event name days of their own, the ones that name none are undated, not due on the event's day.
  if (dated.size > 0) for (const task of fromEvent) task.date = undefined;
  return tasks.length > 0 ? { tasks } : { tasks, lonely };
}

/** Splits "X — Y" parts; a part without a task passes its date and cue to the next part (or the last task). */
export function readParts(text: string, outer: Flow, clock: LocalClock, today: Day): Reading {
  const parts = text.split(/\s+[—–-]+\s+/);
  const tasks: Found[] = [];
  let pending: Flow | undefined;
  let lastTasks: Found[] = [];
  for (const part of parts) {
    const reading = readClauses(part, mergeFlow(outer, pending), clock, today);
    if (reading.tasks.length > 0) {
      tasks.push(...reading.tasks);
      lastTasks = reading.tasks;
      // "Budget review on Monday - print the figures": getting ready for a dated event is due then.
      const event = reading.tasks.length === 1 && reading.tasks[0]?.event ? reading.tasks[0] : undefined;
      pending = event?.date ? { date: event.date } : undefined;
    } else if (reading.lonely) {
      pending = mergeFlow(pending ?? {}, reading.lonely);
    }
  }
  if (pending && lastTasks.length > 0) applyMissing(lastTasks, pending);
  return tasks.length > 0 ? { tasks } : { tasks, lonely: pending };
}

export function applyMissing(tasks: Found[], flow: Flow): void {
  for (const task of tasks) {
    task.date ??= flow.date;
    if (flow.priority !== undefined && task.priority === undefined) task.priority = flow.priority;
  }
}
