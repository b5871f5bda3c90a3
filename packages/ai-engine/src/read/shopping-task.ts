// The reader's purchases from a list: a shopping or buying header and its items as one purchase
// ("купить: яйца, сыр" → «Купить яйца, сыр»), cut per item later (segment: purchase-list).
import { AI_TITLE_MAX_LENGTH } from '@fokus/core';
import { PURCHASE_HEAD_VERBS } from '../lexicon/shopping.js';
import { type Flow, type Found } from '../model.js';
import { isVerbWord } from '../stages/classify/verbs.js';
import { type TaskLanguage } from '../stages/fields/estimate.js';
import { capitalise, cutText, fold, hasCyrillic, tidy } from '../stages/normalise/text.js';
import { languageOf } from '../stages/segment/sentences.js';
import { type Header } from './lines.js';

/** A header that is a verb of buying alone ("купить:", "order:"): its list follows it as its object. */
const PURCHASE_VERB = new RegExp(`^(?:${PURCHASE_HEAD_VERBS.join('|')})$`);

/**
 * What joins an action header to its list in a title: a space after a bare verb ("Позвонить: маме и
 * бабушке" → «Позвонить маме и бабушке», as a person writes it), a colon after a verb with its object
 * ("Распланировать выходные: театры, поездки").
 */
export function joinAfterHead(core: string): string {
  const words = core.trim().split(/\s+/);
  return words.length === 1 && isVerbWord(fold(words[0] ?? '')) ? ' ' : ': ';
}

/**
 * A head that names what is bought before its verb («Канцелярию докупить», «Продукты купить»), put verb
 * first («Докупить канцелярию») as a list's purchases are titled.
 */
function verbFirst(core: string): string {
  const words = core.trim().split(/\s+/);
  const verb = words.at(-1) ?? '';
  if (words.length < 2 || !PURCHASE_VERB.test(fold(verb))) return core;
  // The opening word loses the capital the line gave it, unless it is an acronym («ЖКХ»).
  const [first = '', ...rest] = words.slice(0, -1);
  const opening = /^\p{Lu}\p{Ll}*$/u.test(first) ? first.toLowerCase() : first;
  return [capitalise(verb), opening, ...rest].join(' ');
}

/** One shopping task from a list ("купить: яйца, сыр" → "Купить яйца, сыр"; "Groceries: eggs" → "Buy groceries: eggs"); a list of goods is cut per item later. */
export function shoppingTask(
  header: Header,
  items: readonly string[],
  source: string,
  flow: Flow,
  fallback: TaskLanguage,
): Found | null {
  const kept = items.map((item) => tidy(item)).filter(Boolean);
  // "в аптеку: бинт и пластырь": two things said with "и" stay one purchase; a list (commas, lines) is
  // cut into one purchase per item later (segment: purchase-list).
  const pair =
    kept.length === 2 &&
    !items.some((item) => /,/.test(item)) &&
    !source.includes(',') &&
    !source.includes('\n');
  const list = kept.join(pair ? (hasCyrillic(kept.join(' ')) ? ' и ' : ' and ') : ', ');
  if (list === '') return null;
  const language = languageOf(`${header.core} ${list}`, fallback);
  const core = verbFirst(header.core);
  const head = fold(core);
  let title: string;
  if (PURCHASE_VERB.test(head)) title = `${core} ${list}`;
  else if (header.action) title = `${core}${joinAfterHead(core)}${list}`;
  else
    title =
      language === 'ru'
        ? `Купить ${head === 'продукты' ? 'продукты: ' : ''}${list}`
        : `Buy ${head === 'groceries' || head === 'grocery' ? 'groceries: ' : ''}${list}`;
  return {
    title: cutText(capitalise(tidy(title)), AI_TITLE_MAX_LENGTH),
    source,
    date: flow.date,
    priority: flow.priority,
    topic: flow.topic,
  };
}
