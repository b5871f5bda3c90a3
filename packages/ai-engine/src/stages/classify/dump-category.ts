// Stage classify, read over the whole dump: who is speaking. A dump about one's job (a shop, a clinic, a
// firm, a shift, a class) makes the errands of that job work, even where a task's own words would say
// home, shopping or personal ("оплатить аренду бокса", "post the new deal on insta"), until the speaker
// turns to themselves ("а себе …", "дома у самого …", "personally …", "for myself"). See
// eval/ai/CATEGORIES.md for the conventions the rules follow.
import { type AiTaskCategory } from '@fokus/core';
import { applyInOrder, type StageRule } from '../../rule.js';
import { fold, wordsOf } from '../normalise/text.js';
import { isEnProgressive } from './clause-kind-en.js';
import { isVerbWord } from './verbs.js';
import { categoryScores, isPurchase, isUncategorised, namesPerson, SOMEONE } from './category.js';
import { JOB_SIGNAL, TRADE_SIGNAL, WORKPLACE } from '../../lexicon/workplaces.js';

/** A task of the dump as these rules see it. */
export interface DumpTask {
  readonly title: string;
  /** The sentence it was read from. */
  readonly source: string;
  /** The header of the list it is an item of ("к школе:"), if any. */
  readonly topic?: string;
  readonly category: AiTaskCategory;
  /** The learned category's reading of the task, if there is a model: it counts the dump's work tasks. */
  readonly learned?: AiTaskCategory;
  /** Said after the speaker turned to themselves, or with words of their own ("себе", "my own"). */
  readonly ownSide: boolean;
  /** Said in the dump's part about the job: from its first work task or workplace sentence, before the turn. */
  readonly jobSide?: boolean;
}

/** A task as the pipeline hands it over. */
export type DumpInput = Pick<DumpTask, 'title' | 'source' | 'topic' | 'category' | 'learned'>;

export interface DumpState {
  readonly tasks: readonly DumpTask[];
  /** How many times the dump names a workplace (JOB_SIGNAL), in tasks or not ("смена опять до ночи"). */
  readonly signals: number;
  /** The dump is about the speaker's job. */
  readonly job: boolean;
}

/** The least number of work tasks, and their least share, for a dump to be about one's job. */
const WORK_DUMP_MIN_TASKS = 2;
const WORK_DUMP_MIN_SHARE = 0.4;
/** The least number of times a dump names a workplace for it to be about one's job. */
const JOB_SIGNAL_MIN = 2;
/** Or: work tasks and workplace signals together at least this many, one of them a work task. */
const JOB_EVIDENCE_MIN = 3;

/** Every mention of a workplace or a trade's means in a dump (the patterns above, compiled once). */
const JOB_SIGNAL_ALL = new RegExp(JOB_SIGNAL.source, 'g');
const TRADE_SIGNAL_ALL = new RegExp(TRADE_SIGNAL.source, 'g');

/** An opening that names the workplace the dump is about: a header, or "X stuff" / "по X" before the list. */
const JOB_HEAD = new RegExp(
  `^(?:(?:ok(?:ay)?|so|right|alright|um|ну|так|значит)[,\\s]+)*(?:(?:the|my|по|для)\\s+)?${WORKPLACE}(?:\\s+(?:stuff|to-?\\s?dos?|to do|list|notes|tasks|дела|задачи|список)(?![\\p{L}\\p{N}])|\\s*(?:[:—–-]|\\n|$))`,
  'u',
);
/** How many workplace signals an opening header naming the workplace counts for. */
const JOB_HEAD_WEIGHT = 2;

/**
 * The dump opens by naming the workplace it is about ("💇‍♀️ salon", "Garage to-do:", "okay shop stuff
 * um …", "по работе: …", "Пекарня — на завтра"): emoji and other marks before and inside it are dropped.
 */
