// Category words of дом for the garden, the walls and the locks: plants in pots and beds, frost and
// lawns, paint and wallpaper, keys. General words of each area, weighted stems (see
// stages/classify/category.ts).

import { type Weighted, weights } from './weights.js';

export const GARDEN_WORDS: readonly Weighted[] = [
  // Mowing and cutting grass, a yard's hedge.
  ...weights(3, ['покосить', 'косить', 'скосить', 'траву$', 'mowing']),
  // Plants, beds and lawns.
  ...weights(3, [
    'горшк',
    'пересад',
    'газон',
    'грядк',
    'компост',
    'луковиц',
    'potted',
    'pots',
    'planter',
    'planters',
    'seedlings',
    'bulbs',
    'dahlia',
    'dahlias',
    'tulips',
    'roses',
    'hedge',
    'lawn',
    'mow',
    'compost',
    'flower bed',
    'flower beds',
    'houseplants',
    'frost cloth',
  ]),
  // Paint, wallpaper and finishing of rooms.
  ...weights(3, [
    'краск',
    'обои',
    'обоев',
    'плинтус',
    'шпаклев',
    'ламинат',
    'плитк',
    'wallpaper',
    'skirting',
    'grout',
    'caulk',
    'drywall',
    'paint for the',
  ]),
  // Keys and locks of the home.
  ...weights(3, ['spare key', 'house key', 'front door key', 'ключи от квартиры', 'дубликат ключ', 'замок']),
  // The trades that repair a home: roofers, tilers, carpenters, decorators.
  ...weights(4, [
    'кровельщик',
    'плиточник',
    'столяр',
    'плотник',
    'маляр',
    'стекольщик',
    'roofer',
    'roofers',
    'tiler',
    'carpenter',
    'joiner',
    'glazier',
    'decorator',
    'builder',
    'builders',
  ]),
];
