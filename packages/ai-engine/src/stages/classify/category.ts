// Stage classify: the category of a task (spec §5: работа, дом, здоровье, личное, покупки, планирование)
// by weighted keyword stems (lexicon/categories/). A word counts when it starts with a stem, so one stem
// covers a Russian word's case forms. Objects weigh more than verbs; a purchase verb decides on its own
// (buying anything is покупки). Nothing found → личное, core's default.
import { type AiTaskCategory } from '@fokus/core';
import { GARDEN_WORDS } from '../../lexicon/categories/garden.js';
import { HEALTH_WORDS } from '../../lexicon/categories/health.js';
import { HOME_WORDS } from '../../lexicon/categories/home.js';
import { LIFE_WORDS } from '../../lexicon/categories/life.js';
import { PERSONAL_WORDS } from '../../lexicon/categories/personal.js';
import { PLANNING_WORDS } from '../../lexicon/categories/planning.js';
import { SHOPPING_WORDS } from '../../lexicon/categories/shopping.js';
import { TRADE_WORDS } from '../../lexicon/categories/trades.js';
import { type Weighted } from '../../lexicon/categories/weights.js';
import { WORK_WORDS } from '../../lexicon/categories/work.js';
import { GOODS_STEMS, PURCHASE_VERB_STEMS } from '../../lexicon/shopping.js';
import { fold, wordsOf } from '../normalise/text.js';

export const LEXICON: Readonly<Record<AiTaskCategory, readonly Weighted[]>> = {
  работа: [...WORK_WORDS, ...TRADE_WORDS],
  дом: [...HOME_WORDS, ...GARDEN_WORDS],
  здоровье: HEALTH_WORDS,
  личное: [...PERSONAL_WORDS, ...LIFE_WORDS],
  покупки: SHOPPING_WORDS,
  планирование: PLANNING_WORDS,
};

/** Order used to break a tie between categories with the same score. */
export const TIE_ORDER: readonly AiTaskCategory[] = [
  'здоровье',
  'работа',
  'дом',
  'планирование',
  'покупки',
  'личное',
];

/** Latin stems are words (a plural s allowed); Cyrillic stems match word starts, or the whole word when they end in $. */
export function matches(word: string, stem: string): boolean {
  if (stem.endsWith('$')) return word === stem.slice(0, -1);
  if (/[a-z0-9]/.test(stem)) return word === stem || word === `${stem}s` || word === `${stem}es`;
  return word.startsWith(stem);
}

export const CALL_VERB = /^(?:позвон|созвон|перезвон|напис|напиш|call|text|phone|ring|message)/;

/** True when a word after the first is a capitalised name no lexicon knows ("Лене", "Anna"). */
export function namesPerson(title: string): boolean {
  return title
    .split(/\s+/)
    .slice(1)
    .some(
      (word) =>
        /^[A-ZА-ЯЁ][a-zа-яё]+[.,!?]?$/u.test(word) &&
        Object.values(categoryScores(word)).every((score) => score === 0),
    );
}

export const PLANNING_VERB = /^(?:plan|спланировать|распланировать|планировать|запланировать)$/;

/** Verbs that make a document ("составить", "make", "draw up"). */
export const MAKING_VERB =
  /^(?:составить|сделать|написать|набросать|расписать|раскидать|продумать|спланировать|распланировать|make|create|draw|write|put|sketch|draft|work|map|outline|plan|set|sort|finish|figure|доделать)$/;
/** Plans of one's time or money. */
export const PLAN_NOUN =
  /^(?:план|расписани|график|бюджет|распорядок|распорядк|schedules?$|plans?$|budgets?$|timetables?$|itinerar|calendars?$|rotas?$|rosters?$|routines?$|timelines?$|charts?$|checklists?$|goals?$|цел[иья]$|целей$)/;

/** People one orders as a service ("заказать грузчиков", "order a taxi"): that is not shopping. */
export const SERVICE =
  /^(?:грузчик|такси|мастер|сантехник|электрик|клининг|уборщиц|курьер|эвакуатор|слесар|нян|movers?$|taxis?$|cabs?$|plumbers?$|electricians?$|cleaners?$|handym[ae]n$|babysitters?$|couriers?$|locksmiths?$|tow$)/;

/**
 * A seat at a show or on a journey ("купить билеты в театр", "buy train tickets"): an outing or a trip
 * (eval/ai/CATEGORIES.md point 3), not goods — unless bought as a present (point 4).
 */
const TICKET = /^(?:билет|авиабилет|tickets?$)/;
const AS_A_PRESENT =
  /(?:^|\s)(?:на\s+(?:день\s+рождения|юбилей|годовщину|новый\s+год)|в\s+подарок|for\s+(?:\S+\s+)?(?:birthday|anniversary|christmas)|as\s+a\s+(?:gift|present))(?![\p{L}])/u;

