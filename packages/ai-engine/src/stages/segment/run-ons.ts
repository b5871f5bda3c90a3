// Stage segment, the cuts of a run-on said without punctuation: a remark with a pronoun subject, a
// restart word or a need in the middle of a clause, an English need, a spoken enumerator, a time word or
// a day before a new task, an English day after "is". The clause rules (rules.ts) run them in order.
import { RU_BAD_STATE, RU_FAULT, RU_FAULT_MANNER } from '../../lexicon/faults.js';
import { RU_ORDINAL_DAY_SPOKEN, RU_WEEKDAY } from '../../lexicon/time-words.js';
import { type Separator } from '../../model.js';
import { RU_ALSO_FILLERS } from '../../lexicon/joiners.js';
import { isRuInfinitive } from '../../lexicon/verbs-ru.js';
import { isTaskNoun, isVerbWord } from '../classify/verbs.js';
import { fold, hasCyrillic } from '../normalise/text.js';

/** A piece of a sentence and the separator before it. */
export interface Piece {
  readonly text: string;
  readonly separator: Separator;
}

const PRONOUN_REMARK =
  /\s+(?=(?:он|она|оно|они)\s+(?:[а-яё]+\s+){0,2}[а-яё]+(?:ет|ит|ут|ют|ат|ят|ется|ится|ются|ятся)(?![а-яё])|(?:он|она|они)\s+(?:[а-яё]+\s+){0,2}(?:сказал|сказала|сказали|просил|просила|просили|говорил|говорила|говорили|напоминал|напоминала|обещал|обещала|звонил|звонила|писал|писала)(?![а-яё])|это\s+(?:я|он|она|мы|они)\s|(?:it|they)\s+(?:expires?|ends?|runs?\s+out|closes?)(?![a-z])|(?:she|he|they)(?:'s|'re|\s+is|\s+are|\s+has|\s+have)\s+been\s)/u;

/**
 * Cuts a piece before a remark said after its task without a comma: the remark becomes a clause of its
 * own, if at least a verb and its object come before it and no conjunction ("что", "because") leads
 * into it.
 */
function splitAtRemark(piece: Piece, remark: RegExp, conjunction: RegExp): Piece[] {
  return cutAtRemark(piece, remark.exec(fold(piece.text).replace(/’/g, "'")), conjunction);
}

/** The cut of splitAtRemark at a remark already found in the piece's folded text. */
function cutAtRemark(piece: Piece, match: RegExpExecArray | null, conjunction: RegExp): Piece[] {
  if (!match || match.index === 0) return [piece];
  const before = piece.text.slice(0, match.index);
  if (before.trim().split(/\s+/).length < 2 || conjunction.test(fold(before.trim()))) return [piece];
  return [
    { text: before, separator: piece.separator },
    { text: piece.text.slice(match.index + match[0].length), separator: 'comma' },
  ];
}

/** A remark of what happened, with a pronoun subject and a verb in the past ("она обиделась", "он сломался"). */
const PAST_REMARK =
  /\s+(?=(?:он|она|оно|они)\s+(?:[а-яё]+\s+){0,2}(?:[а-яё]{2,}(?:л|лся|лась|лось|лись|ла|ло|ли)|(?:вы|под|у|за)?рос|(?:с|по)?мог|(?:при|у|от|за|вы)(?:нес|нёс|вез|вёз)|(?:при|у|за|на|про|вы)?(?:шел|шёл)|умер)(?![а-яё]))/u;
const REMARK_CONJUNCTION = /(?:^|\s)(?:что|чтобы|если|когда|потому|пока|that|if|when|because)$/;

/** "продлить пропуск он заканчивается в мае": the remark after the task is a clause of its own. */
export function splitPronounRemark(piece: Piece): Piece[] {
  const pieces = splitAtRemark(piece, PRONOUN_REMARK, REMARK_CONJUNCTION);
  // "починить калитку она отвалилась": a remark in the past ends a task said in full (with its verb) only.
  const [first, ...rest] = pieces;
  const past = first && PAST_REMARK.exec(fold(first.text));
  if (!first || !past || !fold(first.text.slice(0, past.index)).split(/\s+/).some(isRuInfinitive))
    return pieces;
  const split = cutAtRemark(first, past, REMARK_CONJUNCTION);
  return split.length > 1 ? [...split, ...rest] : pieces;
}

