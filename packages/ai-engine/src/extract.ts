// Thoughts → tasks. A brain dump is cut into lines (bullets dropped, "Header:" lines kept as context),
// sentences, "X: a, b" and "X — Y" parts, and clauses (commas, и / а ещё / потом, and / also / then).
// Each clause is a task when it holds an action (an infinitive, a known verb form, an English verb
// first) or is a task noun on its own ("созвон с командой", "laundry"); a clause without one either
// continues the previous task's object ("купить молоко и хлеб") or is context (feelings, events) whose
// date and priority flow to the tasks after it. See docs/ai-local.md.
import type { AiSubtask, AiSuggestedTask, AiTaskCategory, PriorityWord } from '@fokus/core';
import { AI_TASKS_KEPT, AI_TITLE_MAX_LENGTH, AI_DESCRIPTION_MAX_LENGTH } from '@fokus/core';
import { SPECIALIST, categorise, categoryScores, isPurchase } from './categories.js';
import { endOfDayIso, isoDate, localToday, type Day, type LocalClock } from './clock.js';
import { findDates, type DateMatch } from './deadline.js';
import { estimateMinutes, formatMinutes, kindTag, microSteps, type TaskLanguage } from './estimate.js';
import { DESIRE_MARKER, SUBJECT_PRONOUN, leadingFillerLength, trailingFillerLength } from './fillers.js';
import {
  EN_NAME_LIKE,
  EN_VERBS,
  FEELING_VERBS,
  RU_COMPLEMENT_VERBS,
  RU_VERB_FORMS,
  SELF_TALK_VERBS,
  SHOPPING_LIST_WORDS,
  TASK_NOUN_STEMS,
  isRuInfinitive,
} from './lexicon.js';
import { findCues, strongestCue } from './priority.js';
import { capitalise, cutText, fold, hasCyrillic, tidy, wordsOf } from './text.js';

/** A step of a suggested task (spec §3). */
export type RawSubtask = AiSubtask;

/** A suggested task with the spec's AI-suggested task fields (§3), before core's normalisation derives importance and urgency. */
export type RawSuggestedTask = Omit<AiSuggestedTask, 'importance' | 'urgency'>;

/** A date as a task carries it: the day and the words that named it. */
interface NamedDate {
  readonly day: Day;
  readonly text: string;
  /** How specific the phrase is (see DateMatch.rank): 0 is a time of today ("вечером"). */
  readonly rank: number;
}

/** What a header, a dash part or an earlier clause passes on to the tasks after it. */
interface Flow {
  date?: NamedDate;
  priority?: PriorityWord;
  /** Words of a list header ("ремонт:") that help categorise the items. */
  topic?: string;
  /** What an event clause said ("день рождения у бабушки"), for a task that is a bare verb ("поздравить"). */
  note?: string;
  /** The line is a bullet or numbered item: a clause without a verb is still a task ("- письмо партнёрам"). */
  listItem?: boolean;
  /** The date of the last task of the sentence before, for "before that" / "к нему" opening this one. */
  antecedentDate?: NamedDate;
  /** What a statement before was about ("the bathroom grout is gross"), for "it" in a task ("scrub it"). */
  subject?: string;
}

/** A task found in the text, before its fields are filled in. */
interface Found {
  title: string;
  source: string;
  date?: NamedDate;
  priority?: PriorityWord;
  topic?: string;
  /** The task a pronoun in this one refers to ("согласовать его", "take them"): its category is reused. */
  refersTo?: Found;
  /** Named by a noun ("созвон с командой", "planning session"): an event the next part may prepare for. */
  event?: boolean;
  /** Said as not done yet; the same task said again as a task is one task (mergeRepeats). */
  undone?: boolean;
}

type Separator = 'start' | 'comma' | 'and' | 'then' | 'also' | 'but' | 'item';
type Kind = 'action' | 'noun' | 'other' | 'context' | 'empty';

/** One clause of a sentence, analysed. */
interface Clause {
  text: string;
  separator: Separator;
  kind: Kind;
  /** The clause without date words, cues and fillers: what a title is made of. */
  core: string;
  date?: NamedDate;
  /** A bare clock time ("в 15:00"): today or tomorrow, used when nothing else names a day. */
  clockDate?: NamedDate;
  /** True when the date (or the cue) comes before the action: it then carries over to the next clauses. */
  dateLeads: boolean;
  cueLeads: boolean;
  priority?: PriorityWord;
  /** "к нему", "for it": takes the previous task's date. */
  anaphora: boolean;
  /** Said as not done yet ("я так и не выставила счёт", "I haven't finished the hat"). */
  undone: boolean;
}

interface Reading {
  tasks: Found[];
  /** Date and priority said without any task ("Срочно!", "Завтра:"), passed to a neighbour. */
  lonely?: Flow;
}

const ANAPHORA =
  /^(?:к\s+(?:нему|ней|ним|этому)|для\s+(?:этого|него|нее)|перед\s+этим|под\s+это|for\s+(?:it|that|this)|before\s+(?:it|that))(?![\p{L}])/u;
const OBJECT_PRONOUN = /(?<![\p{L}])(?:его|ее|её|их|ему|ей|им|него|нее|них|it|them|him)(?![\p{L}])/u;
const SELF_TALK_PHRASE =
  /(?:get|pull)\s+(?:my|your|our)\s+(?:life|shit|act|stuff)\s+together|взять\s+себя\s+в\s+руки/;
/** Words that say "this is when it is due" ("…, дедлайн в пятницу", "…, due Friday"). */
const DEADLINE_WORD = /^(?:дедлайн|срок|сдача|deadline|due|it'?s\s+due|due\s+date)?$/;
/** "надо", "нужно", "пора": a need, even when the verb is left out. */
const MODAL = /(?<![а-яё])(?:надо|нужно|необходимо|пора|потом|затем)(?![а-яё])/;

/** Verbs that are a task when negated ("не пропустить", "не опоздать"). */
const NOT_MISS = /^(?:пропустить|опоздать|проспать|забыть|упустить|потерять)$/;
/** A reminder opening ("не забыть:", "don't forget the …"): what follows is a task even without a verb. */
const REMINDER =
  /^\s*(?:не\s+забыть|не\s+забудь|незабыть|напоминание|напоминалка|напомнить|remember|don'?t\s+forget|do\s+not\s+forget|reminder)(?![a-zа-яё])/;

/** Occasions: the reason for a task, not a task ("день рождения", "birthday"). */
const OCCASION =
  /(?:день\s+рожд|др$|юбиле|праздник|годовщин|свадьб|birthday|bday|b-day|anniversary|wedding|holiday)/;

/** Words that negate a verb a few words later ("не хочу делать", "ничего не надо покупать"). */
const NEGATION = new Set(['не', 'ничего', 'никак', 'нельзя', 'незачем', 'нечего', 'хватит', 'некуда']);
/** Words after an infinitive that make it a complaint, not a task ("так жить нельзя", "девать некуда"). */
const NEGATION_AFTER = new Set(['нельзя', 'некуда', 'незачем', 'нечего', 'невозможно', 'бесполезно']);
/** "…and so do I", "neither can we": an echo of the sentence before, never a task. */
const ECHO =
  /^(?:(?:and\s+)?(?:so|neither|nor)\s+)?(?:do|does|did|am|is|are|was|were|have|has|can|will|could)\s+(?:i|we|you|they|he|she|it)$/;
/** Words that open an English imperative's object ("dispute the charge", "repot my plants"). */
const EN_DETERMINER =
  /^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those|some|all|both|every|each)$/;
/** First words that are followed by a determiner without being a verb ("about the", "maybe the"). */
const EN_NOT_IMPERATIVE = new Set(
  `about above after against along also and around as at because before behind below beside between
  both but by during even except for from if in inside into just like maybe near nor not of off on once
  only onto or out outside over past per since so than then though through till to toward towards under
  until up upon via when where whether while with within without yet all any each every some such what
  which who whom whose how why there here yes no okay ok hey well oh also still even ever never always
  probably perhaps honestly literally basically actually really already again`.split(/\s+/),
);
/** A statement left with only "it's", "это" and the like once its cue is gone ("…, and it's urgent"). */
const EMPTY_STATEMENT =
  /^(?:(?:it'?s|it|is|this|that'?s|that|was|это|все|всё|оно|очень|really|very|so|super|pretty|quite|вообще|прям|прямо)(?:\s+|$))+$/;
/** Russian finite verbs before an infinitive: past tense ("просила") and a few requests ("хочет"). */
const FINITE_VERB = /(?:[аеиоуыя]л|ла|ли|ло|лся|лась|лись)$|^(?:просит|хочет|ждет|велит|сказал|говорит)$/;
const GENERIC_OBJECT =
  /(?:^|\s)(?:дела|дел|задачи|вещи|вещей|things|stuff|tasks|to-?dos?|список\s+дел)(?:\s|$)/;
const REASON_CLAUSE =
  /(?:^\s*|\s*,?\s+)(?:потому\s+что|так\s+как|пока\s+(?:[а-яё]+\s+){0,2}не|пока\s+(?:есть|еще|не\s+поздно|действует|идет)|чтоб(?:ы)?\s+[а-яё]+(?:ть|ться|ти)|so\s+(?:that\s+)?(?:we|i|they|you|he|she|the\s+[a-z]+)\s+(?:can|could|know|have|don't|won't|get|aren't|isn't)|а\s+то|иначе|because|since|cause|'cause|before\s+it|otherwise|or\s+else|or\s+(?:they|it|we|i|you|he|she)(?:'ll)?\s+[a-z]+|when\s+(?:[iI]|we)\s+(?:have|get|can|find|feel)|когда\s+будет\s+время|когда\s+будут\s+силы)(?![\p{L}]).*$/u;
