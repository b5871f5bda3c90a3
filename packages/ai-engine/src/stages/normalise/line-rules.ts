// Stage normalise, line by line: each line of the dump as a person meant it — hesitations dropped,
// emoji and bullets read as the list marks they are, a dash after an opening verb and "!!" read as what
// they say, an alternative in brackets taken out. Each rule is one named step with its own examples.
import type { StageRule } from '../../rule.js';
import { SHOPPING_LIST_WORDS } from '../../lexicon/shopping.js';
import { REMINDERS } from '../../lexicon/fillers.js';
import { alternation } from '../titles/fillers.js';
import { ALTERNATIVE } from '../classify/patterns.js';
import { isVerbWord } from '../classify/verbs.js';
import { findCues } from '../fields/priority.js';
import { BULLET } from '../segment/sentences.js';
import { isInitials } from '../../lexicon/people.js';
import { EN_WEEKDAY, RU_WEEKDAY, WEEKDAY_SHORT_NAMES } from '../../lexicon/time-words.js';
import { fold, hasCyrillic, EMOJI } from './text.js';

const LEADING_EMOJI = new RegExp(`^\\s*(?:${EMOJI}\\s*)+`, 'u');
/** An emoji between words: said in speech as a pause, so it ends a sentence ("printer jammed 😩 email facilities"). */
const INNER_EMOJI = new RegExp(`(?<=[\\p{L}\\p{N}.,!?)])\\s*(?:${EMOJI}\\s*)+(?=\\p{L})`, 'gu');
const TRAILING_EMOJI = new RegExp(`\\s*(?:${EMOJI}\\s*)+$`, 'u');
/** Hesitation sounds and groans of dictation ("ugh", "argh"), with the comma after one. */
const HESITATION =
  /(?<![\p{L}\p{N}-])(?:э{2,}|э(?:-э)+|э+м+|м{2,}|хм+|hmm+|mm+|uh+|um+|erm+|ugh+|u+rgh+|a+rgh+)(?![\p{L}\p{N}-])[,.]?\s*/giu;
/** A word opening a sentence, then a dash with spaces around it ("Купить — …", "Call - …"). */
const VERB_DASH = new RegExp(`(^|[.!?]\\s+)(${alternation(REMINDERS)}|\\p{L}+)\\s+[—–-]+\\s+(?=\\S)`, 'giu');
/** Emoji that name shopping: the line after them is a list of things to buy. */
const SHOPPING_EMOJI = /^\s*(?:🛒|🛍\uFE0F?)\s*/u;

