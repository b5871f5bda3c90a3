// Time estimates and micro-steps (DESIGN.md: ordered steps of 5–15 minutes, each with an estimate).
// The kind of task is read from its verb and object; each kind has a short, concrete step plan.
import { MICRO_TASK_AI_MAX_MINUTES, MICRO_TASK_MIN_MINUTES } from '@fokus/core';
import { fold, wordsOf } from '../normalise/text.js';

export type TaskLanguage = 'ru' | 'en';

/** What kind of work a task is; decides its estimate and its steps. */
export type TaskKind =
  | 'call'
  | 'message'
  | 'purchase'
  | 'booking'
  | 'visit'
  | 'workout'
  | 'cleaning'
  | 'laundry'
  | 'chore'
  | 'repair'
  | 'document'
  | 'planning'
  | 'payment'
  | 'errand'
  | 'cooking'
  | 'meeting'
  | 'renewal'
  | 'cancellation'
  | 'paperwork'
  | 'talk'
  | 'research'
  | 'study'
  | 'general';

/** Kind rules in order; patterns run on the title's folded words joined by spaces ("^" = the first word). */
export const KIND_RULES: readonly [TaskKind, RegExp][] = [
  [
    'booking',
    /^(?:запис|забронир|бронир|book |schedule |reschedule|reserve|make an appointment|sign up|enrol|register )/,
  ],
  [
    'purchase',
    /^(?:купи|куплю|закуп|докуп|прикуп|приобрест|заказа|закаж|buy |order |purchase |restock |refill |shop |get |grab )/,
  ],
  ['payment', /^(?:оплат|заплат|перевест|перевед|pay |transfer |move the money)/],
  ['call', /^(?:позвон|созвон|перезвон|набрать|звонок|вызвать|вызови|call|phone |ring )/],
  [
    'message',
    /^(?:ответ|написа|напиш|отправ|разослат|напомн|email|reply|respond|text |message |send |write back|forward )/,
  ],
  [
    'meeting',
    /^(?:встреч|собрани|совещани|планерк|собеседовани|meeting|standup|stand-up|sync|1:1|interview)/,
  ],
  [
    'errand',
    /^(?:забрат|забер|отнест|отвезт|занест|вернут|передат|pick up|drop off|return |post the |post a )/,
  ],
  ['renewal', /^(?:продли|продлев|перевыпуст|renew|extend )/],
  ['cancellation', /^(?:отмени|отменя|отписат|расторг|cancel |unsubscribe)/],
  [
    'paperwork',
    /^(?:подат|подай|оформит|оформи |заполнит|заполни |подписат|подпиши|выставит|выстави |заверит|sign (?!up)|file |fill in|fill out|apply for|invoice )/,
  ],
  [
    'talk',
    /^(?:поговорит|договорит|согласоват|обсудит|спросит|уточнит|ask |chase |tell |confirm |discuss |talk to |check with |catch up with )/,
  ],
  [
    'research',
    /^(?:проверит|сверит|посмотрет|найти|выбрат|изучит|разобраться|разберись|look into|look up|research |compare |find |check (?!in |out |into )|review |figure out |decide )/,
  ],
  [
    'study',
    /^(?:выучит|учит|повторит|подготовиться к (?:экзамен|зачет|контрольн)|learn |study |revise |practi[cs]e )/,
  ],
  ['laundry', /(?:^| )(?:стирк|постира|стира|погладит|глажк|laundry|ironing|iron )/],
  [
    'cleaning',
    /(?:^| )(?:уборк|убра|прибра|пылесос|пропылесос|помыть (?:пол|окн)|мыть пол|clean|tidy|vacuum|mop |dust |declutter|разобрат(?!ься))/,
  ],
  [
    'chore',
    /(?:^| )(?:мусор|полить|цвет|посуд|разморозит|trash|garbage|water |plants|dishes|bins|feed |defrost|mow |wrap )/,
  ],
  ['repair', /^(?:почин|отремонт|поменя|замени|повес|fix |repair |replace |change the |mend |install )/],
  [
    'workout',
    /(?:^| )(?:спортзал|трениров|йог|бег|пробежк|бассейн|зарядк|растяжк|gym|workout|run|running|jog|yoga|swim|stretch|exercise|walk)(?: |$)/,
  ],
  ['workout', /(?:^| )(?:спортзал|трениров|йог|бег|пробежк|бассейн|растяжк)/],
  [
    'visit',
    /(?:^| )(?:врач|стоматолог|зубн|терапевт|окулист|невролог|анализ|кровь|поликлиник|клиник|dentist|doctor|checkup|clinic|appointment)/,
  ],
  // Going somewhere, once a visit, a workout or a purchase did not claim it.
  ['errand', /^(?:сходит|схожу|съездит|съезжу|заехат|заеду|заскочит|go to |pop to |pop into |drop by )/],
  ['cooking', /^(?:приготов|испеч|свари|cook |bake |meal prep)/],
  ['planning', /(?:^| )(?:план|бюджет|меню|расписани|список|plan|budget|schedule|agenda|goals|menu|list )/],
  [
    'document',
    /(?:^| )(?:отчет|презентац|доклад|стать|резюме|смет|макет|тест|введени|декларац|документ|report|presentation|slides|deck|roadmap|draft|notes|proposal|thesis|chapter|cv|tax return|declaration)/,
  ],
  ['errand', /^сдат/],
  ['document', /^(?:подготов|сдела|доделат|дописа|написа|составит|prepare |write |finish |submit )/],
];

