// Stage classify: what a clause is once its dates, cues and fillers are off — an action, a task noun,
// context (feelings, statements, what happened) or nothing: `CLAUSE_KIND_RULES`, walked by `classify`
// until one decides. See docs/ai-local.md §2.
import { FEELING_VERBS, SELF_TALK_VERBS } from '../../lexicon/feelings.js';
import { EN_VERBS } from '../../lexicon/verbs-en.js';
import { isRuInfinitive, RU_VERB_FORMS } from '../../lexicon/verbs-ru.js';
import { type Kind } from '../../model.js';
import { firstDecision, type StageRule } from '../../rule.js';
import { fold, hasCyrillic } from '../normalise/text.js';
import { EN_COPULA } from '../segment/sentences.js';
import { DESIRE_MARKER, SUBJECT_PRONOUN } from '../titles/fillers.js';
import { SPECIALIST } from './category.js';
import {
  ANAPHORA,
  ECHO,
  EN_ADVERB,
  EN_DETERMINER,
  EN_NOT_IMPERATIVE,
  INDIRECT_QUESTION,
  NEGATION,
  NEGATION_AFTER,
  NOT_MISS,
  RELUCTANCE,
  SELF_TALK_PHRASE,
  SYMPTOM_VERB,
} from './patterns.js';
import {
  FIRST_PERSON_PRESENT,
  HAVE_OWNER,
  isTaskNoun,
  isVerbWord,
  PLAN_VERB_FIRST_PERSON,
  RU_PAST,
  RU_PERSON,
  wordSpans,
} from './verbs.js';

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
 * there is none): the first known verb after it that is followed by its object.
 */
