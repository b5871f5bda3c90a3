// Stage segment, the last cut: a list of goods to buy is one task per item, so each can be ticked off
// on its own («Купить хлеб, сыр и яйца» → «Купить хлеб», «Купить сыр», «Купить яйца»; the public
// sample's convention for "🛒 rice, soy sauce, green tea"). Only a comma list is cut: two things joined
// by "и"/"and" alone stay one purchase («Купить корм и поводок»), and a list whose items are not all
// plain goods (a remark, a verb: "order a new toaster, ours broke") stays as said.
import { GOODS_UNIT, PURCHASE_HEAD_VERBS, SPOKEN_COUNT, TAKE_ALONG_VERBS } from '../../lexicon/shopping.js';
import { WAY_HOME } from '../../lexicon/time-words.js';
import { type StageRule } from '../../rule.js';
import { classify } from '../classify/clause-kind.js';
import { OWN_SUBJECT } from '../classify/patterns.js';
import { fold } from '../normalise/text.js';

/**
 * A verb of buying at the start of a title, or of bringing a list of goods along («привезти: майонез,
 * мандарины», "bring: napkins, cups"), and what follows it.
 */
const PURCHASE_HEAD = new RegExp(
  `^((?:${[...PURCHASE_HEAD_VERBS, ...TAKE_ALONG_VERBS].join('|')})(?:\\s+(?:ещё|еще|also|more))?)\\s+(.+)$`,
  'iu',
);

/** A short group word before a colon ("продукты:", "groceries:", "для дачи:"): not an item. */
const GROUP_HEAD = /^[^:,]{1,30}:\s*/u;

/**
 * Words that open a remark on how things stand, not a thing to buy ("the old one …", "старая …",
 * "mine's …", "дома …", "because …", "running low").
 */
const STATE_WORDS =
  'the\\s+old|old\\s+one|ours|mine|старая|старый|старое|старые|у\\s+(?:него|неё|нее|них|меня)|she|he|they|it|пока|а\\s+то|потому|уже|дома|опять|снова|совсем|вообще|осталось|осталась|остался|остались|since|because|while|already|running\\s+(?:low|out)|(?:almost|nearly)\\s+(?:out|gone)';
/** Words that open a likeness or a pointer ("как у соседей", "like …", "this …"): which thing, said after it. */
const WHICH_WORDS = 'this|that|как|like|as|only';
const remarkStart = (words: string) => new RegExp(`^(?:${words})(?![\\p{L}'])|^(?:ours|mine|it)'s\\s`, 'u');
/** A remark that says how things stand ("старая сломалась", "ours broke", "дома ноль"). */
const STATE_REMARK_START = remarkStart(STATE_WORDS);
/** Any remark after a thing, how things stand or which thing: the list is no list of goods. */
const REMARK_START = remarkStart(`${STATE_WORDS}|${WHICH_WORDS}`);
/** A Russian verb said of the thing ("заканчиваются", "кончается", "сломалась") or by the speaker ("сижу", "моюсь", "маюсь"): a remark, not goods. */
const FINITE_VERB = /(?:ются|ется|ится|ятся|ают|яют|уют|[ая]ю|[аяоу]юсь|[аеиоуыя]усь|лся|лась|лось|лись)$/u;

/** A quantity said on its own after the thing ("бетон, 12 кубов", "скотч, 4 шт"): how much, not another thing. */
const QUANTITY_ONLY = new RegExp(
  `^(?:\\d+(?:[.,]\\d+)?|${SPOKEN_COUNT}|штук\\S*)(?:\\s+(?:${GOODS_UNIT}))?\\.?$`,
  'u',
);

/** The most words an item of a list of goods has ("батарейки для пульта", "a card for Lily"). */
const ITEM_MAX_WORDS = 5;

/** True when a piece of a list reads as one thing to buy: short, no verb, no remark. */
function isGoods(item: string): boolean {
  const folded = fold(item).replace(/’/g, "'");
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > ITEM_MAX_WORDS) return false;
  if (REMARK_START.test(folded) || OWN_SUBJECT.test(folded) || QUANTITY_ONLY.test(folded)) return false;
  if (words.some((word) => FINITE_VERB.test(word))) return false;
  const { kind } = classify(item, item);
  return kind === 'other' || kind === 'noun';
}

/** True when a piece after a comma says how things stand ("старая сломалась", "мука кончилась"). */
function isStateRemark(piece: string): boolean {
  const folded = fold(piece).replace(/’/g, "'");
  return (
    STATE_REMARK_START.test(folded) ||
    OWN_SUBJECT.test(folded) ||
    folded.split(/\s+/).some((word) => FINITE_VERB.test(word))
  );
}