/** The kind of a task from its title. */
export function taskKind(title: string): TaskKind {
  const text = `${wordsOf(title).join(' ')} `;
  for (const [kind, pattern] of KIND_RULES) if (pattern.test(text)) return kind;
  return 'general';
}

export const KIND_MINUTES: Readonly<Record<TaskKind, number>> = {
  call: 15,
  message: 15,
  purchase: 30,
  booking: 15,
  visit: 90,
  workout: 60,
  cleaning: 60,
  laundry: 45,
  chore: 15,
  repair: 60,
  document: 120,
  planning: 45,
  payment: 15,
  errand: 30,
  cooking: 60,
  meeting: 60,
  renewal: 20,
  cancellation: 15,
  paperwork: 45,
  talk: 15,
  research: 30,
  study: 60,
  general: 30,
};

/** Minutes a text states itself ("20 minute run", "на 2 часа", "1.5h"), or null. */
export function statedMinutes(text: string): number | null {
  const folded = fold(text);
  const minutes = /(\d{1,3})[\s-]*(?:минут\p{L}*|мин\.?|minutes?|mins?)(?![\p{L}])/u.exec(folded);
  if (minutes) return Number(minutes[1]);
  const hours = /(\d{1,2}(?:[.,]\d)?)[\s-]*(?:час\p{L}*|ч\.?|hours?|hrs?|h)(?![\p{L}])/u.exec(folded);
  if (hours) return Math.round(Number((hours[1] ?? '').replace(',', '.')) * 60);
  return null;
}

/** An estimate text core's timeTextToMinutes reads back: '15 мин', '1 час', '1.5 часа' / '15 min', '1 hour'. */
export function formatMinutes(minutes: number, language: TaskLanguage): string {
  if (minutes < 60) return language === 'ru' ? `${minutes} мин` : `${minutes} min`;
  const hours = Math.round((minutes / 60) * 2) / 2;
  if (language === 'en') return hours === 1 ? '1 hour' : `${hours} hours`;
  if (hours === 1) return '1 час';
  return Number.isInteger(hours) && hours >= 5 ? `${hours} часов` : `${hours} часа`;
}

/** The task's estimate in minutes: what the text states, else the kind's usual length. */
export function estimateMinutes(title: string, source: string): number {
  const stated = statedMinutes(source);
  if (stated !== null && stated > 0 && stated <= 8 * 60) return stated;
  return KIND_MINUTES[taskKind(title)];
}

export type Step = readonly [ru: string, en: string, minutes: number];