/** "(today) is the last day to …", "последний день, чтобы …": what follows is the task. */
const LAST_DAY_TO =
  /^\s*(?:(?:it'?s|is|was)\s+)?(?:the\s+)?(?:last|final)\s+day\s+(?:to|for)\s+|^\s*(?:—\s*)?последний\s+день,?\s+(?:чтобы\s+)?/iu;
/** Undated on purpose ("когда-нибудь", "at some point"): a date said for the tasks around it is not its own. */
const UNDATED =
  /(?<![\p{L}])(?:когда-нибудь|как-нибудь|когда-то|at\s+some\s+point|someday|some\s+day|eventually|whenever|sometime|one\s+day)(?![\p{L}])/u;
/** Adverbs that may stand between a subject and its verb ("standup just ended"). */
const EN_ADVERB = /^(?:just|already|finally|never|still|also|totally|completely|literally|apparently)$/;
/** An alternative in brackets ("(или отдать через авито)", "(or just donate it)"). */
const ALTERNATIVE = /\s*\((?:или|либо|or)\s[^()]*\)/giu;
/** A wish that explains the task before it ("…, хочу подарить на нг", "…, want to give it to mom"). */
const WISH_REASON = /^\s*(?:хочу|хотим|хотела|хотел|want\s+to|i\s+want\s+to|wanna)\s/;
/** Reluctance said about an infinitive ("… совсем не хочется", "лень", "неохота"). */
const RELUCTANCE = /(?<![а-яё])(?:не\s+хочется|неохота|лень|не\s+хочу)(?![а-яё])\s*[.!…]*$/;
/** A call's purpose said after a comma ("позвонить брату, поздравить с днём рождения"). */
const CALL_PURPOSE =
  /^(?:поздравить|спросить|узнать|уточнить|напомнить|обсудить|ask|wish|congratulate|check|remind)(?![\p{L}])/u;
const CALL_TASK = /^(?:позвонить|перезвонить|набрать|написать|call|ring|phone|text|message)(?![\p{L}])/iu;
/** A clause that opens with its own subject and a modal ("and I need to …", "а мне надо …"). */
const NEW_THOUGHT =
  /^\s*(?:and\s+|а\s+|и\s+)?(?:i\s+(?:need|have|must|should|gotta|also\s+need)|i've\s+got\s+to|мне\s+(?:надо|нужно|ещё\s+надо|еще\s+надо)|don't\s+forget|do\s+not\s+forget|remember\s+to|не\s+забыть)(?![\p{L}])/u;
/** "…в 8 утра, не проспать", "…, don't be late": a reminder about the task just said. */
const NOT_MISS_ALONE =
  /^(?:не\s+(?:проспать|опоздать|пропустить|забыть)|don't\s+(?:oversleep|be\s+late|miss\s+it|forget))[.!]*$/;
/** Verbs of a symptom ("ноет", "болит", "hurts", "aches"). */
const SYMPTOM_VERB = /^(?:ноет|ноют|болит|болят|ломит|тянет|чешется|hurts|aches|itches|throbs)$/;
/** A verb and a pronoun, nothing else ("log it", "send them back", "подписать его"). */
const FOLLOW_UP =
  /^(?:[a-z]+\s+(?:it|them|her|him)(?:\s+(?:down|in|up|away|back|off|over|out))?|[а-яё]+\s+(?:его|ее|их))[.!]?$/;
/**
 * Where the thing goes next, with no object of its own ("…и повесить на холодильник", "…, завтра отдать
 * главбуху", "… and put it on the fridge"): the end of the task before it.
 */
const PLACE_FOLLOW_UP =
  /^(?:(?:повесить|положить|поставить|убрать|спрятать|отдать|передать|отправить|отнести|закинуть|приклеить)\s+(?:(?:на|в|во|под|за|к|ко)\s+[а-яё]+|(?:главбух|бухгалтер|начальни|руководител|директор|менеджер|секретар)[а-яё]*)|(?:hang|put|stick|give|hand|send|pin)\s+(?:it\s+|them\s+)?(?:on|in|to|into|onto)\s+(?:the\s+|my\s+)?[a-z]+)[.!]?$/;
/** A trip with nothing to do yet ("go over", "pop in", "drop by"). */
const MOTION_ONLY = /^(?:go|come|pop|drop|head|swing|stop|run)\s+(?:over|by|in|round|around|out)$/i;
/** An indirect question ("сколько откладывать", "how much to spend") explains the task before it. */
const INDIRECT_QUESTION =
  /^(?:сколько|как|что|где|когда|куда|какой|какую|какие|зачем|почему|how\s+much|how\s+many|how\s+to|what\s+to|where\s+to|which|whether)\s/;
/** A comma clause with a subject of its own is a remark about the task, not part of its object. */
const OWN_SUBJECT =
  /^(?:котор[а-яё]+|он|она|они|оно|это|я|мы|ты|вы|haven'?t|hasn'?t|didn'?t|don'?t|won'?t|can'?t|isn'?t|wasn'?t|it'?s|it|they'?re|they|he'?s|he|she'?s|she|i'?m|i|we'?re|we|you'?re|there'?s|which|who|that'?s|me|probably|maybe)(?![\p{L}'])/u;
const BULLET = /^\s*(?:[-*•·▪►✓✔☐□–—]+|\d{1,2}[.)]|\[[ xXхХ]?\])\s+/;
const EN_COPULA = /(?:^|\s)(?:is|are|was|were|am|feel|feels|felt|seems|seem|looks)(?:\s|$)/;
const ABBREVIATION =
  /(?:^|[\s(])(?:т\.\s?[едкпн]|и\.\s?т|e\.g|i\.e|etc|dr|mr|mrs|ms|st|vs|approx|ул|г|д|тел|им|др|пр)\.$/i;
const TIME_OF_DAY_WORDS =
  /(?<![\p{L}])(?:с\s+утра|утром|первым\s+делом|first\s+thing(?:\s+in\s+the\s+morning)?|in\s+the\s+(?:morning|afternoon|evening))(?![\p{L}])/gu;

/** Language of a piece of text: Cyrillic → ru, else en (an explicit language wins when the text has no letters). */
function languageOf(text: string, fallback: TaskLanguage): TaskLanguage {
  if (hasCyrillic(text)) return 'ru';
  return /[a-z]/i.test(text) ? 'en' : fallback;
}

/** Splits a line into sentences at . ! ? … ; (not inside numbers, dates or abbreviations) and before a capitalised verb in a list typed without punctuation. */
function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  // "…забыла(( забронировать столик": an emoticon ends a sentence like a full stop.
  const boundary =
    /[.!?…;]+(?=\s|$)|(?<=\S)(?:[()]{2,}|\s[:;]-?[()DP])(?=\s|$)|(?<=[\p{Ll}\d)])\s+(?=\p{Lu})/gu;
  const numbered = ENUMERATION.test(line);
  for (const match of line.matchAll(boundary)) {
    const end = match.index + match[0].length;
    const piece = line.slice(start, end);
    if (/^\s/.test(match[0]) || match[0] === '') {
      // A capital letter after a lower-case word: split only before a verb ("молоко Купить хлеб").
      const next = /^\s+([\p{L}']+)/u.exec(line.slice(match.index))?.[1] ?? '';
      if (!isVerbWord(fold(next), true)) continue;
    } else if (
      match[0].startsWith('.') &&
      (ABBREVIATION.test(line.slice(Math.max(0, match.index - 6), match.index + 1)) ||
        (numbered && /(?:^|[\s:(])\d{1,2}$/.test(line.slice(Math.max(0, match.index - 3), match.index))))
    ) {
      // An abbreviation ("т.е.") or a list number ("1. отчёт 2. письмо") does not end a sentence.
      continue;
    }
    sentences.push(piece);
    start = end;
  }
  sentences.push(line.slice(start));
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** True when a folded word is a verb that can start a task. */
function isVerbWord(word: string, capitalised = false): boolean {
  if (word === '') return false;
  if (hasCyrillic(word)) return isRuInfinitive(word) || Object.hasOwn(RU_VERB_FORMS, word);
  if (capitalised && EN_NAME_LIKE.has(word)) return false;
  return EN_VERBS.has(word);
}

/** Positions of the words of a text. */
function wordSpans(text: string): { word: string; start: number; end: number }[] {
  const spans: { word: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’:-]*/gu)) {
    const raw = match[0].replace(/[:'’-]+$/, '');
    spans.push({ word: fold(raw).replace(/’/g, "'"), start: match.index, end: match.index + raw.length });
  }
  return spans;
}

const CONJUNCTION =
  '(?:а\\s+ещ[её]|а\\s+также|и\\s+ещ[её]|и\\s+также|а\\s+потом|и\\s+потом|а\\s+затем|и\\s+затем|потом|затем|плюс|а|и|но|and\\s+also|and\\s+then|also|then|plus|and|but|&|\\+|n)';
const SEPARATOR = new RegExp(
  `\\s*[,;]\\s*(?:${CONJUNCTION}(?=\\s)\\s*)?|\\s+${CONJUNCTION}(?=\\s)\\s*|\\s+\\d{1,2}[.)](?=\\s+[a-zа-яё])\\s*`,
  'gu',
);
/** A numbered list in one line starts with "1." or "1)". */
const ENUMERATION = /(?:^|[\s:])1[.)]\s+\S/;
const ENUMERATOR = /^\s*\d{1,2}[.)]\s+/;

function separatorKind(text: string): Separator {
  const folded = fold(text).trim();
  if (/\d[.)]$/.test(folded)) return 'item';
  // ", and" in English starts a new thought, like "also" (a plain "and" joins).
  if (/(?:ещ|также|also|plus|плюс)/.test(folded) || /^,\s*and$/.test(folded)) return 'also';
  if (/(?:^|\s)(?:потом|затем|then)$/.test(folded) || /(?:потом|затем|then)/.test(folded)) return 'then';
  if (/^(?:,\s*)?(?:а|но|but)$/.test(folded)) return 'but';
  if (/(?:^|\s)(?:и|and|&|\+|n)$/.test(folded)) return 'and';
  return 'comma';
}

/** Cuts a sentence part into clauses with the separator before each. */
function splitClauses(text: string): { text: string; separator: Separator }[] {
  const clauses: { text: string; separator: Separator }[] = [];
  let start = 0;
  let separator: Separator = 'start';
  const numbered = ENUMERATION.test(text);
  // Matched on the folded text (same positions): no case-insensitive Unicode pattern to compile.
  for (const match of fold(text).matchAll(SEPARATOR)) {
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

/** Splits a Russian clause typed without punctuation before a second infinitive ("купить молоко позвонить маме"). */
function splitRunOnInfinitives(clause: {
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
    if (previous >= 0 && index - previous >= 2 && !RU_COMPLEMENT_VERBS.has(before) && !negated) {
      const cut = words[index]?.start ?? 0;
      return [
        { text: clause.text.slice(0, cut), separator: clause.separator },
        ...splitRunOnInfinitives({ text: clause.text.slice(cut), separator: 'comma' }),
      ];
    }
    previous = index;
  }
  return [clause];
}

/** "heating guy coming friday so tidy the boiler cupboard": "so" before a verb starts the task. */
function splitSoImperative(clause: {
  text: string;
  separator: Separator;
}): { text: string; separator: Separator }[] {
  if (hasCyrillic(clause.text)) return [clause];
  const match = /\s+so\s+([a-z]+)(?![a-z'])/.exec(fold(clause.text));
  if (!match || !EN_VERBS.has(match[1] ?? '') || match.index === 0) return [clause];
  return [
    { text: clause.text.slice(0, match.index), separator: clause.separator },
    { text: clause.text.slice(match.index + match[0].length - (match[1] ?? '').length), separator: 'comma' },
  ];
}

/** "Before that, fill in the form", "К нему, подготовить слайды": a lone pointer joins the clause after it. */
function joinLoneAnaphora(
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
function blank(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

const NOUN_WORDS = new Set(TASK_NOUN_STEMS.filter((stem) => !/^[а-яё]+$/.test(stem) && !stem.includes(' ')));
const NOUN_STEMS = TASK_NOUN_STEMS.filter((stem) => /^[а-яё]+$/.test(stem));
const NOUN_PHRASES = TASK_NOUN_STEMS.filter((stem) => stem.includes(' '));

/** True when a clause names a task by a noun: Russian stems start a word, English nouns are whole words (plural allowed). */
function isTaskNoun(words: readonly string[]): boolean {
  const joined = ` ${words.join(' ')} `;
  return (
    // "client call", "a quick call with Ann": a call named after something else is an event (first,
    // "call" is the verb).
    words.indexOf('call') > 0 ||
    // "see the endocrinologist": a specialist is a visit.
    words.some((word) => SPECIALIST.test(word)) ||
    words.some(
      (word, index) =>
        NOUN_WORDS.has(word) ||
        NOUN_WORDS.has(word.replace(/(?:es|s)$/, '')) ||
        // "кабель для зарядки" is a thing, not the morning exercise: "для" makes a noun a thing's purpose.
        (words[index - 1] !== 'для' && NOUN_STEMS.some((stem) => word.startsWith(stem))),
    ) ||
    NOUN_PHRASES.some((phrase) => joined.includes(` ${phrase}`))
  );
}

const EN_PARTICIPLES: Readonly<Record<string, string>> = {
  paid: 'pay',
  sent: 'send',
  done: 'do',
  bought: 'buy',
  written: 'write',
  made: 'make',
  taken: 'take',
  gotten: 'get',
  got: 'get',
  read: 'read',
  told: 'tell',
  found: 'find',
};

/** A Russian past tense ("просил", "перенесли", "сломалась"); "-ло" is left out (стекло, мыло, дело). */
const RU_PAST = /^[а-яё]{2,}[аеиоуыяё](?:л|ла|ли|лся|лась|лись)$/;
/** People (and the places that act like them) who can be the subject of what happened. */
const RU_PERSON =
  /^(?:врач|доктор|мам|пап|муж$|мужа$|жена$|сын$|доч|начальни|шеф|босс|клиент|заказчик|коллег|менеджер|учител|классн|бабушк|дедушк|сосед|друг|подруг|сестр|брат|тёт|тет[яи]|дяд|хозяйк|мастер|курьер|банк|директор|бухгалтер|юрист|риелтор|риэлтор|нотариус|стоматолог|терапевт)/;

/** A Russian verb in the first person present ("откладываю", "успеваю", "стараюсь"). */
const FIRST_PERSON_PRESENT = /^[а-яё]{3,}(?:[ая]ю|[ая]юсь)$/;
/** First-person verbs that announce a plan, so the infinitive after them is the task. */
const PLAN_VERB_FIRST_PERSON = /^(?:собираюсь|планирую|намереваюсь|обещаю|успеваю)$/;

/** The owner in "у меня есть …", "у нас есть …". */
const HAVE_OWNER = /^(?:меня|нас|тебя|вас|него|нее|неё|них)$/;

/** "we have the client call", "I've got a dentist appointment", "у нас созвон с клиентом". */
const HAVE_EVENT =
  /^(?:(?:i|we)\s+(?:have|have got|'ve got|ve got|got)|у\s+(?:меня|нас)(?:\s+(?:есть|будет))?)\s+(?:(?:a|an|the|my|our)\s+)?/;

/**
 * A scheduled event said as a fact is that event: returns the core without "we have" / "у нас" when
 * what is had is a task noun ("у меня температура" stays a statement), or null.
 */
function haveEventToTask(core: string): string | null {
  const match = HAVE_EVENT.exec(fold(core).replace(/’/g, "'"));
  if (!match) return null;
  const rest = core.slice(match[0].length);
  return isTaskNoun(wordSpans(rest).map((word) => word.word)) ? rest : null;
}

/** "I'm running the sprint demo", "we're hosting the book club": a planned event of one's own. */
const ROLE_VERBS: Readonly<Record<string, string>> = {
  running: 'run',
  hosting: 'host',
  leading: 'lead',
  presenting: 'present',
  giving: 'give',
  teaching: 'teach',
  chairing: 'chair',
  attending: 'attend',
  organising: 'organise',
  organizing: 'organize',
};

function leadingEventToTask(core: string): string | null {
  const match = /^(?:i'?m|i\s+am|we'?re|we\s+are)\s+([a-z]+)\s+/.exec(fold(core).replace(/’/g, "'"));
  const verb = match ? ROLE_VERBS[match[1] ?? ''] : undefined;
  if (!match || verb === undefined) return null;
  return `${verb} ${core.slice(match[0].length)}`;
}

/**
 * "я так и не позвонила сестре", "i still haven't called my sister back": something not done yet is a
 * task. Returns the core rewritten with the infinitive / base verb, or null.
 */
function undoneToTask(core: string): string | null {
  const folded = fold(core).replace(/’/g, "'");
  const match =
    /^(?:(?:я|мы|i|we)\s+)?(?:(?:ещё|еще|до\s+сих\s+пор|так\s+и|все\s+еще|всё\s+ещё|сто\s+лет|давно|уже|целую\s+вечность|still|yet|also)\s+)*(?:не|haven't|havent|hasn't|didn't|didnt|never)\s+(?:(?:yet|ещё|еще)\s+)?([a-zа-яё]+)/.exec(
      folded,
    );
  if (!match) return null;
  const verb = match[1] ?? '';
  const rest = core.slice(match[0].length);
  if (hasCyrillic(verb)) {
    const past = /^(.+?[аеиоуыя])(?:л|ла|ли|ло)(сь|ся)?$/.exec(verb);
    // "ночью не спала", "не ела с утра": a state, not something left undone.
    if (!past || /^(?:забы|был|смог|спа|ел|пил|мог|хоте|понима|зна|отдыха|высп)/.test(verb)) return null;
    const infinitive = `${past[1]}ть${past[2] ? 'ся' : ''}`;
    return /(?:а|я|и|е|у|ы)ть(?:ся)?$/.test(infinitive) ? `${infinitive}${rest}` : null;
  }
  const base = EN_PARTICIPLES[verb] ?? verb.replace(/ied$/, 'y').replace(/ed$/, '');
  const candidates = [base, `${base}e`, base.replace(/(.)\1$/, '$1')];
  const found = candidates.find((candidate) => EN_VERBS.has(candidate));
  return found ? `${found}${rest}` : null;
}

/** People who ask for work to be delivered ("the client wants …", "my boss needs …"). */
const REQUESTER =
  /^(?:the\s+|my\s+|our\s+)?(client|customer|boss|manager|editor|teacher|professor|landlord|accountant|team|lead|director|publisher|agency)\s+(?:wants|needs|expects|is\s+waiting\s+for|asked\s+for)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?(.+)$/;

/** "the client wants the revised mockups" → "the revised mockups for the client", or null. */
function requestToTask(core: string): string | null {
  const match = REQUESTER.exec(fold(core).replace(/’/g, "'"));
  if (!match) return null;
  const thing = core.slice(core.length - (match[2] ?? '').length);
  if (/^(?:to|me|us|him|her|them|it|help)(?![a-z])/.test(fold(thing))) return null;
  return `${thing} for the ${match[1]}`;
}

/** The base verb of "fixing", "replaced", "cut": the lexicon's verb it is a form of, or null. */
function baseVerb(form: string): string | null {
  const stem = form.replace(/(?:ing|ed)$/, '');
  const candidates = [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1'), form.replace(/ied$/, 'y')];
  return EN_PARTICIPLES[form] ?? candidates.find((candidate) => EN_VERBS.has(candidate)) ?? null;
}

/**
 * "the garage door opener needs fixing", "the gutters need to be cleaned": a thing that needs doing is
 * the task of doing it ("fix the garage door opener"). Returns the rewritten core, or null.
 */
function needsDoingToTask(core: string): string | null {
  const match =
    /^(.+?)\s+(?:needs?|need)\s+(?:(?:a\s+)?(?:good\s+)?([a-z]+ing)|to\s+be\s+([a-z]+)|an?\s+(?:good\s+|proper\s+)?([a-z]+))(?![a-z])/.exec(
      fold(core).replace(/’/g, "'"),
    );
  if (!match) return null;
  const subject = core.slice(0, (match[1] ?? '').length);
  if (SUBJECT_PRONOUN.test(fold(subject)) || /^(?:i|we|you|he|she|they|it|this|that)$/i.test(subject))
    return null;
  const noun = match[4];
  const verb = noun !== undefined ? (EN_VERBS.has(noun) ? noun : null) : baseVerb(match[2] ?? match[3] ?? '');
  if (verb === null) return null;
  // "The gutters" at the start of a sentence: the article goes in lower case inside the title.
  const lowered = subject.replace(/^(?:The|My|Our|This|That|His|Her|Their)(?=\s)/, (word) =>
    word.toLowerCase(),
  );
  const thing = /^(?:the|my|our|a|an|this|that|his|her|their)\s/.test(lowered) ? lowered : `the ${lowered}`;
  return `${verb} ${thing}${core.slice(match[0].length)}`;
}

/** Irregular past forms, which tell what happened ("got a letter", "took my camera"). */
const EN_IRREGULAR_PAST = new Set(
  `got took made had did went came saw said told found gave left lost paid sent spent bought brought
  thought felt kept met ran sat wrote ate drove broke chose forgot heard held hurt knew led lent meant
  sold stood taught threw understood woke won wore fell flew grew hung lay rode rang rose sang sank shot
  shook slept spoke stole stuck swam swore tore`.split(/\s+/),
);

/** "dispute the charge": a lower-case word of three letters or more, not a past form, before a determiner. */
function isUnknownImperative(words: readonly string[]): boolean {
  // "re-caulk the bathtub", "re-pot the fern": the verb after "re-".
  const prefixed = /^re-([a-z]+)$/.exec(words[0] ?? '');
  if (prefixed) {
    const verb = prefixed[1] ?? '';
    return isVerbWord(verb) || isUnknownImperative([verb, ...words.slice(1)]);
  }
  const [first = '', second = ''] = words;
  if (!/^[a-z]{3,}$/.test(first) || !EN_DETERMINER.test(second) || words.length < 3) return false;
  if (EN_NOT_IMPERATIVE.has(first) || EN_IRREGULAR_PAST.has(first) || /(?:[^e]ed|ly|ing)$/.test(first))
    return false;
  // "-s" is a third person ("needs the", "looks the") unless it is part of the stem ("press", "discuss").
  return !/[^s]s$/.test(first);
}

/**
 * "before tomorrow's pitch rehearse the deck", "before the plumber comes clear out the cabinet": an
 * English clause that opens with a time clause and no comma. Returns where the action starts (0 when
 * there is none): the first known verb after it that is followed by its object.
 */
function leadingSubordinateLength(core: string): number {
  if (hasCyrillic(core) || !/^(?:before|after|once|when|until|till)\s/i.test(core)) return 0;
  const words = wordSpans(core);
  for (let index = 2; index < Math.min(words.length - 1, 9); index++) {
    const word = words[index]?.word ?? '';
    const next = words[index + 1]?.word ?? '';
    if (
      EN_VERBS.has(word) &&
      (EN_DETERMINER.test(next) || /^(?:up|out|off|down|in|over|back|it|them)$/.test(next))
    )
      return words[index]?.start ?? 0;
  }
  return 0;
}

/** Classifies a clause's core (fillers already taken off): an action, a task noun, a statement or nothing. */
function classify(core: string, original: string): { kind: Kind; verbIndex: number } {
  const folded = fold(core).replace(/’/g, "'");
  const words = wordSpans(core);
  if (words.length === 0) return { kind: 'empty', verbIndex: -1 };
  const first = words[0]?.word ?? '';
  const desire = DESIRE_MARKER.test(fold(original));
  // "month end = invoicing day": a definition says how things are.
  if (/^=|\s=\s/.test(core.trim())) return { kind: 'context', verbIndex: -1 };
  // "придумать, что ему подарить": the question is the object of the verb before it.
  if (INDIRECT_QUESTION.test(folded)) return { kind: 'other', verbIndex: -1 };
  // A statement about oneself or the world ("я опять не успеваю", "it's late", "the sink is clogged").
  if (SUBJECT_PRONOUN.test(folded)) {
    const verb = words.slice(1).find((word) => Object.hasOwn(RU_VERB_FORMS, word.word));
    if (!verb || words[0]?.word === 'это') return { kind: 'context', verbIndex: -1 };
  }
  if (hasCyrillic(folded)) {
    for (let index = 0; index < Math.min(words.length, 6); index++) {
      const word = words[index]?.word ?? '';
      const verb = isRuInfinitive(word) || Object.hasOwn(RU_VERB_FORMS, word);
      if (!verb) continue;
      // "у меня есть задача", "направление уже есть": "есть" is "have" / "there is", not "eat" — unless it
      // opens the clause or follows a modal ("надо есть больше овощей").
      if (
        word === 'есть' &&
        (HAVE_OWNER.test(words[index - 1]?.word ?? '') ||
          (index > 0 && !/^(?:надо|нужно|пора|начать|перестать|хочу)$/.test(words[index - 1]?.word ?? '')))
      )
        continue;
      const before = words.slice(Math.max(0, index - 3), index).map((word) => word.word);
      // "не пропустить приём", "не опоздать на поезд": a negated miss is still a task.
      const negated = before.some((word) => NEGATION.has(word)) && !NOT_MISS.test(word);
      const after = words[index + 1]?.word ?? '';
      if (negated || after === 'бы' || NEGATION_AFTER.has(after)) return { kind: 'context', verbIndex: -1 };
      // "возвращаться в рейс совсем не хочется", "идти туда лень": reluctance, not a plan.
      if (RELUCTANCE.test(folded)) return { kind: 'context', verbIndex: -1 };
      if ((desire && FEELING_VERBS.has(word)) || SELF_TALK_VERBS.has(word))
        return { kind: 'context', verbIndex: -1 };
      // "хочется начать всё с чистого листа": an impersonal wish is a mood, whatever its verb.
      if (words.slice(0, index).some((earlier) => /^(?:хочется|хочеться|хотелось)$/.test(earlier.word)))
        return { kind: 'context', verbIndex: -1 };
      // "пытаюсь собрать мысли в кучу", "не понимаю, за что хвататься": a verb in the first person
      // before the infinitive says what one is going through ("собираюсь позвонить" is a plan).
      const going = words
        .slice(0, index)
        .some(
          (earlier) => FIRST_PERSON_PRESENT.test(earlier.word) && !PLAN_VERB_FIRST_PERSON.test(earlier.word),
        );
      if (going) return { kind: 'context', verbIndex: -1 };
      return { kind: 'action', verbIndex: index };
    }
    // "полгода откладываю", "опять не успеваю": a verb in the first person present says how things
    // are, not what to do.
    if (words.some((word) => FIRST_PERSON_PRESENT.test(word.word))) return { kind: 'context', verbIndex: -1 };
    // "врач просил натощак", "Олег обещал прислать…": a person and a past tense, with no infinitive of
    // our own, tell what happened.
    const original = wordSpans(core);
    const reported = words.some(
      (word, index) =>
        index > 0 &&
        RU_PAST.test(word.word) &&
        (RU_PERSON.test(words[index - 1]?.word ?? '') ||
          SPECIALIST.test(words[index - 1]?.word ?? '') ||
          /^\p{Lu}/u.test(core.slice(original[index - 1]?.start ?? 0))),
    );
    if (reported) return { kind: 'context', verbIndex: -1 };
  } else {
    if (ECHO.test(folded)) return { kind: 'context', verbIndex: -1 };
    const base = first.replace(/ing$/, '');
    // "moving day was yesterday", "cleaning the garage is a nightmare": a gerund that is the subject.
    // "eating at my desk again", a bare "hosting": an -ing form that says what is going on.
    const gerundSubject =
      first.endsWith('ing') && (EN_COPULA.test(folded) || /\bagain\b/.test(folded) || words.length === 1);
    if (gerundSubject && words.length === 1) return { kind: 'context', verbIndex: -1 };
    // "Store was packed all day", "Post is late": a word that could be a verb, then a copula, is a noun.
    const nounBeforeCopula = /^(?:is|was|were|are|isn't|wasn't)$/.test(words[1]?.word ?? '');
    if (
      !gerundSubject &&
      !nounBeforeCopula &&
      (EN_VERBS.has(first) || (first.endsWith('ing') && (EN_VERBS.has(base) || EN_VERBS.has(`${base}e`))))
    ) {
      if (
        (desire && FEELING_VERBS.has(first)) ||
        SELF_TALK_VERBS.has(first) ||
        SELF_TALK_PHRASE.test(folded)
      ) {
        return { kind: 'context', verbIndex: -1 };
      }
      return { kind: 'action', verbIndex: 0 };
    }
    if (EN_COPULA.test(folded)) return { kind: 'context', verbIndex: -1 };
    // "dentist called", "my boss said …": a noun and a past tense tell what happened.
    // Adverbs between are skipped ("standup just ended"), and the noun may be a compound ("client call
    // went badly"); "my therapist says …" reports what someone else thinks.
    // Only the determiners before the noun go: "rerun the failed samples" is an imperative's shape.
    const plainWords = words.map((word) => word.word);
    const opening = plainWords.findIndex((word) => !EN_DETERMINER.test(word));
    const imperativeShape = opening >= 0 && EN_DETERMINER.test(plainWords[opening + 1] ?? '');
    const [subject = '', ...rest] = plainWords
      .slice(Math.max(opening, 0))
      .filter((word) => !EN_DETERMINER.test(word) && !EN_ADVERB.test(word));
    const said =
      !imperativeShape &&
      rest
        .slice(0, 3)
        .some(
          (word, index) =>
            EN_IRREGULAR_PAST.has(word) ||
            /^[a-z]{2,}[^e]ed$/.test(word) ||
            (index === 0 && /^(?:says|thinks|reckons|insists)$/.test(word)),
        );
    if (said && !isVerbWord(subject)) return { kind: 'context', verbIndex: -1 };
    // "work out a plan" ("work" alone is too often a noun: "work deadline on thursday").
    if (/^work\s+out\s/.test(folded)) return { kind: 'action', verbIndex: 0 };
    // "(need to) be home for the boiler inspection": being somewhere for something is a task.
    if (/^be\s+(?:home|there|in|around|available|back|at\s+home)\s+\S/.test(folded))
      return { kind: 'action', verbIndex: 0 };
    // "deep clean the kitchen", "spring clean the garage": an adverb before the verb.
    if (/^(?:deep|spring|properly|thoroughly|quickly)$/.test(first) && EN_VERBS.has(words[1]?.word ?? ''))
      return { kind: 'action', verbIndex: 0 };
    // "deep-clean the oven", "spring-clean the shed".
    if (/^(?:deep|spring)-([a-z]+)$/.test(first) && EN_VERBS.has(first.split('-')[1] ?? ''))
      return { kind: 'action', verbIndex: 0 };
    // A verb the lexicon does not know, recognised by the imperative's shape: a plain word, then a
    // determiner ("dispute the double charge", "repot my lemon tree").
    if (isUnknownImperative(words.map((word) => word.word))) return { kind: 'action', verbIndex: 0 };
  }
  const plain = words.map((word) => word.word);
  if (plain.some((word) => /^(?:не|нет|not|no|isn't|isnt|aren't|wasn't|won't|can't|cannot)$/.test(word))) {
    // "Маша опять не сделала проект", "he didn't pay": what someone else has not done is context.
    const pastVerb = plain.some(
      (word) =>
        /^[а-яё]{2,}[аеиоуыяё](?:л|ла|ли|ло)(?:сь|ся)?$/.test(word) || /^(?:didn't|didnt)$/.test(word),
    );
    return { kind: pastVerb ? 'context' : 'other', verbIndex: -1 };
  }
  // "Before Thursday's tutoring session with Anna, mark her essay": the event is when, not a task
  // ("before that," points back to a task and is read as such).
  if (
    /^(?:before|after|until|till|ahead\s+of|перед|после)\s/.test(folded) &&
    !EN_VERBS.has(plain[1] ?? '') &&
    !ANAPHORA.test(folded)
  )
    return { kind: 'context', verbIndex: -1 };
  // "колено опять ноет после пробежки", "my back hurts": a symptom is how one feels.
  if (plain.some((word) => SYMPTOM_VERB.test(word))) return { kind: 'context', verbIndex: -1 };
  // "скоро экзамен на права, а я…", "soon the exam": an event coming up is news, not a task.
  if (/^(?:скоро|soon)$/.test(plain[0] ?? '')) return { kind: 'context', verbIndex: -1 };
  if (isTaskNoun(plain)) return { kind: 'noun', verbIndex: -1 };
  return { kind: 'other', verbIndex: -1 };
}

/** Analyses one clause: its dates, cues, the core left for a title, and what it is. */
function analyseClause(
  clause: { text: string; separator: Separator },
  clock: LocalClock,
  today: Day,
): Clause {
  const { text } = clause;
  const reading = findDates(text, clock, today);
  const folded = fold(text);
  const cues = findCues(folded);
  const stripped = blank(blank(text, reading.spans), cues);
  const timeOfDay = [...fold(stripped).matchAll(TIME_OF_DAY_WORDS)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const withoutDates = tidy(
    blank(blank(stripped, timeOfDay), bareHours(stripped))
      .replace(REASON_CLAUSE, '')
      // "до завтра же забрать": the particle is left once its date is gone.
      .replace(/(?<![\p{L}])же(?![\p{L}])/gu, ' ')
      // "today is the last day to submit my claim" → "submit my claim" (the date is read already).
      .replace(LAST_DAY_TO, ''),
  );
  const anaphora =
    ANAPHORA.test(fold(withoutDates)) || /(?:^|\s)(?:before|by)\s+then[.!]*\s*$/.test(fold(withoutDates));
  const lead = leadingFillerLength(fold(withoutDates));
  let core = withoutDates.slice(lead);
  core = core.slice(0, core.length - trailingFillerLength(fold(core)));
  const dangling = /\s+(?:в|во|к|ко|до|на|с|со|by|on|at|before|b4|until|till|for|in|the)$/.exec(fold(core));
  core = tidy(dangling ? core.slice(0, dangling.index) : core);
  core = tidy(core.slice(leadingSubordinateLength(core)));
  const undone = undoneToTask(core);
  if (undone !== null) core = tidy(undone);
  const needed = hasCyrillic(core) ? null : needsDoingToTask(core);
  if (needed !== null) core = tidy(needed);
  const event = haveEventToTask(core) ?? leadingEventToTask(core);
  if (event !== null) core = tidy(event);
  // "the client wants the revised mockups by tomorrow noon": a dated request is the thing to deliver.
  const requested = reading.dates.some((date) => date.rank >= 1) ? requestToTask(core) : null;
  if (requested !== null) core = tidy(requested);
  const classified = requested !== null ? { kind: 'noun' as Kind, verbIndex: -1 } : classify(core, text);
  const { verbIndex } = classified;
  let kind: Kind =
    classified.kind === 'context' &&
    (cues.length > 0 || reading.dates.length > 0) &&
    EMPTY_STATEMENT.test(fold(core))
      ? 'empty'
      : classified.kind;
  // "don't forget the parent-teacher conference": a thing to remember is a task — but not a birthday,
  // which is the occasion for one ("dont forget mom's bday - get flowers").
  if (kind === 'other' && REMINDER.test(folded.replace(/’/g, "'")) && !OCCASION.test(fold(core)))
    kind = 'noun';
  // "надо в банк", "потом в аптеку": a trip written without its verb (makeTitle adds "сходить").
  if (
    kind === 'other' &&
    /^(?:в|во|к|ко)\s+[а-яё]/.test(fold(core)) &&
    (MODAL.test(folded) || clause.separator === 'then')
  ) {
    kind = 'action';
  }
  const best = reading.dates.find((date) => date.rank >= 0);
  const clockOnly = reading.dates.find((date) => date.rank < 0);
  const named = (match: DateMatch | undefined): NamedDate | undefined =>
    match ? { day: match.date, text: tidy(text.slice(match.start, match.end)), rank: match.rank } : undefined;
  // Where the action starts in the original text: dates and cues before it lead the clause.
  const verbWord = verbIndex >= 0 ? (wordSpans(core)[verbIndex]?.word ?? '') : '';
  const actionAt =
    verbWord !== ''
      ? indexOfWord(folded, verbWord)
      : kind === 'noun'
        ? firstContentIndex(text, reading.spans, cues)
        : text.length;
  const priority = strongestCue(cues) ?? undefined;
  return {
    text,
    separator: clause.separator,
    kind,
    core,
    date: named(best),
    clockDate: named(clockOnly),
    dateLeads:
      best !== undefined &&
      (kind === 'other' || kind === 'context' || kind === 'empty' || best.start < actionAt),
    cueLeads:
      cues.length > 0 && (kind !== 'action' && kind !== 'noun' ? true : (cues[0]?.start ?? 0) < actionAt),
    priority,
    anaphora,
    undone: undone !== null,
  };
}

/**
 * "в 10 планёрка", "в 18 забрать", "к 10 к врачу": an hour written without minutes, dropped from the
 * title when the next word is an action, a task noun, a preposition or nothing ("в 2 компании" stays).
 */
function bareHours(text: string): { start: number; end: number }[] {
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
function indexOfWord(folded: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').exec(
    folded.replace(/’/g, "'"),
  );
  return match ? match.index : folded.length;
}

/** Index of the first character of a clause that is neither a date nor a cue nor a space. */
function firstContentIndex(
  text: string,
  spans: readonly { start: number; end: number }[],
  cues: readonly { start: number; end: number }[],
): number {
  const blanked = blank(blank(text, spans), cues);
  const index = blanked.search(/[\p{L}\p{N}]/u);
  return index < 0 ? text.length : index;
}

/** A title from a clause core: verb forms turned into the infinitive, verb first, capitalised, ≤ 100 characters. */
/** A capitalised Russian adjective opening a sentence ("Газовую колонку …"): never a name. */
const RU_ADJECTIVE = /^\p{Lu}[а-яё]+(?:ую|ый|ий|ая|яя|ое|ее|ые|ие|ой)$/u;
/** "приходит электрик менять проводку": someone comes to do it, the sentence stays as written. */
const ARRIVAL = /^(?:приходит|придет|приедет|придут|приедут|зайдет|заедет|прилетает|приезжает)$/;

/** Modal words left behind when a Russian infinitive moves to the front of a title. */
const HEAD_MODAL = /^(?:надо|нужно|пора|необходимо|тоже|также|уже)$/;

/** A capitalised word the category lexicon knows ("Машину", "Шторы"): a common noun, not a name. */
function isCommonNoun(word: string): boolean {
  return /^\p{Lu}\p{Ll}/u.test(word) && Object.values(categoryScores(word)).some((score) => score > 0);
}

function makeTitle(core: string): string {
  let words = core.split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const firstFolded = fold(words[0] ?? '');
  const infinitive = RU_VERB_FORMS[firstFolded];
  if (infinitive !== undefined && Object.hasOwn(RU_VERB_FORMS, firstFolded)) words[0] = infinitive;
  // Russian object-first order ("маме позвонить", "к приходу гостей убраться") → verb first, unless a
  // finite verb comes before it ("мама просила позвонить ей" stays as written).
  const infinitiveAt = words.findIndex(
    (word, index) => index <= 4 && isRuInfinitive(fold(word).replace(/[^\p{L}]+$/u, '')),
  );
  if (
    hasCyrillic(core) &&
    infinitiveAt > 0 &&
    !isVerbWord(fold(words[0] ?? '').replace(/[^\p{L}\p{N}]+$/u, ''))
  ) {
    const head = words.slice(0, infinitiveAt).map(fold);
    // "Гантели пора заказать": with a modal before the infinitive, a word ending like a past tense
    // ("гантели", "ели") is its object, not a verb.
    const modal = head.some((word) => HEAD_MODAL.test(word) && word !== 'уже' && !/же$/.test(word));
    if (!head.some((word) => word === 'не' || ARRIVAL.test(word) || (!modal && FINITE_VERB.test(word)))) {
      // "Гантели тоже пора заказать" → "Заказать гантели": the modal words go, and a common noun that
      // opened the sentence loses its capital (a name, "Маше позвонить", keeps it).
      const moved = words
        .slice(0, infinitiveAt)
        .filter((word) => !HEAD_MODAL.test(fold(word)))
        .map((word, index) =>
          index === 0 && (isCommonNoun(word) || RU_ADJECTIVE.test(word)) ? word.toLowerCase() : word,
        );
      words = [words[infinitiveAt] ?? '', ...moved, ...words.slice(infinitiveAt + 1)];
    }
  }
  // "к врачу" → "Сходить к врачу", "в банк" → "Сходить в банк", "на маникюр" → "Сходить на маникюр":
  // a visit written without its verb.
  if (infinitiveAt < 0 && /^(?:к|ко|в|во|на)$/i.test(words[0] ?? '') && hasCyrillic(core))
    words = ['сходить', ...words];
  // "the parent-teacher conference" → "Parent-teacher conference".
  if (words.length > 1 && /^(?:the|a|an)$/i.test(words[0] ?? '')) words = words.slice(1);
  const title = capitalise(tidy(words.join(' ').replace(/\bin order to\b/gi, 'to')));
  return cutText(title, AI_TITLE_MAX_LENGTH);
}

function mergeFlow(base: Flow, extra: Flow | undefined): Flow {
  if (!extra) return base;
  return {
    date: extra.date ?? base.date,
    priority: extra.priority ?? base.priority,
    topic: [base.topic, extra.topic].filter(Boolean).join(' ') || undefined,
    note: extra.note ?? base.note,
    listItem: extra.listItem ?? base.listItem,
    antecedentDate: extra.antecedentDate ?? base.antecedentDate,
    subject: extra.subject ?? base.subject,
  };
}

/** "the bathroom grout is gross", "grandma's wifi is down": the noun phrase a statement is about. */
function statementSubject(core: string): string | undefined {
  const match =
    /^(.+?)\s+(?:is|are|was|were|looks|seems|feels|smells|sounds|stinks|keeps|turns)\s/i.exec(
      core.replace(/’/g, "'"),
    ) ?? BROKEN_THING.exec(fold(core).replace(/’/g, "'"));
  const subject = match?.[1]?.trim();
  if (!subject || subject.split(/\s+/).length > 4) return undefined;
  if (
    SUBJECT_PRONOUN.test(fold(subject)) ||
    /^(?:everything|nothing|something|everyone|nobody|what)\b/i.test(subject)
  )
    return undefined;
  return subject;
}

/** "the garbage disposal jammed again", "стиралка опять сломалась": a thing that broke. */
const BROKEN_THING =
  /^(.+?)\s+(?:(?:just|already|finally|again|опять|снова|совсем)\s+)?(?:broke|died|jammed|stopped|leaked|leaks|cracked|clogged|flooded|won't|doesn't|isn't|сломал(?:ся|ась|ось|ись)|потек(?:ла|ло|ли)?|течет|протекает|засорил(?:ся|ась|ось|ись)|не\s+работает|барахлит)(?![\p{L}])/u;
/** A repair person one calls in ("call the handyman", "вызвать мастера"). */
const REPAIR_CALL =
  /^(?:call|get|book|ring|phone|text|email|вызвать|позвонить|найти|пригласить)\s+(?:(?:the|a|our|my)\s+)?(?:handym[ae]n|plumber|electrician|repair\s*(?:guy|man|person|service)|technician|engineer|locksmith|мастер[ау]?|сантехник[ау]?|электрик[ау]?|слесар[юья])(?:\s+(?:out|over|in|round))?$/u;

/** A repair booked without saying what for ("book a repair", "schedule a service"). */
const REPAIR_BOOKING = /^(?:book|arrange|schedule|get|order)\s+(?:a\s+)?(?:repair|service|repairman|fix)$/;

/** "scrub it" after "the bathroom grout is gross" → "scrub the bathroom grout" (English, the first "it"/"them"). */
function resolvePronoun(title: string, subject: string | undefined, note?: string): string {
  // "garbage disposal jammed again, call the handyman": the call is about the thing that broke.
  const broken = subject ?? (note ? BROKEN_THING.exec(fold(note))?.[1] : undefined);
  if (broken && REPAIR_CALL.test(fold(title))) {
    const thing = fold(broken).replace(/^(?:the|my|our|a)\s+/, '');
    return hasCyrillic(title) ? `${title} — ${thing}` : `${title} about the ${thing}`;
  }
  // "the dishwasher is leaking again, book a repair" → "Book a repair for the dishwasher".
  if (subject && !hasCyrillic(title) && REPAIR_BOOKING.test(fold(title)))
    return `${title} for the ${fold(subject).replace(/^(?:the|my|our|a)\s+/, '')}`;
  // "need a new shower curtain too, order one": "one" is the thing just named.
  const thing = note?.replace(/\s+(?:too|as\s+well|also)$/i, '');
  if (thing && !hasCyrillic(title) && /^(?:an?|some)\s/i.test(thing) && /^\S+\s+one$/i.test(title))
    return title.replace(/one$/i, thing);
  if (!subject || hasCyrillic(title)) return title;
  // "Aunt Rosa turns 70 on Friday, call her" → "Call Aunt Rosa".
  if (/\p{Lu}/u.test(subject) && !/^(?:the|my|our|a|an)\s/i.test(subject))
    return title.replace(/(?<=\s)(?:her|him)(?![\p{L}'])/u, subject);
  return title.replace(
    /(?<=\s)(?:it|them)(?![\p{L}'])/u,
    subject.replace(/^(?:The|My|Our|A|An)\s/, (word) => word.toLowerCase()),
  );
}

/**
 * The tasks of a sentence part without "X:" or "X — Y": clauses classified, verbless clauses joined to
 * the task before them, dates and cues that come before an action carried to the clauses after it
 * (until "а ещё" / "also" / "но" / "but"), anaphora ("к нему") taking the previous task's date.
 */
function readClauses(text: string, outer: Flow, clock: LocalClock, today: Day): Reading {
  const raw = joinLoneAnaphora(splitClauses(text).flatMap(splitRunOnInfinitives).flatMap(splitSoImperative));
  const clauses = raw.map((clause) => analyseClause(clause, clock, today));
  // In a list ("1. отчёт 2. письмо партнёрам", "- паспорт") an item is a task even without a verb.
  // After "X:" every item counts, unless it continues an action's object ("купить молоко, хлеб").
  clauses.forEach((clause, index) => {
    const afterAction = index > 0 && clauses[index - 1]?.kind === 'action' && clause.separator !== 'then';
    if (
      clause.kind === 'other' &&
      (clause.separator === 'item' || (outer.listItem && (index === 0 || !afterAction)))
    ) {
      clause.kind = 'noun';
    }
  });
  // Join verbless continuations to the task before them ("купить молоко и хлеб", "a phone charger and a case").
  const merged: Clause[] = [];
  for (const clause of clauses) {
    const last = merged.at(-1);
    const continues =
      last !== undefined &&
      last.kind === 'action' &&
      clause.kind === 'other' &&
      (clause.separator === 'and' || clause.separator === 'comma') &&
      clause.date === undefined &&
      clause.priority === undefined &&
      !(clause.separator === 'comma' && OWN_SUBJECT.test(fold(clause.text.trim()).replace(/’/g, "'")));
    if (continues) {
      const joiner = clause.separator === 'and' ? (hasCyrillic(clause.text) ? ' и ' : ' and ') : ', ';
      merged[merged.length - 1] = {
        ...last,
        core: `${last.core}${joiner}${clause.core}`,
        text: `${last.text}${joiner}${clause.text}`,
      };
      continue;
    }
    // A clause that only says when or how urgent ("…, в пятницу", "…, super urgent", "…, дедлайн в пятницу")
    // belongs to the task before it.
    const onlyWhen =
      clause.kind === 'empty' ||
      (clause.kind === 'other' && clause.date !== undefined && DEADLINE_WORD.test(fold(clause.core)));
    if (last !== undefined && (last.kind === 'action' || last.kind === 'noun') && onlyWhen) {
      merged[merged.length - 1] = {
        ...last,
        date: last.date ?? clause.date,
        priority: clause.priority ?? last.priority,
        clockDate: last.clockDate ?? clause.clockDate,
      };
      continue;
    }
    merged.push(clause);
  }

  const tasks: Found[] = [];
  let flow: Flow = { ...outer };
  let lonely: Flow | undefined;
  let previous: Found | undefined;
  for (const [index, clause] of merged.entries()) {
    // "…, and I need to book a flu shot": a new subject with a modal starts a new thought, like "also".
    if (
      clause.separator === 'also' ||
      clause.separator === 'but' ||
      (clause.separator !== 'start' &&
        previous !== undefined &&
        NEW_THOUGHT.test(fold(clause.text).replace(/’/g, "'")))
    )
      flow = { ...outer };
    if (clause.kind !== 'action' && clause.kind !== 'noun') {
      // Context: its date and cue go to the tasks after it in this sentence; a date said right after a
      // task ("get a card for dad, his bday is next sunday") also dates that task.
      // Only a statement that opens the sentence dates what follows ("15 декабря день рождения Лены, …");
      // one in the middle ("…, work deadline on thursday, …") is about its own subject.
      if (clause.date && clause.dateLeads && index === 0) flow = { ...flow, date: clause.date };
      if (clause.priority && clause.cueLeads) flow = { ...flow, priority: clause.priority };
      // "pay the water bill, it's overdue, urgent": a cue said alone after a task is that task's.
      if (
        clause.kind === 'empty' &&
        clause.priority &&
        !clause.date &&
        previous &&
        previous.priority === undefined
      )
        previous.priority = clause.priority;
      if (clause.date && previous && previous.date === undefined && clause.date.rank >= 1)
        previous.date = clause.date;
      const note =
        clause.kind === 'other' && clause.core !== '' && clause.core.length <= 60 ? clause.core : undefined;
      if (note) flow = { ...flow, note };
      const subject =
        clause.kind === 'context' || clause.kind === 'other' ? statementSubject(clause.core) : undefined;
      if (subject) {
        flow = { ...flow, subject };
        lonely = mergeFlow(lonely ?? {}, { subject });
      }
      if (clause.date || clause.priority || note) {
        lonely = mergeFlow(lonely ?? {}, { date: clause.date, priority: clause.priority, note });
      }
      continue;
    }
    // "check in with Tess, haven't talked in ages": what has not been done, said after a task, is its reason.
    if (previous && clause.separator === 'comma' && clause.undone && !/\s/.test(clause.core.trim())) continue;
    // "доделать фотокнигу для бабушки, хочу подарить на нг": a wish after a task is its reason.
    if (previous && clause.separator === 'comma' && WISH_REASON.test(fold(clause.text))) continue;
    let title = resolvePronoun(makeTitle(clause.core), flow.subject, flow.note);
    if (title === '') continue;
    // A bare verb ("поздравить", "go over") says little: the event said before it completes it.
    if (flow.note && ((!/\s/.test(title) && isVerbWord(fold(title))) || MOTION_ONLY.test(title))) {
      title = cutText(`${title} — ${flow.note}`, AI_TITLE_MAX_LENGTH);
    }
    // "вечером" names a time of day: with a day already said ("завтра утром …, а вечером …") that day counts.
    const dayBefore = flow.date ?? previous?.date;
    const own = clause.date && clause.date.rank === 0 && dayBefore ? dayBefore : clause.date;
    const antecedent = previous ? previous.date : flow.antecedentDate;
    const undated = UNDATED.test(fold(clause.text));
    const date = undated
      ? own
      : (own ?? (clause.anaphora ? antecedent : undefined) ?? flow.date ?? clause.clockDate);
    const priority = clause.priority ?? flow.priority;
    // A pronoun ("согласовать его") or a title with no category words of its own ("подготовиться") takes
    // the category of the task before it in the sentence.
    // A pronoun beside an object of its own ("починить им забор", "take them to the vet") does not.
    const refersTo =
      previous !== undefined &&
      ((OBJECT_PRONOUN.test(fold(title)) && !namesObject(title)) || isUncategorised(title))
        ? previous
        : undefined;
    const found: Found = {
      title,
      source: clause.text.trim(),
      date,
      priority,
      topic: flow.topic,
      refersTo,
      event: clause.kind === 'noun',
      undone: clause.undone,
    };
    // "go over on tuesday and fix it": the trip is the way to the task after it, which takes its date.
    const last = tasks.at(-1);
    if (last && MOTION_ONLY.test(last.title) && clause.separator === 'and') {
      tasks.pop();
      found.date ??= last.date;
    }
    // "take my blood pressure and log it", "распечатать договор и подписать его": a verb on the same
    // thing right after "and" finishes the task before it.
    if (
      last &&
      (clause.separator === 'and' || clause.separator === 'comma') &&
      (FOLLOW_UP.test(fold(title)) ||
        PLACE_FOLLOW_UP.test(fold(title)) ||
        (clause.separator === 'comma' && NOT_MISS_ALONE.test(fold(title))) ||
        (clause.separator === 'comma' && CALL_TASK.test(last.title) && CALL_PURPOSE.test(fold(title))))
    ) {
      last.date ??= found.date;
      continue;
    }
    tasks.push(found);
    previous = found;
    if (clause.date && clause.dateLeads) flow = { ...flow, date: clause.date };
    if (clause.priority && clause.cueLeads) flow = { ...flow, priority: clause.priority };
  }
  return tasks.length > 0 ? { tasks } : { tasks, lonely };
}

/** Splits "X — Y" parts; a part without a task passes its date and cue to the next part (or the last task). */
function readParts(text: string, outer: Flow, clock: LocalClock, today: Day): Reading {
  const parts = text.split(/\s+[—–-]+\s+/);
  const tasks: Found[] = [];
  let pending: Flow | undefined;
  let lastTasks: Found[] = [];
  for (const part of parts) {
    const reading = readClauses(part, mergeFlow(outer, pending), clock, today);
    if (reading.tasks.length > 0) {
      tasks.push(...reading.tasks);
      lastTasks = reading.tasks;
      // "Q1 planning session on Thursday - prepare the slides": getting ready for a dated event is due then.
      const event = reading.tasks.length === 1 && reading.tasks[0]?.event ? reading.tasks[0] : undefined;
      pending = event?.date ? { date: event.date } : undefined;
    } else if (reading.lonely) {
      pending = mergeFlow(pending ?? {}, reading.lonely);
    }
  }
  if (pending && lastTasks.length > 0) applyMissing(lastTasks, pending);
  return tasks.length > 0 ? { tasks } : { tasks, lonely: pending };
}

function applyMissing(tasks: Found[], flow: Flow): void {
  for (const task of tasks) {
    task.date ??= flow.date;
    if (flow.priority !== undefined && task.priority === undefined) task.priority = flow.priority;
  }
}

/** What a header ("Завтра", "важно", "Groceries", "ремонт") says. */
interface Header {
  flow: Flow;
  /** A shopping list header: the items after it are one purchase. */
  shopping: boolean;
  /** The header is itself an action ("купить продукты", "позвонить"). */
  action: boolean;
  /** An action with a generic object ("сделать три вещи"): context, not a task. */
  generic: boolean;
  core: string;
}

function readHeader(head: string, clock: LocalClock, today: Day): Header {
  const clause = analyseClause({ text: head, separator: 'start' }, clock, today);
  const core = fold(clause.core);
  const shopping =
    SHOPPING_LIST_WORDS.has(core) ||
    (clause.kind === 'action' &&
      /^(?:купить|докупить|заказать|buy|order|get)(?:\s|$)/.test(core) &&
      core.split(' ').length <= 3);
  return {
    flow: { date: clause.date, priority: clause.priority, topic: clause.core || undefined },
    shopping,
    action: clause.kind === 'action',
    generic: GENERIC_OBJECT.test(` ${core} `),
    core: clause.core,
  };
}

/** One shopping task from a list ("купить: яйца, сыр" → "Купить яйца, сыр"; "Groceries: eggs" → "Buy groceries: eggs"). */
function shoppingTask(
  header: Header,
  items: readonly string[],
  source: string,
  flow: Flow,
  fallback: TaskLanguage,
): Found | null {
  const list = items
    .map((item) => tidy(item))
    .filter(Boolean)
    .join(', ');
  if (list === '') return null;
  const language = languageOf(`${header.core} ${list}`, fallback);
  const head = fold(header.core);
  let title: string;
  if (/^(?:купить|докупить|заказать|buy|order|get)$/.test(head)) title = `${header.core} ${list}`;
  else if (header.action) title = `${header.core}: ${list}`;
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

/** Reads one sentence, with an inline "X: rest" header when it has one. */
function readSentence(
  sentence: string,
  outer: Flow,
  clock: LocalClock,
  today: Day,
  fallback: TaskLanguage,
): Reading {
  const inline = /^([^:]{1,60}?)(?<=[\p{L})!.])\s*:(?!\d)\s*(.+)$/u.exec(sentence);
  // "call the bank re: mortgage": "re:" is "about", not a header.
  const about = /(?:^|\s)re$/i.test((inline?.[1] ?? '').trim());
  if (inline && !about && (inline[1] ?? '').trim().split(/\s+/).length <= 6) {
    const head = readHeader(inline[1] ?? '', clock, today);
    const rest = inline[2] ?? '';
    const flow = mergeFlow(outer, head.flow);
    // A shopping or action header takes a list of objects ("купить: яйца, сыр"); any other header a list
    // of items, each a task even without a verb ("пятница: созвон, ревью кода").
    const objectList = head.shopping || (head.action && !head.generic);
    const reading = readParts(rest, objectList ? flow : { ...flow, listItem: true }, clock, today);
    // Under a shopping header a verbless item that reads like a chore or a visit ("laundry detergent",
    // "зубную пасту") is still a thing to buy; only an item with its own verb is a task of its own.
    // Under an action header ("распланировать выходные: театры, поездки, гости") too: events named in
    // the list are what the action is about.
    const restHasTasks =
      head.shopping || (head.action && !head.generic)
        ? reading.tasks.some((task) => !task.event)
        : reading.tasks.length > 0;
    if (head.shopping && !restHasTasks) {
      const task = shoppingTask(
        head,
        splitClauses(rest).map((clause) => clause.text),
        sentence,
        flow,
        fallback,
      );
      return { tasks: task ? [task] : [] };
    }
    // "Купить: молоко, потом позвонить маме", "Groceries: eggs, then call mom": the purchase takes the
    // items before the next verb.
    if (head.shopping && restHasTasks) {
      const buy = head.action ? head.core : languageOf(rest, fallback) === 'ru' ? 'Купить' : 'Buy';
      const joined = readParts(`${buy} ${rest}`, flow, clock, today);
      if (joined.tasks.length > reading.tasks.length) return joined;
    }
    if (head.action && !head.generic && !restHasTasks) {
      const title = cutText(capitalise(tidy(`${makeTitle(head.core)}: ${rest}`)), AI_TITLE_MAX_LENGTH);
      return {
        tasks: [{ title, source: sentence, date: flow.date, priority: flow.priority, topic: flow.topic }],
      };
    }
    if (restHasTasks || !head.action)
      return restHasTasks ? reading : { tasks: [], lonely: reading.lonely ?? head.flow };
  }
  return readParts(sentence, outer, clock, today);
}

/** Reads one line (sentences in order; a sentence that only says when or how urgent applies to its neighbour). */
function readLine(line: string, outer: Flow, clock: LocalClock, today: Day, fallback: TaskLanguage): Found[] {
  const sentences = splitSentences(line);
  const tasks: Found[] = [];
  let carry: Flow | undefined;
  let lastTasks: Found[] = [];
  sentences.forEach((sentence, index) => {
    // "Client call on Friday. Before that, finish the mockups": the pronoun reaches the sentence before.
    const antecedentDate = index > 0 ? lastTasks.at(-1)?.date : undefined;
    // A bullet makes its first sentence a task even without a verb; what follows it ("… в ноябре. стыдно")
    // is read like any sentence.
    const base = index > 0 && tasks.length > 0 ? { ...outer, listItem: undefined } : outer;
    const flow = mergeFlow(base, { ...carry, antecedentDate });
    const reading = readSentence(sentence, flow, clock, today, fallback);
    carry = undefined;
    if (reading.tasks.length > 0) {
      tasks.push(...reading.tasks);
      lastTasks = reading.tasks;
      return;
    }
    if (!reading.lonely) return;
    const last = index === sentences.length - 1;
    if (isBareSentence(sentence, clock, today)) {
      if (!last) carry = reading.lonely;
      else applyMissing(lastTasks, reading.lonely);
      return;
    }
    // A statement about a coming day ("Taxes due April 15.", "Завтра у Саши утренник.") dates the tasks
    // of the next sentence; "today" in a statement is usually a feeling ("so tired today"), so it does not.
    const date = reading.lonely.date;
    const dueWord = /(?<![a-zа-яё])(?:due|deadline|expires?|дедлайн|срок|сдача|истекает)(?![a-zа-яё])/.test(
      fold(sentence),
    );
    // "this week flew by": a statement in the past tense tells what happened, and dates nothing.
    // "Совсем зашиваюсь перед Новым годом", "I'm swamped before the holidays": how one feels about a
    // date does not date the next sentence.
    const feeling = wordsOf(sentence).some(
      (word, index, words) =>
        FIRST_PERSON_PRESENT.test(word) ||
        word === "i'm" ||
        (word === 'i' && /^(?:am|feel)$/.test(words[index + 1] ?? '')),
    );
    if (
      !last &&
      date &&
      !feeling &&
      (isoDate(date.day) > isoDate(today) || dueWord) &&
      !isPastStatement(sentence, date.text)
    )
      carry = { date };
  });
  return tasks;
}

/** True when the date is the subject of a past tense ("this week flew by", "неделя пролетела"). */
function isPastStatement(sentence: string, dateText: string): boolean {
  const words = wordsOf(sentence);
  const dateWords = wordsOf(dateText);
  const at = words.findIndex((_, index) => dateWords.every((word, offset) => words[index + offset] === word));
  const next = at < 0 ? '' : (words[at + dateWords.length] ?? '');
  return EN_IRREGULAR_PAST.has(next) || /^[a-z]{2,}[^e]ed$/.test(next) || RU_PAST.test(next);
}

/** True when a sentence says nothing but a date or a cue ("Срочно!", "Завтра.", "urgent!!"). */
function isBareSentence(sentence: string, clock: LocalClock, today: Day): boolean {
  return analyseClause({ text: sentence, separator: 'start' }, clock, today).kind === 'empty';
}

/** The tasks found in a brain dump, in order, before their fields are filled in. */
function findTasks(text: string, clock: LocalClock, today: Day, fallback: TaskLanguage): Found[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .split('\n');
  const tasks: Found[] = [];
  let block: Flow = {};
  let list: { header: Header; items: string[]; source: string } | undefined;
  const flushList = () => {
    if (list) {
      const task = shoppingTask(list.header, list.items, list.source, block, fallback);
      if (task) tasks.push(task);
    }
    list = undefined;
  };
  for (const rawLine of lines) {
    // "вывезти диван (или отдать через авито)": an alternative in brackets is no task of its own.
    const line = rawLine.replace(BULLET, '').replace(ALTERNATIVE, '').trim();
    const listItem = BULLET.test(rawLine);
    if (!/[\p{L}\p{N}]/u.test(line)) {
      flushList();
      block = {};
      continue;
    }
    const header = /^([^:]{1,60}?)\s*:\s*$/.exec(line);
    // "Завтра:", "Groceries:", "by the end of the month i need to:" (a date may make it longer).
    const headerWords = (header?.[1] ?? '').trim().split(/\s+/).length;
    if (
      header &&
      (headerWords <= 6 ||
        (headerWords <= 12 && findDates(header[1] ?? '', clock, today).dates.some((date) => date.rank >= 0)))
    ) {
      flushList();
      const read = readHeader(header[1] ?? '', clock, today);
      block = read.flow;
      if (read.shopping) list = { header: read, items: [], source: line };
      continue;
    }
    if (list) {
      const clause = analyseClause({ text: line, separator: 'start' }, clock, today);
      if (clause.kind === 'other' || clause.kind === 'noun') {
        list.items.push(line);
        list.source += `\n${line}`;
        continue;
      }
      flushList();
    }
    tasks.push(...readLine(line, listItem ? { ...block, listItem } : block, clock, today, fallback));
  }
  flushList();
  return tasks;
}

function isUncategorised(title: string): boolean {
  return Object.values(categoryScores(title)).every((score) => score === 0);
}

/** Category words adding up to this name an object ("забор", "vet"): more than a verb weighs. */
const OBJECT_WEIGHT = 3;

function namesObject(title: string): boolean {
  return Object.values(categoryScores(title)).some((score) => score >= OBJECT_WEIGHT);
}

/** Characters of a task's sentence and header used to help categorise it. */
const CONTEXT_MAX_LENGTH = 300;

/** Fills in a found task's fields. */
function toSuggestedTask(
  found: Found,
  clock: LocalClock,
  fallback: TaskLanguage,
  referred: AiTaskCategory | undefined,
): RawSuggestedTask {
  const language = languageOf(found.title, fallback);
  const priority = found.priority ?? 'low';
  const category =
    (isPurchase(found.title) ? undefined : referred) ??
    // The context is bounded: scoring is per word and stem, and a 10,000-character run-on is no better a hint.
    categorise(
      found.title,
      cutText([found.topic, found.source].filter(Boolean).join(' '), CONTEXT_MAX_LENGTH),
    );
  const minutes = estimateMinutes(found.title, found.source);
  const steps = microSteps(found.title, language);
  const tags = [kindTag(found.title, language), category];
  if (priority === 'high') tags.push(language === 'ru' ? 'срочно' : 'urgent');
  return {
    title: found.title,
    description: cutText(found.source.replace(/\s+/g, ' ').trim(), AI_DESCRIPTION_MAX_LENGTH),
    priority,
    deadline_text: found.date
      ? cutText(found.date.text, 50)
      : language === 'ru'
        ? 'без срока'
        : 'no deadline',
    deadline_date: found.date ? endOfDayIso(found.date.day, clock) : null,
    category,
    estimated_time: formatMinutes(minutes, language),
    subtasks: steps.map((step) => ({
      title: step.title,
      estimated_time: formatMinutes(step.minutes, language),
      order: step.order,
    })),
    tags: [...new Set(tags)].slice(0, 5),
  };
}

/**
 * Turns free-form thoughts into at most eight small tasks (spec §3 AI-suggested task fields).
 * Pure and deterministic: the time comes from `clock`; relative dates are read in the user's zone.
 */
const PRIORITY_RANK: Readonly<Record<PriorityWord, number>> = { low: 0, medium: 1, high: 2 };
const ARTICLE = /^(?:the|a|an|my|our|your|his|her|their|its|ей|ему|им|ему|мне|себе)$/;

/** A task's verb and the first word of its object ("выставить счёт", "finish hat"), or null when too short to tell. */
function repeatKey(title: string): string | null {
  const words = fold(title)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !ARTICLE.test(word));
  const [verb = '', object = ''] = words;
  return isVerbWord(verb) && object.length >= 3 ? `${verb} ${object}` : null;
}

/**
 * A task first lamented as not done and then said as a task ("я так и не выставила счёт … срочно
 * выставить счёт ООО «Ромашка» к пятнице", "I haven't finished the hat … - finish the hat by tuesday") is
 * one task: the first keeps its place and title and takes the later one's date and stronger priority.
 * Two tasks said as tasks stay two ("позвонить клиенту Иванову", "позвонить клиенту Петрову").
 */
function mergeRepeats(found: readonly Found[]): Found[] {
  const kept: Found[] = [];
  const byKey = new Map<string, Found>();
  for (const task of found) {
    const key = repeatKey(task.title);
    const earlier = key === null ? undefined : byKey.get(key);
    if (!earlier || !(earlier.undone || task.undone)) {
      if (key !== null) byKey.set(key, task);
      kept.push(task);
      continue;
    }
    earlier.date ??= task.date;
    if (task.priority && PRIORITY_RANK[task.priority] > PRIORITY_RANK[earlier.priority ?? 'low'])
      earlier.priority = task.priority;
  }
  return kept;
}

export function extractTasks(text: string, clock: LocalClock, language?: 'ru' | 'en'): RawSuggestedTask[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const fallback: TaskLanguage = language ?? (hasCyrillic(text) ? 'ru' : 'en');
  const today = localToday(clock);
  const seen = new Set<string>();
  const tasks: RawSuggestedTask[] = [];
  const categories = new Map<Found, AiTaskCategory>();
  for (const found of mergeRepeats(findTasks(text, clock, today, fallback))) {
    const key = fold(found.title);
    if (seen.has(key)) continue;
    seen.add(key);
    const task = toSuggestedTask(found, clock, fallback, found.refersTo && categories.get(found.refersTo));
    categories.set(found, task.category);
    tasks.push(task);
    if (tasks.length === AI_TASKS_KEPT) break;
  }
  return tasks;
}