const RESTART_INSIDE =
  /\s(?=(?:короче|в\s+общем|так\s+вот|это\s+самое|значит|ладно|(?:ну\s+)?записывай|anyway|(?:okay|ok|alright)\s+so)(?![\p{L}])|ещ[её]\s+(?:надо|нужно)(?![\p{L}])|(?<remind>не\s+(?:забыть|забудь))(?![\p{L}])|(?:надо|нужно|хорошо|неплохо)\s+бы(?![\p{L}]))/gu;
/** A plain need ("надо", "нужно") after a statement of three words or more starts the task said after it. */
const NEED_INSIDE = /\s(?=(?:надо|нужно)\s)/u;
const NOT_BEFORE_NEED =
  /^(?:мне|нам|тебе|вам|ему|ей|им|бы|не|очень|тоже|также|ещ[её]|срочно|обязательно|так|ну|и|а|же|уже|это|что|сегодня|завтра|послезавтра|вечером|утром|днем|ночью|опять|снова|вообще|кстати|короче|просто|теперь|потом|тогда|значит)$/;

/** "голова не варит короче заказать продукты": a restart in the middle of a clause begins a new one. */
export function splitRestart(piece: Piece): Piece[] {
  for (const match of fold(piece.text).matchAll(RESTART_INSIDE)) {
    const before = piece.text.slice(0, match.index + 1);
    // Only after two words or more: "ну короче …" opens the clause, it does not end one.
    const words = fold(before)
      .trim()
      .split(/\s+/)
      .filter((word) => !/^(?:ну|а|и|так|вот|and|so|ok|okay)$/.test(word));
    if (words.length < 2) return [piece];
    // "купить хлеб не забыть …" ends a task; "в пятницу не забыть …" is the date of the one it opens.
    if (match.groups?.remind && !words.some(isRuInfinitive)) continue;
    return [
      { text: before, separator: piece.separator },
      ...splitRestart({ text: piece.text.slice(match.index + 1), separator: 'also' }),
    ];
  }
  return splitBeforeNeed(piece);
}

/** "в субботу день рождения у племянника надо подарок купить": the need after a statement is a task. */
function splitBeforeNeed(piece: Piece): Piece[] {
  const folded = fold(piece.text);
  const match = NEED_INSIDE.exec(folded);
  if (!match) return [piece];
  const words = folded.slice(0, match.index).trim().split(/\s+/);
  // "холодильник пустой надо закупиться": two words make a statement when the second says how things are.
  const short = words.length < 3 && !(words.length === 2 && STATE_WORD.test(words[1] ?? ''));
  if (short || NOT_BEFORE_NEED.test(words.at(-1) ?? '') || !/[а-яё]/.test(folded)) return [piece];
  // "выпускной в среду до него надо забрать костюм": the pointer to the event goes with the need.
  const pointer = POINTER_BEFORE_NEED.exec(folded.slice(0, match.index));
  const cut = pointer ? pointer.index + 1 : match.index + 1;
  return [
    { text: piece.text.slice(0, cut), separator: piece.separator },
    { text: piece.text.slice(cut), separator: 'comma' },
  ];
}

/** How a thing or a place is ("пустой", "голодная", "грязно"), said after it (lexicon/faults.ts). */
const STATE_WORD = new RegExp(`^(?:${RU_BAD_STATE})$`);

/** A pointer to the event said just before a need ("… к нему надо", "… до него нужно"). */
const POINTER_BEFORE_NEED = /\s(?:к|до|для|перед)\s+(?:нему|него|ней|нее|неё|этим|этому|этого)\s*$/u;

