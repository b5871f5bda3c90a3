// Stage segment: a line cut into sentences, and a sentence part into clauses, each clause with the
// separator before it (a comma, "и"/"and", "потом"/"then", "а ещё"/"also", "но"/"but", a list number).
// The clause rules run in this order on every part (read/prepare-rules.ts, for the reader); the rules for
// a run-on said without punctuation are run-on-rules.ts's.
import { applyInOrder, type StageRule } from '../../rule.js';
import { joinLoneAnaphora, splitClauses, splitSoImperative } from './clauses.js';
import { RUN_ON_RULES } from './run-on-rules.js';
import { splitPronounRemark, splitSymptomRemark, type Piece } from './run-ons.js';

import { QUANTITY_RULE } from './quantity.js';
import { splitSentences } from './sentences.js';

export type { Piece } from './run-ons.js';

/** Sentences of a line. */
export const SENTENCE_RULE: StageRule<string, string[]> = {
  name: 'sentences',
  description:
    'a line ends a sentence at . ! ? … ; and emoticons, not inside numbers, dates, abbreviations or a one-line numbered list, nor at a unit cut short ("руб.") before a word that goes on; a capital verb inside a name in capitals ("Red Nose Day", "at Best Buy on Friday") starts none',
  examples: [
    {
      input: 'Сдать отчёт к 12.05. Позвонить в ЖЭК!',
      expected: ['Сдать отчёт к 12.05.', 'Позвонить в ЖЭК!'],
    },
    { input: 'water the ferns; e.g. the big one', expected: ['water the ferns;', 'e.g. the big one'] },
    { input: '1. смета 2. договор', expected: ['1. смета 2. договор'] },
    {
      input: 'Забыла про йогу(( записаться на четверг',
      expected: ['Забыла про йогу((', 'записаться на четверг'],
    },
    { input: 'молоко Купить батарейки', expected: ['молоко', 'Купить батарейки'] },
    { input: 'costume for Red Nose Day', expected: ['costume for Red Nose Day'] },
    { input: 'tickets for Tom Call Mum', expected: ['tickets for Tom', 'Call Mum'] },
    { input: 'get a gift card at Best Buy on Friday', expected: ['get a gift card at Best Buy on Friday'] },
    { input: 'Best Buy: the order is ready', expected: ['Best Buy: the order is ready'] },
    {
      input: 'сдать 300 руб. на подарок учителю',
      expected: ['сдать 300 руб. на подарок учителю'],
    },
    { input: 'взять 2 шт. позвонить Лене', expected: ['взять 2 шт.', 'позвонить Лене'] },
  ],
  apply: splitSentences,
};
/** The clause rules, in the order they run. */
export const CLAUSE_RULES: readonly StageRule<readonly Piece[], readonly Piece[]>[] = [
  {
    name: 'clauses',
    description:
      'cut at commas, ";", conjunctions (и, а ещё, потом, and, also, then, but) and inline list numbers; not inside a pair ("до и после") or between two quoted names',
    examples: [
      {
        input: [{ text: 'помыть окна, а потом разобрать балкон', separator: 'start' }],
        expected: [
          { text: 'помыть окна', separator: 'start' },
          { text: 'разобрать балкон', separator: 'then' },
        ],
      },
      {
        input: [{ text: 'renew the passport and also book the vet', separator: 'start' }],
        expected: [
          { text: 'renew the passport', separator: 'start' },
          { text: 'book the vet', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'заняло 1,5 часа', separator: 'start' }],
        expected: [{ text: 'заняло 1,5 часа', separator: 'start' }],
      },
      {
        input: [{ text: 'сверить счета с «Омегой» и «Бетой»', separator: 'start' }],
        expected: [{ text: 'сверить счета с «Омегой» и «Бетой»', separator: 'start' }],
      },
    ],
    apply: (pieces) =>
      pieces.flatMap((piece) =>
        splitClauses(piece.text).map((clause, index) =>
          index === 0 ? { ...clause, separator: piece.separator } : clause,
        ),
      ),
  },
  QUANTITY_RULE,
  ...RUN_ON_RULES,
  {
    name: 'pronoun-remark',
    description:
      'a remark with a pronoun subject said after a task without a comma ("он заканчивается в мае", "она вчера напоминала", "это я сам") starts a clause of its own; a remark in the past ("она отвалилась") only after a task said with its verb',
    examples: [
      {
        input: [{ text: 'продлить пропуск он заканчивается в мае', separator: 'start' }],
        expected: [
          { text: 'продлить пропуск', separator: 'start' },
          { text: 'он заканчивается в мае', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'renew the boat licence it expires in june', separator: 'start' }],
        expected: [
          { text: 'renew the boat licence', separator: 'start' },
          { text: 'it expires in june', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'оплатить кружок она вчера напоминала', separator: 'start' }],
        expected: [
          { text: 'оплатить кружок', separator: 'start' },
          { text: 'она вчера напоминала', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'забрать ботинки из ремонта они там неделю стоят', separator: 'start' }],
        expected: [
          { text: 'забрать ботинки из ремонта', separator: 'start' },
          { text: 'они там неделю стоят', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'сказать что он прав', separator: 'start' }],
        expected: [{ text: 'сказать что он прав', separator: 'start' }],
      },
      {
        input: [{ text: 'починить калитку на даче она совсем отвалилась', separator: 'start' }],
        expected: [
          { text: 'починить калитку на даче', separator: 'start' },
          { text: 'она совсем отвалилась', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'полночь она наконец заснула', separator: 'start' }],
        expected: [{ text: 'полночь она наконец заснула', separator: 'start' }],
      },
      {
        input: [{ text: 'узнать когда они приехали', separator: 'start' }],
        expected: [{ text: 'узнать когда они приехали', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitPronounRemark),
  },
  {
    name: 'symptom-remark',
    description:
      'a complaint of the body ("зуб ноет", "my knee hurts") said after a task without a comma is its reason, a clause of its own',
    examples: [
      {
        input: [{ text: 'записаться к ортопеду колено опять болит', separator: 'start' }],
        expected: [
          { text: 'записаться к ортопеду', separator: 'start' },
          { text: 'колено опять болит', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'book the physio my shoulder hurts', separator: 'start' }],
        expected: [
          { text: 'book the physio', separator: 'start' },
          { text: 'my shoulder hurts', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'сходить к врачу потому что спина болит', separator: 'start' }],
        expected: [{ text: 'сходить к врачу потому что спина болит', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitSymptomRemark),
  },
  {
    name: 'so-imperative',
    description:
      '"so" before an English verb, one\'s own need or a chore named without a verb starts the task after a remark',
    examples: [
      {
        input: [{ text: 'the recital moved to friday so we have to book a sitter', separator: 'start' }],
        expected: [
          { text: 'the recital moved to friday so', separator: 'start' },
          { text: 'we have to book a sitter', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'guests arrive saturday so vacuum the stairs', separator: 'start' }],
        expected: [
          { text: 'guests arrive saturday so', separator: 'start' },
          { text: 'vacuum the stairs', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'collection moved to thursday so recycling out tonight', separator: 'start' }],
        expected: [
          { text: 'collection moved to thursday so', separator: 'start' },
          { text: 'recycling out tonight', separator: 'comma' },
        ],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitSoImperative),
  },
  {
    name: 'lone-anaphora',
    description: 'a lone pointer ("before that", "к нему") joins the clause after it',
    examples: [
      {
        input: [
          { text: 'before that', separator: 'start' },
          { text: 'print the tickets', separator: 'comma' },
        ],
        expected: [{ text: 'before that print the tickets', separator: 'start' }],
      },
    ],
    apply: (pieces) => joinLoneAnaphora([...pieces]),
  },
];

/** The clauses of a sentence part, through the clause rules in order. */
export function segmentClauses(text: string): Piece[] {
  return [...applyInOrder(CLAUSE_RULES, [{ text, separator: 'start' }])];
}
