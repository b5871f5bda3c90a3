// Stage classify: what a clause is once its dates, cues and fillers are off — an action, a task noun,
// context (feelings, statements, what happened) or nothing: `CLAUSE_KIND_RULES`, walked by `classify`
// until one decides. See docs/ai-local.md §2.
import { EN_VERBS } from '../../lexicon/verbs-en.js';
import { isRuVerbForm } from '../../lexicon/verbs-ru.js';
import { firstDecision, type StageRule } from '../../rule.js';
import { SUBJECT_PRONOUN } from '../titles/fillers.js';
import { ANAPHORA, INDIRECT_QUESTION, SYMPTOM_VERB } from './patterns.js';
import { EN_KIND_RULES } from './clause-kind-en.js';
import { RU_KIND_RULES } from './clause-kind-ru.js';
import { isTaskNoun, isVerbWord } from './verbs.js';
import { COMPLAINT_WORD } from '../../lexicon/feelings.js';

/** The most words of a remark on how bad things are ("холод жуткий", "the traffic is awful"). */
const COMPLAINT_MAX_WORDS = 4;
import {
  type ClauseKind,
  type ClauseReading,
  readClause,
  decide,
  clause,
  kindOf,
  context,
} from './clause-reading.js';

// What other stages read of the clause-kind reading.
export {
  EN_IRREGULAR_PAST,
  firstRuVerb,
  isUnknownImperative,
  leadingSubordinateLength,
  readClause,
  type ClauseKind,
  type ClauseReading,
} from './clause-reading.js';

/** The clause-kind rules that read a clause before its language's own rules. */
const OPENING_RULES: readonly StageRule<ClauseReading, ClauseKind | undefined>[] = [
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
      const verb = words.slice(1).find((word) => isRuVerbForm(word.word));
      return !verb || words[0]?.word === 'это' ? decide('context') : undefined;
    },
  },
];

/** The clause-kind rules that read both languages after their own rules. */
const CLOSING_RULES: readonly StageRule<ClauseReading, ClauseKind | undefined>[] = [
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
    name: 'complaint',
    description:
      'a short clause with no verb that judges how bad things are ("холод жуткий", "traffic awful") is a remark: context',
    examples: [
      kindOf(clause('холод жуткий'), context),
      kindOf(clause('пробки просто ужас'), context),
      kindOf(clause('the traffic is awful'), context),
      kindOf(clause('холод'), undefined),
      kindOf(clause('починить ужасный кран'), undefined),
    ],
    apply: ({ plain }) =>
      plain.length <= COMPLAINT_MAX_WORDS &&
      plain.some((word) => COMPLAINT_WORD.test(word)) &&
      !plain.some((word) => isVerbWord(word))
        ? decide('context')
        : undefined,
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

/**
 * The clause-kind rules, in the order they run: the first that decides gives the kind and the verb;
 * a rule that does not apply passes (undefined). The Russian rules from `ru-negated` to `ru-action` are
 * about the clause's first verb (`ruVerb`); the `en-` rules read a clause that is not read in Russian;
 * the rules after them read both languages.
 */
export const CLAUSE_KIND_RULES: readonly StageRule<ClauseReading, ClauseKind | undefined>[] = [
  ...OPENING_RULES,
  ...RU_KIND_RULES,
  ...EN_KIND_RULES,
  ...CLOSING_RULES,
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
export function classify(core: string, original: string): ClauseKind {
  return decideClauseKind(CLAUSE_KIND_RULES, readClause(core, original));
}