/** A plain English need ("need to", "gotta", "have to") with no subject of its own. */
const EN_NEED_INSIDE = /\s(?=(?:need\s+to|needa|gotta|have\s+to|got\s+to|must)\s+(?!be\s)[a-z])/;
/** "… due on the tenth i gotta pay it": "I" and a need after a statement start the task. */
const I_NEED_INSIDE =
  /\s(?=i\s+(?:(?:really|also|still|just|definitely)\s+)?(?:need\s+to|needa|gotta|have\s+to|got\s+to|should|must)\s+(?!be\s)[a-z])/;
/** Fillers and words of when, which open a task rather than end a statement ("ok so tonight"). */
const OPENER_OR_WHEN =
  /^(?:ok|okay|so|um|uh|like|yeah|and|then|also|oh|right|well|today|tonight|tomorrow|tmrw|morning|afternoon|evening|this|next|weekend|first|thing|monday|tuesday|wednesday|thursday|friday|saturday|sunday|later|soon|asap)$/;
/** One's own need told after "that" ("… that we really need to"). */
const THAT_NEED =
  /\sthat\s+(?=(?:i|we)\s+(?:(?:really|also|still|definitely|seriously)\s+)*(?:need\s+to|have\s+to|gotta|must|should)\s)/;
/** Words that make the need part of the clause before it ("I need to", "really have to", "don't need to"). */
const EN_NOT_BEFORE_NEED =
  /^(?:i|we|you|he|she|they|it|who|that|which|really|also|still|just|definitely|probably|will|would|'ll|i'll|we'll|don't|dont|doesn't|didn't|not|and|or|but|so|to|then|first|and|even|only|actually|might|may|def|prob|seriously|kinda|literally|i'd|we'd|we'll|you'll|i've|we've|what|things|stuff)$/;

/**
 * "the van is making a rattling sound need to take it in": in English dictation a plain need after a
 * statement of three words or more starts the task said after it.
 */
export function splitBeforeEnglishNeed(piece: Piece): Piece[] {
  if (hasCyrillic(piece.text)) return [piece];
  const folded = fold(piece.text).replace(/’/g, "'");
  // "it hit me at lunch that we really need to …": the need told after "that" is the task.
  const told = THAT_NEED.exec(folded);
  if (told && folded.slice(0, told.index).trim().split(/\s+/).length >= 3)
    return [
      { text: piece.text.slice(0, told.index + 1), separator: piece.separator },
      ...splitBeforeEnglishNeed({ text: piece.text.slice(told.index + told[0].length), separator: 'comma' }),
    ];
  const match = EN_NEED_INSIDE.exec(folded) ?? I_NEED_INSIDE.exec(folded);
  if (!match) return [piece];
  const words = folded.slice(0, match.index).trim().split(/\s+/);
  if (words.length < 3 || EN_NOT_BEFORE_NEED.test(words.at(-1) ?? '')) return [piece];
  // "ok so tonight I should …": only fillers and when before the need: they open its task.
  if (words.filter((word) => !OPENER_OR_WHEN.test(word)).length < 2) return [piece];
  return [
    { text: piece.text.slice(0, match.index + 1), separator: piece.separator },
    ...splitBeforeEnglishNeed({ text: piece.text.slice(match.index + 1), separator: 'comma' }),
  ];
}

/** Spoken enumerators ("во-первых", "во-вторых", "secondly"): each opens an item of its own. */
const ENUMERATOR_INSIDE =
  /\s(?=(?:во-первых|во-вторых|в-третьих|в-четвертых|в-пятых|во\s+первых|во\s+вторых|в\s+третьих|firstly|secondly|thirdly|fourthly)(?![\p{L}-]))/u;

/** "отнести книги во-вторых позвонить тёте": a new item, with nothing carried over from the one before. */
export function splitAtEnumerator(piece: Piece): Piece[] {
  const match = ENUMERATOR_INSIDE.exec(fold(piece.text));
  if (!match || piece.text.slice(0, match.index).trim() === '') return [piece];
  return [
    { text: piece.text.slice(0, match.index + 1), separator: piece.separator },
    ...splitAtEnumerator({ text: piece.text.slice(match.index + 1), separator: 'also' }),
  ];
}