/** Things named after a service ("vacuum cleaner", "window cleaner"): a product, not a person. */
export const PRODUCT_BEFORE_SERVICE =
  /^(?:vacuum|window|glass|oven|carpet|floor|drain|shoe|pool|air|пылесос)$/;

export function namesService(title: string): boolean {
  const words = wordsOf(title);
  if (words.slice(1).some((word) => TICKET.test(word))) return !AS_A_PRESENT.test(fold(title));
  return words
    .slice(1)
    .some((word, index) => SERVICE.test(word) && !PRODUCT_BEFORE_SERVICE.test(words[index] ?? ''));
}

/** Relatives and friends ("тёте", "my sister", "a friend"), or a name no lexicon knows. */
export const SOMEONE =
  /^(?:мам|пап|маме|папе|брат|сестр|тет|дяд|бабушк|дедушк|друг|друз|подруг|сосед|коллег|mom|mum|dad|mother|father|sister|brother|aunt|uncle|grandma|grandpa|friends?$|neighbou?rs?$|cousins?$)/;

export function namesSomeone(title: string): boolean {
  return (
    wordsOf(title)
      .slice(1)
      .some((word) => SOMEONE.test(word)) || namesPerson(title)
  );
}

/** "get the suit altered", "have a key cut": a thing of one's own has something done to it. */
export const GOT_DONE =
  /^(?:get|have)\s+(?:\S+\s+){1,4}(?:cut|altered|fixed|repaired|mended|cleaned|serviced|hemmed|resoled|tuned|checked|copied)\b/;

/** Where a business buys its stock ("у поставщика", "from the wholesaler", "for the Smith job", "на объект"): ordering it is work. */
export const FOR_BUSINESS =
  /(?:^|\s)(?:у\s+поставщик|от\s+поставщик|(?:from|with)\s+(?:the\s+|our\s+|my\s+)?(?:supplier|vendor|wholesaler|distributor)|restock\s|for\s+the\s+\S+\s+(?:job|site|project)$|на\s+объект)/;

/** Medicine and the pharmacy: buying or fetching them is a health errand (eval/ai/CATEGORIES.md). */
export const MEDICINE =
  /^(?:лекарств|таблет|мазь$|мази$|ингалятор|капли$|пластыр|бинт|повязк|антибиотик|жаропонижа|обезболива|парацетамол|ибупрофен|нурофен|градусник|термометр|аптек|pills?$|meds$|medicines?$|medications?$|prescriptions?$|inhalers?$|ointment|bandages?$|plasters?$|antibiotics?$|painkillers?$|ibuprofen|paracetamol|calpol|thermometers?$|aspirin|drops$|pharmacy|chemist)/;

/** Verbs that send money ("перевести", "скинуть", "transfer", "send"), and money named as their object. */
export const MONEY_VERB =
  /^(?:перевести|перекинуть|скинуть|отправить|вернуть|transfer|send|wire|pay\s+back)$/;
export const MONEY =
  /(?:^|\s)(?:деньг|денег|долг|\d+\s*(?:руб|р\b|₽|\$|€)|money|deposit|the\s+rent|\$\d|€\d|£\d)/;

/** Payments of the home itself (rent, utilities): they stay дом. */
export const HOME_PAYMENT = /(?:rent|аренд|коммунал|квартплат|жкх)/;

/** True when the task's verb (its first word) buys something. */
export function isPurchase(title: string): boolean {
  // "get my coat altered", "have the keys cut": having a thing done to one's own is a service, not a buy.
  if (GOT_DONE.test(fold(title))) return false;
  // "New bike bell" (what is left of "need a new bike bell"), "новый чехол": a new thing is bought.
  if (/^(?:new|a\s+new|нов(?:ый|ая|ое|ые|ую)|нужен\s+новый|нужна\s+новая|нужны\s+новые)\s/.test(fold(title)))
    return true;
  // "pick up more lens solution", "stock up on tea", "get a new phone case", "взять ещё хлеба": more of a
  // thing, or a new one, is bought.
  if (/^(?:get|grab|pick\s+up)\s+(?:a\s+)?new\s/.test(fold(title))) return true;
  // "pick up batteries and new filters": one new thing on the list makes the errand a purchase.
  if (/^(?:get|grab|pick\s+up)\s(?:[^\s]+\s){0,4}(?:and|и)\s+(?:a\s+)?new\s/.test(fold(title))) return true;
  if (
    /^(?:(?:pick\s+up|get|grab)\s+(?:some\s+)?(?:more|extra|spare)\s|stock\s+up\b|взять\s+ещ[её]\s)/.test(
      fold(title),
    )
  )
    return true;
  // "успеть купить гирлянду": the verb after "успеть" is the one that counts.
  const words = wordsOf(title);
  const first = (/^(?:успеть|успею)$/.test(words[0] ?? '') ? words[1] : words[0]) ?? '';
  return PURCHASE_VERB_STEMS.some((stem) => (/[a-z]/.test(stem) ? first === stem : first.startsWith(stem)));
}

