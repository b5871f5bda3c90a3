// Stage titles: the title of a task from the core of its clause — bare hours dropped, a finite form
// made an infinitive, an object-first Russian clause put verb first, a visit given its verb.
import { AI_TITLE_MAX_LENGTH } from '@fokus/core';
import { RU_FAULT } from '../../lexicon/faults.js';
import { isRuInfinitive, isRuVerbForm, ruVerbForm } from '../../lexicon/verbs-ru.js';
import { categoryScores } from '../classify/category.js';
import { FINITE_VERB } from '../classify/patterns.js';
import { isTaskNoun, isVerbWord } from '../classify/verbs.js';
import { capitalise, cutText, fold, hasCyrillic, tidy } from '../normalise/text.js';
import { blank } from '../segment/clauses.js';
import { DANGLING_END } from './fillers.js';

/**
 * "в 10 планёрка", "в 18 забрать", "к 10 к врачу": an hour written without minutes, dropped from the
 * title when the next word is an action, a task noun, a preposition or nothing ("в 2 компании" stays).
 */
export function bareHours(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  const folded = fold(text);
  for (const match of folded.matchAll(/(?<![a-zа-яё0-9])(?:в|к|ко)\s+(\d{1,2})(?![\d:.,]\d)/g)) {
    if (Number(match[1]) > 23) continue;
    const end = match.index + match[0].length;
    const next = /^\s*([a-zа-яё]+)/.exec(folded.slice(end))?.[1];
    const rest = folded.slice(end).trim();
    const fits =
      rest === '' ||
      /^[,;.!?]/.test(rest) ||
      (next !== undefined &&
        (isRuInfinitive(next) || isTaskNoun([next]) || /^(?:к|ко|в|во|на|с|со|у)$/.test(next)));
    if (fits) spans.push({ start: match.index, end });
  }
  return spans;
}

/** Index of a whole word in a folded text (the text's length when absent). */
export function indexOfWord(folded: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').exec(
    folded.replace(/’/g, "'"),
  );
  return match ? match.index : folded.length;
}

/** Index of the first character of a clause that is neither a date nor a cue nor a space. */
export function firstContentIndex(
  text: string,
  spans: readonly { start: number; end: number }[],
  cues: readonly { start: number; end: number }[],
): number {
  const blanked = blank(blank(text, spans), cues);
  const index = blanked.search(/[\p{L}\p{N}]/u);
  return index < 0 ? text.length : index;
}

/** A capitalised Russian adjective opening a sentence ("Газовую колонку …"): never a name. */
export const RU_ADJECTIVE = /^\p{Lu}[а-яё]+(?:ую|ый|ий|ая|яя|ое|ее|ые|ие|ой)$/u;
/** "приедет мастер чинить котёл": someone comes to do it, the sentence stays as written. */
export const ARRIVAL = /^(?:приходит|придет|приедет|придут|приедут|зайдет|заедет|прилетает|приезжает)$/;

/** Modal words left behind when a Russian infinitive moves to the front of a title. */
export const HEAD_MODAL = /^(?:надо|нужно|пора|необходимо|тоже|также|уже)$/;

/**
 * Adverbs of manner and time that go before a Russian infinitive as a person writes it ("заранее купить
 * билеты", "аккуратно упаковать посуду"), where a title keeps them.
 */
export const MANNER_ADVERB =
  /^(?:пораньше|попозже|побыстрее|побыстрей|поскорее|поскорей|заранее|быстро|быстренько|потихоньку|спокойно|аккуратно|нормально|вместе|заново|вдвоем)$/;

/** A capitalised word the category lexicon knows ("Машину", "Шторы"): a common noun, not a name. */
export function isCommonNoun(word: string): boolean {
  return /^\p{Lu}\p{Ll}/u.test(word) && Object.values(categoryScores(word)).some((score) => score > 0);
}

/** The words of a title as the title rules read them (split at spaces). */
export function titleWords(title: string): string[] {
  return title.split(/\s+/).filter(Boolean);
}

/** The most words a title with its infinitive said last can have for the verb to go first. */
const VERB_LAST_MAX_WORDS = 8;