/** The way home said after a list ("…, loo roll on the way home"): every item is bought on it. */
const WAY_HOME_AFTER = new RegExp(`\\s+(${WAY_HOME})$`, 'iu');

/** The items of a comma list, the last "и"/"and" cut too ("хлеб, сыр и яйца"), or [] when there is no comma. */
function listItems(list: string): string[] {
  if (!list.includes(',')) return [];
  const pieces = list.split(/\s*,\s*/);
  const last = pieces.pop() ?? '';
  const tail = last.split(/\s+(?:и|and|&)\s+/u);
  return [...pieces, ...tail].map((piece) => piece.trim()).filter((piece) => piece !== '');
}

/**
 * The titles a purchase title makes: one per item of a comma list of goods, or the title itself.
 * "Купить продукты: курицу, рис" → «Купить курицу», «Купить рис» (the group word goes).
 */
export function splitPurchaseList(title: string): string[] {
  const head = PURCHASE_HEAD.exec(title.trim());
  if (!head) return [title];
  const verb = head[1] ?? '';
  const said = (head[2] ?? '').replace(GROUP_HEAD, '');
  const way = WAY_HOME_AFTER.exec(said);
  const list = way ? said.slice(0, way.index) : said;
  const items = listItems(list);
  if (items.length >= 2 && items.every(isGoods))
    return items.map((item) => (way ? `${verb} ${item} ${way[1]}` : `${verb} ${item}`));
  // "Купить новую швабру, старая сломалась": one thing, then how things stand; the title is the thing.
  const pieces = list.split(/\s*,\s*/);
  const [thing, remark] = pieces;
  if (
    pieces.length === 2 &&
    thing !== undefined &&
    remark !== undefined &&
    isGoods(thing) &&
    isStateRemark(remark)
  )
    return [`${verb} ${thing}`];
  return [title];
}

export const PURCHASE_LIST_RULE: StageRule<string, string[]> = {
  name: 'purchase-list',
  description:
    'a comma list of goods after a verb of buying or of bringing along is one purchase per item, each bought on the way home when the list is; "X и Y" alone stays one; one thing and a remark on how things stand is that thing (the remark stays in the description)',
  examples: [
    { input: 'Купить хлеб, сыр и яйца', expected: ['Купить хлеб', 'Купить сыр', 'Купить яйца'] },
    {
      input: 'Buy groceries: rice, olive oil, tea bags',
      expected: ['Buy rice', 'Buy olive oil', 'Buy tea bags'],
    },
    {
      input: 'Заказать чехол для планшета, стилус',
      expected: ['Заказать чехол для планшета', 'Заказать стилус'],
    },
    { input: 'Купить корм и поводок', expected: ['Купить корм и поводок'] },
    {
      input: 'Привезти сметану, укроп, лимон',
      expected: ['Привезти сметану', 'Привезти укроп', 'Привезти лимон'],
    },
    { input: 'Bring paper plates, ice, cups', expected: ['Bring paper plates', 'Bring ice', 'Bring cups'] },
    { input: 'Привезти документы, которые я оставила', expected: ['Привезти документы'] },
    {
      input: 'Buy dish soap, rolled oats, baking soda',
      expected: ['Buy dish soap', 'Buy rolled oats', 'Buy baking soda'],
    },
    {
      input: 'Купить батарейки, скотч по пути домой',
      expected: ['Купить батарейки по пути домой', 'Купить скотч по пути домой'],
    },
    {
      input: 'Закупить гофру, сифон, саморезы',
      expected: ['Закупить гофру', 'Закупить сифон', 'Закупить саморезы'],
    },
    { input: 'Order a new blender, ours broke on Sunday', expected: ['Order a new blender'] },
    { input: 'Купить новую швабру, старая сломалась', expected: ['Купить новую швабру'] },
    { input: 'Купить кофе, заканчивается', expected: ['Купить кофе'] },
    { input: 'Купить сапоги, пока распродажа', expected: ['Купить сапоги'] },
    { input: 'Заказать чай, дома ноль', expected: ['Заказать чай'] },
    { input: 'Купить муку для блинов, прошлая кончилась', expected: ['Купить муку для блинов'] },
    { input: 'Заказать щебень, 3 куба', expected: ['Заказать щебень, 3 куба'] },
    { input: 'Купить батарейки, осталась одна', expected: ['Купить батарейки'] },
    {
      input: 'Купить батарейки, третий день сижу без пульта',
      expected: ['Купить батарейки, третий день сижу без пульта'],
    },
    { input: 'Купить шторы, как у соседей', expected: ['Купить шторы, как у соседей'] },
    { input: "Buy a new charger, mine's broken", expected: ['Buy a new charger'] },
    { input: 'Позвонить маме, бабушке', expected: ['Позвонить маме, бабушке'] },
  ],
  apply: splitPurchaseList,
};
