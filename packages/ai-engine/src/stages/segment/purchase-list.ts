// Stage segment, the last cut: a list of goods to buy is one task per item, so each can be ticked off
// on its own («Купить хлеб, сыр и яйца» → «Купить хлеб», «Купить сыр», «Купить яйца»; the public
// sample's convention for "🛒 rice, soy sauce, green tea"). Only a comma list is cut: two things joined
// by "и"/"and" alone stay one purchase («Купить корм и поводок»), and a list whose items are not all
// plain goods (a remark, a verb: "order a new toaster, ours broke") stays as said.
import { type StageRule } from '../../rule.js';
import { classify } from '../classify/clause-kind.js';
import { OWN_SUBJECT } from '../classify/patterns.js';
import { fold } from '../normalise/text.js';

/** A verb of buying at the start of a title, and what follows it. */
const PURCHASE_HEAD =
  /^((?:купить|докупить|прикупить|заказать|buy|order|get|grab|pick\s+up)(?:\s+(?:ещё|еще|also|more))?)\s+(.+)$/iu;

/** A short group word before a colon ("продукты:", "groceries:", "для дачи:"): not an item. */
const GROUP_HEAD = /^[^:,]{1,30}:\s*/u;

/** Words that open a remark, not a thing to buy ("the old one …", "старая …", "mine's …"). */
const REMARK_START =
  /^(?:the\s+old|old\s+one|ours|mine|старая|старый|старое|старые|у\s+(?:него|неё|нее|них|меня)|she|he|they|it|this|that|пока|а\s+то|потому|уже|как|дома|опять|снова|совсем|вообще|осталось|осталась|остался|остались|since|because|while|already|like|as|only)(?![\p{L}'])|^(?:ours|mine|it)'s\s/u;
/** A Russian verb said of the thing ("заканчиваются", "кончается") or by the speaker ("сижу", "моюсь", "маюсь"): a remark, not goods. */
const FINITE_VERB = /(?:ются|ется|ится|ятся|ают|яют|уют|[ая]ю|[аяоу]юсь|[аеиоуыя]усь)$/u;

/** A quantity said on its own after the thing ("бетон, 12 кубов", "скотч, 4 шт"): how much, not another thing. */
const QUANTITY_ONLY =
  /^(?:\d+(?:[.,]\d+)?|пару|пара|две|два|три|четыре|пять|десять|штук\S*)(?:\s+(?:шт|штук\S*|кг|кило\S*|г|гр|грамм\S*|л|литр\S*|м|метр\S*|куб\S*|пач\S*|упак\S*|мешк\S*|рулон\S*|ящик\S*|pcs|kg|bags?|boxes|rolls?|packs?|liters?|litres?|x))?\.?$/u;

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
  const list = (head[2] ?? '').replace(GROUP_HEAD, '');
  const items = listItems(list);
  if (items.length < 2 || !items.every(isGoods)) return [title];
  return items.map((item) => `${verb} ${item}`);
}

export const PURCHASE_LIST_RULE: StageRule<string, string[]> = {
  name: 'purchase-list',
  description:
    'a comma list of goods after a verb of buying is one purchase per item; "X и Y" alone, or a list with a remark, stays one',
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
      input: 'Order a new kettle, ours broke on Sunday',
      expected: ['Order a new kettle, ours broke on Sunday'],
    },
    { input: 'Купить новую швабру, старая сломалась', expected: ['Купить новую швабру, старая сломалась'] },
    { input: 'Купить кофе, заканчивается', expected: ['Купить кофе, заканчивается'] },
    { input: 'Купить сапоги, пока распродажа', expected: ['Купить сапоги, пока распродажа'] },
    { input: 'Заказать чай, дома ноль', expected: ['Заказать чай, дома ноль'] },
    { input: 'Заказать щебень, 3 куба', expected: ['Заказать щебень, 3 куба'] },
    { input: 'Купить батарейки, осталась одна', expected: ['Купить батарейки, осталась одна'] },
    {
      input: 'Купить батарейки, третий день сижу без пульта',
      expected: ['Купить батарейки, третий день сижу без пульта'],
    },
    { input: 'Купить шторы, как у соседей', expected: ['Купить шторы, как у соседей'] },
    { input: "Buy a new charger, mine's broken", expected: ["Buy a new charger, mine's broken"] },
    { input: 'Позвонить маме, бабушке', expected: ['Позвонить маме, бабушке'] },
  ],
  apply: splitPurchaseList,
};