/**
 * Index of the first Russian infinitive among the first five words, or of one said last in a short
 * title ("фото до и после клиенту скинуть"); -1 when none.
 */
function infinitiveIndex(words: readonly string[]): number {
  const isInfinitive = (word: string) => isRuInfinitive(fold(word).replace(/[^\p{L}]+$/u, ''));
  const early = words.findIndex((word, index) => index <= 4 && isInfinitive(word));
  if (early >= 0 || words.length > VERB_LAST_MAX_WORDS || !isInfinitive(words.at(-1) ?? '')) return early;
  // "мука кончается у комбината тонну заказать", "пока суп варится записать": a statement or a
  // clause of its own before the verb, not its object.
  const head = fold(words.slice(0, -1).join(' '));
  return VERB_LAST_HEAD_BLOCK.test(head) ? -1 : words.length - 1;
}

/** Words before a verb said last that make them a statement of their own: a reflexive or faulty verb, a conjunction. */
const VERB_LAST_HEAD_BLOCK = new RegExp(
  `(?:^|\\s)(?:[а-яё]+(?:ся|сь)|${RU_FAULT}|пока|когда|если|чтобы|что|потому|раз)(?=\\s|$)`,
  'u',
);

/** On the way or around one's day ("по дороге", "на обратном пути", "после работы"), said before the verb. */
const ON_THE_WAY =
  /^(по\s+дороге(?:\s+домой)?|по\s+пути(?:\s+домой)?|на\s+обратном\s+пути|после\s+работы|перед\s+работой|после\s+школы|после\s+садика|в\s+обед)\s+(?=\S)/iu;

/**
 * "по дороге купи батарейки" → "купи батарейки по дороге": when a Russian title opens with when or where on one's way
 * a thing is done, and a verb follows, the verb comes first and the way after what is done.
 */
export function wayLast(title: string): string {
  const way = ON_THE_WAY.exec(title);
  if (!way) return title;
  const rest = title.slice(way[0].length);
  const verb = fold(titleWords(rest)[0] ?? '').replace(/[^\p{L}]+$/u, '');
  if (!isRuInfinitive(verb) && !isRuVerbForm(verb)) return title;
  // "после работы заеду в химчистку, там уже всё готово": the way goes before a remark after a comma.
  const cut = /[,.!?;:]/.exec(rest)?.index ?? rest.length;
  return `${rest.slice(0, cut).trimEnd()} ${way[1]?.toLowerCase()}${rest.slice(cut)}`;
}

/** "сам", "сама", "сами": oneself, said beside one's own verb. */
const ONESELF = /^(?:сам|сама|сами)$/;
const bareWord = (word: string) => fold(word).replace(/[^\p{L}]+$/u, '');

/**
 * "хлеб я куплю сам", "к врачу я схожу", "маме я позвоню" → "купить хлеб", "сходить к врачу", "позвонить
 * маме": what is done said first, then "я" and a finite form of one's own verb; the verb goes first as
 * an infinitive, "я" and "сам" go.
 */
export function ownVerbAfterObject(title: string): string {
  const words = titleWords(title);
  const pronounAt = words.findIndex((word, index) => index > 0 && bareWord(word) === 'я');
  if (pronounAt <= 0 || words.slice(0, pronounAt).some((word) => isVerbWord(bareWord(word)))) return title;
  const verbAt = ONESELF.test(bareWord(words[pronounAt + 1] ?? '')) ? pronounAt + 2 : pronounAt + 1;
  const verb = words[verbAt] ?? '';
  const infinitive = ruVerbForm(bareWord(verb));
  if (infinitive === undefined) return title;
  const restAt = ONESELF.test(bareWord(words[verbAt + 1] ?? '')) ? verbAt + 2 : verbAt + 1;
  const object = words
    .slice(0, pronounAt)
    .map((word, index) => (index === 0 && isCommonNoun(word) ? word.toLowerCase() : word));
  // "хлеб я куплю сам, остальное потом": a mark after the verb stays after what is done.
  const mark = /[^\p{L}\p{N}]+$/u.exec(words[restAt - 1] ?? '')?.[0] ?? '';
  if (mark !== '' && object.length > 0) object[object.length - 1] += mark;
  return [infinitive, ...object, ...words.slice(restAt)].join(' ');
}

