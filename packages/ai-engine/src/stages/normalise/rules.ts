// Stage normalise: the dump as lines a person meant, before anything is cut or read — line breaks and
// odd spaces made plain, bullets and list numbers dropped (a bulleted line is a list item), and an
// alternative in brackets taken out. Each rule is one named step with its own examples.
import type { StageRule } from '../../rule.js';
import { ALTERNATIVE } from '../classify/patterns.js';
import { BULLET } from '../segment/sentences.js';

/** A line of the dump as the later stages read it. */
export interface Line {
  readonly text: string;
  /** The line was a bullet or a numbered item: a clause without a verb is still a task. */
  readonly listItem: boolean;
}

/** Rules over the whole text, before it is cut into lines. */
export const TEXT_RULES: readonly StageRule<string, string>[] = [
  {
    name: 'line-breaks',
    description: 'Windows and old Mac line breaks become one kind',
    examples: [
      {
        input: 'полить цветы\r\nвынести мусор\rкупить соль',
        expected: 'полить цветы\nвынести мусор\nкупить соль',
      },
    ],
    apply: (text) => text.replace(/\r\n?/g, '\n'),
  },
  {
    name: 'plain-spaces',
    description: 'no-break and thin spaces become plain spaces',
    examples: [{ input: 'в\u00a015:00 созвон', expected: 'в 15:00 созвон' }],
    apply: (text) => text.replace(/[\u00a0\u2009\u202f]/g, ' '),
  },
];

/** Rules over each line, in order. */
export const LINE_RULES: readonly StageRule<Line, Line>[] = [
  {
    name: 'bullet',
    description: 'a leading bullet, dash, checkbox or list number is dropped and marks a list item',
    examples: [
      {
        input: { text: '- письмо бухгалтеру', listItem: false },
        expected: { text: 'письмо бухгалтеру', listItem: true },
      },
      {
        input: { text: '2) renew the parking permit', listItem: false },
        expected: { text: 'renew the parking permit', listItem: true },
      },
      {
        input: { text: '[ ] garage shelves', listItem: false },
        expected: { text: 'garage shelves', listItem: true },
      },
      { input: { text: 'just a line', listItem: false }, expected: { text: 'just a line', listItem: false } },
    ],
    apply: (line) =>
      BULLET.test(line.text) ? { text: line.text.replace(BULLET, ''), listItem: true } : line,
  },
  {
    name: 'bracketed-alternative',
    description: 'an alternative in brackets ("(или …)", "(or …)") is no task of its own',
    examples: [
      {
        input: { text: 'продать велосипед (или подарить племяннику)', listItem: false },
        expected: { text: 'продать велосипед', listItem: false },
      },
      {
        input: { text: 'fix the fence (or hire someone)', listItem: true },
        expected: { text: 'fix the fence', listItem: true },
      },
    ],
    apply: (line) => ({ ...line, text: line.text.replace(ALTERNATIVE, '').trim() }),
  },
];

function applyAll<T>(rules: readonly StageRule<T, T>[], value: T): T {
  return rules.reduce((current, rule) => rule.apply(current), value);
}

/** The dump as normalised lines (blank lines kept: they end a header's block). */
export function normaliseLines(text: string): Line[] {
  return applyAll(TEXT_RULES, text)
    .split('\n')
    .map((line) => applyAll(LINE_RULES, { text: line, listItem: false }));
}