/** Words that open a new task after «ещё»; skipped when looking for its verb ("ещё типа к зубному записаться"). */
const ALSO_FILLER = new Set(RU_ALSO_FILLERS);
/** «ещё» of amount or time, not of a new task ("ещё раз", "ещё две пачки", "ещё не", "всё ещё"). */
const ALSO_NOT_NEXT =
  /^(?:не|ни|раз|бы|чуть|немного|много|больше|меньше|столько|сколько|один|одна|одну|одно|одного|пару|пара|два|две|три|четыре|пять|надо|нужно|можно|успею|успеть|вчера|сегодня|тогда|когда|давно|месяц|неделю|год)$/;
/** Words before a verb that are no object of it: fillers, time words, cues ("завтра купить ещё …"). */
const ALSO_OPENER =
  /^(?:ну|так|вот|и|а|типа|это|самое|значит|короче|надо|нужно|бы|не|сегодня|завтра|послезавтра|вечером|утром|днем|ночью|срочно|обязательно|еще|ещё|тоже|потом|сначала|сперва)$/;
/** How far after «ещё» its verb may come: an object said first ("ещё дочке варежки купить"). */
const ALSO_VERB_REACH = 6;

/**
 * "оплатить свет ещё маме позвонить": in dictation a bare «ещё» after a task said in full (a verb and at
 * least a word after it), with an infinitive in the words after it, starts the next task.
 */