/** The goods of lexicon/shopping.ts as one pattern (a stem ending in `$` is a whole word). */
const GOODS = new RegExp(`^(?:${GOODS_STEMS.join('|')})`);

/** True when a word is one of the goods (lexicon/shopping.ts). */
export function isGoods(word: string): boolean {
  return GOODS.test(word);
}

/**
 * "get hiking boots", "pick up a thank-you card for the teacher", "grab snacks for the road trip": fetching
 * goods is buying them. The goods must be the object (the first noun after the verb's determiners and
 * describing words, up to four words in), and nothing is fetched from a service or a person ("pick up
 * the coat from the cleaner's").
 */
export function fetchesGoods(title: string): boolean {
  const folded = fold(title);
  const verb = /^(?:get|grab|pick\s+up|fetch)\s+/.exec(folded);
  if (!verb || GOT_DONE.test(folded) || /\s(?:from|at|with)\s/.test(folded)) return false;
  const object = wordsOf(folded.slice(verb[0].length).split(/\s(?:for|to|before|on|by|and)\s/)[0] ?? '');
  return object.length <= 5 && object.some((word) => isGoods(word));
}

export const isPhrase = (stem: string): boolean => /[ -]/.test(stem);

/** A medical specialist named in English ("endocrinologist", "psychiatrist", "physiotherapist"). */
export const SPECIALIST =
  /^(?:[a-z]+(?:ologist|iatrist|therapist|pa?edist|dontist|ometrist)s?|[а-яё]{3,}(?:олог|иатр)(?:а|у|ом|е|и|ов|ам|ам|ами)?)$/;
export const SPECIALIST_WEIGHT = 4;
/** Specialists of animals ("кинолог", "zoologist"): a pet's care is personal, not one's health. */
export const ANIMAL_SPECIALIST = /^(?:кинолог|фелинолог|зоолог|zoologist|ornithologist)/;

/** A value for each category, made by `make`. */
function perCategory<T>(make: (category: AiTaskCategory) => T): Record<AiTaskCategory, T> {
  const record = {} as Record<AiTaskCategory, T>;
  for (const category of TIE_ORDER) record[category] = make(category);
  return record;
}

/** The lexicon split once into single stems and phrases (spaced as they are matched), per category. */
const STEMS = perCategory((category) => LEXICON[category].filter(([stem]) => !isPhrase(stem)));
const PHRASES = perCategory((category) =>
  LEXICON[category]
    .filter(([stem]) => isPhrase(stem))
    .map(([stem, weight]): Weighted => [` ${stem.replace(/-/g, ' ')}`, weight]),
);

/**
 * The best weight of one word in each category, remembered: a word's scores never change, and the
 * same words come back in every title, sentence and header (a bounded cache, emptied when full).
 */
const WORD_SCORES = new Map<string, readonly number[]>();
const WORD_SCORES_MAX = 20_000;
function wordScores(word: string): readonly number[] {
  const known = WORD_SCORES.get(word);
  if (known) return known;
  const scores = TIE_ORDER.map((category) => {
    let best = 0;
    for (const [stem, weight] of STEMS[category]) if (weight > best && matches(word, stem)) best = weight;
    if (category === 'здоровье' && SPECIALIST.test(word) && !ANIMAL_SPECIALIST.test(word))
      best = Math.max(best, SPECIALIST_WEIGHT);
    return best;
  });
  if (WORD_SCORES.size >= WORD_SCORES_MAX) WORD_SCORES.clear();
  WORD_SCORES.set(word, scores);
  return scores;
}

/** Scores of each category for a text (a title plus any context words). */
export function categoryScores(text: string): Record<AiTaskCategory, number> {
  const words = wordsOf(text).map((word) => word.replace(/'s?$/, ''));
  // Phrases ("dry cleaning") and hyphenated stems ("check-up", which the words split) match the text.
  const folded = ` ${fold(text).replace(/-/g, ' ').replace(/\s+/g, ' ')} `;
  const scores: Record<AiTaskCategory, number> = {
    работа: 0,
    дом: 0,
    здоровье: 0,
    личное: 0,
    покупки: 0,
    планирование: 0,
  };
  // Each word counts once per category, with its best-matching stem ("дочку" is not дочк + доч).
  for (const word of words) {
    const best = wordScores(word);
    TIE_ORDER.forEach((category, index) => {
      scores[category] += best[index] ?? 0;
    });
  }
  for (const category of TIE_ORDER) {
    for (const [phrase, weight] of PHRASES[category]) if (folded.includes(phrase)) scores[category] += weight;
  }
  return scores;
}

/** True when no category knows a word of the title. */
export function isUncategorised(title: string): boolean {
  return Object.values(categoryScores(title)).every((score) => score === 0);
}

/** Category words adding up to this name an object ("забор", "vet"): more than a verb weighs. */
export const OBJECT_WEIGHT = 3;

export function namesObject(title: string): boolean {
  return Object.values(categoryScores(title)).some((score) => score >= OBJECT_WEIGHT);
}
