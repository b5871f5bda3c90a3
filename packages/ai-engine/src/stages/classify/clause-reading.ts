// Stage classify, the clause-kind reading's ground: what the rules read of a clause (`readClause`, worked
// out once), the word tests several rules share, and the helpers their examples are written with. The
// rules themselves are in clause-kind.ts (shared), clause-kind-ru.ts and clause-kind-en.ts.
import { EN_VERBS } from '../../lexicon/verbs-en.js';
import { isRuInfinitive, isRuVerbForm } from '../../lexicon/verbs-ru.js';
import { type Kind } from '../../model.js';
import { fold, hasCyrillic } from '../normalise/text.js';
import { EN_COPULA } from '../segment/sentences.js';
import { DESIRE_MARKER } from '../titles/fillers.js';
import { EN_ADVERB, EN_DETERMINER, EN_NOT_IMPERATIVE } from './patterns.js';
import { HAVE_OWNER, isVerbWord, wordSpans } from './verbs.js';

/** Irregular past forms, which tell what happened ("got a letter", "took my camera"). */
export const EN_IRREGULAR_PAST = new Set(
  `got took made had did went came saw said told found gave left lost paid sent spent bought brought
  thought felt kept met ran sat wrote ate drove broke chose forgot heard held hurt knew led lent meant
  sold stood taught threw understood woke won wore fell flew grew hung lay rode rang rose sang sank shot
  shook slept spoke stole stuck swam swore tore`.split(/\s+/),
);

