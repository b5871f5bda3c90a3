// Lexicon: the weighted stems of the category lexicons.
import { fold } from '../../stages/normalise/text.js';

export type Weighted = readonly [stem: string, weight: number];

/** Stems are compared with folded words, so they are folded too ("тёт" → "тет"). */
export function weights(weight: number, stems: readonly string[]): Weighted[] {
  return stems.map((stem) => [fold(stem), weight]);
}
