// Stage segment: how much of a thing, or a limit on it, said after it between commas («подгузники, 3
// пачки», "printer paper, 2 reams", "a gift for Sam, $20 limit") is part of that thing's task, never a
// task of its own.
import { GOODS_UNIT, SPOKEN_COUNT } from '../../lexicon/shopping.js';
import { type StageRule } from '../../rule.js';
import { fold } from '../normalise/text.js';
import { type Piece } from './run-ons.js';

/**
 * A quantity said alone: a number and at most one word after it («2 пачки», «38 размер», "3 reams",
 * "12 cards"), or a sum with its limit ("$30 limit", "under £15", «до 2000 рублей»).
 */
export const QUANTITY_REMARK =
  /^(?:(?:под|около|примерно|штук|about|around|like)\s+)?\d+(?:[.,]\d+)?\s*(?:[%xх×])?(?:\s*[\p{L}.]+)?$|^(?:under|max|up\s+to|до|не\s+дороже)\s+[$£€₽]?\s*\d+(?:\s*[\p{L}.]+)?$|^[$£€₽]\s*\d+(?:\s+(?:limit|max|budget|tops|each))?$/u;

/** A count said in words with its unit, either way round («двести штук», «пачки две», "two boxes"). */
const SPOKEN_QUANTITY = new RegExp(
  `^(?:(?:${SPOKEN_COUNT})\\s+(?:${GOODS_UNIT})|(?:${GOODS_UNIT})\\s+(?:${SPOKEN_COUNT}))$`,
  'u',
);

/** True when a piece says only how much of the thing before it ("2 tins", «5 слайдов», «пачки две», "$20 limit"). */
export function isQuantityRemark(text: string): boolean {
  const said = fold(text).trim();
  return QUANTITY_REMARK.test(said) || SPOKEN_QUANTITY.test(said);
}

/** Joins a quantity said after a comma to the piece before it («салфетки, 2 пачки» stays one piece). */
export function joinQuantityRemarks(pieces: readonly Piece[]): Piece[] {
  const joined: Piece[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last && piece.separator === 'comma' && isQuantityRemark(piece.text))
      joined[joined.length - 1] = { ...last, text: `${last.text.trimEnd()}, ${piece.text.trim()}` };
    else joined.push(piece);
  }
  return joined;
}

/** The rule of the segment stage that reads a quantity as part of the thing before it. */
export const QUANTITY_RULE: StageRule<readonly Piece[], readonly Piece[]> = {
  name: 'quantity-remark',
  description:
    'how much of a thing, or a limit on it, said after it between commas ("2 пачки", «пачки две», "ten boxes", "$20 limit") is part of its task',
  examples: [
    {
      input: [
        { text: 'влажные салфетки', separator: 'start' },
        { text: '3 пачки', separator: 'comma' },
      ],
      expected: [{ text: 'влажные салфетки, 3 пачки', separator: 'start' }],
    },
    {
      input: [
        { text: 'a gift for the office swap', separator: 'start' },
        { text: '$15 limit', separator: 'comma' },
      ],
      expected: [{ text: 'a gift for the office swap, $15 limit', separator: 'start' }],
    },
    {
      input: [
        { text: 'цемент у поставщика заказать', separator: 'start' },
        { text: 'мешков шесть', separator: 'comma' },
        { text: 'до среды', separator: 'comma' },
      ],
      expected: [
        { text: 'цемент у поставщика заказать, мешков шесть', separator: 'start' },
        { text: 'до среды', separator: 'comma' },
      ],
    },
    {
      input: [
        { text: 'order printer paper', separator: 'start' },
        { text: 'ten boxes', separator: 'comma' },
      ],
      expected: [{ text: 'order printer paper, ten boxes', separator: 'start' }],
    },
    {
      input: [
        { text: 'купить батарейки', separator: 'start' },
        { text: '2 раза позвонить в банк', separator: 'comma' },
      ],
      expected: [
        { text: 'купить батарейки', separator: 'start' },
        { text: '2 раза позвонить в банк', separator: 'comma' },
      ],
    },
  ],
  apply: (pieces) => joinQuantityRemarks(pieces),
};
