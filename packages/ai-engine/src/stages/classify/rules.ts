// Stage classify: the tests a word or a title is put to (a verb, a task noun, a purchase) and the
// category of a task — a catalogue of named rules with their examples, which the reader and the other
// stages call where they need them. What a clause is runs as an ordered list (kind-rules.ts, walked by
// classifyClause), and so do the category rules (category-rules.ts, walked by categorise).
import type { AiTaskCategory } from '@fokus/core';
import type { AnyStageRule } from '../../rule.js';
import { wordsOf } from '../normalise/text.js';
import { isPurchase } from './category.js';
import { categorise } from './category-rules.js';
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
      { input: 'созвон с юристом', expected: true },
      { input: 'laundry', expected: true },
      { input: 'плохое настроение', expected: false },
    ],
    apply: (text: string) => isTaskNoun(wordsOf(text)),
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
      { input: 'Составить бюджет на полгода', expected: 'планирование' as AiTaskCategory },
    ],
    apply: (title: string) => categorise(title),
  },
] as const satisfies readonly AnyStageRule[];
