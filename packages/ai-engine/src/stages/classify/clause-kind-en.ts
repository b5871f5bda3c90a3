// Stage classify, the clause-kind rules of an English clause: what is done, echoes and self-talk, a verb
// opening the clause, statements and reports, and the imperative's shapes.
import { FEELING_VERBS, SELF_TALK_VERBS } from '../../lexicon/feelings.js';
import { EN_ROLES } from '../../lexicon/people.js';
import { GOODS_KIND_WORDS } from '../../lexicon/shopping.js';
import { EN_VERBS } from '../../lexicon/verbs-en.js';
import { EN_COPULA } from '../segment/sentences.js';
import { ECHO, EN_DETERMINER, ON_THE_MOVE, OWN_NEED, SELF_TALK_PHRASE } from './patterns.js';
import { type StageRule } from '../../rule.js';
import {
  EN_IRREGULAR_PAST,
  isUnknownImperative,
  type ClauseKind,
  type ClauseReading,
  opensWithEnVerb,
  reportsWhatHappened,
  decide,
  clause,
  kindOf,
  context,
  done,
  wordAsWritten,
} from './clause-reading.js';

/** The most words a clause of where one is may have without a "so" closing it. */
const MOMENT_MAX_WORDS = 7;

/** Nouns in -ing that follow a name as its thing ("Tom's wedding", "Ann's christening"). */
const ING_NOUN =
  /^(?:wedding|christening|housewarming|leaving|birthday|evening|morning|building|ceiling|clothing|painting|drawing|recording|ring|thing|string|spring|sibling|stuffing|filling|icing|bedding|parking|booking|meeting|training|reading|hearing|swimming|wing|king|pudding|earring|shopping|packing|listing|setting|wording|landing|offering|outing|recital|rating)$/;

/** The known verb an -ing form is of ("sending" → send, "booking" → book, "making" → make), if any. */
export function enBaseOfIng(word: string): string | undefined {
  const stem = /^([a-z]{2,})ing$/.exec(word)?.[1];
  if (!stem) return undefined;
  const undoubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
  return [stem, `${stem}e`, undoubled].find((base) => EN_VERBS.has(base));
}

/**
 * A verb going on ("bringing", "sorting"): the -ing form of a known verb, or of any word when what
 * follows is its object pronoun, a determiner or nothing ("handling it", "covering").
 */
export function isEnProgressive(word: string, next?: string): boolean {
  if (!/^[a-z]{2,}ing$/.test(word) || ING_NOUN.test(word)) return false;
  if (enBaseOfIng(word) !== undefined) return true;
  return (
    next === undefined || /^(?:it|them|that|this|the|a|an|some|his|her|their|our|everything)$/.test(next)
  );
}

/** Words that open a clause about the speaker or the world, never someone else doing a task. */
const NOT_SOMEONE =
  /^(?:i|i'm|i'll|i've|we|we're|we'll|you|you're|it|it's|there|there's|this|that|that's|let's|let|what|who|everything|nothing)$/;

/** An aside on the list, not a task: "not my problem", "(it) can wait till Jan", "up early again". */
const EN_ASIDE =
  /^(?:(?:that's\s+|it's\s+)?not\s+my\s+(?:problem|job|call|department)|(?:it\s+|that\s+)?can\s+wait(?:\s+(?:till|until|for)\s+.+)?|up\s+(?:early|late|at\s+\S+)(?:\s+again)?|(?:[a-z]+\s+)?(?:prices|rent|costs|bills|fees)\s+(?:going|gone|went)\s+up(?:\s+again)?)$/;

/** Capitalised words that open a clause before "to" without being anyone ("Time to …", "Note to self"). */
const NOT_A_NAME =
  /^(?:time|reminder|note|notes|things|stuff|places|ways|plan|plans|how|where|what|when|ok|okay|nice|good|hard|easy|due|back|up|trip|todo|to-do|list|tasks|goal|goals|hope|idea|ideas|try|need|want|have|got|going)$/;
/** Verbs after "will" that say a need or a state, not an action someone takes on ("Mom will need a lift"). */
/** Verbs said with a participle after them ("get dressed", "stay focused"): still an order. */
const TAKES_A_PARTICIPLE = /^(?:get|have|keep|stay|feel|become|look|go|leave)$/;
/** A word that says when or where after a participle ("moved to", "delayed until", "booked for"). */
const WHEN_OR_WHERE = /^(?:to|until|till|til|by|for|from|on|at|in|again|back|off|indefinitely)$/;

