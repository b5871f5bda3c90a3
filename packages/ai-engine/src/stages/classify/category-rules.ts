// Stage classify: the category rules, an ordered list walked by a runner like the normalise and segment
// rules. Each rule reads the task's title and the category scores of its words (category.ts) and either
// decides the category (a purchase, making a plan) or moves the scores by what the task means as a
// whole (who it is for, what it does with its object). What no rule decides goes to the best score.
import { type AiTaskCategory } from '@fokus/core';
import { applyInOrder, type StageRule } from '../../rule.js';
import { COUNTED_GOODS } from '../../lexicon/shopping.js';
import { fold, wordsOf } from '../normalise/text.js';
import { isVerbWord } from './verbs.js';
import {
  CALL_VERB,
  categoryScores,
  fetchesGoods,
  isGoods,
  FOR_BUSINESS,
  HOME_PAYMENT,
  isPurchase,
  MAKING_VERB,
  MEDICINE,
  MONEY,
  MONEY_VERB,
  namesPerson,
  namesService,
  namesSomeone,
  PLAN_NOUN,
  PLANNING_VERB,
  SOMEONE,
  TIE_ORDER,
} from './category.js';

/** What the rules work on: the title, its words, the scores so far, and the category once one decides. */
export interface CategoryState {
  readonly title: string;
  readonly words: readonly string[];
  readonly scores: Readonly<Record<AiTaskCategory, number>>;
  readonly decided?: AiTaskCategory;
  /** Decided by a convention of eval/ai/CATEGORIES.md, which no learned model overrides. */
  readonly convention?: boolean;
}

/** The state the rules start from: the scores of the title's own words. */
export function seed(title: string): CategoryState {
  return { title, words: wordsOf(title), scores: categoryScores(title) };
}

const add = (state: CategoryState, category: AiTaskCategory, points: number): CategoryState => ({
  ...state,
  scores: { ...state.scores, [category]: Math.max(0, state.scores[category] + points) },
});
const decide = (state: CategoryState, category: AiTaskCategory): CategoryState =>
  state.decided ? state : { ...state, decided: category };
/** Decides by a convention (eval/ai/CATEGORIES.md): word statistics do not override it. */
const decideByConvention = (state: CategoryState, category: AiTaskCategory): CategoryState =>
  state.decided ? state : { ...state, decided: category, convention: true };
/** A rule that decides, or moves the scores, only while nothing is decided. */
const open =
  (step: (state: CategoryState) => CategoryState) =>
  (state: CategoryState): CategoryState =>
    state.decided ? state : step(state);

/** Examples: a title, and what the rule makes of its seed state. */
const decides = (title: string, category: AiTaskCategory) => ({
  input: seed(title),
  expected: { ...seed(title), decided: category },
});
const settles = (title: string, category: AiTaskCategory) => ({
  input: seed(title),
  expected: { ...seed(title), decided: category, convention: true },
});
const adds = (title: string, category: AiTaskCategory, points: number) => ({
  input: seed(title),
  expected: add(seed(title), category, points),
});
const keeps = (title: string) => ({ input: seed(title), expected: seed(title) });