/** Words that leave a clause unfinished: a hesitation after one is inside the clause ("I need to uh call"). */
const UNFINISHED =
  /^(?:to|the|a|an|my|your|his|her|our|their|this|that|some|and|or|but|for|with|at|on|in|of|about|from|i|we|need|gotta|have|has|should|must|will|i'll|can|could|would|want|надо|нужно|и|а|но|или|в|на|с|к|по|за|у|о|для|мне|я|мы|бы|не|это|там|тут|еще|ещё)$/;
/** Words that open a new clause after a hesitation: a subject, one's own thing ("my", "our") or a conjunction said to go on. */
const NEW_CLAUSE = /^(?:i|i'm|i've|i'll|we|my|our|and|also|then|plus|oh|а|и|ещё|еще|потом|тоже|я)$/;
/** Words a clause must have before a hesitation for the hesitation to end it. */
const FINISHED_CLAUSE_WORDS = 3;

/**
 * Hesitation sounds dropped; one in a run-on that follows a finished clause (three words or more since the
 * last stop or comma, not ending in a word that needs more) and precedes a verb or a new subject ends a
 * sentence: a speaker dictating without punctuation pauses with it between two thoughts.
 */
function dropHesitations(text: string): string {
  const joined = text.replace(HESITATION, (match, at: number, whole: string) => {
    const before = whole.slice(0, at);
    const words = fold(before.slice(Math.max(before.lastIndexOf(','), sentenceStart(before, before.length))))
      .split(/\s+/)
      .filter(Boolean);
    const next = fold(/^[\p{L}']+/u.exec(whole.slice(at + match.length))?.[0] ?? '').replace(/’/g, "'");
    const ends =
      words.length >= FINISHED_CLAUSE_WORDS &&
      !UNFINISHED.test(words.at(-1) ?? '') &&
      (isVerbWord(next) || NEW_CLAUSE.test(next));
    return ends ? '. ' : '';
  });
  return joined.replace(/\s+\.\s/g, '. ').replace(/^\s+/, '');
}

/**
 * What a speaker says about dictating itself: "here goes", "let me (just) get it all out of my head",
 * "let me talk this out", "I need to dump this somewhere", with the words that lead on from it ("so",
 * "first", "okay"). Not "before I forget": it is said after a task as often as before one.
 */
const PREAMBLE =
  /(?:^|\s)(?:(?:so|and|ok(?:ay)?)\s+)?(?:here\s+(?:goes|we\s+go)|let\s+me\s+(?:just\s+)?(?:say|get|dump|list|talk|put|write)\s+(?:it|this|that|all\s+this|everything|them)(?:\s+(?:all|out|down))*(?:\s+(?:of\s+my\s+head|somewhere))?|(?:i\s+)?(?:just\s+)?(?:need|have|want|gotta|got)\s+to\s+(?:like\s+)?(?:get|dump|put|write)\s+(?:all\s+)?(?:this|it|everything)(?:\s+all)?\s+(?:out\s+of\s+my\s+head|somewhere|down))(?=[\s,.:;!—–-]|$)[\s,.:;!—–-]*(?:(?:so|and|ok(?:ay)?|first(?:\s+(?:of\s+all|thing))?)(?:[\s,]+|$))*/i;
/** How far into a line a preamble may come for the scene before it to be dropped with it. */
const PREAMBLE_SCENE_WORDS = 30;

/** A preamble dropped with the scene before it when it opens the line, or made the end of a sentence. */
function dropPreamble(text: string): string {
  const match = PREAMBLE.exec(text);
  if (!match) return text;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  if (after.trim() === '') return text;
  const opensLine =
    !/[.!?…]/.test(before) && before.split(/\s+/).filter(Boolean).length <= PREAMBLE_SCENE_WORDS;
  if (opensLine) return after;
  const head = before.replace(/(?:[\s,]+(?:oh|and|so|ok(?:ay)?|also|а|и))*[\s,]*$/i, '');
  return `${head}${/[.!?…]$/.test(head) ? '' : '.'} ${after}`;
}

/** A line of the dump as the later stages read it. */
export interface Line {
  readonly text: string;
  /** The line was a bullet or a numbered item: a clause without a verb is still a task. */
  readonly listItem: boolean;
}

/** Where the sentence holding a position starts: after the last ". ", "! ", "? " or "…" before it. */
function sentenceStart(text: string, at: number): number {
  let start = 0;
  for (const end of text.slice(0, at).matchAll(/[.!?…]+\s+/g)) start = end.index + end[0].length;
  return start;
}

/** A weekday, full or short, opening a line before a dash or a colon: the head of a weekly plan's line. */
const WEEKDAY_ITEM = new RegExp(
  `^(?:${EN_WEEKDAY}|${RU_WEEKDAY}|${[...WEEKDAY_SHORT_NAMES, 'tues', 'thur', 'thurs'].join('|')})\\.?\\s*[—–:-]\\s*\\S`,
  'u',
);

/** Rules over each line, in order. */
export const LINE_RULES: readonly StageRule<Line, Line>[] = [
  {
    name: 'hesitations',
    description:
      'hesitation sounds and groans of dictation ("эээ", "э-э", "ммм", "хм", "um", "uh", "hmm", "ugh") are dropped wherever they are; in a run-on, one between a finished clause and a verb or a new subject ends a sentence ("… by then uh order more salt")',
    examples: [
      {
        input: {
          text: 'the boiler guy comes friday so clear the hall by then uh order more salt',
          listItem: false,
        },
        expected: {
          text: 'the boiler guy comes friday so clear the hall by then. order more salt',
          listItem: false,
        },
      },
      {
        input: { text: 'so ask him tomorrow um i need to renew the parking permit', listItem: false },
        expected: { text: 'so ask him tomorrow. i need to renew the parking permit', listItem: false },
      },
      {
        input: { text: 'утром отвезти кота к ветеринару э-э забрать посылку', listItem: false },
        expected: { text: 'утром отвезти кота к ветеринару. забрать посылку', listItem: false },
      },
      {
        input: { text: 'drop the parcel at the depot um my passport photo needs redoing', listItem: false },
        expected: { text: 'drop the parcel at the depot. my passport photo needs redoing', listItem: false },
      },
      {
        input: { text: 'the tax return is due monday ugh i hate forms', listItem: false },
        expected: { text: 'the tax return is due monday. i hate forms', listItem: false },
      },
      {
        input: { text: 'pick up the cake for uh my nephew', listItem: false },
        expected: { text: 'pick up the cake for my nephew', listItem: false },
      },
      {
        input: { text: 'I need to uh ring the vet', listItem: false },
        expected: { text: 'I need to ring the vet', listItem: false },
      },
      {
        input: { text: 'надо эээ позвонить э-э сантехнику', listItem: false },
        expected: { text: 'надо позвонить сантехнику', listItem: false },
      },
      {
        input: { text: 'hmm, book the uh ferry', listItem: false },
        expected: { text: 'book the ferry', listItem: false },
      },
      {
        input: { text: 'купить эмаль для ванны', listItem: false },
        expected: { text: 'купить эмаль для ванны', listItem: false },
      },
    ],
    apply: (line) => ({ ...line, text: dropHesitations(line.text) }),
  },
  {
    name: 'dictation-preamble',
    description:
      'what a speaker says about dictating itself ("so here goes", "let me just get this out of my head", "I need to dump this somewhere") ends the scene it opens with: both are dropped when they open the line, a sentence ends there otherwise',
    examples: [
      {
        input: {
          text: "ok I'm on the train so let me just get it all out of my head the plumber wants paying by friday",
          listItem: false,
        },
        expected: { text: 'the plumber wants paying by friday', listItem: false },
      },
      {
        input: { text: 'walking home and here goes first renew the car tax', listItem: false },
        expected: { text: 'renew the car tax', listItem: false },
      },
      {
        input: {
          text: 'Return the drill. Oh and let me get this all down first email Sam the photos',
          listItem: false,
        },
        expected: { text: 'Return the drill. email Sam the photos', listItem: false },
      },
      {
        input: { text: 'let me know about the dates', listItem: false },
        expected: { text: 'let me know about the dates', listItem: false },
      },
    ],
    apply: (line) => ({ ...line, text: dropPreamble(line.text) }),
  },
  {
    name: 'shopping-emoji',
    description: 'a line after a shopping emoji (🛒, 🛍) is a list of things to buy',
    examples: [
      {
        input: { text: '🛒 сыр, яйца, укроп', listItem: false },
        expected: { text: 'купить: сыр, яйца, укроп', listItem: true },
      },
      {
        input: { text: '🛒 for the picnic: buns, lemonade', listItem: false },
        expected: { text: 'buy for the picnic: buns, lemonade', listItem: true },
      },
      {
        input: { text: '🛒 заказать воду', listItem: false },
        expected: { text: 'заказать воду', listItem: true },
      },
    ],
    apply: (line) => {
      if (!SHOPPING_EMOJI.test(line.text)) return line;
      const rest = line.text.replace(SHOPPING_EMOJI, '').trim();
      const buy = hasCyrillic(rest) ? 'купить' : 'buy';
      const first = fold(rest).split(/\s+/)[0] ?? '';
      if (isVerbWord(first)) return { text: rest, listItem: true };
      return { text: rest.includes(':') ? `${buy} ${rest}` : `${buy}: ${rest}`, listItem: true };
    },
  },
  {
    name: 'emoji-bullet',
    description: 'emoji at the start of a line are a bullet; at its end they are dropped',
    examples: [
      {
        input: { text: '🧹 пропылесосить ковёр 🙂', listItem: false },
        expected: { text: 'пропылесосить ковёр', listItem: true },
      },
      {
        input: { text: '✅ renew the domain', listItem: false },
        expected: { text: 'renew the domain', listItem: true },
      },
    ],
    apply: (line) => {
      const text = line.text.replace(TRAILING_EMOJI, '');
      return LEADING_EMOJI.test(text)
        ? { text: text.replace(LEADING_EMOJI, ''), listItem: true }
        : { ...line, text };
    },
  },
  {
    name: 'emoji-pause',
    description: 'an emoji between words ends a sentence, as a pause does in speech',
    examples: [
      {
        input: { text: 'printer jammed 😩 email facilities', listItem: false },
        expected: { text: 'printer jammed. email facilities', listItem: false },
      },
    ],
    apply: (line) => ({ ...line, text: line.text.replace(INNER_EMOJI, '. ').replace(/([.!?])\.\s/g, '$1 ') }),
  },
  {
    name: 'bullet',
    description: 'a leading bullet, dash, checkbox or list number is dropped and marks a list item',
    examples: [
      {
        input: { text: '- письмо бухгалтеру', listItem: false },
        expected: { text: 'письмо бухгалтеру', listItem: true },
      },
      {
        input: { text: '2) renew the fishing licence', listItem: false },
        expected: { text: 'renew the fishing licence', listItem: true },
      },
      {
        input: { text: '[ ] garage shelves', listItem: false },
        expected: { text: 'garage shelves', listItem: true },
      },
      { input: { text: 'just a line', listItem: false }, expected: { text: 'just a line', listItem: false } },
    ],
    apply: (line) =>
      BULLET.test(line.text) ? { text: line.text.replace(BULLET, ''), listItem: true } : line,
  },
  {
    name: 'weekday-item',
    description:
      'a line of a weekly plan, headed by its day and a dash or a colon ("Mon — optician 10am", "ПТ: отчёт"), is a list item: what it names is a task of that day',
    examples: [
      {
        input: { text: 'Thu - optician 10am', listItem: false },
        expected: { text: 'Thu - optician 10am', listItem: true },
      },
      {
        input: { text: 'ПТ: сдать отчёт', listItem: false },
        expected: { text: 'ПТ: сдать отчёт', listItem: true },
      },
      {
        input: { text: 'Wednesday was a mess', listItem: false },
        expected: { text: 'Wednesday was a mess', listItem: false },
      },
    ],
    apply: (line) => (WEEKDAY_ITEM.test(fold(line.text)) ? { ...line, listItem: true } : line),
  },
  {
    name: 'verb-dash',
    description:
      'a dash right after a verb (negated or not) or a shopping list\'s name or a person\'s initials that open a sentence ("Купить — хлеб, молоко", "Call - the plumber", "Не забыть — паспорт", "groceries - eggs, milk") is the pause of a header: it reads as a colon',
    examples: [
      {
        input: { text: 'Купить — хлеб, молоко, яйца', listItem: false },
        expected: { text: 'Купить: хлеб, молоко, яйца', listItem: false },
      },
      {
        input: { text: 'Дела на вечер. Позвонить - маме и бабушке', listItem: false },
        expected: { text: 'Дела на вечер. Позвонить: маме и бабушке', listItem: false },
      },
      {
        input: { text: 'Call — the plumber about the leak', listItem: true },
        expected: { text: 'Call: the plumber about the leak', listItem: true },
      },
      {
        input: { text: 'Не забыть — зарядку от ноутбука', listItem: false },
        expected: { text: 'Не забыть: зарядку от ноутбука', listItem: false },
      },
      {
        input: { text: 'Не трогать — проводку', listItem: false },
        expected: { text: 'Не трогать — проводку', listItem: false },
      },
      {
        input: { text: 'продукты - гречка, кефир', listItem: false },
        expected: { text: 'продукты: гречка, кефир', listItem: false },
      },
      {
        input: { text: 'AB - send the deck to legal', listItem: true },
        expected: { text: 'AB: send the deck to legal', listItem: true },
      },
      {
        input: { text: 'Кухня — покрасить стены', listItem: false },
        expected: { text: 'Кухня — покрасить стены', listItem: false },
      },
      {
        input: { text: 'кое-что купить - хлеб', listItem: false },
        expected: { text: 'кое-что купить - хлеб', listItem: false },
      },
    ],
    apply: (line) => ({
      ...line,
      text: line.text.replace(VERB_DASH, (whole, start: string, verb: string) =>
        /\s/.test(verb) || isVerbWord(fold(verb)) || SHOPPING_LIST_WORDS.has(fold(verb)) || isInitials(verb)
          ? `${start}${verb}: `
          : whole,
      ),
    }),
  },
  {
    name: 'double-exclamation',
    description:
      'two or more exclamation marks ("!!") mark a task as urgent, like "срочно" / "urgent" said in words; one is no cue',
    examples: [
      {
        input: { text: 'отнести пальто в ателье на Садовой!!', listItem: true },
        expected: { text: 'срочно отнести пальто в ателье на Садовой!', listItem: true },
      },
      {
        input: { text: '!! fix the login page', listItem: true },
        expected: { text: 'urgent fix the login page', listItem: true },
      },
      {
        input: { text: 'renew the permit, the office says it lapsed!!', listItem: true },
        expected: { text: 'urgent renew the permit, the office says it lapsed!', listItem: true },
      },
      {
        input: { text: 'купить лампочки!', listItem: false },
        expected: { text: 'купить лампочки!', listItem: false },
      },
      {
        input: { text: 'фото распечатать. завтра сдать анализы!! натощак', listItem: false },
        expected: { text: 'фото распечатать. срочно завтра сдать анализы! натощак', listItem: false },
      },
      {
        input: { text: 'Important!! sign the lease', listItem: false },
        expected: { text: 'Important! sign the lease', listItem: false },
      },
    ],
    apply: (line) => {
      // "Important!!": marks right after a cue of the urgency lexicon only stress that cue.
      const stressed = line.text.replace(/\s*!{2,}/g, (marks: string, at: number, text: string) =>
        findCues(fold(text.slice(0, at))).some((cue) => cue.end === at) ? '!' : marks,
      );
      if (!/!{2}/.test(stressed)) return { ...line, text: stressed };
      // Said first in its sentence, the cue covers that sentence's task, not a remark after it ("…, clients
      // say it's broken!!"), nor the sentence before it ("фото скинуть. сдать кровь!!").
      const cue = hasCyrillic(stressed) ? 'срочно' : 'urgent';
      let text = stressed;
      for (const marks of [...stressed.matchAll(/\s*!{2,}\s*/g)].reverse()) {
        const at = marks.index;
        const start = sentenceStart(text, at);
        const after = text.slice(at + marks[0].length);
        const said = at === 0 ? '' : `${text.slice(start, at).trim()}!`;
        text = `${text.slice(0, start)}${[cue, said, after].filter((part) => part !== '').join(' ')}`;
      }
      return { ...line, text: text.trim() };
    },
  },
  {
    name: 'bracketed-alternative',
    description: 'an alternative in brackets ("(или …)", "(or …)") is no task of its own',
    examples: [
      {
        input: { text: 'продать велосипед (или подарить племяннику)', listItem: false },
        expected: { text: 'продать велосипед', listItem: false },
      },
      {
        input: { text: 'fix the fence (or hire someone)', listItem: true },
        expected: { text: 'fix the fence', listItem: true },
      },
    ],
    apply: (line) => ({ ...line, text: line.text.replace(ALTERNATIVE, '').trim() }),
  },
];
