// Stage segment: a line cut into sentences, and a sentence part into clauses, each clause with the
// separator before it (a comma, "и"/"and", "потом"/"then", "а ещё"/"also", "но"/"but", a list number).
// The clause rules run in this order on every part (read/clauses.ts).
import type { Separator } from '../../model.js';
import { applyInOrder, type StageRule } from '../../rule.js';
import { joinLoneAnaphora, splitClauses, splitRunOnInfinitives, splitSoImperative } from './clauses.js';
import { isTaskNoun, isVerbWord } from '../classify/verbs.js';
import { fold, hasCyrillic } from '../normalise/text.js';
import { splitSentences } from './sentences.js';

/** A piece of a sentence and the separator before it. */
export interface Piece {
  readonly text: string;
  readonly separator: Separator;
}

/** Sentences of a line. */
export const SENTENCE_RULE: StageRule<string, string[]> = {
  name: 'sentences',
  description:
    'a line ends a sentence at . ! ? … ; and emoticons, not inside numbers, dates, abbreviations or a one-line numbered list',
  examples: [
    {
      input: 'Сдать отчёт к 12.05. Позвонить в ЖЭК!',
      expected: ['Сдать отчёт к 12.05.', 'Позвонить в ЖЭК!'],
    },
    { input: 'water the ferns; e.g. the big one', expected: ['water the ferns;', 'e.g. the big one'] },
    { input: '1. смета 2. договор', expected: ['1. смета 2. договор'] },
    {
      input: 'Забыла про йогу(( записаться на четверг',
      expected: ['Забыла про йогу((', 'записаться на четверг'],
    },
    { input: 'молоко Купить батарейки', expected: ['молоко', 'Купить батарейки'] },
  ],
  apply: splitSentences,
};

const PRONOUN_REMARK =
  /\s+(?=(?:он|она|оно|они)\s+[а-яё]+(?:ет|ит|ут|ют|ат|ят|ется|ится|ются|ятся)(?![а-яё])|(?:it|they)\s+(?:expires?|ends?|runs?\s+out|closes?)(?![a-z])|(?:she|he|they)(?:'s|'re|\s+is|\s+are|\s+has|\s+have)\s+been\s)/u;

/** "продлить пропуск он заканчивается в мае": the remark after the task is a clause of its own. */
function splitPronounRemark(piece: Piece): Piece[] {
  const match = PRONOUN_REMARK.exec(fold(piece.text).replace(/’/g, "'"));
  if (!match || match.index === 0) return [piece];
  const before = piece.text.slice(0, match.index);
  // At least a verb and its object before the remark, and no conjunction just before it ("что он …").
  if (
    before.trim().split(/\s+/).length < 2 ||
    /(?:^|\s)(?:что|чтобы|если|когда|потому|пока|that|if|when|because)$/.test(fold(before.trim()))
  )
    return [piece];
  return [
    { text: before, separator: piece.separator },
    { text: piece.text.slice(match.index + match[0].length), separator: 'comma' },
  ];
}

const RESTART_INSIDE =
  /\s(?=(?:короче|в\s+общем|так\s+вот|это\s+самое|значит|ладно|anyway)(?![\p{L}])|ещ[её]\s+(?:надо|нужно)(?![\p{L}])|(?:надо|нужно|хорошо|неплохо)\s+бы(?![\p{L}]))/u;
/** A plain need ("надо", "нужно") after a statement of three words or more starts the task said after it. */
const NEED_INSIDE = /\s(?=(?:надо|нужно)\s)/u;
const NOT_BEFORE_NEED =
  /^(?:мне|нам|тебе|вам|ему|ей|им|бы|не|очень|тоже|также|ещ[её]|срочно|обязательно|так|ну|и|а|же|уже|это|что|сегодня|завтра|послезавтра|вечером|утром|днем|ночью|опять|снова|вообще|кстати|короче|просто|теперь|потом|тогда|значит)$/;