const NOT_AN_ACTION = /^(?:be|need|have|want|like|love|hate|mind|know|see|feel)$/;

/** Words after a word of a kind of thing that make it a deed on something ("washing the car", "cleaning it"):
 * a determiner, or a pronoun, preposition, particle, day or auxiliary. */
const NOT_A_THING_AFTER_WORD =
  /^(?:it|them|him|me|us|to|for|with|at|in|on|from|by|off|out|down|over|away|again|today|tonight|tomorrow|is|are|was|were|has|had|needs|will|can|should|must)$/;
const isNotAThingAfter = (word: string): boolean =>
  EN_DETERMINER.test(word) || NOT_A_THING_AFTER_WORD.test(word);

/** The English clause-kind rules, in the order they run (after the Russian ones). */
export const EN_KIND_RULES: readonly StageRule<ClauseReading, ClauseKind | undefined>[] = [
  {
    name: 'en-others-do-it',
    description:
      'someone else doing it ("Sam\'s bringing the chairs", "Kim is handling it", "Jess covering") is no task of ours: context',
    examples: [
      kindOf(clause("Sam's bringing the chairs"), context),
      kindOf(clause('Kim is handling the invoices'), context),
      kindOf(clause('Jess covering'), context),
      kindOf(clause("I'm bringing the chairs"), undefined),
      kindOf(clause("Tom's wedding gift"), undefined),
      kindOf(clause("my brother's picking up the cake"), context),
      kindOf(clause("my sister's birthday present"), undefined),
      kindOf(clause('bring the chairs'), undefined),
    ],
    apply: ({ russian, plain, core }) => {
      if (russian || NOT_SOMEONE.test(plain[0] ?? '')) return undefined;
      // "Sam's bringing …", "my sister is sorting …", "the kids are making …", "Jess covering".
      // "my sister's doing …", "the boss's handling …": the subject's "'s" after a word or two.
      const copula = plain.findIndex(
        (word, index) => index <= 2 && (/^[a-z]+'s$/.test(word) || (index > 0 && /^(?:is|are)$/.test(word))),
      );
      const at = copula >= 0 ? copula + 1 : /^\p{Lu}/u.test(core) && plain.length <= 4 ? 1 : -1;
      return at > 0 && isEnProgressive(plain[at] ?? '', plain[at + 1]) ? context : undefined;
    },
  },
  {
    name: 'en-someone-will',
    description:
      'someone named, a role or initials, then "will", "is going to" or "to" and a verb ("Priya will update the roadmap", "JT to fix the login bug", "the client will confirm") is their action item: context',
    examples: [
      kindOf(clause('Priya will update the roadmap'), context),
      kindOf(clause('JT to fix the login bug by Thu'), context),
      kindOf(clause('the client will confirm the dates'), context),
      kindOf(clause('Sam is going to call the venue'), context),
      kindOf(clause('legal to review the contract'), context),
      kindOf(clause('I will update the roadmap'), undefined),
      kindOf(clause('Time to renew the passport'), undefined),
      kindOf(clause('Mom will need a lift on Friday'), undefined),
      kindOf(clause('Kids to school by 8'), undefined),
      kindOf(clause('Remember to call the bank'), undefined),
    ],
    apply: (reading) => {
      const { russian, plain } = reading;
      if (russian || NOT_SOMEONE.test(plain[0] ?? '') || opensWithEnVerb(reading)) return undefined;
      const said = (index: number) => wordAsWritten(reading, index);
      for (let at = 1; at <= 3 && at < plain.length - 1; at++) {
        const subject = plain.slice(0, at);
        if (subject.some((word) => NOT_SOMEONE.test(word) || (EN_VERBS.has(word) && word !== 'will')))
          return undefined;
        const word = plain[at] ?? '';
        let verb = -1;
        if (word === 'will') verb = at + 1;
        else if (/^(?:is|are)$/.test(word) && plain[at + 1] === 'going' && plain[at + 2] === 'to')
          verb = at + 3;
        else if (word === 'to') {
          // "JT to fix …", "legal to review …": one word that is someone, or a role after "the".
          const who = plain[at - 1] ?? '';
          const named =
            at === 1 &&
            !NOT_A_NAME.test(who) &&
            (/^\p{Lu}{2,3}$/u.test(said(0)) || /^\p{Lu}\p{Ll}+$/u.test(said(0)) || EN_ROLES.test(who));
          if (named || (at === 2 && plain[0] === 'the' && EN_ROLES.test(who))) verb = at + 1;
        }
        if (verb < 0) continue;
        const action = plain[verb] ?? '';
        return EN_VERBS.has(action) && !NOT_AN_ACTION.test(action) ? context : undefined;
      }
      return undefined;
    },
  },
  {
    name: 'en-aside',
    description:
      'an aside on the list ("not my problem", "can wait till Jan", "up early again") is no task: context',
    examples: [
      kindOf(clause('not my problem'), context),
      kindOf(clause('can wait till March'), context),
      kindOf(clause('wait for the plumber'), undefined),
    ],
    apply: ({ russian, folded }) => (!russian && EN_ASIDE.test(folded) ? context : undefined),
  },
  {
    name: 'en-kind-of-thing',
    description:
      'a word of the kind of a thing sold before its name, with no article between ("rolled oats", "baking soda", "washing up gloves"), names the thing: no deed done or going on',
    examples: [
      kindOf(clause('rolled oats'), decide('other')),
      kindOf(clause('baking soda'), decide('other')),
      kindOf(clause('washing up gloves'), decide('other')),
      kindOf(clause('washing up'), undefined),
      kindOf(clause('washing the car'), undefined),
      kindOf(clause('rolled the bins out'), undefined),
    ],
    apply: ({ russian, plain }) => {
      const [first = '', second, third] = plain;
      const thing = second === 'up' ? third : second;
      return !russian && GOODS_KIND_WORDS.has(first) && thing !== undefined && !isNotAThingAfter(thing)
        ? decide('other')
        : undefined;
    },
  },
  {
    name: 'en-done',
    description:
      'an English clause opening with a past tense ("collected the keys", "paid the gas bill") says what is done (context that is never a task)',
    examples: [
      kindOf(clause('collected the spare keys'), done),
      kindOf(clause('paid the gas bill already'), done),
      kindOf(clause('collect the spare keys'), undefined),
      kindOf(clause('posted the letter'), done),
    ],
    apply: ({ russian, first }) =>
      !russian && (EN_IRREGULAR_PAST.has(first) || (/^[a-z]{3,}ed$/.test(first) && !EN_VERBS.has(first)))
        ? done
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
    name: 'en-on-the-move',
    description:
      'a short English clause opening with where one is right now ("walking to the bus so", "on my way in", "stuck in traffic"), with no need of its own, describes the moment: context',
    examples: [
      kindOf(clause('walking to the bus so'), context),
      kindOf(clause('on my way in'), context),
      kindOf(clause('sitting in the waiting room'), context),
      kindOf(clause('driving home from the gym'), context),
      kindOf(clause('driving home i need to call the bank'), undefined),
      kindOf(clause('walk the dog'), undefined),
      kindOf(clause('walking the dog tonight'), undefined),
      kindOf(clause('in the car and the inspection report for the house on the hill came back'), undefined),
    ],
    apply: ({ russian, folded, words }) =>
      !russian &&
      ON_THE_MOVE.test(folded) &&
      !OWN_NEED.test(folded) &&
      (/\sso$/.test(folded) || words.length <= MOMENT_MAX_WORDS)
        ? decide('context')
        : undefined,
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
    name: 'en-thing-then-past',
    description:
      'a thing then what was done to it, and when or where ("launch moved to March", "call pushed to 3pm", "release delayed until Monday") is a minute, not an order to launch or to call: context',
    examples: [
      kindOf(clause('launch moved to march'), context),
      kindOf(clause('review pushed to friday'), context),
      kindOf(clause('release delayed until monday'), context),
      kindOf(clause('order used parts for the bike'), undefined),
      kindOf(clause('get dressed for the party'), undefined),
    ],
    apply: ({ russian, plain }) => {
      const [first = '', past = '', after] = plain;
      return !russian &&
        !TAKES_A_PARTICIPLE.test(first) &&
        (EN_IRREGULAR_PAST.has(past) || (/^[a-z]{3,}ed$/.test(past) && !EN_VERBS.has(past))) &&
        (after === undefined || WHEN_OR_WHERE.test(after))
        ? context
        : undefined;
    },
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
];