export function opensWithWorkplace(text: string): boolean {
  const opening = fold(text)
    .replace(/^[^\p{L}]+/u, '')
    .replace(/[^\p{L}\p{N}\s:—–\n-]+/gu, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return JOB_HEAD.test(opening);
}

/** Words by which the speaker turns from the job to their own life. */
const OWN_TURN =
  /(?:^|\s)(?:себе|для себя|у самого|у самой|дома|домой|лично|personally|personal\b|for myself|myself|my own|mine|at home)(?:\s|$|[,.:;!?-])/;

/** Orders a business places ("заказать", "order", "reorder", "restock", "закупить", "докупить"). */
const ORDER_VERB = /^(?:заказат|закаж|дозаказ|закупи|докупи|order|reorder|restock)/;

/** Bare items of a list: at most this many words, and at least this many under one header. */
const BARE_ITEM_WORDS = 3;
const BARE_LIST_MIN = 3;

/** Places that are one's home: their rent stays дом. */
const HOME_PLACE = /^(?:квартир|комнат|дом$|дома$|дачи|дачу|flat|apartment|house|home|room)/;

/** Channels and tools of a business: its social posts, its licences and subscriptions. */
const JOB_CHANNEL =
  /^(?:инст|инстаграм|телеграм|соцсет|сторис|пост$|посты$|лицензи|подписк|insta|instagram|facebook|tiktok|post$|posts$|licen[cs]es?$|subscriptions?$)/;

/** The words name a workplace, or the means of a trade. */
const placesAtJob = (text: string): boolean => {
  const folded = ` ${fold(text)}`;
  return JOB_SIGNAL.test(folded) || TRADE_SIGNAL.test(folded);
};

/** A task is about the speaker's own life: said outside the job's part, or naming a person of theirs. */
const ownLife = (task: DumpTask): boolean =>
  !task.jobSide || namesPerson(task.title) || wordsOf(task.title).some((word) => SOMEONE.test(word));

/** Tasks, with the side of the turn each was said on (positions found in order in the text). */
export function dumpTasks(text: string, tasks: readonly DumpInput[]): DumpTask[] {
  const folded = fold(text);
  const turn = OWN_TURN.exec(folded);
  let from = 0;
  return tasks.map((task) => {
    const at = folded.indexOf(fold(task.source), from);
    if (at >= 0) from = at;
    const own =
      OWN_TURN.test(fold(task.title)) ||
      OWN_TURN.test(fold(task.source)) ||
      (turn !== null && at >= 0 && at >= turn.index);
    return { ...task, ownSide: own };
  });
}

const onJob = (state: DumpState, change: (task: DumpTask) => AiTaskCategory): DumpState =>
  state.job ? { ...state, tasks: state.tasks.map((task) => ({ ...task, category: change(task) })) } : state;

/** An item of a list under a header, in an example. */
const item = (title: string, topic: string, category: AiTaskCategory = 'личное'): DumpTask => ({
  ...task(title, category),
  topic,
});

/** A task of an example: said in the job's part unless said on the speaker's own side. */
const task = (title: string, category: AiTaskCategory, ownSide = false): DumpTask => ({
  title,
  source: title,
  category,
  ownSide,
  jobSide: !ownSide,
});
const dump = (job: boolean, ...tasks: DumpTask[]): DumpState => ({
  tasks,
  job,
  signals: tasks.filter((t) => placesAtJob(t.source)).length,
});

/** The dump-level category rules, in the order they run. */
export const DUMP_CATEGORY_RULES: readonly StageRule<DumpState, DumpState, unknown>[] = [
  {
    name: 'job-of-the-dump',
    description:
      "a dump is about one's job when most of its tasks are work (as the learned category reads them, where there is one: it knows the words of trades), when it names a workplace's customers, suppliers, staff or shifts (or opens with the workplace's name), or when work tasks and such names add up to three",
    examples: [
      {
        // A groomer's day: the rules call the tasks personal, the learned category reads two as work.
        input: dump(
          false,
          { ...task('Подстричь когти Тосе', 'личное'), learned: 'работа' },
          { ...task('Заточить ножи для машинки', 'дом'), learned: 'работа' },
          task('Купить хлеб', 'покупки'),
        ),
        expected: true,
      },
      {
        input: dump(
          false,
          task('Отправить отчёт', 'работа'),
          task('Созвон с командой', 'работа'),
          task('Купить хлеб', 'покупки'),
        ),
        expected: true,
      },
      {
        input: dump(
          false,
          task('Перезвонить клиенту', 'личное'),
          task('Заказать коробки у поставщика', 'работа'),
          task('Погладить рубашку', 'дом'),
          task('Купить хлеб', 'покупки'),
          task('Позвонить маме', 'личное'),
        ),
        expected: true,
      },
      {
        input: dump(false, task('Купить хлеб', 'покупки'), task('Позвонить маме', 'личное')),
        expected: false,
      },
      {
        // Two work tasks of six, and a sentence that names the firm's customer: three in all.
        input: dump(
          false,
          task('Write the job ad for the warehouse role', 'работа'),
          task('Email the contract to the new hire', 'работа'),
          { ...task('Chase the invoice', 'личное'), source: 'chase the customer about the invoice' },
          task('Buy a kettle', 'покупки'),
          task('Book an eye test', 'здоровье'),
          task('Book a haircut', 'личное'),
        ),
        expected: true,
      },
      {
        input: dump(false, task('Finish the report', 'работа'), task('Buy a kettle', 'покупки')),
        expected: false,
      },
    ],
    show: (state: DumpState) => state.job,
    apply: (state) => {
      const work = state.tasks.filter((t) => (t.learned ?? t.category) === 'работа').length;
      const share = state.tasks.length === 0 ? 0 : work / state.tasks.length;
      const signals = state.signals;
      const job =
        (work >= WORK_DUMP_MIN_TASKS && share >= WORK_DUMP_MIN_SHARE) ||
        signals >= JOB_SIGNAL_MIN ||
        (work >= 1 && work + signals >= JOB_EVIDENCE_MIN);
      const first = state.tasks.findIndex((t) => t.category === 'работа' || placesAtJob(t.source));
      return {
        ...state,
        job,
        tasks: state.tasks.map((t, index) => ({ ...t, jobSide: job && !t.ownSide && index >= first })),
      };
    },
  },
  {
    name: 'word-less-tasks-are-the-job',
    description:
      "in a dump about one's job, a task with no category words of its own, in its title or its sentence, is work, not the default личное",
    examples: [
      {
        input: dump(true, task('Сверить цифры', 'личное')),
        expected: dump(true, task('Сверить цифры', 'работа')),
      },
      {
        input: dump(false, task('Сверить цифры', 'личное')),
        expected: dump(false, task('Сверить цифры', 'личное')),
      },
    ],
    apply: (state) =>
      onJob(state, (t) =>
        t.category === 'личное' && isUncategorised(`${t.title} ${t.source}`) ? 'работа' : t.category,
      ),
  },
  {
    name: 'orders-of-the-job',
    description:
      "in a dump about one's job, an order placed before the speaker turns to themselves is the business's stock, not shopping",
    examples: [
      {
        input: dump(true, task('Заказать плитку на объект', 'покупки')),
        expected: dump(true, task('Заказать плитку на объект', 'работа')),
      },
      {
        input: dump(true, task('Order more paper cups', 'покупки')),
        expected: dump(true, task('Order more paper cups', 'работа')),
      },
      {
        input: dump(true, task('Купить себе наушники', 'покупки', true)),
        expected: dump(true, task('Купить себе наушники', 'покупки', true)),
      },
      {
        input: dump(true, task('Заказать торт маме', 'покупки')),
        expected: dump(true, task('Заказать торт маме', 'покупки')),
      },
    ],
    apply: (state) =>
      onJob(state, (t) =>
        t.category === 'покупки' &&
        !ownLife(t) &&
        isPurchase(t.title) &&
        ORDER_VERB.test(wordsOf(t.title)[0] ?? '')
          ? 'работа'
          : t.category,
      ),
  },
  {
    name: 'trade-things-of-the-job',
    description:
      "in a dump about one's job, a task that names the means of the trade (its taxi, herd, pupils, stall, permits), said before the speaker turns to themselves, is work — its health stays health",
    examples: [
      {
        input: dump(true, task('Поменять масло в такси', 'личное')),
        expected: dump(true, task('Поменять масло в такси', 'работа')),
      },
      {
        input: dump(true, task('Fix the fence by the calves', 'дом')),
        expected: dump(true, task('Fix the fence by the calves', 'работа')),
      },
      {
        input: dump(true, task('Перебрать рамки в омшанике', 'дом')),
        expected: dump(true, task('Перебрать рамки в омшанике', 'работа')),
      },
      {
        input: dump(true, task('Check the hives before the frost', 'личное')),
        expected: dump(true, task('Check the hives before the frost', 'работа')),
      },
      {
        input: dump(false, task('Вызвать такси в аэропорт', 'личное')),
        expected: dump(false, task('Вызвать такси в аэропорт', 'личное')),
      },
      {
        input: dump(true, task('Заказать банкетный зал на вечер', 'личное')),
        expected: dump(true, task('Заказать банкетный зал на вечер', 'личное')),
      },
      {
        input: dump(true, task('Продлить медкнижку', 'здоровье')),
        expected: dump(true, task('Продлить медкнижку', 'здоровье')),
      },
    ],
    apply: (state) =>
      onJob(state, (t) =>
        t.category !== 'здоровье' && !ownLife(t) && TRADE_SIGNAL.test(` ${fold(t.title)}`)
          ? 'работа'
          : t.category,
      ),
  },
  {
    name: 'premises-of-the-job',
    description:
      "in a dump about one's job, the rent or lease of a place that is not one's home (a stall, a garage box, an office), said before the speaker turns to themselves, is the job's",
    examples: [
      {
        input: dump(true, task('Оплатить аренду павильона', 'дом')),
        expected: dump(true, task('Оплатить аренду павильона', 'работа')),
      },
      {
        input: dump(true, task('Ask the landlord to extend the lease', 'дом')),
        expected: dump(true, task('Ask the landlord to extend the lease', 'работа')),
      },
      { input: dump(true, task('Rent', 'дом')), expected: dump(true, task('Rent', 'дом')) },
      {
        input: dump(true, task('Оплатить аренду квартиры', 'дом')),
        expected: dump(true, task('Оплатить аренду квартиры', 'дом')),
      },
    ],
    apply: (state) =>
      onJob(state, (t) => {
        const words = wordsOf(t.title);
        const rents =
          words.some((word) => /^(?:аренд|lease$)/.test(word)) ||
          (words.includes('rent') &&
            words.length > 2 &&
            /\b(?:office|unit|stall|shop|premises|studio|garage|booth)\b/.test(fold(t.title)));
        return t.category === 'дом' && rents && !ownLife(t) && !words.some((word) => HOME_PLACE.test(word))
          ? 'работа'
          : t.category;
      }),
  },
  {
    name: 'posts-and-tools-of-the-job',
    description:
      "in a dump about one's job, posting on social media, a licence or a work tool's subscription, said before the speaker turns to themselves, is the job's",
    examples: [
      {
        input: dump(true, task('Post the winter specials on insta', 'личное')),
        expected: dump(true, task('Post the winter specials on insta', 'работа')),
      },
      {
        input: dump(true, task('Renew the software licences', 'личное')),
        expected: dump(true, task('Renew the software licences', 'работа')),
      },
      {
        input: dump(false, task('Post the holiday photos on insta', 'личное')),
        expected: dump(false, task('Post the holiday photos on insta', 'личное')),
      },
    ],
    apply: (state) =>
      onJob(state, (t) =>
        t.category !== 'работа' &&
        t.category !== 'здоровье' &&
        !ownLife(t) &&
        wordsOf(t.title).some((word) => JOB_CHANNEL.test(word))
          ? 'работа'
          : t.category,
      ),
  },
  {
    name: 'bare-list-is-shopping',
    description:
      'three or more bare items under one header ("к школе: ранец, линейки, альбом", "baby stuff: bottles, bibs") are things to buy, unless the header names a repair, the job or health',
    examples: [
      {
        input: dump(
          false,
          item('Ранец', 'к школе'),
          item('Линейки', 'к школе'),
          item('Краски', 'к школе', 'дом'),
        ),
        expected: dump(
          false,
          item('Ранец', 'к школе', 'покупки'),
          item('Линейки', 'к школе', 'покупки'),
          item('Краски', 'к школе', 'покупки'),
        ),
      },
      {
        input: dump(
          false,
          item('Кран', 'ремонт', 'дом'),
          item('Розетка', 'ремонт', 'дом'),
          item('Плинтус', 'ремонт', 'дом'),
        ),
        expected: dump(
          false,
          item('Кран', 'ремонт', 'дом'),
          item('Розетка', 'ремонт', 'дом'),
          item('Плинтус', 'ремонт', 'дом'),
        ),
      },
      {
        input: dump(
          false,
          item('Отчёт', 'напоминалка на неделю', 'работа'),
          item('Стоматолог', 'напоминалка на неделю', 'здоровье'),
          item('Юбилей тёти', 'напоминалка на неделю'),
        ),
        expected: dump(
          false,
          item('Отчёт', 'напоминалка на неделю', 'работа'),
          item('Стоматолог', 'напоминалка на неделю', 'здоровье'),
          item('Юбилей тёти', 'напоминалка на неделю'),
        ),
      },
      {
        input: dump(
          false,
          item('Passport photos', 'errands'),
          item('Returning the drill', 'errands'),
          item('Phoning the bank', 'errands'),
        ),
        expected: dump(
          false,
          item('Passport photos', 'errands'),
          item('Returning the drill', 'errands'),
          item('Phoning the bank', 'errands'),
        ),
      },
      {
        input: dump(false, item('Bottles', 'baby'), item('Call the nursery', 'baby')),
        expected: dump(false, item('Bottles', 'baby'), item('Call the nursery', 'baby')),
      },
    ],
    apply: (state) => {
      const bare = (t: DumpTask) => {
        const words = wordsOf(t.title);
        return (
          t.topic !== undefined &&
          words.length <= BARE_ITEM_WORDS &&
          // "calling grandma": an activity named by its -ing form is no goods.
          !words.some((word, index) => isVerbWord(word) || (index === 0 && isEnProgressive(word, words[1])))
        );
      };
      const listed = (t: DumpTask) =>
        state.tasks.filter((other) => other.topic === t.topic && bare(other)).length >= BARE_LIST_MIN;
      const placed = (topic: string) => {
        const scores = categoryScores(topic);
        return scores.дом >= 2 || scores.работа >= 2 || scores.здоровье >= 2 || TO_DO_HEAD.test(fold(topic));
      };
      return {
        ...state,
        tasks: state.tasks.map((t) =>
          (t.category === 'личное' || t.category === 'дом') && bare(t) && listed(t) && !placed(t.topic ?? '')
            ? { ...t, category: 'покупки' }
            : t,
        ),
      };
    },
  },
];

/** A header of things to do or of a stretch of time ("дела:", "на неделю:", "this week:"): no shopping list. */
const TO_DO_HEAD =
  /(?:^|\s)(?:дела|задач[аи]?|напомина\S*|неделю|неделя|сегодня|завтра|откладыва\S*|to-?\s?dos?|tasks|reminders?|week|today|tomorrow|putting\s+off|put\s+off)(?![\p{L}])/u;

/** A task of the dump as the dump-level rules leave it. */
export interface DumpReading {
  readonly category: AiTaskCategory;
  /** Said at one's job: in a dump about it, on the job's side of the turn, naming no person of one's own. */
  readonly atJob: boolean;
}

/** Walks the dump-level rules over a dump's tasks: the category of each, in order, and where it was said. */
export function readDumpCategories(text: string, tasks: readonly DumpInput[]): DumpReading[] {
  const folded = ` ${fold(text)}`;
  const signals =
    (opensWithWorkplace(text) ? JOB_HEAD_WEIGHT : 0) +
    (folded.match(JOB_SIGNAL_ALL)?.length ?? 0) +
    (folded.match(TRADE_SIGNAL_ALL)?.length ?? 0);
  const state = applyInOrder(DUMP_CATEGORY_RULES, { tasks: dumpTasks(text, tasks), job: false, signals });
  return state.tasks.map((t) => ({ category: t.category, atJob: state.job && !ownLife(t) }));
}
