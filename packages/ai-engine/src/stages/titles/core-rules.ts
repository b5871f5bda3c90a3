// Stage titles, first list: a clause's core made ready for its title. `clauseCore` runs CORE_RULES on a
// clause whose dates and cues are already off: fillers, who said it, a dangling preposition and a
// leading time clause go, then a clause said as a fact is rewritten as its task (a due thing, a need, a
// request, an event). What the core is (classify) is read after it; the title rules (rules.ts) follow.
import { applyInOrder, type StageRule } from '../../rule.js';
import { leadingSubordinateLength } from '../classify/clause-kind.js';
import { isVerbWord } from '../classify/verbs.js';
import { fold, hasCyrillic, tidy } from '../normalise/text.js';
import { leadingFillerLength, trailingFillerLength } from './fillers.js';
import {
  dueToTask,
  haveEventToTask,
  leadingEventToTask,
  movedEventToTask,
  needsDoingToTask,
  neededGoodsToTask,
  neededNewToTask,
  neededThingToTask,
  ranOutToTask,
  requestToTask,
  undoneToTask,
} from './rewrites.js';

/** What the clause tells the core rules besides its words. */
export interface CoreContext {
  /** The clause names a day (a date of rank ≥ 1): a request or a due thing is then a task. */
  readonly dated?: boolean;
  /** The date was said with "due" ("due friday"), which went with it. */
  readonly dueSaid?: boolean;
}

/** What the core rules work on: the core so far, the clause's context and what the rewrites found. */
export interface CoreState extends CoreContext {
  readonly core: string;
  /** Said as not done yet ("я так и не отправил акт"). */
  readonly undone?: boolean;
  /** Rewritten as an event ("we have the team offsite", "I'm running the demo"). */
  readonly event?: boolean;
  /** Rewritten as a thing to deliver or to get (a request, a needed thing, a due thing): a task noun. */
  readonly requested?: boolean;
  /** Rewritten from its due date ("the essay is due friday"). */
  readonly due?: boolean;
}

/** A passive need other than "needs to be" ("has to be", "have got to be", "must be", "should be"). */
const PASSIVE_NEED = /\s+(?:(?:has|have)\s+(?:got\s+)?to|must|should)\s+be\s+(?=[a-z]+(?:ed|en|t)\b)/i;

/** Who said it, told after the point ("my dad said", "she says"). */
const SAID_BY =
  /[\s,]+(?:(?:(?:my|the|our|his|her|their)\s+[a-z]+)|he|she|they)\s+(?:said|says|told\s+me)[.!]*$/i;

/** "I told Ann I'd …", "I promised (my brother) to …", "I said I would …": what follows is the speaker's own task. */
const OWN_PROMISE =
  /^(?:(?:and|so|also|oh|plus)\s+)?(?:i|we)\s+(?:said|(?:told|promised)(?:\s+((?:my\s+|our\s+|the\s+)?[a-z]+))?)\s+(?:that\s+)?(?:i'd|i\s+would|i'll|i\s+will|we'd|we\s+would|we'll|to)\s+(\S.*)$/;