/** "dispute the charge": a lower-case word of three letters or more, not a past form, before a determiner. */
export function isUnknownImperative(words: readonly string[]): boolean {
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
 * "before the board meeting print the agenda", "before the guests arrive wipe down the table": an
 * English clause that opens with a time clause and no comma. Returns where the action starts (0 when
 * there is none): the first known verb after it that is followed by its object. The scene a dictated
 * note opens with is such a clause too: "while the kettle boils …", "folding laundry …", «пока каша
 * варится …» (see `leadingSceneLength`).
 */
export function leadingSubordinateLength(core: string): number {
  if (hasCyrillic(core)) return leadingSceneLength(core);
  if (!/^(?:before|after|once|when|until|till|while)\s/i.test(core) && !startsWithGerund(core)) return 0;
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

/** "folding laundry …", "stirring the soup …": an -ing form that is no verb of a task ("bring", "ring"). */
function startsWithGerund(core: string): boolean {
  const first = fold(core).split(/\s+/)[0] ?? '';
  return /^[a-z]{2,}ing$/.test(first) && !EN_VERBS.has(first);
}

/** Verbs of writing the list down, said before the task itself («запишу купить хлеб»). */
const WRITING_DOWN = /^(?:запишу|записать|запиши|надиктую|надиктовать|записываю)$/;

/**
 * «пока каша варится купить хлеб», «пока дети спят запишу оплатить интернет»: a Russian note that opens
 * with the scene it is said in («пока …») and then names a task. Returns where the task's verb starts
 * (0 when there is none within seven words): the first infinitive or verb form after the scene, past a
 * verb of writing the list down.
 */
export function leadingSceneLength(core: string): number {
  const words = wordSpans(core);
  const isVerb = (word: string) => isRuInfinitive(word) || isRuVerbForm(word);
  /** The task's verb after the writing down at `index` («запишу значит … сдать смету»), within eight words. */
  const pastWritingDown = (index: number) =>
    words.slice(index + 1, index + 9).find((after) => isVerb(after.word))?.start;
  // «записать оплатить интернет»: the list written down, then the task.
  if (WRITING_DOWN.test(words[0]?.word ?? '') && isVerb(words[1]?.word ?? '')) return words[1]?.start ?? 0;
  if (words[0]?.word !== 'пока') return 0;
  for (let index = 2; index < Math.min(words.length - 1, 8); index++) {
    const word = words[index]?.word ?? '';
    if (!isVerb(word)) continue;
    if (WRITING_DOWN.test(word)) return pastWritingDown(index) ?? words[index]?.start ?? 0;
    return words[index]?.start ?? 0;
  }
  return 0;
}

/** What a clause is, and which word of its core is its verb (-1: none). */
export interface ClauseKind {
  readonly kind: Kind;
  readonly verbIndex: number;
  /** Said as done ("сдала отчёт", "paid the gas bill"): never a task, so the keep model does not weigh it. */
  readonly done?: true;
}

type WordSpan = ReturnType<typeof wordSpans>[number];

/** What the clause-kind rules read of a clause, worked out once before they run. */
export interface ClauseReading {
  readonly core: string;
  /** The clause as written, fillers and all (a wish is looked for in it). */
  readonly original: string;
  /** The core folded, with ’ made '. */
  readonly folded: string;
  readonly words: readonly WordSpan[];
  /** The words alone. */
  readonly plain: readonly string[];
  readonly first: string;
  /** The clause says a wish ("хочу", "want to"). */
  readonly desire: boolean;
  /** Read in Russian: a line mixing ru and en is read in the language of its first word. */
  readonly russian: boolean;
  /** Russian: the first verb among the first six words (see `firstRuVerb`); -1 when none or in English. */
  readonly ruVerb: number;
}

/** The words after which "есть" is "eat" ("надо есть больше овощей"). */
const EAT_AFTER = /^(?:надо|нужно|пора|начать|перестать|хочу)$/;

/**
 * The Russian clause's verb: the first infinitive or finite form among its first six words. "у меня
 * есть задача", "направление уже есть": "есть" is "have" / "there is", not "eat", and is passed over —
 * unless it opens the clause or follows a modal ("надо есть больше овощей").
 */
export function firstRuVerb(words: readonly WordSpan[]): number {
  for (let index = 0; index < Math.min(words.length, 6); index++) {
    const word = words[index]?.word ?? '';
    if (!isRuInfinitive(word) && !isRuVerbForm(word)) continue;
    const previous = words[index - 1]?.word ?? '';
    if (word === 'есть' && (HAVE_OWNER.test(previous) || (index > 0 && !EAT_AFTER.test(previous)))) continue;
    return index;
  }
  return -1;
}

/** Reads a clause's core once for the clause-kind rules. */
export function readClause(core: string, original: string): ClauseReading {
  const folded = fold(core).replace(/’/g, "'");
  const words = wordSpans(core);
  const first = words[0]?.word ?? '';
  const russian = hasCyrillic(first) || (!/[a-z]/.test(first) && hasCyrillic(folded));
  return {
    core,
    original,
    folded,
    words,
    plain: words.map((word) => word.word),
    first,
    desire: DESIRE_MARKER.test(fold(original)),
    russian,
    ruVerb: russian ? firstRuVerb(words) : -1,
  };
}

/** The Russian clause's verb and where it is, when it has one. */
export function ruVerbOf(clause: ClauseReading): { index: number; word: string } | undefined {
  return clause.ruVerb < 0 ? undefined : { index: clause.ruVerb, word: clause.plain[clause.ruVerb] ?? '' };
}

/**
 * An English clause that opens with a verb: a known verb, or an -ing form of one — not a gerund that is
 * the subject ("cleaning day was monday", "snacking at night again", a bare "hosting") and not a word
 * that could be a verb before a copula ("Mail was slow all week", "Post is late": a noun).
 */
export function opensWithEnVerb({ first, folded, words }: ClauseReading): boolean {
  const base = first.replace(/ing$/, '');
  const gerundSubject =
    first.endsWith('ing') && (EN_COPULA.test(folded) || /\bagain\b/.test(folded) || words.length === 1);
  const nounBeforeCopula = /^(?:is|was|were|are|isn't|wasn't)$/.test(words[1]?.word ?? '');
  return (
    !gerundSubject &&
    !nounBeforeCopula &&
    (EN_VERBS.has(first) || (first.endsWith('ing') && (EN_VERBS.has(base) || EN_VERBS.has(`${base}e`))))
  );
}

/**
 * "dentist called", "my boss said …": a noun and a past tense tell what happened. Adverbs between are
 * skipped ("standup just ended"), and the noun may be a compound ("vendor call ran long"); "my
 * therapist says …" reports what someone else thinks. Only the determiners before the noun go: "rerun
 * the failed samples" is an imperative's shape.
 */
export function reportsWhatHappened({ plain }: ClauseReading): boolean {
  const opening = plain.findIndex((word) => !EN_DETERMINER.test(word));
  const imperativeShape = opening >= 0 && EN_DETERMINER.test(plain[opening + 1] ?? '');
  const [subject = '', ...rest] = plain
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
  return said && !isVerbWord(subject);
}

/** "не могу", "не получается" after a verb: one cannot bring oneself to it. */
export const CANNOT = /^(?:могу|могла|мог|получается|получилось|выходит|хочу|хочется)$/;
/** A Russian third-person future ("купит", "заберёт", "позвонит"): what someone else will do. */
export const THIRD_PERSON_FUTURE = /^[а-яё]{2,}(?:ит|ет|ёт)$/;
/** The clause's word at `index` as written, capitals and all ("КВ", "Соколов"). */
export function wordAsWritten({ core, words }: ClauseReading, index: number): string {
  return core.slice(words[index]?.start ?? 0, words[index]?.end ?? 0);
}

/** "сдала", "оплатил", "записался": the past tense of a verb the lexicon knows (not "чехол", "пенал"). */
export function isPastOfVerb(word: string): boolean {
  // A feminine past, or a masculine one in -ил/-ял/-ыл ("-ал" and the plural "-ли" are too often
  // nouns: "пенал", "журнал", "гантели"); "дела", "сила" are nouns.
  return (
    /^[а-яё]{2,}(?:ала|яла|ила|ела|ыла|ула|ил|ял|ыл)(?:сь|ся)?$/.test(word) &&
    !/^(?:дела|сила|пила|стрела|зеркала|начала|стали|ели)$/.test(word)
  );
}

/** True for a word the lexicon knows as a Russian verb form (a capitalised verb is no name). */
export function hasCyrillicVerb(word: string | undefined): boolean {
  return word !== undefined && (isRuInfinitive(word) || isRuVerbForm(word));
}

export const decide = (kind: Kind, verbIndex = -1): ClauseKind => ({ kind, verbIndex });
/** Example input: a core, and the clause as written (the core itself unless given). */
export const clause = (core: string, original = core): ClauseReading => readClause(core, original);
export const kindOf = (input: ClauseReading, expected: ClauseKind | undefined) => ({ input, expected });
export const context = decide('context');
/** The decision of a clause that says a thing is done: context, and never a task. */
export const done: ClauseKind = { kind: 'context', verbIndex: -1, done: true };
