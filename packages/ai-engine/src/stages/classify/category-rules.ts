// Stage classify: the category rules, an ordered list walked by a runner like the normalise and segment
// rules. Each rule reads the task's title and the category scores of its words (category.ts) and either
// decides the category (a purchase, making a plan) or moves the scores by what the task means as a
// whole (who it is for, what it does with its object). What no rule decides goes to the best score.
import { type AiTaskCategory } from '@fokus/core';
import { applyInOrder, type StageRule } from '../../rule.js';
import { fold, wordsOf } from '../normalise/text.js';
import {
  CALL_VERB,
  categoryScores,
  FOR_BUSINESS,
  HOME_PAYMENT,
  isPurchase,
  MAKING_VERB,
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
const adds = (title: string, category: AiTaskCategory, points: number) => ({
  input: seed(title),
  expected: add(seed(title), category, points),
});
const keeps = (title: string) => ({ input: seed(title), expected: seed(title) });

/** The category rules, in the order they run. */
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
    name: 'purchase',
    description: 'a task whose verb buys something is shopping, unless it orders a service',
    examples: [
      decides('Купить лампочки', 'покупки'),
      decides('Order new ink cartridges', 'покупки'),
      keeps('Заказать грузчиков'),
      keeps('Get my boots resoled'),
    ],
    apply: open((state) =>
      isPurchase(state.title) && !namesService(state.title) ? decide(state, 'покупки') : state,
    ),
  },
  {
    name: 'making-a-plan',
    description:
      "making a plan of one's time or money is planning, whatever it is for (unless the plan is work's)",
    examples: [
      decides('Составить график уборки для всей семьи', 'планирование'),
      decides('Map out a savings plan', 'планирование'),
      keeps('Draft the migration plan for the client database'),
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
    name: 'for-someone',
    description:
      'the person a task is for does not make it personal when it names something of its own ("Book a hearing test for Dad")',
    examples: [adds('Book a hearing test for Dad', 'личное', -4), keeps('Придумать сюрприз для мамы')],
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
    examples: [adds('Позвонить Лене насчёт дачи', 'личное', 4), keeps('Call the plumber')],
    apply: open((state) =>
      CALL_VERB.test(state.words[0] ?? '') && namesPerson(state.title) ? add(state, 'личное', 4) : state,
    ),
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
