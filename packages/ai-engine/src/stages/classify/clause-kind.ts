// Stage classify: what a clause is once its dates, cues and fillers are off — an action, a task noun,
// context (feelings, statements, what happened) or nothing. See docs/ai-local.md §2.
import { FEELING_VERBS, SELF_TALK_VERBS } from '../../lexicon/feelings.js';
import { EN_VERBS } from '../../lexicon/verbs-en.js';
import { isRuInfinitive, RU_VERB_FORMS } from '../../lexicon/verbs-ru.js';
import { type Kind } from '../../model.js';
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
 * "before tomorrow's pitch rehearse the deck", "before the plumber comes clear out the cabinet": an
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

/** Classifies a clause's core (fillers already taken off): an action, a task noun, a statement or nothing. */
export function classify(core: string, original: string): { kind: Kind; verbIndex: number } {
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
  // A line mixing ru and en is read in the language of its first word ("send the invoice по-быстрому").
  const firstWord = words[0]?.word ?? '';
  if (hasCyrillic(firstWord) || (!/[a-z]/.test(firstWord) && hasCyrillic(folded))) {
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
      // "выспаться бы", "поесть бы": a wish for oneself; "записаться бы к врачу" (with an object) is a plan.
      const wish =
        after === 'бы' && (index + 2 >= words.length || FEELING_VERBS.has(word) || SELF_TALK_VERBS.has(word));
      if (negated || wish || NEGATION_AFTER.has(after)) return { kind: 'context', verbIndex: -1 };
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
