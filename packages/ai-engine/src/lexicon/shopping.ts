// Lexicon: shopping. Purchase verbs and the words of a shopping list header.

/** Purchase verbs (a task whose verb is one of these is a purchase: покупки). Folded stems. */
export const PURCHASE_VERB_STEMS = [
  'купи',
  'куплю',
  'купит',
  'покупат',
  'закупи',
  'докупи',
  'прикупи',
  'приобрест',
  'заказат',
  'закажи',
  'закажу',
  'дозаказ',
  'buy',
  'order',
  'purchase',
  'restock',
  'shop',
];

/**
 * Verbs of buying that head a purchase's title and its list ("Купить хлеб, сыр", "Order: cups, lids"),
 * as regular-expression alternatives.
 */
export const PURCHASE_HEAD_VERBS = [
  'купить',
  'докупить',
  'закупить',
  'прикупить',
  'заказать',
  'дозаказать',
  'buy',
  'order',
  'reorder',
  'restock',
  'get',
];

/** Words naming a shopping list ("Groceries: eggs, milk", "Продукты: …"). */
export const SHOPPING_LIST_WORDS = new Set([
  'продукты',
  'покупки',
  'магазин',
  'в магазин',
  'список покупок',
  'шопинг',
  'купить',
  'докупить',
  'закупить',
  'прикупить',
  'заказать',
  'groceries',
  'grocery',
  'grocery list',
  'shopping',
  'shopping list',
  'shop',
  'shop list',
  'big shop',
  'big shop list',
  'weekly shop',
  'food shop',
  'still to get',
  'to get',
  'need to get',
  'to buy',
  'still to buy',
  'buy',
  'store',
  'supermarket',
  'order',
]);

/** A head that names a shop ("в аптеку", "to the garden centre"): the items under it are bought there. */
export const SHOP_HEAD =
  /^(?:в|во|to\s+the|to)\s+(?:\S+\s+)?(?:[а-яё]*магазин|аптек[ау]|супермаркет|гипермаркет|рынок|ашан|икею|store|shop|pharmacy|supermarket|market|chemist'?s)$/;

/**
 * Goods: things sold in shops that one fetches rather than has done ("get hiking boots", "pick up a
 * thank-you card", "grab more batteries"). Folded English stems and Russian stems, matched at a word's start;
 * `$` ends a stem that must be the whole word.
 */
export const GOODS_STEMS = [
  // Clothes and shoes.
  'shoes$',
  'shoe$',
  'boots$',
  'trainers$',
  'sneakers$',
  'sandals$',
  'socks$',
  'tights$',
  'gloves$',
  'mittens$',
  'umbrella',
  // Cards, gifts and wrapping.
  'card$',
  'cards$',
  'gift$',
  'gifts$',
  'present$',
  'presents$',
  'wrapping',
  'balloons$',
  'candles$',
  // Food and treats.
  'sweets$',
  'candy$',
  'chocolates?$',
  'snacks$',
  'milk$',
  'bread$',
  'eggs$',
  'cheese$',
  'fruit$',
  'veg$',
  'vegetables$',
  'coffee$',
  'tea$',
  'wine$',
  'beer$',
  'champagne$',
  'cake$',
  'cranberries$',
  'turkey$',
  'pumpkins?$',
  // Household consumables.
  'salt$',
  'batteries$',
  'bulbs?$',
  'lightbulbs?$',
  'detergent$',
  'toothpaste$',
  'shampoo$',
  'soap$',
  'sponges$',
  'stamps$',
  'envelopes$',
  'tape$',
  'glue$',
  'pencils$',
  'pens$',
  'notebooks?$',
  'calculator$',
  'charger$',
  'cable$',
  'ink$',
  // Seasonal things.
  'tree$',
  'decorations$',
  'fireworks$',
  'sparklers$',
  'sunscreen$',
  // Russian goods said without a verb in a list ("фрукты детям", "гирлянда").
  'овощ',
  'фрукт',
  'гирлянд',
  'фейерверк',
  'салют',
  'батарейк',
  'лампочк',
  'открытк',
  'канцтовар',
  'салфетк',
  'подгузник',
  'сапог',
  'ботинк',
  'кроссовк',
  'колготк',
  'носк',
  'варежк',
  'перчатк',
  'цветы$',
  'букет',
  'flowers$',
  // Baby consumables.
  'formula$',
  'nappies$',
  'diapers$',
  'wipes$',
];

/** Units goods are counted in («пачки», «кг», "tins", "bags"), as a regular-expression alternation. */
export const GOODS_UNIT =
  'шт|штук\\S*|кг|кило\\S*|г|гр|грамм\\S*|л|литр\\S*|м|метр\\S*|куб\\S*|пач\\S*|упак\\S*|банк\\S*|бутыл\\S*|мешк\\S*|рулон\\S*|ящ\\S*|коробк\\S*|pcs|kg|lbs?|tins?|packs?|packets?|bottles?|boxes|bags?|rolls?|cans?|jars?|cartons?|dozen|liters?|litres?|x';
/** A number said in words with a unit («пару пачек», «три кило», «двести штук», «мешков двадцать»). */
export const SPOKEN_COUNT =
  'пару|пара|полторы|полтора|две|два|три|четыре|пять|шесть|семь|восемь|девять|десять|пятнадцать|двадцать|тридцать|сорок|пятьдесят|сто|двести|триста|пятьсот|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|a\\s+hundred|a\\s+couple(?:\\s+of)?|a\\s+few';

/**
 * A count of goods said after a thing ("салфетки, 2 пачки", "formula, 2 tins", «бетон, 12 кубов»):
 * packs, tins, bottles and weights are what one buys. A count in words is a word of its own («, сто л» is
 * not «, стол»).
 */
export const COUNTED_GOODS = new RegExp(
  `,\\s*(?:\\d+\\s*|(?:${SPOKEN_COUNT})\\s+)(?:${GOODS_UNIT})\\.?$`,
  'u',
);

/**
 * English words in -ed or -ing that name the kind of a thing sold when a noun follows them with no article
 * ("rolled oats", "baking soda", "washing up gloves", "wrapping paper"): the thing, not a deed done or
 * going on. Grouped by what they describe.
 */
export const GOODS_KIND_WORDS: ReadonlySet<string> = new Set([
  // food as it is prepared or kept
  ...'sliced grated rolled dried smoked chopped minced ground canned tinned whipped shredded salted unsalted roasted pickled condensed evaporated powdered mixed refried crushed peeled cured flaked toasted stuffed sparkling'.split(
    ' ',
  ),
  // what a thing is for at home
  ...'baking cooking washing cleaning wrapping sewing stocking writing colouring coloring shaving chewing sleeping teething changing scented fitted'.split(
    ' ',
  ),
]);

/**
 * Verbs that take a list of goods along, heading it as a verb of buying does ("grab: milk, eggs",
 * «привезти сметану, укроп, лимон»), as regular-expression alternatives.
 */
export const TAKE_ALONG_VERBS = ['grab', 'pick\\s+up', 'привезти', 'захватить', 'bring'];