/** The one told, as a pronoun in the task ("help him move"), with the word after it. */
const TOLD_ONE = /\b(?:him|her|them)\b(?=(?:\s+([\p{L}']+))?)/iu;
/** Words after "her" that make it the one told, not her thing ("drive her to", "help her out"). */
const AFTER_OBJECT = /^(?:to|with|at|on|in|for|from|up|out|back|home|through|round|around|over)$/;

/** Not having done "anything": a feeling of being behind, not a task left undone. */
const NOTHING_IN_PARTICULAR = /^\S+\s+(?:anything|everything|nothing|ничего|всё|все)(?:\s|$)/i;

/** A rewrite of the core into the task it names: applies when it finds one and `when` allows it. */
function rewrite(
  rewriteCore: (core: string, state: CoreState) => string | null,
  when: (state: CoreState) => boolean,
  marks: Partial<CoreState>,
): (state: CoreState) => CoreState {
  return (state) => {
    if (!when(state)) return state;
    const rewritten = rewriteCore(state.core, state);
    return rewritten === null ? state : { ...state, ...marks, core: tidy(rewritten) };
  };
}
const always = () => true;
/** The state with a new core (the same state when the core is unchanged). */
const recored = (state: CoreState, text: string): CoreState =>
  text === state.core ? state : { ...state, core: text };
const notCyrillic = (state: CoreState) => !hasCyrillic(state.core);

/** Examples: a core (and context), and the state the rule makes of it. */
const core = (text: string, context: CoreContext = {}): CoreState => ({ ...context, core: text });
const becomes = (input: CoreState, expected: Partial<CoreState>) => ({
  input,
  expected: { ...input, ...expected },
});
const stays = (input: CoreState) => ({ input, expected: input });

/** The core rules, in the order they run. */
export const CORE_RULES: readonly StageRule<CoreState, CoreState>[] = [
  {
    name: 'needed-new',
    description:
      'a new thing one needs is the task of getting it (English; read before the fillers take "I need" off)',
    examples: [
      becomes(core('we need a new kettle ours broke'), { core: 'get a new kettle' }),
      becomes(core('so I really need more printer ink'), { core: 'get more printer ink' }),
      stays(core('we need a plan')),
    ],
    apply: rewrite(neededNewToTask, notCyrillic, {}),
  },
  {
    name: 'needed-goods',
    description:
      'goods one needs ("we need milk", "need salt, foil and bin bags") are the task of buying them (English; "we need a plan" stays)',
    examples: [
      becomes(core('we need milk'), { core: 'buy milk' }),
      becomes(core('need salt, foil and a big jar'), {
        core: 'buy salt, foil and a big jar',
      }),
      stays(core('we need a plan')),
      stays(core('we need to talk')),
      stays(core('need help with the boxes')),
    ],
    apply: rewrite(neededGoodsToTask, notCyrillic, {}),
  },
  {
    name: 'own-promise',
    description:
      'what the speaker said they would do ("I told Ann I\'d help her paint", "I promised to sort the rota") is their task (English)',
    examples: [
      becomes(core("I told Ann I'd help her paint the fence"), { core: 'help Ann paint the fence' }),
      becomes(core('i promised my brother to fix his bike'), { core: 'fix his bike' }),
      becomes(core("and I said I'd bake for the fair"), { core: 'bake for the fair' }),
      stays(core("Ann said she'd bring the chairs")),
      stays(core('I said no to the party')),
      becomes(core("I told Mia I'd help with her poster"), { core: 'help with her poster' }),
    ],
    apply: (state) => {
      if (!notCyrillic(state)) return state;
      const match = OWN_PROMISE.exec(fold(state.core).replace(/’/g, "'"));
      if (!match) return state;
      const task = state.core.slice(state.core.length - (match[2] ?? '').length);
      // "I told Raj I'd help him paint": the one told is the "him" of the task, as the speaker wrote the name.
      const told = match[1] && !/^(?:him|her|them|you|everyone|people)$/.test(match[1]) ? match[1] : '';
      const at = told ? fold(state.core).indexOf(told) : -1;
      const name = at >= 0 ? state.core.slice(at, at + told.length) : undefined;
      // "her" before a thing is hers ("help with her project"): only before a verb or a preposition is it her.
      const named = (pronoun: string, next: string | undefined) =>
        pronoun.toLowerCase() === 'her' && next && !isVerbWord(fold(next)) && !AFTER_OBJECT.test(fold(next))
          ? pronoun
          : (name ?? pronoun);
      return recored(state, name ? task.replace(TOLD_ONE, named) : task);
    },
  },
  {
    name: 'fillers',
    description:
      'leading fillers and hedges ("надо", "может", "I need to", "also") and trailing ones ("пожалуйста", "too") go',
    examples: [
      becomes(core('мне нужно записаться на шиномонтаж'), { core: 'записаться на шиномонтаж' }),
      becomes(core("I'll return the rented skis too"), { core: 'return the rented skis' }),
      becomes(core('also maybe repaint the mailbox'), { core: 'repaint the mailbox' }),
      becomes(core('ну типа это самое погладить рубашки'), { core: 'погладить рубашки' }),
      becomes(core('uh like so yeah descale the kettle'), { core: 'descale the kettle' }),
      // "and personally I …", "for me I …": the speaker turning from others' tasks to their own.
      becomes(core('personally I need to renew the fishing permit'), { core: 'renew the fishing permit' }),
      becomes(core('for me I gotta repot the ficus'), { core: 'repot the ficus' }),
      // A shrug before the task ("ugh whatever, I need to …").
      becomes(core('whatever I need to defrost the freezer'), { core: 'defrost the freezer' }),
      becomes(core('хорошо бы заменить смеситель'), { core: 'заменить смеситель' }),
    ],
    apply: (state) => {
      const text = state.core.slice(leadingFillerLength(fold(state.core)));
      return recored(state, text.slice(0, text.length - trailingFillerLength(fold(text))));
    },
  },
  {
    name: 'said-by',
    description: 'who said it, told after the point ("… my dad said", "… she says"), is no part of the task',
    examples: [
      becomes(core('renew the fishing licence my dad said'), { core: 'renew the fishing licence' }),
      becomes(core('book the vet, she says'), { core: 'book the vet' }),
      stays(core('call the man who said hello')),
    ],
    apply: (state) => recored(state, tidy(state.core.replace(SAID_BY, ''))),
  },
  {
    name: 'dangling-preposition',
    description: 'a preposition or article left at the end once its date went ("забрать шторы до") goes',
    examples: [
      becomes(core('забрать шторы до'), { core: 'забрать шторы' }),
      becomes(core('return the drill by'), { core: 'return the drill' }),
      stays(core('return the drill')),
    ],
    apply: (state) => {
      const dangling = /\s+(?:в|во|к|ко|до|на|с|со|by|on|at|before|b4|until|till|for|in|the)$/.exec(
        fold(state.core),
      );
      return recored(state, tidy(dangling ? state.core.slice(0, dangling.index) : state.core));
    },
  },
  {
    name: 'leading-time-clause',
    description:
      'a time clause or the scene of a dictated note before the action, without a comma, goes ("before the plumber comes …", "while the kettle boils …", "folding laundry …", «пока каша варится запишу …»), and so does writing the list down before a task («записать оплатить …»)',
    examples: [
      becomes(core('before the guests arrive wipe down the table'), { core: 'wipe down the table' }),
      becomes(core('while the rice cooks text the landlord'), { core: 'text the landlord' }),
      becomes(core('ironing shirts so order the printer toner'), { core: 'order the printer toner' }),
      becomes(core('пока тесто подходит запишу забрать посылку'), { core: 'забрать посылку' }),
      becomes(core('записать продлить пропуск'), { core: 'продлить пропуск' }),
      stays(core('wipe down the table')),
      stays(core('bring the camping stools')),
      stays(core('записать попугая к орнитологу')),
    ],
    apply: (state) => recored(state, tidy(state.core.slice(leadingSubordinateLength(state.core)))),
  },
  {
    name: 'undone',
    description: 'something not done yet is the task of doing it',
    examples: [
      becomes(core('я так и не оплатила кружок'), { core: 'оплатить кружок', undone: true }),
      becomes(core('открытку ещё не купила'), { core: 'купить открытку', undone: true }),
      becomes(core("I still haven't booked the plumber"), { core: 'book the plumber', undone: true }),
      stays(core('оплатить кружок')),
      stays(core("I haven't bought anything")),
    ],
    apply: rewrite(
      (text) => {
        const task = undoneToTask(text);
        return task !== null && NOTHING_IN_PARTICULAR.test(task) ? null : task;
      },
      always,
      { undone: true },
    ),
  },
  {
    name: 'ran-out',
    description: 'a thing that ran out is a thing to buy (not time, strength or patience)',
    examples: [
      becomes(core("we're out of olive oil"), { core: 'buy olive oil' }),
      becomes(core('ran out of printer paper'), { core: 'buy printer paper' }),

      becomes(core('дома кончилась зубная паста'), { core: 'купить зубная паста' }),
      becomes(core('у нас закончился кофе'), { core: 'купить кофе' }),
      stays(core('кончились каникулы')),
      stays(core("I'm out of energy")),
      stays(core('у меня кончились силы')),
    ],
    apply: rewrite((text) => ranOutToTask(text), always, {}),
  },
  {
    name: 'needs-doing',
    description:
      'a thing that needs doing ("needs fixing", "has to be posted", "must be signed") is the task of doing it (English)',
    examples: [
      becomes(core('the garden tap needs fixing'), { core: 'fix the garden tap' }),
      becomes(core('the bike has to be serviced'), { core: 'service the bike' }),
      stays(core('fix the garden tap')),
    ],
    apply: rewrite((text) => needsDoingToTask(text.replace(PASSIVE_NEED, ' needs to be ')), notCyrillic, {}),
  },
  {
    name: 'have-event',
    description: 'a scheduled event said as a fact is that event',
    examples: [
      becomes(core('у нас планёрка с подрядчиком'), { core: 'планёрка с подрядчиком', event: true }),
      stays(core('у меня насморк')),
    ],
    apply: rewrite(haveEventToTask, always, { event: true }),
  },
  {
    name: 'moved-event',
    description: 'an event said as moved to a day is that event (the day is read off before)',
    examples: [
      becomes(core('планёрку с подрядчиком перенесли'), { core: 'планёрку с подрядчиком', event: true }),
      becomes(core('the budget review got moved to'), { core: 'budget review', event: true }),
      stays(core('я перенесла')),
    ],
    apply: rewrite(movedEventToTask, (state) => !state.event, { event: true }),
  },
  {
    name: 'own-event',
    description: "one's own planned event is a task (unless the clause was an event already)",
    examples: [
      becomes(core("I'm running the budget review"), { core: 'run the budget review', event: true }),
      stays({ core: "I'm running the budget review", event: true }),
      stays(core('run the budget review')),
    ],
    apply: rewrite(leadingEventToTask, (state) => !state.event, { event: true }),
  },
  {
    name: 'request',
    description: 'what a client or a boss wants by a date is the thing to deliver',
    examples: [
      becomes(core('the landlord wants the signed lease', { dated: true }), {
        core: 'signed lease for the landlord',
        requested: true,
      }),
      stays(core('the landlord wants the signed lease')),
    ],
    apply: rewrite(requestToTask, (state) => state.dated === true, { requested: true }),
  },
  {
    name: 'needed-thing',
    description: 'a thing something needs is the task, for its owner (English; not after a request)',
    examples: [
      becomes(core('the van needs a wheel alignment'), {
        core: 'wheel alignment for the van',
        requested: true,
      }),
      stays(core('I need a new phone')),
    ],
    apply: rewrite(neededThingToTask, (state) => state.requested !== true && notCyrillic(state), {
      requested: true,
    }),
  },
  {
    name: 'due',
    description:
      'a dated task stated as its due date is the thing that is due, a sum that falls due is paid ("pay gas bill"; the date is read off before; not after a request)',
    examples: [
      stays(core('the essay is', { dated: true })),
      becomes(core('the essay is', { dated: true, dueSaid: true }), {
        core: 'essay',
        requested: true,
        due: true,
      }),
      becomes(core("the gas bill's due", { dated: true }), {
        core: 'pay the gas bill',
        requested: true,
        due: true,
      }),
      becomes(core('pay the gas bill, due', { dated: true }), {
        core: 'pay the gas bill',
        requested: true,
        due: true,
      }),
      becomes(core('the water rates are due', { dated: true }), {
        core: 'water rates',
        requested: true,
        due: true,
      }),
      becomes(core('is wild honestly the lab report is', { dated: true, dueSaid: true }), {
        core: 'lab report',
        requested: true,
        due: true,
      }),
      becomes(core('the permit application must be filed', { dated: true }), {
        core: 'permit application',
        requested: true,
        due: true,
      }),
      becomes(core('the deadline for the mural sketches', { dated: true }), {
        core: 'mural sketches',
        requested: true,
        due: true,
      }),
      becomes(core('the parking permit expires', { dated: true }), {
        core: 'parking permit',
        requested: true,
        due: true,
      }),
      stays(core('the essay is due')),
      stays(core('it is due', { dated: true })),
    ],
    apply: rewrite(
      (text, state) => dueToTask(state.dueSaid === true ? `${text} due` : text),
      (state) => state.dated === true && state.requested !== true,
      { requested: true, due: true },
    ),
  },
];

/** Walks the core rules over a clause whose dates and cues are off. */
export function clauseCore(text: string, context: CoreContext = {}): CoreState {
  return applyInOrder(CORE_RULES, { ...context, core: text });
}