export const STEPS: Readonly<Record<TaskKind, readonly Step[]>> = {
  call: [
    ['Найти номер и удобное время', 'Find the number and a good time', 5],
    ['Записать 2–3 главных вопроса', 'Jot down 2–3 key points', 5],
    ['{title}', '{title}', 10],
    ['Записать итог и следующий шаг', 'Note the outcome and the next step', 5],
  ],
  message: [
    ['Открыть переписку и перечитать, о чём речь', 'Open the thread and reread what it is about', 5],
    ['Набросать ответ в 2–3 предложения', 'Draft the reply in 2–3 sentences', 10],
    ['Перечитать и отправить', 'Reread and send', 5],
  ],
  purchase: [
    ['Составить список, что нужно', 'List exactly what is needed', 5],
    ['Проверить, что уже есть дома', 'Check what is already at home', 5],
    ['Выбрать магазин или сайт', 'Pick the shop or the website', 5],
    ['{title}', '{title}', 15],
  ],
  booking: [
    ['Найти место и контакты', 'Find the place and its contacts', 10],
    ['Выбрать 2–3 удобных времени', 'Pick 2–3 times that suit you', 5],
    ['{title}', '{title}', 10],
    ['Добавить запись в календарь', 'Put it in the calendar', 5],
  ],
  visit: [
    ['Проверить время и адрес', 'Check the time and the address', 5],
    ['Собрать документы и вопросы', 'Gather documents and questions', 10],
    ['Спланировать дорогу и выйти вовремя', 'Plan the route and leave on time', 10],
    ['Записать, что сказали, и следующий шаг', 'Note what you were told and the next step', 5],
  ],
  workout: [
    ['Собрать форму и воду', 'Pack your kit and water', 5],
    ['Разминка', 'Warm up', 10],
    ['Первые 15 минут основной части', 'The first 15 minutes of the main part', 15],
    ['Заминка и растяжка', 'Cool down and stretch', 10],
  ],
  cleaning: [
    ['Собрать всё нужное для уборки', 'Get the cleaning things together', 5],
    ['Убрать видимый беспорядок', 'Clear the visible mess', 15],
    ['Протереть поверхности', 'Wipe the surfaces', 15],
    ['Пропылесосить или помыть пол', 'Vacuum or mop the floor', 15],
    ['Вынести мусор и убрать инвентарь', 'Take out the rubbish and put things away', 5],
  ],
  laundry: [
    ['Разобрать вещи по цветам', 'Sort the items by colour', 5],
    ['Загрузить машинку и запустить', 'Load the machine and start it', 5],
    ['Развесить или погладить', 'Hang up or iron', 15],
    ['Сложить и убрать в шкаф', 'Fold and put away', 10],
  ],
  chore: [
    ['Подготовить всё нужное', 'Get what you need', 5],
    ['{title}', '{title}', 10],
  ],
  repair: [
    ['Посмотреть, что именно сломано', 'Look at what exactly is broken', 10],
    ['Найти инструкцию или мастера', 'Find a guide or a professional', 15],
    ['Подготовить инструменты или детали', 'Get the tools or parts ready', 10],
    ['{title}', '{title}', 15],
    ['Проверить, что всё работает', 'Check that it works', 5],
  ],
  document: [
    ['Собрать материалы в одно место', 'Gather the material in one place', 10],
    ['Набросать план из 3–5 пунктов', 'Sketch an outline of 3–5 points', 10],
    ['Написать черновик первой части', 'Draft the first part', 15],
    ['Дописать остальное', 'Draft the rest', 15],
    ['Перечитать, поправить и отправить', 'Review, fix and send', 10],
  ],
  planning: [
    ['Собрать исходные данные', 'Collect what you need to know', 10],
    ['Выписать всё по пунктам', 'Write everything down as a list', 10],
    ['Расставить приоритеты и цифры', 'Set priorities and numbers', 15],
    ['Проверить и сохранить', 'Check it and save it', 5],
  ],
  payment: [
    ['Найти счёт и реквизиты', 'Find the bill and the details', 5],
    ['{title}', '{title}', 5],
    ['Сохранить квитанцию', 'Save the receipt', 5],
  ],
  errand: [
    ['Проверить адрес и часы работы', 'Check the address and opening hours', 5],
    ['Взять всё нужное с собой', 'Take what you need with you', 5],
    ['{title}', '{title}', 15],
  ],
  cooking: [
    ['Выбрать рецепт', 'Pick a recipe', 5],
    ['Проверить продукты', 'Check the ingredients', 5],
    ['Нарезать и подготовить продукты', 'Chop and prepare the ingredients', 15],
    ['Приготовить', 'Cook', 15],
    ['Убрать на кухне', 'Tidy the kitchen', 10],
  ],
  meeting: [
    ['Проверить время и ссылку или место', 'Check the time and the link or place', 5],
    ['Записать цель и 2–3 вопроса', 'Write down the goal and 2–3 questions', 10],
    ['Подготовить нужные материалы', 'Get the material ready', 10],
    ['После встречи записать итоги', 'Write down the outcome afterwards', 5],
  ],
  renewal: [
    [
      'Найти текущий документ или договор и срок окончания',
      'Find the current policy or document and when it ends',
      5,
    ],
    ['Проверить, что нужно для продления и сколько стоит', 'Check what renewing needs and what it costs', 10],
    ['{title}', '{title}', 10],
    [
      'Сохранить подтверждение и записать следующий срок',
      'Save the confirmation and note the next due date',
      5,
    ],
  ],
  cancellation: [
    ['Найти аккаунт, договор или бронь', 'Find the account, contract or booking', 5],
    ['Проверить условия и сроки отмены', 'Check the terms and deadline for cancelling', 5],
    ['{title}', '{title}', 5],
    ['Сохранить подтверждение', 'Save the confirmation', 5],
  ],
  paperwork: [
    ['Собрать нужные документы и данные', 'Gather the documents and details needed', 10],
    ['Заполнить, что можно, за один подход', 'Fill in what you can in one go', 15],
    ['Проверить и подписать', 'Check it and sign', 5],
    ['Отправить или сдать и сохранить копию', 'Send or hand it in, and keep a copy', 5],
  ],
  talk: [
    ['Записать, что нужно узнать или решить', 'Write down what you need to ask or settle', 5],
    ['Выбрать, как: написать, позвонить или лично', 'Choose how: a message, a call or in person', 5],
    ['{title}', '{title}', 10],
    ['Записать, о чём договорились', 'Note what you agreed', 5],
  ],
  research: [
    ['Записать, что именно нужно выяснить', 'Write down what exactly you need to find out', 5],
    ['Посмотреть 2–3 источника или варианта', 'Look at 2–3 sources or options', 15],
    ['Записать, что нашли', 'Note what you found', 5],
    ['Решить, что дальше', 'Decide what comes next', 5],
  ],
  study: [
    ['Выбрать тему или материал на сегодня', "Pick today's topic or material", 5],
    ['Позаниматься 15 минут', 'Study for 15 minutes', 15],
    ['Короткий перерыв', 'Take a short break', 5],
    ['Ещё 15 минут', 'Another 15 minutes', 15],
    [
      'Проверить себя: пересказать или ответить на вопросы',
      'Test yourself: retell it or answer questions',
      10,
    ],
  ],
  general: [
    ['Решить, каким будет первый шаг', 'Decide what the first step is', 5],
    ['Подготовить всё нужное', 'Get what you need ready', 10],
    ['Сделать первые 15 минут', 'Do the first 15 minutes', 15],
    ['Закончить или наметить продолжение', 'Finish, or note where to continue', 15],
    ['Проверить результат', 'Check the result', 5],
  ],
};