export function leadingSubordinateLength(core: string): number {
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

/** What a clause is, and which word of its core is its verb (-1: none). */
export interface ClauseKind {
  readonly kind: Kind;
  readonly verbIndex: number;
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
    if (!isRuInfinitive(word) && !Object.hasOwn(RU_VERB_FORMS, word)) continue;
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
function ruVerbOf(clause: ClauseReading): { index: number; word: string } | undefined {
  return clause.ruVerb < 0 ? undefined : { index: clause.ruVerb, word: clause.plain[clause.ruVerb] ?? '' };
}

/**
 * An English clause that opens with a verb: a known verb, or an -ing form of one — not a gerund that is
 * the subject ("cleaning day was monday", "snacking at night again", a bare "hosting") and not a word
 * that could be a verb before a copula ("Mail was slow all week", "Post is late": a noun).
 */
function opensWithEnVerb({ first, folded, words }: ClauseReading): boolean {
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
function reportsWhatHappened({ plain }: ClauseReading): boolean {
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
const CANNOT = /^(?:могу|могла|мог|получается|получилось|выходит|хочу|хочется)$/;
/** A Russian third-person future ("купит", "заберёт", "позвонит"): what someone else will do. */
const THIRD_PERSON_FUTURE = /^[а-яё]{2,}(?:ит|ет|ёт)$/;
/** "сдала", "оплатил", "записался": the past tense of a verb the lexicon knows (not "чехол", "пенал"). */
function isPastOfVerb(word: string): boolean {
  // A feminine past, or a masculine one in -ил/-ял/-ыл ("-ал" and the plural "-ли" are too often
  // nouns: "пенал", "журнал", "гантели"); "дела", "сила" are nouns.
  return (
    /^[а-яё]{2,}(?:ала|яла|ила|ела|ыла|ула|ил|ял|ыл)(?:сь|ся)?$/.test(word) &&
    !/^(?:дела|сила|пила|стрела|зеркала|начала|стали|ели)$/.test(word)
  );
}

/** True for a word the lexicon knows as a Russian verb form (a capitalised verb is no name). */
function hasCyrillicVerb(word: string | undefined): boolean {
  return word !== undefined && (isRuInfinitive(word) || Object.hasOwn(RU_VERB_FORMS, word));
}

const decide = (kind: Kind, verbIndex = -1): ClauseKind => ({ kind, verbIndex });
/** Example input: a core, and the clause as written (the core itself unless given). */
const clause = (core: string, original = core): ClauseReading => readClause(core, original);
const kindOf = (input: ClauseReading, expected: ClauseKind | undefined) => ({ input, expected });
const context = decide('context');

/**
 * The clause-kind rules, in the order they run: the first that decides gives the kind and the verb;
 * a rule that does not apply passes (undefined). The Russian rules from `ru-negated` to `ru-action` are
 * about the clause's first verb (`ruVerb`); the `en-` rules read a clause that is not read in Russian;
 * the rules after them read both languages.
 */
export const CLAUSE_KIND_RULES: readonly StageRule<ClauseReading, ClauseKind | undefined>[] = [
  {
    name: 'empty',
    description: 'a core with no words is empty',
    examples: [
      kindOf(clause(''), decide('empty')),
      kindOf(clause(' — '), decide('empty')),
      kindOf(clause('buy bread'), undefined),
    ],
    apply: ({ words }) => (words.length === 0 ? decide('empty') : undefined),
  },
  {
    name: 'definition',
    description: 'a definition ("payday = the last friday") says how things are: context',
    examples: [
      kindOf(clause('payday = the last friday'), context),
      kindOf(clause('отпуск = две недели в июле'), context),
      kindOf(clause('call Tom'), undefined),
    ],
    apply: ({ core }) => (/^=|\s=\s/.test(core.trim()) ? decide('context') : undefined),
  },
  {
    name: 'indirect-question',
    description: 'an indirect question ("что взять в поход") is the object of the verb before it: other',
    examples: [
      kindOf(clause('что взять в поход'), decide('other')),
      kindOf(clause('how much to tip the movers'), decide('other')),
      kindOf(clause('взять палатку в поход'), undefined),
    ],
    apply: ({ folded }) => (INDIRECT_QUESTION.test(folded) ? decide('other') : undefined),
  },
  {
    name: 'statement',
    description:
      'a subject pronoun with no finite verb of a plan after it ("мы опять опаздываем", "it\'s raining"), or "это" first, is a statement about oneself or the world: context',
    examples: [
      kindOf(clause('мы опять опаздываем'), context),
      kindOf(clause("it's raining again"), context),
      kindOf(clause('это надо обсудить'), context),
      kindOf(clause('я позвоню бабушке'), undefined),
    ],
    apply: ({ folded, words }) => {
      if (!SUBJECT_PRONOUN.test(folded)) return undefined;
      const verb = words.slice(1).find((word) => Object.hasOwn(RU_VERB_FORMS, word.word));
      return !verb || words[0]?.word === 'это' ? decide('context') : undefined;
    },
  },
  {
    name: 'ru-others-do-it',
    description:
      'what someone else promised or will do ("брат обещал отвезти", "муж сказал сам заберёт", "Лёша купит") is no task of ours: context',
    examples: [
      kindOf(clause('брат обещал отвезти коробки'), context),
      kindOf(clause('муж сказал сам заберёт посылку'), context),
      kindOf(clause('шарики Лёша купит'), context),
      kindOf(clause('со сметой Игорь сам разберётся'), context),
      kindOf(clause('мама просила купить хлеб'), undefined),
      kindOf(clause('врач сказал сдать анализы'), undefined),
    ],
    apply: ({ russian, words, plain, core }) => {
      if (!russian) return undefined;
      const person = (index: number) =>
        RU_PERSON.test(plain[index] ?? '') ||
        (index > 0 &&
          /^\p{Lu}/u.test(core.slice(words[index]?.start ?? 0)) &&
          !hasCyrillicVerb(plain[index]));
      const others = plain.some((word, index) => {
        if (!person(index)) return false;
        const next = plain[index + 1] ?? '';
        const after = plain[index + 2] ?? '';
        return (
          /^(?:обещал|обещала|обещали|пообещал|пообещала|сам|сама|сами)$/.test(next) ||
          (/^(?:сказал|сказала|говорит)$/.test(next) && /^(?:что|сам|сама|сами)$/.test(after)) ||
          (THIRD_PERSON_FUTURE.test(next) && Object.hasOwn(RU_VERB_FORMS, next))
        );
      });
      return others ? decide('context') : undefined;
    },
  },
  {
    name: 'ru-negated',
    description:
      'a negated verb ("не трогать проводку") or one said to be pointless ("спорить бесполезно") is context — but a negated miss ("не опоздать на поезд") is still a task',
    examples: [
      kindOf(clause('не трогать проводку'), context),
      kindOf(clause('спорить бесполезно'), context),
      kindOf(clause('не опоздать на поезд'), undefined),
      kindOf(clause('собраться не могу никак'), context),
      kindOf(clause('поменять проводку'), undefined),
    ],
    apply: (current) => {
      const verb = ruVerbOf(current);
      if (!verb) return undefined;
      const before = current.plain.slice(Math.max(0, verb.index - 3), verb.index);
      const negated = before.some((word) => NEGATION.has(word)) && !NOT_MISS.test(verb.word);
      // "начать не могу", "сосредоточиться не получается": not being able to is how one feels.
      const cannot =
        current.plain[verb.index + 1] === 'не' && CANNOT.test(current.plain[verb.index + 2] ?? '');
      return negated || cannot || NEGATION_AFTER.has(current.plain[verb.index + 1] ?? '')
        ? decide('context')
        : undefined;
    },
  },
  {
    name: 'ru-wish',
    description:
      'a verb with "бы" and nothing after it, or a feeling or self-talk verb ("отдохнуть бы"), is a wish for oneself: context; with an object ("заказать бы пиццу") it is a plan',
    examples: [
      kindOf(clause('отдохнуть бы'), context),
      kindOf(clause('выдохнуть бы наконец'), context),
      kindOf(clause('заказать бы пиццу'), undefined),
    ],
    apply: (current) => {
      const verb = ruVerbOf(current);
      if (!verb || current.plain[verb.index + 1] !== 'бы') return undefined;
      const wish =
        verb.index + 2 >= current.words.length ||
        FEELING_VERBS.has(verb.word) ||
        SELF_TALK_VERBS.has(verb.word);
      return wish ? decide('context') : undefined;
    },
  },
  {
    name: 'ru-reluctance',
    description:
      'a verb one does not feel like doing ("разбирать балкон лень") is reluctance, not a plan: context',
    examples: [
      kindOf(clause('разбирать балкон лень'), context),
      kindOf(clause('ехать на дачу неохота'), context),
      kindOf(clause('освободить балкон'), undefined),
    ],
    apply: (current) =>
      ruVerbOf(current) && RELUCTANCE.test(current.folded) ? decide('context') : undefined,
  },
  {
    name: 'ru-feeling',
    description:
      'a feeling verb after a wish ("хочу полежать") or a self-talk verb ("успокоиться") says how one feels: context',
    examples: [
      kindOf(clause('полежать', 'хочу полежать'), context),
      kindOf(clause('успокоиться уже'), context),
      kindOf(clause('полежать'), undefined),
    ],
    apply: (current) => {
      const verb = ruVerbOf(current);
      if (!verb) return undefined;
      const feeling = (current.desire && FEELING_VERBS.has(verb.word)) || SELF_TALK_VERBS.has(verb.word);
      return feeling ? decide('context') : undefined;
    },
  },
  {
    name: 'ru-impersonal-wish',
    description:
      'an impersonal wish before the verb ("хотелось бы уехать на море") is a mood, whatever its verb: context',
    examples: [
      kindOf(clause('хотелось бы уехать на море'), context),
      kindOf(clause('так хочется переехать за город'), context),
      kindOf(clause('уехать на море'), undefined),
    ],
    apply: (current) => {
      const verb = ruVerbOf(current);
      if (!verb) return undefined;
      const wished = current.plain
        .slice(0, verb.index)
        .some((word) => /^(?:хочется|хочеться|хотелось)$/.test(word));
      return wished ? decide('context') : undefined;
    },
  },
  {
    name: 'ru-going-through',
    description:
      'a first-person verb before the verb ("стараюсь навести порядок") says what one is going through: context; one that announces a plan ("собираюсь позвонить") does not',
    examples: [
      kindOf(clause('стараюсь навести порядок в голове'), context),
      kindOf(clause('собираюсь позвонить тёте'), undefined),
    ],
    apply: (current) => {
      const verb = ruVerbOf(current);
      if (!verb) return undefined;
      const going = current.plain
        .slice(0, verb.index)
        .some((word) => FIRST_PERSON_PRESENT.test(word) && !PLAN_VERB_FIRST_PERSON.test(word));
      return going ? decide('context') : undefined;
    },
  },
  {
    name: 'ru-action',
    description: 'otherwise a Russian clause with a verb among its first six words is an action at that verb',
    examples: [
      kindOf(clause('разобрать чулан'), decide('action', 0)),
      kindOf(clause('завтра утром позвоню в сервис'), decide('action', 2)),
      kindOf(clause('у нас есть ключи'), undefined),
      kindOf(clause('новые ключи от гаража'), undefined),
    ],
    apply: (current) => {
      const verb = ruVerbOf(current);
      return verb ? decide('action', verb.index) : undefined;
    },
  },
  {
    name: 'ru-first-person',
    description:
      'a Russian clause without a verb of its own but with a first-person present ("третий день откладываю") says how things are: context',
    examples: [
      kindOf(clause('третий день откладываю'), context),
      kindOf(clause('опять не высыпаюсь'), context),
      kindOf(clause('третий день подряд'), undefined),
    ],
    apply: ({ russian, ruVerb, plain }) =>
      russian && ruVerb < 0 && plain.some((word) => FIRST_PERSON_PRESENT.test(word))
        ? decide('context')
        : undefined,
  },
  {
    name: 'ru-reported',
    description:
      'a person (or a name, or a specialist) and a past tense, with no verb of our own ("сосед звонил утром", "Лена забрала ключи"), tell what happened: context',
    examples: [
      kindOf(clause('сосед звонил утром'), context),
      kindOf(clause('вчера Лена забрала ключи'), context),
      kindOf(clause('невролог выписал капли'), context),
      kindOf(clause('ключи от гаража'), undefined),
    ],
    apply: ({ russian, ruVerb, words, core }) => {
      if (!russian || ruVerb >= 0) return undefined;
      const reported = words.some(
        (word, index) =>
          index > 0 &&
          RU_PAST.test(word.word) &&
          (RU_PERSON.test(words[index - 1]?.word ?? '') ||
            SPECIALIST.test(words[index - 1]?.word ?? '') ||
            /^\p{Lu}/u.test(core.slice(words[index - 1]?.start ?? 0))),
      );
      return reported ? decide('context') : undefined;
    },
  },
  {
    name: 'ru-done',
    description:
      'a past tense opening a clause with no verb of our own ("сдала наконец отчёт", "уже оплатил") says what is done: context',
    examples: [
      kindOf(clause('сдала наконец отчёт'), context),
      kindOf(clause('уже оплатил интернет'), context),
      kindOf(clause('отчёт по продажам'), undefined),
      kindOf(clause('чехол для телефона'), undefined),
    ],
    apply: ({ russian, ruVerb, plain }) => {
      if (!russian || ruVerb >= 0) return undefined;
      const first = plain.find(
        (word) => !/^(?:уже|наконец|сегодня|вчера|я|мы|ну|вот|всё|все|так)$/.test(word),
      );
      return first !== undefined && isPastOfVerb(first) && plain[plain.indexOf(first) + 1] !== 'бы'
        ? decide('context')
        : undefined;
    },
  },
  {
    name: 'ru-person-state',
    description:
      'a person and where they are ("жена в командировке", "мама на даче до среды"), with no verb, is how things are: context',
    examples: [
      kindOf(clause('жена в командировке'), context),
      kindOf(clause('мама на даче до среды'), context),
      kindOf(clause('командировка в Казань'), undefined),
    ],
    apply: ({ russian, ruVerb, plain }) =>
      russian && ruVerb < 0 && RU_PERSON.test(plain[0] ?? '') && /^(?:в|во|на|у)$/.test(plain[1] ?? '')
        ? decide('context')
        : undefined,
  },
  {
    name: 'en-done',
    description:
      'an English clause opening with a past tense ("collected the keys", "paid the gas bill") says what is done: context',
    examples: [
      kindOf(clause('collected the spare keys'), context),
      kindOf(clause('paid the gas bill already'), context),
      kindOf(clause('collect the spare keys'), undefined),
      kindOf(clause('posted the letter'), context),
    ],
    apply: ({ russian, first }) =>
      !russian && (EN_IRREGULAR_PAST.has(first) || (/^[a-z]{3,}ed$/.test(first) && !EN_VERBS.has(first)))
        ? context
        : undefined,
  },
  {
    name: 'en-echo',
    description: 'an echo of the sentence before ("so am i", "neither can we") is never a task: context',
    examples: [
      kindOf(clause('so am i'), context),
      kindOf(clause('neither can we'), context),
      kindOf(clause('do the dishes'), undefined),
    ],
    apply: ({ russian, folded }) => (!russian && ECHO.test(folded) ? decide('context') : undefined),
  },
  {
    name: 'en-lone-gerund',
    description: 'a bare -ing word ("gardening") says what is going on: context',
    examples: [kindOf(clause('gardening'), context), kindOf(clause('painting the fence'), undefined)],
    apply: ({ russian, first, words }) =>
      !russian && first.endsWith('ing') && words.length === 1 ? decide('context') : undefined,
  },
  {
    name: 'en-self-talk',
    description:
      'a clause opening with a verb of self-talk ("relax a bit", "get my act together") or a feeling after a wish ("just want to give up") is context',
    examples: [
      kindOf(clause('relax a bit'), context),
      kindOf(clause('get my act together this week'), context),
      kindOf(clause('give up', 'i just want to give up'), context),
      kindOf(clause('give the keys back'), undefined),
    ],
    apply: (current) =>
      !current.russian &&
      opensWithEnVerb(current) &&
      ((current.desire && FEELING_VERBS.has(current.first)) ||
        SELF_TALK_VERBS.has(current.first) ||
        SELF_TALK_PHRASE.test(current.folded))
        ? decide('context')
        : undefined,
  },
  {
    name: 'en-verb-first',
    description:
      'an English clause opening with a known verb or its -ing form ("repaint the shed", "packing the boxes") is an action — not a gerund subject or a noun before a copula',
    examples: [
      kindOf(clause('repaint the shed'), decide('action', 0)),
      kindOf(clause('packing the boxes tonight'), decide('action', 0)),
      kindOf(clause('packing is the worst'), undefined),
      kindOf(clause('store is closed today'), undefined),
    ],
    apply: (current) => (!current.russian && opensWithEnVerb(current) ? decide('action', 0) : undefined),
  },
  {
    name: 'en-copula',
    description:
      'an English clause with a copula ("the drain is blocked", "the room feels cold") is a statement: context',
    examples: [
      kindOf(clause('the drain is blocked'), context),
      kindOf(clause('the spare room feels cold'), context),
      kindOf(clause('the drain'), undefined),
    ],
    apply: ({ russian, folded }) => (!russian && EN_COPULA.test(folded) ? decide('context') : undefined),
  },
  {
    name: 'en-reported',
    description:
      'a noun and a past tense ("the landlord called", "the meeting just finished", "my coach says …") tell what happened: context',
    examples: [
      kindOf(clause('the landlord called'), context),
      kindOf(clause('the team meeting just finished'), context),
      kindOf(clause('my coach says stretch more'), context),
      kindOf(clause('reprint the torn labels'), undefined),
    ],
    apply: (current) => (!current.russian && reportsWhatHappened(current) ? decide('context') : undefined),
  },
  {
    name: 'en-work-out',
    description:
      '"work out" with an object ("work out a budget") is an action ("work" alone is too often a noun)',
    examples: [
      kindOf(clause('work out a budget'), decide('action', 0)),
      kindOf(clause('work stuff monday'), undefined),
    ],
    apply: ({ russian, folded }) =>
      !russian && /^work\s+out\s/.test(folded) ? decide('action', 0) : undefined,
  },
  {
    name: 'en-be-somewhere',
    description: 'being somewhere for something ("be home for the delivery") is an action',
    examples: [
      kindOf(clause('be home for the delivery'), decide('action', 0)),
      kindOf(clause('be around when the painter comes'), decide('action', 0)),
      kindOf(clause('be quiet'), undefined),
    ],
    apply: ({ russian, folded }) =>
      !russian && /^be\s+(?:home|there|in|around|available|back|at\s+home)\s+\S/.test(folded)
        ? decide('action', 0)
        : undefined,
  },
  {
    name: 'en-adverb-verb',
    description:
      'an adverb before a known verb ("deep clean the freezer", "quickly tidy the desk") is an action',
    examples: [
      kindOf(clause('deep clean the freezer'), decide('action', 0)),
      kindOf(clause('quickly tidy the desk'), decide('action', 0)),
      kindOf(clause('deep trouble'), undefined),
    ],
    apply: ({ russian, first, words }) =>
      !russian &&
      /^(?:deep|spring|properly|thoroughly|quickly)$/.test(first) &&
      EN_VERBS.has(words[1]?.word ?? '')
        ? decide('action', 0)
        : undefined,
  },
  {
    name: 'en-hyphenated-verb',
    description: '"deep-" or "spring-" joined to a known verb ("spring-clean the attic") is an action',
    examples: [
      kindOf(clause('spring-clean the attic'), decide('action', 0)),
      kindOf(clause('deep-sea fishing'), undefined),
    ],
    apply: ({ russian, first }) =>
      !russian && /^(?:deep|spring)-([a-z]+)$/.test(first) && EN_VERBS.has(first.split('-')[1] ?? '')
        ? decide('action', 0)
        : undefined,
  },
  {
    name: 'en-unknown-imperative',
    description:
      'a verb the lexicon does not know, by the imperative\'s shape: a plain word, then a determiner ("descale the old kettle", "re-grout the tiles")',
    examples: [
      kindOf(clause('descale the old kettle'), decide('action', 0)),
      kindOf(clause('re-grout the shower tiles'), decide('action', 0)),
      kindOf(clause('maybe the bus is late'), undefined),
    ],
    apply: ({ russian, plain }) => (!russian && isUnknownImperative(plain) ? decide('action', 0) : undefined),
  },
  {
    name: 'negation',
    description:
      'a negation with a past tense ("Петя не вернул долг") is what someone else has not done: context; without one ("денег нет", "no milk left") it is other',
    examples: [
      kindOf(clause('Петя так и не вернул долг'), context),
      kindOf(clause('денег нет'), decide('other')),
      kindOf(clause('no milk left'), decide('other')),
      kindOf(clause('milk'), undefined),
    ],
    apply: ({ plain }) => {
      if (!plain.some((word) => /^(?:не|нет|not|no|isn't|isnt|aren't|wasn't|won't|can't|cannot)$/.test(word)))
        return undefined;
      const pastVerb = plain.some(
        (word) =>
          /^[а-яё]{2,}[аеиоуыяё](?:л|ла|ли|ло)(?:сь|ся)?$/.test(word) || /^(?:didn't|didnt)$/.test(word),
      );
      return decide(pastVerb ? 'context' : 'other');
    },
  },
  {
    name: 'leading-event',
    description:
      'an event said as when ("after the school concert", "перед отпуском") is not a task: context — but "before it" points back to a task',
    examples: [
      kindOf(clause('after the school concert'), context),
      kindOf(clause('перед отпуском'), context),
      kindOf(clause('before it starts'), undefined),
    ],
    apply: ({ folded, plain }) =>
      /^(?:before|after|until|till|ahead\s+of|перед|после)\s/.test(folded) &&
      !EN_VERBS.has(plain[1] ?? '') &&
      !ANAPHORA.test(folded)
        ? decide('context')
        : undefined,
  },
  {
    name: 'symptom',
    description: 'a symptom ("поясница ломит", "my wrist aches") is how one feels: context',
    examples: [
      kindOf(clause('поясница ломит'), context),
      kindOf(clause('my wrist aches'), context),
      kindOf(clause('поясница'), undefined),
    ],
    apply: ({ plain }) => (plain.some((word) => SYMPTOM_VERB.test(word)) ? decide('context') : undefined),
  },
  {
    name: 'soon',
    description:
      'an event coming up ("скоро сессия", "soon the school holidays") is news, not a task: context',
    examples: [
      kindOf(clause('скоро сессия'), context),
      kindOf(clause('soon the school holidays'), context),
      kindOf(clause('сессия'), undefined),
    ],
    apply: ({ plain }) => (/^(?:скоро|soon)$/.test(plain[0] ?? '') ? decide('context') : undefined),
  },
  {
    name: 'task-noun',
    description: 'a clause that names a task by a noun ("стрижка", "optician appointment") is a task noun',
    examples: [
      kindOf(clause('стрижка в субботу'), decide('noun')),
      kindOf(clause('optician appointment'), decide('noun')),
    ],
    apply: ({ plain }) => (isTaskNoun(plain) ? decide('noun') : undefined),
  },
  {
    name: 'other',
    description: 'what no rule before reads is other',
    examples: [
      kindOf(clause('просто мысли вслух'), decide('other')),
      kindOf(clause('random musings'), decide('other')),
    ],
    apply: () => decide('other'),
  },
];

/** Walks clause-kind rules over a read clause: the first rule that decides gives the kind and the verb. */
export function decideClauseKind(
  rules: readonly StageRule<ClauseReading, ClauseKind | undefined>[],
  reading: ClauseReading,
): ClauseKind {
  const decided = firstDecision(rules, reading);
  if (decided === undefined) throw new Error('clause kind: no rule decided');
  return decided;
}

/** Classifies a clause's core (fillers already taken off): an action, a task noun, a statement or nothing. */
export function classify(core: string, original: string): { kind: Kind; verbIndex: number } {
  return decideClauseKind(CLAUSE_KIND_RULES, readClause(core, original));
}
