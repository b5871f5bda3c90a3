// Stage classify: is a word a verb that can start a task, is a clause a task noun; Russian past and
// first-person forms. The word lists are in lexicon/.
import { TASK_NOUN_STEMS } from '../../lexicon/task-nouns.js';
import { EN_NAME_LIKE, EN_VERBS } from '../../lexicon/verbs-en.js';
import { isRuInfinitive, isRuVerbForm } from '../../lexicon/verbs-ru.js';
import { fold, hasCyrillic } from '../normalise/text.js';
import { SPECIALIST } from './category.js';

/** True when a folded word is a verb that can start a task. */
export function isVerbWord(word: string, capitalised = false): boolean {
  if (word === '') return false;
  if (hasCyrillic(word)) return isRuInfinitive(word) || isRuVerbForm(word);
  if (capitalised && EN_NAME_LIKE.has(word)) return false;
  return EN_VERBS.has(word);
}

/** Positions of the words of a text. */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  const spans: { word: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’:-]*/gu)) {
    const raw = match[0].replace(/[:'’-]+$/, '');
    spans.push({ word: fold(raw).replace(/’/g, "'"), start: match.index, end: match.index + raw.length });
  }
  return spans;
}

export const NOUN_WORDS = new Set(
  TASK_NOUN_STEMS.filter((stem) => !/^[а-яё]+$/.test(stem) && !stem.includes(' ')),
);
export const NOUN_STEMS = TASK_NOUN_STEMS.filter((stem) => /^[а-яё]+$/.test(stem));
export const NOUN_PHRASES = TASK_NOUN_STEMS.filter((stem) => stem.includes(' '));

/** True when a clause names a task by a noun: Russian stems start a word, English nouns are whole words (plural allowed). */
export function isTaskNoun(words: readonly string[]): boolean {
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

export const EN_PARTICIPLES: Readonly<Record<string, string>> = {
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
export const RU_PAST = /^[а-яё]{2,}[аеиоуыяё](?:л|ла|ли|лся|лась|лись)$/;
/** People (and the places that act like them) who can be the subject of what happened. */
export const RU_PERSON =
  /^(?:врач|доктор|мам|пап|муж$|мужа$|жена$|сын$|доч|начальни|шеф|босс|клиент|заказчик|коллег|менеджер|учител|классн|бабушк|дедушк|внук|внучк|племянни|сосед|друг|подруг|сестр|брат|тёт|тет[яи]|дяд|хозяйк|мастер|курьер|банк|директор|бухгалтер|юрист|риелтор|риэлтор|нотариус|стоматолог|терапевт)/;

/** A Russian verb in the first person present ("откладываю", "успеваю", "стараюсь"). */
export const FIRST_PERSON_PRESENT = /^[а-яё]{3,}(?:[ая]ю|[ая]юсь)$/;
/**
 * First-person present verbs of where one is or goes right now, whose forms the ending above misses
 * ("иду на обед", "сижу в очереди", "еду с работы"): with no verb of their own they describe the moment.
 */
export const FIRST_PERSON_WHERE =
  /^(?:иду|еду|сижу|стою|лежу|жду|бегу|лечу|тащусь|торчу|качу|плетусь|выхожу|захожу|подхожу|подъезжаю)$/;
/** First-person verbs that announce a plan, so the infinitive after them is the task. */
export const PLAN_VERB_FIRST_PERSON = /^(?:собираюсь|планирую|намереваюсь|обещаю|успеваю)$/;

/** The owner in "у меня есть …", "у нас есть …". */
export const HAVE_OWNER = /^(?:меня|нас|тебя|вас|него|нее|неё|них)$/;

/** "we have the team offsite", "I've got a dentist appointment", "у нас созвон с клиентом". */
export const HAVE_EVENT =
  /^(?:(?:i|we)\s+(?:have|have got|'ve got|ve got|got)|у\s+(?:меня|нас)(?:\s+(?:есть|будет))?)\s+(?:(?:a|an|the|my|our)\s+)?/;

/** Nouns that end like a past tense or a reflexive verb ("журнал", "материал", "футбол"). */
const PAST_LIKE_NOUN =
  /^(?:журнал|материал|сигнал|канал|вокзал|финал|капитал|персонал|пенал|идеал|футбол|волейбол|баскетбол|гандбол|интервал|скандал|ритуал|портал|арсенал|оригинал|терминал|минерал|генерал|адмирал|карнавал|бокал|подвал|перевал|протокол|символ|стол|угол|козел|котел|осел|орел|посол|укол|прокол|раскол|чехол|рассол|глагол)$/;

/**
 * A Russian clause says what happens or happened, by a verb that is not ours to do: a past tense
 * ("блевал", "напоминали", "треснули") or a reflexive present ("отваливаются", "ломается"), with no
 * infinitive. Said in a list line after its item, it is a remark, not another item.
 */
export function saysWhatHappens(words: readonly string[]): boolean {
  if (words.some((word) => isRuInfinitive(word))) return false;
  return words.some(
    (word) =>
      !PAST_LIKE_NOUN.test(word) &&
      !PAST_LIKE_NOUN.test(word.replace(/(?:ами|ах|ам|ов|ом|а|у|е|ы)$/, '')) &&
      (/^[а-яё]{2,}(?:[аеиоуыя]л|[аеиоуыя]ли|[аеиоуы]ла)(?:ся|сь)?$/.test(word) ||
        /^[а-яё]{3,}(?:ется|ются|ится|ятся)$/.test(word)),
  );
}