/** "позвоню в автосервис" → "позвонить в автосервис": a finite form opening a title made an infinitive. */
export function finiteToInfinitive(title: string): string {
  const said = titleWords(title);
  // "я куплю скотч", "мы закажем торт": the pronoun goes with the finite form it precedes.
  const words =
    /^(?:я|мы)$/.test(fold(said[0] ?? '')) && isRuVerbForm(fold(said[1] ?? '')) ? said.slice(1) : said;
  const firstFolded = fold(words[0] ?? '');
  const infinitive = ruVerbForm(firstFolded);
  if (infinitive === undefined) return title;
  return [infinitive, ...words.slice(1)].join(' ');
}

/**
 * Russian object-first order ("маме позвонить", "к приходу гостей убраться") → verb first, unless a
 * finite verb comes before it ("мама просила позвонить ей" stays as written).
 */
/** A Russian preposition, said first ("На дачу отвезти рассаду"): no capital once the verb goes before it. */
const RU_PREPOSITION = /^(?:в|во|на|с|со|к|ко|при|по|за|из|у|о|об|от|до|для|без|под|над|про|через|перед)$/iu;

export function infinitiveFirst(title: string): string {
  const words = titleWords(title);
  const infinitiveAt = infinitiveIndex(words);
  if (
    !hasCyrillic(title) ||
    infinitiveAt <= 0 ||
    isVerbWord(fold(words[0] ?? '').replace(/[^\p{L}\p{N}]+$/u, ''))
  )
    return title;
  const head = words.slice(0, infinitiveAt).map(fold);
  // "пораньше лечь спать", "заранее купить билеты": adverbs alone before the verb are already in the
  // order a person writes; only the modal words go.
  const said = head.filter((word) => !HEAD_MODAL.test(word));
  if (said.length > 0 && said.every((word) => MANNER_ADVERB.test(word.replace(/[^\p{L}-]+$/u, ''))))
    return words.filter((_, index) => index >= infinitiveAt || !HEAD_MODAL.test(head[index] ?? '')).join(' ');
  // "Гантели пора заказать": with a modal before the infinitive, a word ending like a past tense
  // ("гантели", "ели") is its object, not a verb.
  const modal = head.some((word) => HEAD_MODAL.test(word) && word !== 'уже' && !/же$/.test(word));
  if (head.some((word) => word === 'не' || ARRIVAL.test(word) || (!modal && FINITE_VERB.test(word))))
    return title;
  // "Коврик тоже пора купить" → "Купить коврик": the modal words go, and a common noun or a preposition
  // that opened the sentence loses its capital (a name, "Маше позвонить", keeps it).
  const moved = words
    .slice(0, infinitiveAt)
    .filter((word) => !HEAD_MODAL.test(fold(word)))
    .map((word, index) =>
      index === 0 && (isCommonNoun(word) || RU_ADJECTIVE.test(word) || RU_PREPOSITION.test(word))
        ? word.toLowerCase()
        : word,
    );
  // "сапоги новые купить, старые промокают": the comma after the verb stays where it was, after its object.
  const verb = words[infinitiveAt] ?? '';
  const mark = /[^\p{L}\p{N}]+$/u.exec(verb)?.[0] ?? '';
  if (mark !== '' && moved.length > 0) moved[moved.length - 1] += mark;
  return [verb.slice(0, verb.length - mark.length), ...moved, ...words.slice(infinitiveAt + 1)].join(' ');
}

/** "к врачу" → "сходить к врачу", "на маникюр" → "сходить на маникюр": a visit written without its verb. */
export function visitVerb(title: string): string {
  // "себе к стоматологу": whom the visit is for goes, the visit stays.
  const all = titleWords(title);
  const words =
    /^(?:себе|мне)$/i.test(all[0] ?? '') && /^(?:к|ко|на)$/i.test(all[1] ?? '') ? all.slice(1) : all;
  return infinitiveIndex(words) < 0 &&
    /^(?:к|ко|в|во|на)$/i.test(words[0] ?? '') &&
    hasCyrillic(title) &&
    !saysWhere(words)
    ? ['сходить', ...words].join(' ')
    : title;
}

