// Stage segment: a sentence part cut into clauses at commas, conjunctions and inline numbers, a Russian
// run-on cut before a second infinitive, "so" before an English verb, and a lone pointer joined to the
// clause after it.
import { RU_TASK_JOINERS } from '../../lexicon/joiners.js';
import { EN_VERBS } from '../../lexicon/verbs-en.js';
import { AM_PM } from '../../lexicon/time-words.js';
import { isRuInfinitive, RU_COMPLEMENT_VERBS } from '../../lexicon/verbs-ru.js';
import { type Separator } from '../../model.js';
import { ANAPHORA, EN_DETERMINER } from '../classify/patterns.js';
import { isTaskNoun, wordSpans } from '../classify/verbs.js';
import { fold, hasCyrillic } from '../normalise/text.js';

export const CONJUNCTION =
  '(?:так\\s+что|а\\s+ещ[её]|а\\s+также|и\\s+ещ[её]|и\\s+также|а\\s+потом|и\\s+потом|а\\s+затем|и\\s+затем|потом|затем|плюс|а|и|но|and\\s+also|and\\s+then|also|then|plus|and|but|&|\\+|n)';
export const SEPARATOR = new RegExp(
  `\\s*[,;]\\s*(?:${CONJUNCTION}(?=\\s)\\s*)?|\\s+${CONJUNCTION}(?=\\s)\\s*|\\s+\\d{1,2}[.)](?=\\s+[a-zа-яё])\\s*`,
  'gu',
);
/** Word pairs joined by "и"/"and" that are one phrase ("фото до и после", "back and forth"): no cut between them. */
const PAIRED_PHRASES: readonly (readonly [string, string])[] = [
  ['до', 'после'],
  ['туда', 'обратно'],
  ['before', 'after'],
  ['back', 'forth'],
];

/**
 * True when the "и"/"and" at a separator joins the two halves of a paired phrase, two quoted names, or
 * the two ends of a span of time.
 */
function joinsPair(folded: string, start: number, end: number, separator: string): boolean {
  if (!/^\s+(?:и|and)\s+$/.test(separator)) return false;
  // "акты с «Вектором» и «Лидером»": two names in quotes are one phrase.
  if (/[»"”]/.test(folded.charAt(start - 1)) && /[«"“]/.test(folded.charAt(end))) return true;
  // "between 10 and 12", «между 9 и 11»: the two ends of a span of time.
  // Not when the end reads as a list's number ("… between 9 and 1. The …"): the list is the reading.
  if (
    TIME_SPAN_OPENS.test(folded.slice(Math.max(0, start - 24), start)) &&
    /^\d{1,2}(?![.)]\s)/.test(folded.slice(end))
  )
    return true;
  const before = wordEndingAt(folded, start);
  const after = /^\p{L}+/u.exec(folded.slice(end, end + LONGEST_PAIRED_WORD + 1))?.[0];
  return PAIRED_PHRASES.some(([first, second]) => before === first && after === second);
}

/** The first end of a span of time said with "between" / «между» ("between 10", «между 9:30»), before "и"/"and". */
const TIME_SPAN_OPENS = new RegExp(`(?:^|\\s)(?:between|между)\\s+\\d{1,2}(?:[:.]\\d{2})?\\s*(?:${AM_PM})?$`);

const LONGEST_PAIRED_WORD = Math.max(...PAIRED_PHRASES.flat().map((word) => word.length));

/**
 * The word that ends at a position (letters only), read back from it: a pattern anchored at the end
 * of the text before would be tried from every position of it, once per separator of a long line.
 */
function wordEndingAt(text: string, end: number): string {
  let start = end;
  while (start > 0 && /\p{L}/u.test(text.charAt(start - 1))) start--;
  return text.slice(start, end);
}

/** A numbered list in one line starts with "1." or "1)". */
export const ENUMERATION = /(?:^|[\s:])1[.)]\s+\S/;
export const ENUMERATOR = /^\s*\d{1,2}[.)]\s+/;

export function separatorKind(text: string): Separator {
  const folded = fold(text).trim();
  if (/\d[.)]$/.test(folded)) return 'item';
  // ", and" in English starts a new thought, like "also" (a plain "and" joins).
  if (/(?:ещ|также|also|plus|плюс)/.test(folded) || /^,\s*and$/.test(folded)) return 'also';
  if (/(?:потом|затем|then)/.test(folded)) return 'then';
  if (/^(?:,\s*)?(?:а|но|but)$/.test(folded)) return 'but';
  if (/(?:^|\s)(?:и|and|&|\+|n)$/.test(folded)) return 'and';
  return 'comma';
}