/** Words of one's taxes ("tax", "1099s", "налоговый вычет", "декларацию"). */
const OWN_TAX = /^(?:tax|taxes|1099s?|w-?2s?|налог[а-яё]*|вычет[а-яё]*|декларац[а-яё]*|3-?ндфл)$/;
/** Words that make a tax a business's (VAT, payroll, a client, a company). */
const BUSINESS_TAX =
  /^(?:vat|payroll|company|company's|corporate|business|client|clients|invoice|invoices|ндс|усн|ооо|ип|клиент[а-яё]*|компани[а-яё]*|фирм[а-яё]*|сотрудник[а-яё]*|зарплат[а-яё]*)$/;

/** Pay that an employer gives ("зарплату", "wages", "paycheck", "payroll"). */
const STAFF_PAY = /^(?:зарплат[а-яё]*|зп|аванс|wages|salary|salaries|paycheck|paychecks|payroll)$/;

/** Taxes on one's home ("council tax", "property tax", "налог на квартиру"): they stay with the home. */
const HOME_TAX = /^(?:council|property|land|имуществ[а-яё]*|квартир[а-яё]*|дом|дачу|землю|земельн[а-яё]*)$/;

/** One's own studies ("курсач", "лабу", "зачёт", "деканат", "essay", "professor"); "exam" and "lab" alone are also a doctor's. */
const STUDIES =
  /^(?:курсач[а-яё]*|курсов(?:ая|ую|ой|ые|ик)|реферат[а-яё]*|лаб(?:а|у|ы|е|ой|ам|ораторн[а-яё]*)|зач[её]т[а-яё]*|экзамен[а-яё]*|сесси[яюи]|деканат[а-яё]*|научник[а-яё]*|препод[а-яё]*|диплом(?:а|у|ом|ную|ной|ная)?|домашк[а-яё]*|coursework|homework|essays?|assignments?|professor|prof|finals|midterms?|dissertation|thesis|seminars?)$/;
/** "lab report", "problem set": studies said in two words. */
const STUDY_PHRASE = /(?<![\p{L}])(?:lab\s+reports?|problem\s+sets?)(?![\p{L}])/u;
/** A school or university subject, folded: a piece of work "по информатике", "for chem" is coursework. */
const SUBJECT_RU =
  '(?:информатик|истори|биологи|био|хими|физик|математик|матем|матан|алгебр|геометри|литератур|географи|обществознани|эконометрик|социологи|философи|англ|русск|немецк|французск)[а-яё]*';
const SUBJECT_EN =
  '(?:history|biology|bio|chemistry|chem|physics|math|maths|calculus|algebra|geometry|literature|lit|geography|sociology|soc|philosophy|psych|psychology|econ|economics|spanish|french|german)';
/**
 * A piece of coursework named by its subject («доклад по истории», «проект по информатике», "the chem
 * essay", "paper for sociology").
 */
const SUBJECT_WORK = new RegExp(
  `(?<![\\p{L}])(?:(?:доклад|проект|презентаци|сочинени|эссе|конспект|задани|дз|контрольн|тест|вопрос)[а-яё]*\\s+по\\s+${SUBJECT_RU}|${SUBJECT_EN}\\s+(?:essay|paper|project|homework|hw|assignment|report|presentation|quiz|test|reading)|(?:essay|paper|project|homework|assignment|report|presentation)\\s+(?:for|on|in)\\s+${SUBJECT_EN})(?![\\p{L}])`,
  'u',
);
/** A course code in capitals ("SOC 340", "CS101"), read on the title as written. */
const COURSE_CODE = /(?<![\p{L}])[A-Z]{2,4}\s?\d{3}(?![\p{L}\p{N}])/u;
/** A trip for one's job ("командировка", "business trip", "work trip", "the travel portal"), folded. */
const BUSINESS_TRIP =
  /(?<![\p{L}])(?:командировк[а-яё]*|(?:business|work)\s+trip|travel\s+portal|corporate\s+travel)(?![\p{L}])/u;
/** A teacher's side of it: pupils, students, marking ("проверить курсовые студентов", "grade the essays"). */
const TEACHING =
  /^(?:ученик[а-яё]*|учениц[а-яё]*|студент[а-яё]*|оценк[а-яё]*|урок[а-яё]*|students?|pupils?|grade|grading|mark|marking|class|lesson|lessons)$/;

/** The category rules, in the order they run. */
/** "маме", "Ване", "Маше": a relative, or a Russian name in the dative that no lexicon knows. */
function isDativePerson(word: string): boolean {
  return (
    SOMEONE.test(word) ||
    (/^[а-яё]{2,}[еи]$/.test(word) && Object.values(categoryScores(word)).every((score) => score === 0))
  );
}

export const CATEGORY_RULES: readonly StageRule<CategoryState, CategoryState>[] = [
  {
    name: 'business-purchase',
    description: 'a business buying its stock (from a supplier, restocking) is work, not shopping',
    examples: [
      decides('Заказать стаканчики у поставщика', 'работа'),
      decides('Order flour from the wholesaler', 'работа'),
      decides('Order tiles for the Jones job', 'работа'),
      keeps('Купить муку'),
    ],
    apply: open((state) =>
      isPurchase(state.title) && FOR_BUSINESS.test(` ${fold(state.title)}`) ? decide(state, 'работа') : state,
    ),
  },
  {
    name: 'business-trip',
    description:
      "a business trip's tickets, hotel and bookings are work (eval/ai/CATEGORIES.md, point 3), said with its word or the company's travel portal",
    examples: [
      settles('Купить билеты в Омск на командировку', 'работа'),
      settles('Book the hotel for the business trip', 'работа'),
      settles('Book my train to Leeds in the travel portal', 'работа'),
      keeps('Купить билеты в Омск к бабушке'),
    ],
    apply: open((state) =>
      BUSINESS_TRIP.test(fold(state.title)) ? decideByConvention(state, 'работа') : state,
    ),
  },
  {
    name: 'paying-staff',
    description:
      "paying someone's salary or wages is the speaker's job as an employer, not sending their own money",
    examples: [
      decides('Перевести зарплату продавцу', 'работа'),
      decides('Выдать зарплату Ивану', 'работа'),
      decides("Sort out Sam's wages", 'работа'),
      keeps('Получить зарплату'),
    ],
    apply: open((state) =>
      state.words.some((word) => STAFF_PAY.test(word)) &&
      !/^(?:получить|дождаться|get|receive)$/.test(state.words[0] ?? '')
        ? decide(state, 'работа')
        : state,
    ),
  },
  {
    name: 'invoicing',
    description:
      'issuing an invoice or billing a client (выставить счёт, invoice, bill) is work; paying a bill is not',
    examples: [
      decides('Выставить счёт фирме за монтаж', 'работа'),
      decides('Bill the Jones account for March', 'работа'),
      decides('Invoice the agency', 'работа'),
      keeps('Оплатить счёт за свет'),
      keeps('Pay the broadband bill'),
    ],
    apply: open((state) => {
      const [first = '', second = ''] = state.words;
      const invoices =
        (/^(?:выставить|выставлять|выписать)$/.test(first) &&
          /^(?:сч[её]т|сч[её]та|сч[её]ты)$/.test(second)) ||
        /^(?:invoice|bill)$/.test(first);
      return invoices ? decide(state, 'работа') : state;
    }),
  },
  {
    name: 'medicine-purchase',
    description:
      'buying, ordering or picking up medicine (pills, an inhaler, a prescription, a pharmacy errand) is health, not shopping',
    examples: [
      decides('Купить таблетки от кашля', 'здоровье'),
      decides('Купить в аптеке бинт и пластырь', 'здоровье'),
      decides('Pick up the allergy pills', 'здоровье'),
      decides('Order more contact lens drops', 'здоровье'),
      keeps('Купить хлеб'),
      keeps('Pick up the kids'),
    ],
    apply: open((state) =>
      (isPurchase(state.title) ||
        /^(?:get|grab|pick|fetch|collect|забрать|взять|получить)$/.test(state.words[0] ?? '')) &&
      state.words.some((word) => MEDICINE.test(word))
        ? decide(state, 'здоровье')
        : state,
    ),
  },
  {
    name: 'purchase',
    description: 'a task whose verb buys something is shopping, unless it orders a service or a ticket',
    examples: [
      decides('Купить лампочки', 'покупки'),
      decides('Order new ink cartridges', 'покупки'),
      keeps('Заказать грузчиков'),
      keeps('Купить билеты на хоккей'),
      decides('Купить папе билеты на футбол на день рождения', 'покупки'),
      keeps('Get my boots resoled'),
    ],
    apply: open((state) =>
      isPurchase(state.title) && !namesService(state.title) ? decide(state, 'покупки') : state,
    ),
  },
  {
    name: 'fetching-goods',
    description:
      'fetching goods ("get", "grab", "pick up" boots, a card, snacks) is buying them, whoever they are for',
    examples: [
      decides('Get hiking boots', 'покупки'),
      decides('Pick up a thank-you card for the teacher', 'покупки'),
      decides('Grab snacks for the road trip', 'покупки'),
      keeps('Pick up my sister'),
      keeps('Pick up my coat from the cleaners'),
      keeps('Get my boots resoled'),
      keeps('Grab a beer with Sam'),
    ],
    apply: open((state) => (fetchesGoods(state.title) ? decide(state, 'покупки') : state)),
  },
  {
    name: 'goods-alone',
    description:
      'goods named without a verb (an item of a list: "Envelopes", "Фрукты детям в сад", "Маше варежки"), or a thing said with a count of packs or tins, are to buy',
    examples: [
      decides('Envelopes', 'покупки'),
      decides('Фрукты детям в сад', 'покупки'),
      decides('Fireworks, sparklers', 'покупки'),
      decides('Корм для рыбок, 2 банки', 'покупки'),
      decides('Краска белая, две банки', 'покупки'),
      keeps('Кухня, стол'),
      decides('Маше варежки новые', 'покупки'),
      keeps('Лампочку поменять'),
      keeps('Tea with the neighbours'),
    ],
    apply: open((state) =>
      (isGoods(state.words[0] ?? '') ||
        // "Маше варежки", "Грише кроссовки": goods for someone named first.
        (isGoods(state.words[1] ?? '') && isDativePerson(state.words[0] ?? '')) ||
        COUNTED_GOODS.test(fold(state.title))) &&
      !state.words.some((word) => isVerbWord(word) || /^(?:with|с|со)$/.test(word))
        ? decide(state, 'покупки')
        : state,
    ),
  },
  {
    name: 'making-a-plan',
    description:
      "making a plan of one's time or money is planning, whatever it is for (unless the plan is work's)",
    examples: [
      decides('Составить распорядок дня для детей на лето', 'планирование'),
      decides('Sketch out a monthly budget', 'планирование'),
      keeps('Draft the release plan for the client portal'),
    ],
    apply: open((state) => {
      const { words } = state;
      const verb = /^set$/.test(words[0] ?? '') && words[1] === 'up' ? 'set up' : (words[0] ?? '');
      const makes =
        (MAKING_VERB.test(verb) || verb === 'set up') &&
        words.slice(1, 6).some((word) => PLAN_NOUN.test(word)) &&
        (!/^(?:make|set)$/.test(verb) ||
          // "make a schedule for the kids' pickups": the plan is the direct object.
          (/^(?:a|an|the|my|our)$/.test(words[1] ?? '') && PLAN_NOUN.test(words[2] ?? ''))) &&
        categoryScores(words.slice(verb === 'set up' ? 2 : 1).join(' ')).работа < 3;
      return makes ? decide(state, 'планирование') : state;
    }),
  },
  {
    name: 'ones-own-studies',
    description:
      "one's own studies (coursework, a lab report, an exam, the dean's office, one's professor, a piece of work named by its school subject or course code) are personal, whatever office words they use (eval/ai/CATEGORIES.md); a teacher's marking and pupils stay work",
    examples: [
      decides('Дедлайн по курсовой', 'личное'),
      decides('Сдать лабу по химии', 'личное'),
      decides('Email my professor about the essay', 'личное'),
      decides('Write up the physics lab report', 'личное'),
      keeps('Проверить курсовые студентов'),
      keeps('Grade the midterm essays for my students'),
      keeps('Draft the monthly sales report'),
      keeps('Book an eye exam'),
      decides('Доклад по географии, 5 слайдов', 'личное'),
      decides('Finish the econ paper', 'личное'),
      decides('Reading for PSY 210', 'личное'),
      keeps('Проверить контрольные по алгебре у учеников'),
      keeps('Доклад по продажам для директора'),
      keeps('Fix the leak in room 305'),
    ],
    apply: open((state) =>
      (state.words.some((word) => STUDIES.test(word)) ||
        STUDY_PHRASE.test(fold(state.title)) ||
        SUBJECT_WORK.test(fold(state.title)) ||
        COURSE_CODE.test(state.title)) &&
      !state.words.some((word) => TEACHING.test(word))
        ? decide(state, 'личное')
        : state,
    ),
  },
  {
    name: 'ones-own-tax',
    description:
      "one's own taxes (a return, a deduction, an estimate, the forms, the accountant about them) are personal; a business's are work",
    examples: [
      decides('Ask the accountant about my tax return', 'личное'),
      decides('Estimated tax payment for the second quarter', 'личное'),
      decides('Подать декларацию на налоговый вычет', 'личное'),
      keeps('Pay the VAT for the shop'),
      keeps('Pay the property tax bill'),
      keeps('Сдать отчётность по НДС за клиента'),
    ],
    apply: open((state) =>
      state.words.some((word) => OWN_TAX.test(word)) &&
      !state.words.some((word) => BUSINESS_TAX.test(word) || HOME_TAX.test(word))
        ? decide(state, 'личное')
        : state,
    ),
  },
  {
    name: 'for-someone',
    description:
      'the person a task is for does not make it personal when it names something of its own ("Book an eye exam for Grandpa")',
    examples: [adds('Book an eye exam for Grandpa', 'личное', -4), keeps('Придумать сюрприз для мамы')],
    apply: open((state) => {
      const person = /(?:^|\s)(?:for|для)\s+(?:my\s+|the\s+|our\s+)?(\S+)/.exec(fold(state.title))?.[1];
      if (!person || !SOMEONE.test(person)) return state;
      const named = TIE_ORDER.some((category) => category !== 'личное' && state.scores[category] >= 3);
      return named ? add(state, 'личное', -4) : state;
    }),
  },
  {
    name: 'helping-someone',
    description: 'helping a person is personal, whatever the help is',
    examples: [adds('Помочь тёте с переездом', 'личное', 4), keeps('Help with the release')],
    apply: open((state) =>
      state.words.some((word) => /^(?:помочь|помогать|help)$/.test(word)) && namesSomeone(state.title)
        ? add(state, 'личное', 4)
        : state,
    ),
  },
  {
    name: 'inviting-someone',
    description: 'inviting people is personal',
    examples: [adds('Пригласить соседей на чай', 'личное', 4), keeps('Invite the vendor to the kickoff')],
    apply: open((state) =>
      /^(?:позвать|пригласить|invite)$/.test(state.words[0] ?? '') && namesSomeone(state.title)
        ? add(state, 'личное', 4)
        : state,
    ),
  },
  {
    name: 'asking-a-favour',
    description: "asking a favour of one's people is personal; asking about the job is not",
    examples: [adds('Попросить соседа покормить кота', 'личное', 4), keeps('Ask Tom to cover my shift')],
    apply: open((state) =>
      /^(?:попросить|ask)$/.test(state.words[0] ?? '') && namesSomeone(state.title) && state.scores.работа < 3
        ? add(state, 'личное', 4)
        : state,
    ),
  },
  {
    name: 'sending-money',
    description: "sending one's money is personal, whatever it pays for (rent and utilities stay home)",
    examples: [adds('Перевести брату деньги за билеты', 'личное', 4), keeps('Transfer the rent')],
    apply: open((state) => {
      const { words, title } = state;
      const verb = words[0] === 'pay' && words[1] === 'back' ? 'pay back' : (words[0] ?? '');
      const sends =
        MONEY_VERB.test(verb) &&
        (MONEY.test(` ${fold(title)}`) || (/^(?:перевести|перекинуть)$/.test(verb) && namesSomeone(title))) &&
        !HOME_PAYMENT.test(fold(title)) &&
        state.scores.работа < 3;
      return sends ? add(state, 'личное', 4) : state;
    }),
  },
  {
    name: 'calling-a-person',
    description: 'calling or writing to a person by name is personal',
    examples: [adds('Позвонить Свете насчёт поездки', 'личное', 4), keeps('Call the plumber')],
    apply: open((state) =>
      CALL_VERB.test(state.words[0] ?? '') && namesPerson(state.title) ? add(state, 'личное', 4) : state,
    ),
  },
  {
    name: 'planning-ones-time',
    description:
      'planning, thinking through or deciding when (a verb of planning first) is planning, whatever it is for',
    examples: [
      decides('Продумать рассадку гостей на юбилей', 'планирование'),
      decides('Распланировать отпуск по дням', 'планирование'),
      decides('Plan the drive to the lake house', 'планирование'),
      decides('Decide when to repaint the hallway', 'планирование'),
      decides('Block out two evenings for revision', 'планирование'),
      keeps('Decide on the paint colour'),
      keeps('Plan the client workshop agenda'),
    ],
    apply: open((state) => {
      const [first = '', second = ''] = state.words;
      const plans =
        PLANNING_VERB.test(first) ||
        /^(?:продумать|прикинуть)$/.test(first) ||
        (first === 'map' && second === 'out');
      // Setting aside one's time, or choosing the days, is planning even for work ("block out two evenings for revision").
      const third = state.words[2] ?? '';
      const times =
        (first === 'block' && /^(?:time|out|off)$/.test(second)) ||
        (first === 'decide' &&
          (/^(?:when|which|dates?)$/.test(second) || (second === 'the' && /^dates?$/.test(third))));
      // "plan the client workshop agenda": a plan that is the job's is work.
      return times || (plans && categoryScores(state.words.slice(1).join(' ')).работа < 3)
        ? decide(state, 'планирование')
        : state;
    }),
  },
  {
    name: 'planning-verb',
    description: 'a task whose verb plans is a little more planning, whatever it plans',
    examples: [adds('Спланировать отпуск', 'планирование', 1)],
    apply: open((state) =>
      PLANNING_VERB.test(state.words[0] ?? '') ? add(state, 'планирование', 1) : state,
    ),
  },
  {
    name: 'plan-object',
    description: 'a verb that makes something with a plan as its object is planning, whatever it is for',
    examples: [adds('Составить расписание кружков', 'планирование', 3), keeps('Составить письмо юристу')],
    apply: open((state) =>
      MAKING_VERB.test(state.words[0] ?? '') && state.words.slice(1).some((word) => PLAN_NOUN.test(word))
        ? add(state, 'планирование', 3)
        : state,
    ),
  },
];

/** Walks the category rules over a title. */
export function runCategoryRules(title: string): CategoryState {
  return applyInOrder(CATEGORY_RULES, seed(title));
}

/** The category a convention of eval/ai/CATEGORIES.md gives a title, if one does. */
export function conventionCategory(title: string): AiTaskCategory | undefined {
  // Only the business-trip rule decides by convention: a title it cannot match needs no second walk.
  if (!BUSINESS_TRIP.test(fold(title))) return undefined;
  const state = runCategoryRules(title);
  return state.convention ? state.decided : undefined;
}

/**
 * The category of a task: what a rule decides; else the best score after the rules, with `context` (the
 * sentence, a list header) adding half weight; nothing known → личное.
 */
export function categorise(title: string, context = ''): AiTaskCategory {
  const state = runCategoryRules(title);
  if (state.decided) return state.decided;
  const extra = context === '' ? null : categoryScores(context);
  let best: AiTaskCategory = 'личное';
  let bestScore = 0;
  for (const category of TIE_ORDER) {
    const score = state.scores[category] * 2 + (extra ? extra[category] : 0);
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}