/**
 * «в связи с ремонтом лифт стоит», «на даче в субботу работает электрик», «в офисе сегодня нет света»: a
 * sentence opened by where or in what case something is (the word after «в» / «на» in the prepositional —
 * «на даче», «в офисе», not «на обследование» — or a compound preposition), not a visit; four words or
 * more, so «на море» stays a trip.
 */
function saysWhere(words: readonly string[]): boolean {
  const [preposition = '', next = ''] = words.map((word) => fold(word));
  return (
    words.length >= 4 &&
    /^(?:в|во|на)$/.test(preposition) &&
    (/^[а-я]+(?:ом|ем|ой|ии|ах|ях)$/.test(next) ||
      /^[а-я]{2,}[бвгджзклмнпрстфхцчшщ]е$/.test(next) ||
      /^(?:связи|течение|избежание)$/.test(next))
  );
}

/** "the parent-teacher conference" → "parent-teacher conference". */
export function withoutArticle(title: string): string {
  const words = titleWords(title);
  return words.length > 1 && /^(?:the|a|an)$/i.test(words[0] ?? '') ? words.slice(1).join(' ') : title;
}

/**
 * A title whose bracket a comma inside it cut in two ("optician (leave early, ring Priya)"): what comes before
 * a bracket opened and not closed ("Optician"), and no closing bracket without its opening one ("Ring Priya").
 */
function unbracketed(title: string): string {
  const open = title.lastIndexOf('(');
  const unclosed = open > 0 && !title.includes(')', open) ? title.slice(0, open) : title;
  let depth = 0;
  return [...unclosed]
    .filter((char) => {
      if (char === '(') depth++;
      else if (char === ')') {
        if (depth === 0) return false;
        depth--;
      }
      return true;
    })
    .join('');
}

/**
 * A title with a quote of a pasted message cut off at one end («Забронируй зал», "Renew the permit): a quote
 * mark opened and not closed, or closed and not opened, goes; a quoted name («Вектор») stays.
 */
function unquoted(title: string): string {
  let kept = title;
  // „…“ closes with what opens “…”: a title with „ has only that pair.
  for (const [open, close] of title.includes('„') ? LOW_QUOTES : QUOTE_PAIRS) {
    const unpaired = new Set<number>();
    const opened: number[] = [];
    [...kept].forEach((char, index) => {
      if (char === open) opened.push(index);
      else if (char === close && opened.pop() === undefined) unpaired.add(index);
    });
    opened.forEach((index) => unpaired.add(index));
    if (unpaired.size > 0) kept = [...kept].filter((_, index) => !unpaired.has(index)).join('');
  }
  // A straight quote has no side: an odd one at either end is half a quote.
  return (kept.match(/"/g) ?? []).length % 2 === 1 ? kept.replace(/^\s*"|"\s*$/, '') : kept;
}
const QUOTE_PAIRS: readonly (readonly [string, string])[] = [
  ['«', '»'],
  ['“', '”'],
];
const LOW_QUOTES: readonly (readonly [string, string])[] = [
  ['«', '»'],
  ['„', '“'],
];

/** The words joined, "in order to" made "to", a dangling filler or conjunction off, capitalised, at most 100 characters. */
export function finishTitle(title: string): string {
  const joined = titleWords(title)
    .join(' ')
    .replace(/\bin order to\b/gi, 'to');
  // "у 5 А", "у седьмого Б": a school class's letter after its number is no dangling "а".
  const classLetter = /(?:\d|[а-яё]{3,}(?:ого|ому|ом|ой|ый|ий))\s+[АБВГ]$/u.test(joined);
  // "Купить — смесь", "Позвонить: маме": a dash or colon right after the verb, where a pause was
  // dictated or a header typed, goes.
  const kept = (classLetter ? joined : joined.replace(DANGLING_END, '')).replace(
    /^([^\s:]+)(?:\s+[—–]|:)\s+(?=\S)/u,
    (whole, verb: string) => (isVerbWord(fold(verb)) ? `${verb} ` : whole),
  );
  const text = capitalise(tidy(unquoted(unbracketed(kept === '' ? joined : kept))));
  return cutText(text, AI_TITLE_MAX_LENGTH);
}