/** Cuts a sentence part into clauses with the separator before each. */
export function splitClauses(text: string): { text: string; separator: Separator }[] {
  const clauses: { text: string; separator: Separator }[] = [];
  let start = 0;
  let separator: Separator = 'start';
  const numbered = ENUMERATION.test(text);
  // Matched on the folded text (same positions): no case-insensitive Unicode pattern to compile.
  const folded = fold(text);
  for (const match of folded.matchAll(SEPARATOR)) {
    if (joinsPair(folded, match.index, match.index + match[0].length, match[0])) continue;
    // A number is a list item only in a numbered list ("1. … 2. …"), not in "due April 15. Gotta …".
    if (/\d[.)]\s*$/.test(match[0]) && !numbered) continue;
    // A comma inside a number ("1,5 часа") is not a separator.
    if (
      /^\s*,\s*$/.test(match[0]) &&
      /\d$/.test(text.slice(0, match.index)) &&
      /^\d/.test(text.slice(match.index + 1))
    ) {
      continue;
    }
    clauses.push({ text: text.slice(start, match.index), separator });
    separator = separatorKind(match[0]);
    start = match.index + match[0].length;
  }
  clauses.push({ text: text.slice(start), separator });
  return clauses
    .map((clause) =>
      ENUMERATOR.test(clause.text)
        ? { separator: 'item' as Separator, text: clause.text.replace(ENUMERATOR, '') }
        : clause,
    )
    .filter((clause) => clause.text.trim() !== '');
}

const RU_WEEKDAY = '(?:понедельник|вторник|сред|четверг|пятниц|суббот|воскресень)[а-я]*';
const RU_PART_OF_DAY = '(?:\\s+(?:утром|вечером|днем|ночью|с\\s+утра))?';
/** A Russian date as said in a run-on: a weekday, today or tomorrow, a part of the day, a day of the month. */
const RU_DATE = `(?:(?:(?:в|во|к|до|на|с)\\s+)?(?:(?:этот|эту|это|этой|следующ[а-я]+|ближайш[а-я]+)\\s+)?${RU_WEEKDAY}${RU_PART_OF_DAY}|(?:сегодня|завтра|послезавтра)${RU_PART_OF_DAY}|вечером|утром|с\\s+утра|на\\s+выходных|на\\s+(?:этой|следующей)\\s+неделе|(?:до|к)\\s+конц[ау]\\s+(?:недели|месяца|дня)|(?:к|до)\\s+\\d{1,2}(?:-?(?:го|му|е|ое))?)`;
/**
 * A date said just before a verb in a Russian run-on ("… в субботу отвезти", "… завтра с утра
 * позвонить", "… к 10-му сдать"): it opens the task after it, as people put the time first.
 */
export const RU_DATE_BEFORE_VERB = new RegExp(`(?:^|\\s)${RU_DATE}\\s+$`);
/** A date said before the first verb of a run-on: the speaker puts the time first. */
const RU_DATE_FIRST = new RegExp(`(?:^|\\s)${RU_DATE}\\s`);

/**
 * Where a cut before an infinitive goes: before the date that opens its task, when the speaker put the
 * time first in the clause before too ("завтра купить краску в субботу покрасить забор"); a clause with
 * its date after the verb ("сдать отчёт к пятнице позвонить …") keeps it.
 */
function cutBeforeDate(text: string, cut: number, previousStart: number, previousEnd: number): number {
  const head = text.slice(0, cut).toLowerCase().replace(/ё/g, 'е');
  if (!RU_DATE_FIRST.test(`${head.slice(0, previousStart)} `)) return cut;
  const match = RU_DATE_BEFORE_VERB.exec(head);
  if (!match) return cut;
  const start = match.index + (match[0].length - match[0].trimStart().length);
  // The clause before keeps its own verb and at least one word after it ("сдать отчёт в пятницу …").
  return start > previousEnd && /\S/.test(text.slice(previousEnd, start)) ? start : cut;
}

/** Splits a Russian clause typed without punctuation before a second infinitive ("купить молоко позвонить маме"). */
export function splitRunOnInfinitives(clause: {
  text: string;
  separator: Separator;
}): { text: string; separator: Separator }[] {
  if (!hasCyrillic(clause.text)) return [clause];
  const words = wordSpans(clause.text);
  let previous = -1;
  for (let index = 0; index < words.length; index++) {
    const word = words[index]?.word ?? '';
    // "пока есть места": "есть" is "there are" far more often than "to eat".
    if (!isRuInfinitive(word)) continue;
    if (word === 'есть' && /^(?:пока|если|там|тут|еще|уже|ли|вроде)$/.test(words[index - 1]?.word ?? ''))
      continue;
    const before = previous >= 0 ? (words[previous]?.word ?? '') : '';
    const negated = words[index - 1]?.word === 'не';
    // "купить муку чтобы испечь блины": an infinitive after «чтобы» is the purpose of the task before it.
    const purpose =
      /^(?:чтобы|чтоб)$/.test(words[index - 1]?.word ?? '') ||
      (negated && /^(?:чтобы|чтоб)$/.test(words[index - 2]?.word ?? ''));
    // After a verb that takes a purpose ("записаться к врачу проверить…"), an errand of its own said after
    // the whole object ("записаться на приём в среду забрать посылку") still starts a new task.
    const ownErrand = ERRAND_VERBS.has(word) && index - previous >= 4;
    if (
      previous >= 0 &&
      index - previous >= 2 &&
      (!RU_COMPLEMENT_VERBS.has(before) || ownErrand) &&
      !negated &&
      !purpose
    ) {
      const dateCut = cutBeforeDate(
        clause.text,
        words[index]?.start ?? 0,
        words[previous]?.start ?? 0,
        words[previous]?.end ?? 0,
      );
      // "краску заказать ну маме позвонить": what follows a filler between the verbs is the next task's
      // object, said before its verb.
      const marker = lastJoinerBetween(words, previous, index);
      const cut = marker === undefined ? dateCut : Math.min(dateCut, words[marker]?.start ?? dateCut);
      return [
        { text: clause.text.slice(0, cut), separator: clause.separator },
        ...splitRunOnInfinitives({ text: clause.text.slice(cut), separator: 'comma' }),
      ];
    }
    // A purpose said first ("чтоб не уснуть надиктую …") is no task's verb: the next infinitive opens one.
    if (!purpose) previous = index;
  }
  return [clause];
}