export function splitAtAlso(piece: Piece): Piece[] {
  if (!hasCyrillic(piece.text)) return [piece];
  const words = [...piece.text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
  const folded = words.map((word) => fold(word[0]));
  let verb = -1;
  for (let index = 0; index < words.length; index++) {
    const word = folded[index] ?? '';
    if (verb < 0 || !/^ещ[её]$/.test(word)) {
      if (verb < 0 && isRuInfinitive(word)) verb = index;
      continue;
    }
    // The task before has its verb and a word of its own after it ("купить ещё …" is an amount), or its
    // object said before the verb ("дочке с уроками помочь ещё …").
    let last = index - 1;
    while (last > verb && ALSO_FILLER.has(folded[last] ?? '')) last--;
    const objectFirst = last === verb && verb > 0 && !ALSO_OPENER.test(folded[verb - 1] ?? '');
    if ((last <= verb && !objectFirst) || /^вс[её]$/.test(folded[index - 1] ?? '')) continue;
    const after = folded.slice(index + 1, index + 1 + ALSO_VERB_REACH);
    const next = after.find((word) => !ALSO_FILLER.has(word));
    if (!next || ALSO_NOT_NEXT.test(next) || !after.some((word) => isRuInfinitive(word))) continue;
    // The fillers said just before «ещё» ("ну ещё", "типа ещё") go with it.
    const start = words[last + 1]?.index ?? 0;
    return [
      { text: piece.text.slice(0, start), separator: piece.separator },
      ...splitAtAlso({ text: piece.text.slice(start), separator: 'also' }),
    ];
  }
  return [piece];
}

const TIME_WORD = /^(?:сегодня|завтра|послезавтра|вечером|утром|днем|днём|ночью)$/;
/** A weekday after a preposition ("в среду", "к пятнице", "до понедельника"). */
const WEEKDAY_FORM = new RegExp(`^${RU_WEEKDAY}$`);
const DAY_PREPOSITION = /^(?:в|во|к|ко|до)$/;
/** A deadline said as a statement ("дедлайн по …", "сдача отчёта"). */
const DEADLINE_HEAD = /^(?:дедлайн|deadline|сдача|срок)$/;

/** "забрать шубу из ателье вечером созвон с Ильёй": a time word before a new action or event starts it. */
export function splitBeforeTimeWord(piece: Piece): Piece[] {
  if (!hasCyrillic(piece.text)) return [piece];
  const words = [...piece.text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
  for (let index = 2; index < words.length - 1; index++) {
    const word = fold(words[index]?.[0] ?? '');
    const next = fold(words[index + 1]?.[0] ?? '');
    // "… в среду дедлайн по заявке": a day with a preposition opens a deadline said after a task.
    const dayOfDeadline =
      WEEKDAY_FORM.test(word) &&
      DAY_PREPOSITION.test(fold(words[index - 1]?.[0] ?? '')) &&
      DEADLINE_HEAD.test(next);
    if (!TIME_WORD.test(word) && !dayOfDeadline) continue;
    const rest = words.slice(index + 1).map((word) => fold(word[0]));
    if (!isVerbWord(next) && !isTaskNoun(rest) && !DEADLINE_HEAD.test(next)) continue;
    // The clause before must hold an action of its own ("позвонить Вере вечером …").
    const start = dayOfDeadline ? index - 1 : index;
    if (!words.slice(0, start).some((word) => isVerbWord(fold(word[0])))) continue;
    const cut = words[start]?.index ?? 0;
    return [
      { text: piece.text.slice(0, cut), separator: piece.separator },
      ...splitBeforeTimeWord({ text: piece.text.slice(cut), separator: 'comma' }),
    ];
  }
  return [piece];
}

/**
 * Cuts a piece after the first match that `accepts` (group 1 of a match is the word after it): the rest
 * is a clause of its own, cut again by `again` when given.
 */
function cutAfterMatch(
  piece: Piece,
  matches: Iterable<RegExpMatchArray>,
  accepts: (match: RegExpMatchArray) => boolean,
  again?: (rest: Piece) => Piece[],
): Piece[] {
  for (const match of matches) {
    if (!accepts(match)) continue;
    const cut = (match.index ?? 0) + match[0].length;
    const rest: Piece = { text: piece.text.slice(cut), separator: 'comma' };
    return [
      { text: piece.text.slice(0, cut), separator: piece.separator },
      ...(again ? again(rest) : [rest]),
    ];
  }
  return [piece];
}

/** An English day said after a copula ("… is saturday", "'s tomorrow"). */
const EN_COPULA_DAY =
  /(?:\s|')(?:is|are|s)\s+(?:on\s+)?(?:(?:this|next)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today)\s+(?=([a-z]+))/g;

/** "the party is saturday order the cake": a statement of a day, then an imperative, is two clauses. */
export function splitAfterEnglishDay(piece: Piece): Piece[] {
  if (hasCyrillic(piece.text)) return [piece];
  const folded = fold(piece.text).replace(/’/g, "'");
  return cutAfterMatch(
    piece,
    folded.matchAll(EN_COPULA_DAY),
    (match) => isVerbWord(match[1] ?? '') && !/^(?:is|are|was|be|and|or|at|so)$/.test(match[1] ?? ''),
    splitAfterEnglishDay,
  );
}

/** A day said with an occasion ("седьмого", "в субботу", "завтра"). */
const OCCASION_WHEN = `(?:(?:в|во|на)\\s+)?(?:${RU_ORDINAL_DAY_SPOKEN}|${RU_WEEKDAY}|завтра|послезавтра|сегодня)`;
/** An occasion and its day ("юбилей седьмого", "свадьба в субботу"). */
const OCCASION_DAY = `(?:юбилей|рождения|именины|свадьба|праздник|выпускной|утренник|концерт|собрание|экзамен|при[её]м)\\s+${OCCASION_WHEN}`;
/** Whose occasion it is, its day before it, after it or not said ("у Лёши день рождения", "у Оли в субботу свадьба"). */
const OCCASION_OF = `(?:^|\\s)у\\s+[а-яё]+\\s+(?:${OCCASION_WHEN}\\s+)?(?:день\\s+рождения|днюха|юбилей|именины|свадьба|новоселье|годовщина|выпускной|утренник|крестины)(?:\\s+${OCCASION_WHEN})?`;
/** Whose occasion it is or an occasion's day, then up to three words after it. */
const RU_OCCASION_DAY = new RegExp(
  `(?:${OCCASION_OF}|${OCCASION_DAY})\\s+(?=([а-яё]+(?:\\s+[а-яё]+){0,3}))`,
  'g',
);

/**
 * What follows an occasion is a task when it opens with a verb ("испечь пирог") or says its object
 * first ("подарок купить", "платье забрать из ателье"); a day or a place ("в пятницу", "в кафе") is
 * still the occasion's.
 */
function taskAfterOccasion(match: RegExpMatchArray): boolean {
  // "тоже подарок купить": a word that adds it to what came before is no part of the task.
  const [first = '', second = '', third = ''] = (match[1] ?? '')
    .split(/\s+/)
    .filter((word, index) => index > 0 || !/^(?:тоже|также|ещ[её]|опять|снова)$/.test(word));
  if (isVerbWord(first)) return true;
  // "подарок ему купить": whom it is for may come between the object and the verb.
  const verb = /^(?:ему|ей|им|мне|нам|себе)$/.test(second) ? third : second;
  // Object first only after whose occasion it is: "на день рождения двадцать третьего деньги
  // перевести" may go on to say it is not needed after all.
  return /^\s*у\s/.test(match[0]) && !/^(?:в|во|на|с|со|к|у|и|а|но)$/.test(first) && isRuInfinitive(verb);
}

/** A statement that ends with an occasion's day or whose occasion it is (folded): it calls for the task said after it. */
export const ENDS_WITH_OCCASION_DAY = new RegExp(`(?:${OCCASION_OF}|${OCCASION_DAY})\\s*$`);

/** "у тёти именины в субботу испечь пирог": the occasion's day ends the statement before a task. */
export function splitAfterOccasionDay(piece: Piece): Piece[] {
  if (!hasCyrillic(piece.text)) return [piece];
  return cutAfterMatch(
    piece,
    fold(piece.text).matchAll(RU_OCCASION_DAY),
    (match) => taskAfterOccasion(match),
    splitAfterOccasionDay,
  );
}

/** A Russian statement that something broke (lexicon/faults.ts), how or where it shows, then the infinitive of what to do about it. */
const BROKE_THEN_TASK = new RegExp(
  `(?:^|\\s)(?:${RU_FAULT})(?:\\s+(?:${RU_FAULT_MANNER}))?\\s+(?=([а-яё]+))`,
  'gu',
);

/** «смеситель в душе снова течёт вызвать мастера»: the statement of what broke ends before the task said after it. */
export function splitAfterBreakage(piece: Piece): Piece[] {
  if (!hasCyrillic(piece.text)) return [piece];
  const folded = fold(piece.text);
  return cutAfterMatch(piece, folded.matchAll(BROKE_THEN_TASK), (match) => {
    // A statement, not a task that goes on ("починить то, что сломалось вчера …"): no verb before it.
    const before = folded
      .slice(0, match.index ?? 0)
      .split(/\s+/)
      .filter(Boolean);
    return isVerbWord(match[1] ?? '') && before.length > 0 && !before.some((word) => isVerbWord(word));
  });
}

/** A complaint of the body ("зуб ноет", "спина болит", "my knee hurts") said right after a task. */
const SYMPTOM_REMARK =
  /\s+(?=(?:опять\s+|снова\s+|again\s+)?(?:[а-яё]+\s+)(?:опять\s+|снова\s+)?(?:болит|болят|ноет|ноют|ломит|тянет|стреляет|чешется|опухла?|опух)(?![а-яё])|(?:my\s+)?[a-z]+\s+(?:hurts|aches|is\s+killing\s+me|is\s+acting\s+up)(?![a-z]))/u;

/** "к ортопеду срочно колено болит": the complaint after the task is its reason, a clause of its own. */
export function splitSymptomRemark(piece: Piece): Piece[] {
  return splitAtRemark(piece, SYMPTOM_REMARK, /(?:^|\s)(?:что|потому|если|когда|because|since|if|when)$/);
}
