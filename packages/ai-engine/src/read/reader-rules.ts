// The reader at each clause of a sentence part: `READER_RULES`, walked in order until one reads the
// clause (a new thought, a take-back, a clause that is no task and what it passes on, a reason, a
// clause with no title, the name of the dump, "do that", a verb alone, and last the task itself); then
// `AFTER_READING_RULES` over the tasks of the part. See docs/ai-local.md.
import { NEW_THOUGHT, RESTART, WISH_REASON } from '../stages/classify/patterns.js';
import { applyInOrder } from '../rule.js';
import { capitalise, fold, wordsOf } from '../stages/normalise/text.js';
import { rewriteTitle } from '../stages/titles/rules.js';
import { EN_VERBS_ALONE, FINISHING, RU_VERBS_ALONE } from '../lexicon/verbs-alone.js';
import { isVerbWord } from '../stages/classify/verbs.js';
import { GREETING_ALONE, SENDER_OWN } from '../lexicon/messages.js';
import { isAddressAlone } from '../lexicon/people.js';
import { type Found } from '../model.js';
import { CONTEXT_RULES } from './context-rules.js';
import { mergeFlow } from './flow.js';
import { takeTask } from './found-rules.js';
import { DO_THAT, DUMP_NAME, SINCE, TAKE_BACK_ALONE, TAKEN_BACK, WRITE_IT_DOWN } from './reader-patterns.js';
import { done, type ReaderRule, type ReaderState, taskList } from './reader-state.js';
import { afterReading, atReaderRule } from './scenes.js';

/** A clause's text folded, with typographic apostrophes made plain. */
const plainText = (state: ReaderState) => fold(state.clause.text).replace(/’/g, "'");

/** The clause is a name said to address someone ("Лиза,", "Лиз,", "Tom,"): no task. */
const addressAlone = (state: ReaderState) => {
  const words = wordsOf(state.clause.text);
  return words.length === 1 && isAddressAlone(words[0] ?? '');
};

/** True when the clause is an action or a task noun. */
const isTask = ({ clause }: ReaderState) => clause.kind === 'action' || clause.kind === 'noun';

/** True when the last task found is still the last on the list. */
const previousIsLast = ({ previous, tasks }: ReaderState) =>
  previous !== undefined && tasks.at(-1) === previous;

/** Takes the last task off the list; the one before it is the previous task again. */
function takeBack(state: ReaderState): void {
  state.tasks.pop();
  state.previous = state.tasks.at(-1);
}

/** True when a title is one verb that needs an object (lexicon/verbs-alone.ts names those that do not). */
function isBareVerb(title: string): boolean {
  const word = fold(title).replace(/[.!?]+$/, '');
  if (!/^[\p{L}-]+$/u.test(word)) return false;
  return isVerbWord(word) && !RU_VERBS_ALONE.has(word) && !EN_VERBS_ALONE.has(word);
}

const readTasks = (state: ReaderState) => ({ tasks: taskList(state), read: state.read });

/**
 * A clause read as no task, titled as a task would be, with its date and cue: the rules are not sure of
 * every such clause («мандарины», "the budget review on Monday"), and the keep model weighs it. In
 * notes of a meeting the rules know whose each item is, and what they pass over is someone else's: none
 * there. In a message someone else wrote the model weighs them too: a request the rules did not read
 * («и закинь деньги на телефон») is the reader’s more often than not (held out 91.11 → 91.28,
 * docs/benchmarks.md "Session 45").
 */
function titledPassedOver(state: ReaderState): Found | undefined {
  const { clause, flow } = state;
  if (clause.core.trim() === '' || clause.done || flow.minutes) return undefined;
  const title = rewriteTitle(clause.core, { subject: flow.subject, note: flow.note });
  if (title === '') return undefined;
  return {
    title,
    source: clause.text,
    date: clause.date ?? flow.date ?? clause.clockDate,
    priority: clause.priority ?? flow.priority,
    topic: flow.topic,
    passedOver: clause.kind,
  };
}

/** The reader rules, walked in order at each clause until one reads it. */
/** Words that make a date a deadline ("до пятницы", "к среде", "by Friday", "дедлайн в четверг"). */
const DEADLINE_LEAD = /^(?:до|к|ко|by|before|until|till|no\s+later)(?![a-zа-яё])|дедлайн|deadline|due/;

