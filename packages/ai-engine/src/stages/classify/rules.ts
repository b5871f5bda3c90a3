// Stage classify: what a clause is (an action, a task noun, context) and which category a task belongs
// to. The rules are listed with their examples; read/analyse-clause.ts and the pipeline call them.
import type { AiTaskCategory } from '@fokus/core';
import type { AnyStageRule } from '../../rule.js';
import { wordsOf } from '../normalise/text.js';
import { isPurchase } from './category.js';
import { categorise } from './category-rules.js';
import { classify } from './clause-kind.js';
import { isTaskNoun, isVerbWord } from './verbs.js';

/** The classify rules. */
export const CLASSIFY_RULES = [
  {
    name: 'verb-word',
    description:
      'a Russian infinitive or finite form people write instead, or an English base form from the lexicon',
    examples: [
      { input: 'постирать', expected: true },
      { input: 'куплю', expected: true },
      { input: 'vacuum', expected: true },
      { input: 'опять', expected: false },
    ],
    apply: (word: string) => isVerbWord(word),
  },
  {
    name: 'task-noun',
    description: 'an event, a chore or a visit named without a verb',
    examples: [
      { input: 'созвон с подрядчиком', expected: true },
      { input: 'laundry', expected: true },
      { input: 'плохое настроение', expected: false },
    ],
    apply: (text: string) => isTaskNoun(wordsOf(text)),
  },
  {
    name: 'clause-kind',
    description: 'action, task noun, context (feelings, statements, what happened) or other',
    examples: [
      { input: 'разобрать антресоль', expected: 'action' },
      { input: 'хочется просто лечь', expected: 'context' },
      { input: 'сил нет вообще', expected: 'other' },
      { input: 'выспаться бы', expected: 'context' },
      { input: 'съездить бы в шиномонтаж', expected: 'action' },
      { input: 'repaint the shed', expected: 'action' },
      { input: 'the neighbours called yesterday', expected: 'context' },
    ],
    apply: (core: string) => classify(core, core).kind,
  },
  {
    name: 'purchase',
    description: 'a task whose verb buys something is a purchase',
    examples: [
      { input: 'Купить лампочки', expected: true },
      { input: 'Order new ink cartridges', expected: true },
      { input: 'Заказать грузчиков', expected: true },
      { input: 'Починить кран', expected: false },
      { input: 'Get the jacket altered', expected: false },
    ],
    apply: isPurchase,
  },
  {
    name: 'category',
    description: 'the category the words of the task mean (a purchase is покупки, a service is not)',
    examples: [
      { input: 'Купить лампочки', expected: 'покупки' as AiTaskCategory },
      { input: 'Заказать грузчиков на переезд', expected: 'дом' as AiTaskCategory },
      { input: 'Записаться к терапевту', expected: 'здоровье' as AiTaskCategory },
      { input: 'Подготовить квартальный отчёт', expected: 'работа' as AiTaskCategory },
      { input: 'Составить бюджет на месяц', expected: 'планирование' as AiTaskCategory },
    ],
    apply: (title: string) => categorise(title),
  },
] as const satisfies readonly AnyStageRule[];