/** "голова не варит короче заказать продукты": a restart in the middle of a clause begins a new one. */
function splitRestart(piece: Piece): Piece[] {
  const folded = fold(piece.text);
  const match = RESTART_INSIDE.exec(folded);
  if (!match) return splitBeforeNeed(piece);
  const before = piece.text.slice(0, match.index + 1);
  // Only after two words or more: "ну короче …" opens the clause, it does not end one.
  const words = fold(before)
    .trim()
    .split(/\s+/)
    .filter((word) => !/^(?:ну|а|и|так|вот|and|so|ok|okay)$/.test(word));
  if (words.length < 2) return [piece];
  return [
    { text: before, separator: piece.separator },
    ...splitRestart({ text: piece.text.slice(match.index + 1), separator: 'also' }),
  ];
}

/** "в субботу день рождения у племянника надо подарок купить": the need after a statement is a task. */
function splitBeforeNeed(piece: Piece): Piece[] {
  const folded = fold(piece.text);
  const match = NEED_INSIDE.exec(folded);
  if (!match) return [piece];
  const words = folded.slice(0, match.index).trim().split(/\s+/);
  if (words.length < 3 || NOT_BEFORE_NEED.test(words.at(-1) ?? '') || !/[а-яё]/.test(folded)) return [piece];
  // "выпускной в среду до него надо забрать костюм": the pointer to the event goes with the need.
  const pointer = POINTER_BEFORE_NEED.exec(folded.slice(0, match.index));
  const cut = pointer ? pointer.index + 1 : match.index + 1;
  return [
    { text: piece.text.slice(0, cut), separator: piece.separator },
    { text: piece.text.slice(cut), separator: 'comma' },
  ];
}

/** A pointer to the event said just before a need ("… к нему надо", "… до него нужно"). */
const POINTER_BEFORE_NEED = /\s(?:к|до|для|перед)\s+(?:нему|него|ней|нее|неё|этим|этому|этого)\s*$/u;

/** A plain English need ("need to", "gotta", "have to") with no subject of its own. */
const EN_NEED_INSIDE = /\s(?=(?:need\s+to|needa|gotta|have\s+to|got\s+to|must)\s+(?!be\s)[a-z])/;
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
function splitBeforeEnglishNeed(piece: Piece): Piece[] {
  if (hasCyrillic(piece.text)) return [piece];
  const folded = fold(piece.text).replace(/’/g, "'");
  // "it hit me at lunch that we really need to …": the need told after "that" is the task.
  const told = THAT_NEED.exec(folded);
  if (told && folded.slice(0, told.index).trim().split(/\s+/).length >= 3)
    return [
      { text: piece.text.slice(0, told.index + 1), separator: piece.separator },
      ...splitBeforeEnglishNeed({ text: piece.text.slice(told.index + told[0].length), separator: 'comma' }),
    ];
  const match = EN_NEED_INSIDE.exec(folded);
  if (!match) return [piece];
  const words = folded.slice(0, match.index).trim().split(/\s+/);
  if (words.length < 3 || EN_NOT_BEFORE_NEED.test(words.at(-1) ?? '')) return [piece];
  return [
    { text: piece.text.slice(0, match.index + 1), separator: piece.separator },
    ...splitBeforeEnglishNeed({ text: piece.text.slice(match.index + 1), separator: 'comma' }),
  ];
}

/** Spoken enumerators ("во-первых", "во-вторых", "secondly"): each opens an item of its own. */
const ENUMERATOR_INSIDE =
  /\s(?=(?:во-первых|во-вторых|в-третьих|в-четвертых|в-пятых|во\s+первых|во\s+вторых|в\s+третьих|firstly|secondly|thirdly|fourthly)(?![\p{L}-]))/u;