/** Fillers and joiners of dictation, said between two tasks ("ну", "вот", "это самое", "ещё"). */
const JOINER = new Set(RU_TASK_JOINERS);

/**
 * The last joiner between a verb and the next infinitive: the word the next task starts at. None right
 * after a verb said first with no object before it ("заказать ну краску …" keeps its object).
 */
function lastJoinerBetween(
  words: readonly { word: string }[],
  verb: number,
  next: number,
): number | undefined {
  for (let index = next - 1; index > verb; index--) {
    const word = words[index]?.word ?? '';
    const joiner = JOINER.has(word) || (word === 'это' && words[index + 1]?.word === 'самое');
    if (joiner && (index > verb + 1 || verb > 0)) return index;
  }
  return undefined;
}

/** Errands that are tasks of their own, not the purpose of a visit or a call before them. */
const ERRAND_VERBS = new Set([
  'забрать',
  'купить',
  'заказать',
  'оплатить',
  'отнести',
  'отвезти',
  'отправить',
  'вынести',
  'сдать',
  'постирать',
  'погладить',
  'приготовить',
]);

/** Words a statement opens with after "so" ("so the vet is closed", "so it's friday"): no chore named. */
const isNotAChoreStart = (word: string): boolean =>
  EN_DETERMINER.test(word) || /^(?:it|i|we|you|they|he|she)$/.test(word);

/** "window cleaner coming monday so move the plants off the sill": "so" before a verb starts the task. */
export function splitSoImperative(clause: {
  text: string;
  separator: Separator;
}): { text: string; separator: Separator }[] {
  if (hasCyrillic(clause.text)) return [clause];
  const folded = fold(clause.text).replace(/’/g, "'");
  // "…moved to friday so we have to book a sitter": "so" before one's own need starts the task too.
  const need =
    /\s+so\s+((?:i|we)\s+(?:really\s+)?(?:need|have|gotta|got|should|must|'ll|better|'d\s+better|had\s+better)|(?:need|have|gotta)\s)/.exec(
      folded,
    );
  // The first part keeps its "so": a statement that ends in it calls for the task after it
  // (read/context-rules.ts, 'calls-for-next').
  if (need && need.index > 0)
    return [
      { text: clause.text.slice(0, need.index + need[0].indexOf('so') + 2), separator: clause.separator },
      { text: clause.text.slice(need.index + need[0].length - (need[1] ?? '').length), separator: 'comma' },
    ];
  // Any "so" of the clause ("right so the kids are off friday so book a sitter").
  // "…bin day tomorrow so bins out tonight": a chore named without a verb after it too.
  const match = [...folded.matchAll(/\s+so\s+([a-z]+)(?![a-z'])/g)].find(
    (candidate) =>
      candidate.index > 0 &&
      (EN_VERBS.has(candidate[1] ?? '') ||
        (!isNotAChoreStart(candidate[1] ?? '') &&
          isTaskNoun(
            folded
              .slice(candidate.index + candidate[0].length - (candidate[1] ?? '').length)
              .split(/\s+/)
              .slice(0, 2),
          ))),
  );
  if (!match) return [clause];
  return [
    { text: clause.text.slice(0, match.index + match[0].indexOf('so') + 2), separator: clause.separator },
    { text: clause.text.slice(match.index + match[0].length - (match[1] ?? '').length), separator: 'comma' },
  ];
}

/** "Before that, fill in the form", "К нему, подготовить слайды": a lone pointer joins the clause after it. */
export function joinLoneAnaphora(
  clauses: { text: string; separator: Separator }[],
): { text: string; separator: Separator }[] {
  const joined: { text: string; separator: Separator }[] = [];
  for (let index = 0; index < clauses.length; index++) {
    const clause = clauses[index];
    const next = clauses[index + 1];
    if (!clause) continue;
    const lone = fold(clause.text)
      .trim()
      .replace(/[\s.:!]+$/, '');
    if (next && ANAPHORA.test(lone) && ANAPHORA.exec(lone)?.[0].length === lone.length) {
      joined.push({ text: `${clause.text.trim()} ${next.text.trim()}`, separator: clause.separator });
      index++;
      continue;
    }
    joined.push(clause);
  }
  return joined;
}

/** The text with the given spans blanked out (same length, so positions stay valid). */
export function blank(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}
