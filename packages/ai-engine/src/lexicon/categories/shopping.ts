// Category words of покупки (spec §5), weighted stems: Shopping: things one buys and where.
// A word counts when it starts with a stem (see stages/classify/category.ts).

import { type Weighted, weights } from './weights.js';

export const SHOPPING_WORDS: readonly Weighted[] = [
  // Pet supplies bought again and again.
  ...weights(3, ['litter', 'cat litter', 'наполнител']),
  // General vocabulary.
  ...weights(3, ['mall']),
  ...weights(2, ['delivery', 'market']),
  ...weights(3, [
    'пункт выдачи',
    'пвз$',
    'маркетплейс',
    'wildberries',
    'ozon',
    'магазин',
    'супермаркет',
    'озон',
    'вайлдберриз',
    'шопинг',
    'groceries',
    'grocery',
    'shopping',
    'supermarket',
    'amazon',
    'shop',
    'store',
  ]),
  ...weights(2, ['заказ$', 'заказы$', 'продукт', 'рынок$', 'батарейк', 'корм', 'поводок']),
  ...weights(1, [
    'доставк',
    'хлеб',
    'молок',
    'яйц',
    'сыр$',
    'мандарин',
    'шампанск',
    'торт$',
    'лампочки',
    'get',
    'grab',
    'shoes',
    'charger',
    'batteries',
    'soap',
    'milk',
    'eggs',
    'bread',
    'flowers',
    'cake',
    'champagne',
  ]),
  // A barbecue's supplies, bought for it.
  ...weights(3, ['уголь для', 'угли$', 'шампур', 'розжиг', 'charcoal', 'skewers', 'lighter fluid']),
  // Baby supplies bought again and again.
  ...weights(3, [
    'подгузник',
    'влажные салфетки',
    'детское питание',
    'diapers',
    'nappies',
    'baby wipes',
    'baby formula',
  ]),
  // Shops by what they sell.
  ...weights(3, ['butcher', 'butchers', 'bakery', 'deli', 'мясн', 'пекарн']),
];