/** "отнести книги во-вторых позвонить тёте": a new item, with nothing carried over from the one before. */
function splitAtEnumerator(piece: Piece): Piece[] {
  const match = ENUMERATOR_INSIDE.exec(fold(piece.text));
  if (!match || piece.text.slice(0, match.index).trim() === '') return [piece];
  return [
    { text: piece.text.slice(0, match.index + 1), separator: piece.separator },
    ...splitAtEnumerator({ text: piece.text.slice(match.index + 1), separator: 'also' }),
  ];
}

const TIME_WORD = /^(?:сегодня|завтра|послезавтра|вечером|утром|днем|днём|ночью)$/;
/** A weekday after a preposition ("в среду", "к пятнице", "до понедельника"). */
const WEEKDAY_FORM =
  /^(?:понедельник[аиу]?|вторник[аиу]?|сред[аыуе]|четверг[аиу]?|пятниц[аыуе]|суббот[аыуе]|воскресень[еяю])$/;
const DAY_PREPOSITION = /^(?:в|во|к|ко|до)$/;
/** A deadline said as a statement ("дедлайн по …", "сдача отчёта"). */
const DEADLINE_HEAD = /^(?:дедлайн|deadline|сдача|срок)$/;

/** "забрать шубу из ателье вечером созвон с Ильёй": a time word before a new action or event starts it. */
function splitBeforeTimeWord(piece: Piece): Piece[] {
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

/** An English day said after a copula ("… is saturday", "'s tomorrow"). */
const EN_COPULA_DAY =
  /(?:\s|')(?:is|are|s)\s+(?:on\s+)?(?:(?:this|next)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today)\s+(?=([a-z]+))/g;

/** "the party is saturday order the cake": a statement of a day, then an imperative, is two clauses. */
function splitAfterEnglishDay(piece: Piece): Piece[] {
  if (hasCyrillic(piece.text)) return [piece];
  const folded = fold(piece.text).replace(/’/g, "'");
  for (const match of folded.matchAll(EN_COPULA_DAY)) {
    const verb = match[1] ?? '';
    if (!isVerbWord(verb) || /^(?:is|are|was|be|and|or|at|so)$/.test(verb)) continue;
    const cut = (match.index ?? 0) + match[0].length;
    return [
      { text: piece.text.slice(0, cut), separator: piece.separator },
      ...splitAfterEnglishDay({ text: piece.text.slice(cut), separator: 'comma' }),
    ];
  }
  return [piece];
}

/** The clause rules, in the order they run. */
export const CLAUSE_RULES: readonly StageRule<readonly Piece[], readonly Piece[]>[] = [
  {
    name: 'clauses',
    description:
      'cut at commas, ";", conjunctions (и, а ещё, потом, and, also, then, but) and inline list numbers',
    examples: [
      {
        input: [{ text: 'помыть окна, а потом разобрать балкон', separator: 'start' }],
        expected: [
          { text: 'помыть окна', separator: 'start' },
          { text: 'разобрать балкон', separator: 'then' },
        ],
      },
      {
        input: [{ text: 'renew the passport and also book the vet', separator: 'start' }],
        expected: [
          { text: 'renew the passport', separator: 'start' },
          { text: 'book the vet', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'заняло 1,5 часа', separator: 'start' }],
        expected: [{ text: 'заняло 1,5 часа', separator: 'start' }],
      },
    ],
    apply: (pieces) =>
      pieces.flatMap((piece) =>
        splitClauses(piece.text).map((clause, index) =>
          index === 0 ? { ...clause, separator: piece.separator } : clause,
        ),
      ),
  },
  {
    name: 'spoken-enumerator',
    description:
      'a spoken enumerator ("во-вторых", "в-третьих", "secondly") in the middle of a clause opens a new item, which takes no date from the one before',
    examples: [
      {
        input: [{ text: 'во-первых отнести книги во-вторых позвонить тёте', separator: 'start' }],
        expected: [
          { text: 'во-первых отнести книги ', separator: 'start' },
          { text: 'во-вторых позвонить тёте', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'firstly email the landlord secondly book the dentist', separator: 'start' }],
        expected: [
          { text: 'firstly email the landlord ', separator: 'start' },
          { text: 'secondly book the dentist', separator: 'also' },
        ],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitAtEnumerator),
  },
  {
    name: 'run-on-infinitives',
    description:
      'a Russian clause typed without punctuation is cut before a second infinitive (or before the date that opens it, when the time is said first), unless the first verb takes it',
    examples: [
      {
        input: [{ text: 'заказать пиццу забрать посылку', separator: 'start' }],
        expected: [
          { text: 'заказать пиццу ', separator: 'start' },
          { text: 'забрать посылку', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'помочь брату собрать шкаф', separator: 'start' }],
        expected: [{ text: 'помочь брату собрать шкаф', separator: 'start' }],
      },
      {
        input: [{ text: 'записаться на плановый осмотр к хирургу забрать очки', separator: 'start' }],
        expected: [
          { text: 'записаться на плановый осмотр к хирургу ', separator: 'start' },
          { text: 'забрать очки', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'записаться к окулисту проверить зрение', separator: 'start' }],
        expected: [{ text: 'записаться к окулисту проверить зрение', separator: 'start' }],
      },
      // The time said first opens each task: the date before the second verb goes with it.
      {
        input: [{ text: 'завтра купить краску в субботу покрасить забор', separator: 'start' }],
        expected: [
          { text: 'завтра купить краску ', separator: 'start' },
          { text: 'в субботу покрасить забор', separator: 'comma' },
        ],
      },
      // A clause with its date after the verb keeps it.
      {
        input: [{ text: 'сдать отчёт к пятнице позвонить бухгалтеру', separator: 'start' }],
        expected: [
          { text: 'сдать отчёт к пятнице ', separator: 'start' },
          { text: 'позвонить бухгалтеру', separator: 'comma' },
        ],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitRunOnInfinitives),
  },
  {
    name: 'spoken-restart',
    description:
      'in dictation without punctuation a restart word ("короче", "в общем", "anyway") or a hedged need ("ещё надо", "надо бы") starts a new clause',
    examples: [
      {
        input: [{ text: 'голова не варит короче заказать продукты', separator: 'start' }],
        expected: [
          { text: 'голова не варит ', separator: 'start' },
          { text: 'короче заказать продукты', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'ремонт в ванной ещё надо выбрать плитку', separator: 'start' }],
        expected: [
          { text: 'ремонт в ванной ', separator: 'start' },
          { text: 'ещё надо выбрать плитку', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'в пятницу у сына утренник надо костюм дошить', separator: 'start' }],
        expected: [
          { text: 'в пятницу у сына утренник ', separator: 'start' },
          { text: 'надо костюм дошить', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'в субботу у дочки концерт к нему надо платье погладить', separator: 'start' }],
        expected: [
          { text: 'в субботу у дочки концерт ', separator: 'start' },
          { text: 'к нему надо платье погладить', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'на работе завал значит в среду отправить смету', separator: 'start' }],
        expected: [
          { text: 'на работе завал ', separator: 'start' },
          { text: 'значит в среду отправить смету', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'в общем завтра надо забрать пальто', separator: 'start' }],
        expected: [{ text: 'в общем завтра надо забрать пальто', separator: 'start' }],
      },
      {
        input: [{ text: 'ну короче купить хлеб', separator: 'start' }],
        expected: [{ text: 'ну короче купить хлеб', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitRestart),
  },
  {
    name: 'english-need-run-on',
    description:
      'in English dictation a plain "need to" / "gotta" after a statement of three words or more starts the task said after it',
    examples: [
      {
        input: [{ text: 'the printer is jammed again need to call IT', separator: 'start' }],
        expected: [
          { text: 'the printer is jammed again ', separator: 'start' },
          { text: 'need to call IT', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'the lease runs out in june gotta renew it', separator: 'start' }],
        expected: [
          { text: 'the lease runs out in june ', separator: 'start' },
          { text: 'gotta renew it', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'it hit me at lunch that we really need to fix the fence', separator: 'start' }],
        expected: [
          { text: 'it hit me at lunch ', separator: 'start' },
          { text: 'we really need to fix the fence', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'the stuff I need to pack', separator: 'start' }],
        expected: [{ text: 'the stuff I need to pack', separator: 'start' }],
      },
      {
        input: [{ text: 'tomorrow really need to call the bank', separator: 'start' }],
        expected: [{ text: 'tomorrow really need to call the bank', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitBeforeEnglishNeed),
  },
  {
    name: 'time-word-run-on',
    description:
      'in a Russian run-on a time word ("вечером", "завтра") before a new action or event, or a day before a deadline ("в среду дедлайн"), starts a new clause',
    examples: [
      {
        input: [{ text: 'забрать шубу из ателье вечером созвон с Ильёй', separator: 'start' }],
        expected: [
          { text: 'забрать шубу из ателье ', separator: 'start' },
          { text: 'вечером созвон с Ильёй', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'позвонить Вере вечером', separator: 'start' }],
        expected: [{ text: 'позвонить Вере вечером', separator: 'start' }],
      },
      {
        input: [{ text: 'записать дочь на танцы в четверг дедлайн по смете', separator: 'start' }],
        expected: [
          { text: 'записать дочь на танцы ', separator: 'start' },
          { text: 'в четверг дедлайн по смете', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'отправить смету в четверг', separator: 'start' }],
        expected: [{ text: 'отправить смету в четверг', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitBeforeTimeWord),
  },
  {
    name: 'english-day-run-on',
    description:
      'in an English run-on a day said after "is" and followed by an imperative ends the statement',
    examples: [
      {
        input: [{ text: "grandpa's party is sunday order the cake", separator: 'start' }],
        expected: [
          { text: "grandpa's party is sunday ", separator: 'start' },
          { text: 'order the cake', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'the move is friday and then we rest', separator: 'start' }],
        expected: [{ text: 'the move is friday and then we rest', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitAfterEnglishDay),
  },
  {
    name: 'pronoun-remark',
    description:
      'a remark with a pronoun subject said after a task without a comma starts a clause of its own',
    examples: [
      {
        input: [{ text: 'продлить пропуск он заканчивается в мае', separator: 'start' }],
        expected: [
          { text: 'продлить пропуск', separator: 'start' },
          { text: 'он заканчивается в мае', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'renew the warranty it expires on the 9th', separator: 'start' }],
        expected: [
          { text: 'renew the warranty', separator: 'start' },
          { text: 'it expires on the 9th', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'сказать что он прав', separator: 'start' }],
        expected: [{ text: 'сказать что он прав', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitPronounRemark),
  },
  {
    name: 'so-imperative',
    description: '"so" before an English verb or one\'s own need starts the task after a remark',
    examples: [
      {
        input: [{ text: 'the recital moved to friday so we have to book a sitter', separator: 'start' }],
        expected: [
          { text: 'the recital moved to friday so', separator: 'start' },
          { text: 'we have to book a sitter', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'guests arrive saturday so vacuum the stairs', separator: 'start' }],
        expected: [
          { text: 'guests arrive saturday so', separator: 'start' },
          { text: 'vacuum the stairs', separator: 'comma' },
        ],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitSoImperative),
  },
  {
    name: 'lone-anaphora',
    description: 'a lone pointer ("before that", "к нему") joins the clause after it',
    examples: [
      {
        input: [
          { text: 'before that', separator: 'start' },
          { text: 'print the tickets', separator: 'comma' },
        ],
        expected: [{ text: 'before that print the tickets', separator: 'start' }],
      },
    ],
    apply: (pieces) => joinLoneAnaphora([...pieces]),
  },
];

/** The clauses of a sentence part, through the clause rules in order. */
export function segmentClauses(text: string): Piece[] {
  return [...applyInOrder(CLAUSE_RULES, [{ text, separator: 'start' }])];
}