/** A micro-step of a task. */
export interface MicroStep {
  readonly title: string;
  readonly minutes: number;
  readonly order: number;
}

export const STEP_TITLE_MAX = 80;

/** Up to five ordered micro-steps of 5–15 minutes for a task title. */
export function microSteps(title: string, language: TaskLanguage): MicroStep[] {
  const steps = STEPS[taskKind(title)];
  return steps.slice(0, 5).map(([ru, en, minutes], index) => {
    const text = (language === 'ru' ? ru : en).replace('{title}', title);
    return {
      title: [...text].length > STEP_TITLE_MAX ? `${[...text].slice(0, STEP_TITLE_MAX - 1).join('')}…` : text,
      minutes: Math.min(MICRO_TASK_AI_MAX_MINUTES, Math.max(MICRO_TASK_MIN_MINUTES, minutes)),
      order: index + 1,
    };
  });
}

export const KIND_TAGS: Readonly<Record<TaskKind, readonly [string, string]>> = {
  call: ['звонок', 'call'],
  message: ['переписка', 'message'],
  purchase: ['покупка', 'shopping'],
  booking: ['запись', 'booking'],
  visit: ['визит', 'visit'],
  workout: ['спорт', 'workout'],
  cleaning: ['уборка', 'cleaning'],
  laundry: ['стирка', 'laundry'],
  chore: ['быт', 'chore'],
  repair: ['ремонт', 'repair'],
  document: ['документ', 'writing'],
  planning: ['план', 'planning'],
  payment: ['оплата', 'payment'],
  errand: ['поручение', 'errand'],
  cooking: ['готовка', 'cooking'],
  meeting: ['встреча', 'meeting'],
  renewal: ['продление', 'renewal'],
  cancellation: ['отмена', 'cancellation'],
  paperwork: ['бумаги', 'paperwork'],
  talk: ['разговор', 'conversation'],
  research: ['поиск', 'research'],
  study: ['учёба', 'study'],
  general: ['дело', 'task'],
};

/** A tag naming the kind of task. */
export function kindTag(title: string, language: TaskLanguage): string {
  const [ru, en] = KIND_TAGS[taskKind(title)];
  return language === 'ru' ? ru : en;
}