export const READER_RULES: readonly ReaderRule[] = [
  {
    name: 'new-thought',
    description:
      'a clause after "also" / "а ещё" / "but", after "потом" / "then" following a deadline, or a new subject with a modal ("…, and I need to book a flu shot"), starts a new thought: the date and cue said before stop flowing (what a statement was about stays known)',
    examples: [
      atReaderRule('new-thought', 'завтра купить хлеб, а ещё позвонить маме', null),
      atReaderRule('new-thought', 'завтра купить хлеб и позвонить маме', 'завтра'),
      atReaderRule('new-thought', 'до пятницы сдать отчёт, потом купить хлеб', null),
      atReaderRule('new-thought', 'вечером пробежка, потом приготовить ужин', 'вечером'),
    ],
    apply: (state) => {
      const { clause } = state;
      if (
        clause.separator === 'also' ||
        clause.separator === 'but' ||
        // "до пятницы отправить главу, потом продлить книги": a deadline is its task's; a day ("вечером
        // пробежка, потом ужин") is the plan of that day and goes on.
        (clause.separator === 'then' &&
          state.flow.date !== undefined &&
          DEADLINE_LEAD.test(fold(state.flow.date.text))) ||
        (clause.separator !== 'start' &&
          state.previous !== undefined &&
          (NEW_THOUGHT.test(plainText(state)) || RESTART.test(fold(clause.text))))
      )
        // What the statement before was about stays known ("в коридоре мигает лампа, но глянуть надо").
        state.flow = { ...state.outer, note: state.flow.note, subject: state.flow.subject };
      return state;
    },
    show: (state) => state.flow.date?.text ?? null,
  },
  {
    name: 'take-back-alone',
    description:
      'a take-back said as a clause of its own after a task ("…, never mind", "…, отбой", "…, my uncle is doing that", "…, Миша сказал сам заберёт") takes that task back',
    examples: [
      atReaderRule('take-back-alone', 'buy stamps, but never mind', { tasks: [], read: true }),
      atReaderRule('take-back-alone', 'buy stamps, my uncle is doing that', { tasks: [], read: true }),
      atReaderRule('take-back-alone', 'купить марки, а хотя отбой', { tasks: [], read: true }),
      atReaderRule('take-back-alone', 'buy stamps, actually Ann will get them', { tasks: [], read: true }),
      atReaderRule('take-back-alone', 'забрать брюки из ателье, хотя Миша сказал сам заберёт', {
        tasks: [],
        read: true,
      }),
      atReaderRule('take-back-alone', 'buy stamps, my uncle is busy', {
        tasks: ['Buy stamps'],
        read: false,
      }),
    ],
    apply: (state) => {
      if (isTask(state) || !previousIsLast(state) || !TAKE_BACK_ALONE.test(plainText(state))) return state;
      takeBack(state);
      return done(state);
    },
    show: readTasks,
  },
  {
    name: 'sender-own',
    description:
      'in a message someone else wrote, what its sender says they will do ("я со своей стороны пришлю цифры", "I\'ll forward it to legal") is theirs, and a greeting ("Hi,", "Добрый день", "Уважаемый клиент") or a name said to address someone ("Лиза,", "Тань,") is none anywhere: no task, and nothing of it (its "завтра") passes on',
    examples: [
      atReaderRule('sender-own', 'я пришлю цифры завтра', { tasks: [], read: true }, { message: true }),
      atReaderRule('sender-own', "I'll forward it to legal", { tasks: [], read: true }, { message: true }),
      atReaderRule('sender-own', 'счёт я сам пришлю завтра', { tasks: [], read: true }, { message: true }),
      atReaderRule('sender-own', 'я пришлю цифры завтра', { tasks: [], read: false }),
      atReaderRule('sender-own', 'Лиза', { tasks: [], read: true }, { listItem: true }),
      atReaderRule('sender-own', 'пришлите цифры завтра', { tasks: [], read: false }, { message: true }),
      atReaderRule(
        'sender-own',
        'we will send the contract on Wednesday',
        { tasks: [], read: true },
        { message: true },
      ),
    ],
    apply: (state) =>
      isTask(state) &&
      ((state.flow.message && SENDER_OWN.test(plainText(state))) ||
        GREETING_ALONE.test(plainText(state)) ||
        addressAlone(state))
        ? done(state)
        : state,
    show: readTasks,
  },
  {
    name: 'context',
    description:
      'a clause that is no task passes on what it says: its date, cue, note and subject (the context rules); it is read, and noted with its title as passed over, for the keep model to weigh, unless it says a thing is done',
    examples: [
      atReaderRule('context', 'get a card for Ann, her birthday is on sunday', {
        tasks: ['Get a card for Ann @ on sunday'],
        passedOver: ['Her birthday'],
        read: true,
      }),
      atReaderRule('context', 'get a card for Ann, wrap the gift', {
        tasks: ['Get a card for Ann'],
        passedOver: [],
        read: false,
      }),
      atReaderRule('context', 'мандарины', { tasks: [], passedOver: ['Мандарины'], read: true }),
      atReaderRule('context', 'гараж вчера разобрала', { tasks: [], passedOver: [], read: true }),
      atReaderRule('context', 'paid the gas bill already', { tasks: [], passedOver: [], read: true }),
    ],
    apply: (state) => {
      if (isTask(state)) return state;
      const passedOver = titledPassedOver(state);
      const subject = state.flow.subject;
      applyInOrder(CONTEXT_RULES, state);
      if (passedOver) {
        const said = state.flow.subject !== subject ? state.flow.subject : undefined;
        state.passedOver.push({ ...passedOver, passedOn: { subject: said, date: state.clause.date } });
      }
      return done(state);
    },
    show: (state) => ({
      ...readTasks(state),
      passedOver: state.passedOver.map((found) => found.title),
    }),
  },
  {
    name: 'not-done-reason',
    description:
      'what has not been done, said in one word after a task and a comma, is its reason, not a task',
    examples: [
      atReaderRule('not-done-reason', 'call grandma, haven’t called', {
        tasks: ['Call grandma'],
        read: true,
      }),
      atReaderRule('not-done-reason', 'call grandma, water the plants', {
        tasks: ['Call grandma'],
        read: false,
      }),
    ],
    apply: (state) => {
      const { clause } = state;
      return state.previous && clause.separator === 'comma' && clause.undone && !/\s/.test(clause.core.trim())
        ? done(state)
        : state;
    },
    show: readTasks,
  },
  {
    name: 'wish-reason',
    description:
      'a wish said after a task and a comma ("доделать альбом, хочу подарить его на юбилей") is its reason, not a task',
    examples: [
      atReaderRule('wish-reason', 'доделать альбом, хочу подарить его на юбилей', {
        tasks: ['Доделать альбом'],
        read: true,
      }),
      atReaderRule('wish-reason', 'доделать альбом, купить рамку', {
        tasks: ['Доделать альбом'],
        read: false,
      }),
    ],
    apply: (state) =>
      state.previous && state.clause.separator === 'comma' && WISH_REASON.test(fold(state.clause.text))
        ? done(state)
        : state,
    show: readTasks,
  },
  {
    name: 'no-title',
    description:
      'the title of the clause is made (titles stage, with the subject and note said before); a clause whose title is empty is no task',
    examples: [
      atReaderRule('no-title', 'у мамы юбилей, поздравить', {
        title: 'Поздравить — у мамы юбилей',
        read: false,
      }),
    ],
    apply: (state) => {
      state.title = rewriteTitle(state.clause.core, { subject: state.flow.subject, note: state.flow.note });
      return state.title === '' ? done(state) : state;
    },
    show: (state) => ({ title: state.title, read: state.read }),
  },
  {
    name: 'taken-back',
    description:
      'a task taken back while speaking ("…, oh no, that\'s not a task", "заказать торт, ой нет, торт уже заказали", "… хотя нет не поеду", "… хотя нет, он у соседа") is none; said alone, the take-back also takes back the task before it',
    examples: [
      atReaderRule('taken-back', 'заказать торт ой нет торт уже заказали', { tasks: [], read: true }),
      atReaderRule('taken-back', 'buy stamps and forget it', { tasks: [], read: true }),
      atReaderRule('taken-back', 'взять палатку хотя нет палатка у Серёги', { tasks: [], read: true }),
      atReaderRule('taken-back', 'съездить на рынок хотя нет не поеду', { tasks: [], read: true }),
      atReaderRule('taken-back', 'buy stamps and post the card', { tasks: ['Buy stamps'], read: false }),
    ],
    apply: (state) => {
      if (!TAKEN_BACK.test(plainText(state))) return state;
      if (TAKE_BACK_ALONE.test(plainText(state)) && previousIsLast(state)) takeBack(state);
      return done(state);
    },
    show: readTasks,
  },
  {
    name: 'dump-name',
    description: 'a line that names the dump itself ("sunday brain dump", "мысли вслух") is no task',
    examples: [
      atReaderRule('dump-name', 'мысли вслух', { tasks: [], read: true }, { listItem: true }),
      atReaderRule('dump-name', 'thoughts on the garden', { tasks: [], read: false }, { listItem: true }),
    ],
    apply: (state) => (DUMP_NAME.test(fold(state.clause.core)) ? done(state) : state),
    show: readTasks,
  },
  {
    name: 'write-it-down',
    description: 'writing the list itself down ("запиши", "надо записать", "write this down") is no task',
    examples: [
      atReaderRule('write-it-down', 'надо записать', { tasks: [], read: true }),
      atReaderRule('write-it-down', 'записать щенка на стрижку', { tasks: [], read: false }),
    ],
    apply: (state) => (WRITE_IT_DOWN.test(fold(state.title)) ? done(state) : state),
    show: readTasks,
  },
  {
    name: 'do-that',
    description:
      '"do that" is the task just named (it takes the date and cue said with it), or, with no task before, the thing the statement before was about; with neither it is nothing',
    examples: [
      atReaderRule('do-that', 'swap the winter tyres, do that next week', {
        tasks: ['Swap the winter tyres @ next week'],
        read: true,
      }),
      atReaderRule('do-that', 'the gutters are a mess, do that', { tasks: [], title: 'Gutters' }),
    ],
    apply: (state) => {
      const { clause, flow, previous } = state;
      if (!DO_THAT.test(fold(state.title))) return state;
      if (previous && previousIsLast(state)) {
        previous.date ??= clause.date ?? flow.date;
        if (clause.priority) previous.priority = clause.priority;
        return done(state);
      }
      if (!flow.subject) return done(state);
      state.title = capitalise(flow.subject.replace(/^(?:the|my|our)\s+/i, ''));
      return state;
    },
    show: (state) => (state.read ? readTasks(state) : { tasks: taskList(state), title: state.title }),
  },
  {
    name: 'verb-without-object',
    description:
      'a title of one verb that needs an object («Оплатить», "Sign": the object was said in the clause before, or never) is no task; an activity complete by itself («Отоспаться», "Stretch") is one, and so is a verb with a time of its own right after a task, which it goes on with («отвезти машину утром, а вечером забрать»); a verb of finishing with a day («…, до пятницы закончить», "submit by friday") gives its day to the task before, in its sentence or the one before',
    examples: [
      atReaderRule('verb-without-object', 'сначала позвонить маме потом отправить', {
        tasks: ['Позвонить маме'],
        read: true,
      }),
      atReaderRule('verb-without-object', 'pay the deposit, then sign', {
        tasks: ['Pay the deposit'],
        read: true,
      }),
      atReaderRule('verb-without-object', 'в выходные отоспаться', { tasks: [], read: false }),
      atReaderRule('verb-without-object', 'tonight stretch', { tasks: [], read: false }),
      atReaderRule('verb-without-object', 'утром отвезти пальто портнихе, а в пятницу забрать', {
        tasks: ['Отвезти пальто портнихе'],
        read: false,
      }),
      atReaderRule('verb-without-object', 'отчёт по смете, до пятницы закончить', {
        tasks: ['Отчёт по смете @ до пятницы'],
        read: true,
      }),
    ],
    apply: (state) => {
      const { clause, previous } = state;
      if (clause.kind !== 'action' || !isBareVerb(state.title)) return state;
      // A day said to start or finish the thing before («…, до пятницы закончить»); a day since when
      // («начать с понедельника») is no day to have it done by.
      const finishes =
        clause.date !== undefined &&
        clause.date.rank >= 1 &&
        !SINCE.test(fold(clause.date.text)) &&
        FINISHING.test(fold(state.title));
      if (previousIsLast(state) && clause.date !== undefined) {
        // "…, а в пятницу забрать": a time of its own goes on with the task before, as a task; a day
        // said to finish it («отчёт, до пятницы закончить») is that task's own when it has none.
        if (!(previous && previous.date === undefined && finishes)) return state;
        previous.date = clause.date;
        return done(state);
      }
      // «Отчёт шефу. Хочу до 11-го закрыть»: the day goes back to the task of the sentence before.
      if (!previous && finishes && clause.date)
        state.lonely = mergeFlow(state.lonely ?? {}, { backDate: clause.date });
      return done(state);
    },
    show: readTasks,
  },
  {
    name: 'task',
    description: 'any other clause makes a task: found with its date, cue and referent, then the found rules',
    examples: [
      atReaderRule('task', 'купить хлеб, позвонить маме', {
        tasks: ['Купить хлеб', 'Позвонить маме'],
        read: true,
      }),
    ],
    apply: takeTask,
    show: readTasks,
  },
];

/** The rules over the tasks of a part once every clause is read, in order. */
export const AFTER_READING_RULES: readonly ReaderRule[] = [
  {
    name: 'event-dates-give-way',
    description:
      "when the tasks after an event said with a day name days of their own, the ones that name none are undated, not due on the event's day",
    examples: [
      afterReading('the fair is on saturday, bake a pie, get chairs on friday', [
        'Bake a pie',
        'Get chairs @ on friday',
      ]),
      afterReading('the fair is on saturday, bake a pie, get chairs', [
        'Bake a pie @ on saturday',
        'Get chairs @ on saturday',
      ]),
      afterReading('send the invoice on monday, the fair is on saturday so bake a pie', [
        'Send the invoice @ on monday',
        'Bake a pie @ on saturday',
      ]),
    ],
    apply: (state) => {
      if (state.dated.size > 0) for (const task of state.fromEvent) task.date = undefined;
      return state;
    },
    show: taskList,
  },
];
