// Stage titles: a clause's core made into the title a person would write, in two ordered lists walked
// by their runners. `clauseCore` runs CORE_RULES on a clause whose dates and cues are already off:
// fillers, a dangling preposition and a leading time clause go, then a clause said as a fact is
// rewritten as its task. What the core is (classify) is read between the two. `rewriteTitle` runs
// TITLE_RULES on the core: the title itself (an infinitive, verb first, a visit's verb, no article,
// capitalised), then what the sentence before it names (a pronoun's thing, a broken thing, an event
// for a bare verb).
import { AI_TITLE_MAX_LENGTH } from '@fokus/core';
import { applyInOrder, type StageRule } from '../../rule.js';
import { leadingSubordinateLength } from '../classify/clause-kind.js';
import { MOTION_ONLY } from '../classify/patterns.js';
import { isVerbWord } from '../classify/verbs.js';
import { cutText, fold, hasCyrillic, tidy } from '../normalise/text.js';
import { leadingFillerLength, trailingFillerLength } from './fillers.js';
import { resolvePronoun } from './pronouns.js';
import {
  dueToTask,
  haveEventToTask,
  leadingEventToTask,
  movedEventToTask,
  needsDoingToTask,
  neededNewToTask,
  neededThingToTask,
  ranOutToTask,
  requestToTask,
  undoneToTask,
} from './rewrites.js';
import {
  finishTitle,
  finiteToInfinitive,
  infinitiveFirst,
  titleWords,
  visitVerb,
  withoutArticle,
} from './title.js';

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

/**
 * A relative clause: "который" in any form, or "which" (a comma before it goes too) — but not "which
 * means" / "which is why", which say what follows from the sentence, often the task itself.
 */
const RELATIVE_CLAUSE =
  /\s*,?\s+(?:котор(?:ый|ая|ое|ые|ую|ого|ой|ому|ым|ыми|ых)|which(?!\s+(?:means|meant|is\s+why)))(?![\p{L}\p{N}])/iu;

/** A verb and a gift with no one named ("купить подарок", "buy a present", "order the cake"). */
const GIFT_ONLY =
  /^\S+\s+(?:(?:a|the)\s+)?(?:подарок|подарки|открытку|цветы|букет|торт|present|gift|card|flowers|bouquet|cake)$/iu;

/** A passive need other than "needs to be" ("has to be", "have got to be", "must be", "should be"). */
const PASSIVE_NEED = /\s+(?:(?:has|have)\s+(?:got\s+)?to|must|should)\s+be\s+(?=[a-z]+(?:ed|en|t)\b)/i;

/** Who said it, told after the point ("my dad said", "she says"). */
const SAID_BY =
  /[\s,]+(?:(?:(?:my|the|our|his|her|their)\s+[a-z]+)|he|she|they)\s+(?:said|says|told\s+me)[.!]*$/i;

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
    name: 'fillers',
    description:
      'leading fillers and hedges ("надо", "может", "I need to", "also") and trailing ones ("пожалуйста", "too") go',
    examples: [
      becomes(core('мне нужно записаться на шиномонтаж'), { core: 'записаться на шиномонтаж' }),
      becomes(core("I'll return the rented skis too"), { core: 'return the rented skis' }),
      becomes(core('also maybe repaint the mailbox'), { core: 'repaint the mailbox' }),
      becomes(core('ну типа это самое погладить рубашки'), { core: 'погладить рубашки' }),
      becomes(core('uh like so yeah descale the kettle'), { core: 'descale the kettle' }),
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
      stays(core('bring the folding chairs')),
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
    apply: rewrite(ranOutToTask, always, {}),
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
      becomes(core('pay the phone bill, due', { dated: true }), {
        core: 'pay the phone bill',
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

/** What the sentence before a task tells its title. */
export interface TitleContext {
  /** What a statement before was about ("the hallway carpet is filthy"), for "it" in a task ("vacuum it"). */
  readonly subject?: string | undefined;
  /** What a clause without a task said before ("день рождения у бабушки", "стиралка сломалась"). */
  readonly note?: string | undefined;
}

/** What the title rules work on: the title so far and its context. */
export interface TitleState extends TitleContext {
  readonly title: string;
}

/** The state with a new title (the same state when the title is unchanged). */
const retitled = (state: TitleState, text: string): TitleState =>
  text === state.title ? state : { ...state, title: text };

const title = (text: string, context: TitleContext = {}): TitleState => ({ ...context, title: text });
const titled = (input: TitleState, text: string) => ({ input, expected: { ...input, title: text } });

/** The title rules, in the order they run. */
export const TITLE_RULES: readonly StageRule<TitleState, TitleState>[] = [
  {
    name: 'finite-verb',
    description:
      'a finite form people write instead of the infinitive ("позвоню", "куплю", a typo "купит") opening a title is made the infinitive',
    examples: [
      titled(title('я куплю скотч'), 'купить скотч'),
      titled(title('позвоню в автосервис'), 'позвонить в автосервис'),
      titled(title('запишусь к окулисту'), 'записаться к окулисту'),
      titled(title('позвонить маме'), 'позвонить маме'),
    ],
    apply: (state) => retitled(state, finiteToInfinitive(state.title)),
  },
  {
    name: 'infinitive-first',
    description:
      'a Russian title in object-first order is put verb first, without the modal words; a common noun that opened it loses its capital, a name keeps it; a comma after the verb stays after its object',
    examples: [
      titled(title('маме позвонить'), 'позвонить маме'),
      titled(title('Шторы тоже пора постирать'), 'постирать шторы'),
      titled(title('Пете надо позвонить'), 'позвонить Пете'),
      titled(title('мама просила позвонить ей'), 'мама просила позвонить ей'),
      titled(title('шины новые заказать, старые облысели'), 'заказать шины новые, старые облысели'),
    ],
    apply: (state) => retitled(state, infinitiveFirst(state.title)),
  },
  {
    name: 'visit',
    description: 'a visit written without its verb ("к стоматологу", "на маникюр") is given "сходить"',
    examples: [
      titled(title('к стоматологу'), 'сходить к стоматологу'),
      titled(title('на маникюр'), 'сходить на маникюр'),
      titled(title('себе к окулисту'), 'сходить к окулисту'),
      titled(title('в банк заплатить за кредит'), 'в банк заплатить за кредит'),
    ],
    apply: (state) => retitled(state, visitVerb(state.title)),
  },
  {
    name: 'article',
    description: 'an article opening a title goes ("the school play" → "school play")',
    examples: [titled(title('the school play'), 'school play'), titled(title('the'), 'the')],
    apply: (state) => retitled(state, withoutArticle(state.title)),
  },
  {
    name: 'relative-clause',
    description:
      'a relative clause after the object ("…, который …", "… which …") says more about a thing the title already names: the title ends before it (the description keeps it)',
    examples: [
      titled(
        title('позвонить в управляющую компанию насчёт трещины на балконе которая опять растёт'),
        'позвонить в управляющую компанию насчёт трещины на балконе',
      ),
      titled(title('вернуть дрель, которую брал у соседа'), 'вернуть дрель'),
      titled(title('return the ladder which we borrowed in May'), 'return the ladder'),
      titled(title('найти который час'), 'найти который час'),
      titled(
        title('last day of the month which means renewing the licence'),
        'last day of the month which means renewing the licence',
      ),
    ],
    apply: (state) => {
      const at = RELATIVE_CLAUSE.exec(state.title);
      return at && titleWords(state.title.slice(0, at.index)).length >= 2
        ? retitled(state, state.title.slice(0, at.index))
        : state;
    },
  },
  {
    name: 'finish',
    description:
      'the words joined by single spaces, "in order to" made "to", a filler or conjunction left at the end ("ну", "that\'s", "и") and a dash or colon right after the verb off, capitalised, at most 100 characters',
    examples: [
      titled(title('renew the boat licence'), 'Renew the boat licence'),
      titled(title('leave early  in order to catch the bus'), 'Leave early to catch the bus'),
      titled(title('позвонить маме'), 'Позвонить маме'),
      titled(title('записаться на шиномонтаж ну'), 'Записаться на шиномонтаж'),
      titled(title("order the paper cups that's"), 'Order the paper cups'),
      titled(title('купить хлеб и'), 'Купить хлеб'),
      titled(title('купить — батарейки'), 'Купить батарейки'),
      titled(title('Вызвать мастера — бойлер'), 'Вызвать мастера — бойлер'),
      titled(title('позвонить: маме и бабушке'), 'Позвонить маме и бабушке'),
      titled(title('Ремонт: позвонить плиточнику'), 'Ремонт: позвонить плиточнику'),
    ],
    apply: (state) => retitled(state, finishTitle(state.title)),
  },
  {
    name: 'antecedent',
    description:
      'a pronoun, "one", a repair or a replacement named by the sentence before: "scrub it" after "the grout is gross", a call to the handyman after a thing broke, "сходить в аптеку" after the pills ran out',
    examples: [
      titled(title('Vacuum it', { subject: 'the hallway carpet' }), 'Vacuum the hallway carpet'),
      titled(title('Finish that', { subject: 'the grant report' }), 'Finish the grant report'),
      titled(title('Renew those', { subject: 'Library books' }), 'Renew library books'),
      titled(
        title('Call the handyman', { note: 'washing machine died again' }),
        'Call the handyman about the washing machine',
      ),
      titled(title('Вызвать мастера', { note: 'стиралка опять сломалась' }), 'Вызвать мастера — стиралка'),
      titled(
        title('Найти сантехника', { note: 'на кухне опять капает смеситель' }),
        'Найти сантехника — смеситель',
      ),
      titled(
        title('Tell the landlord', { note: 'the boiler is broken again' }),
        'Tell the landlord about the boiler',
      ),
      titled(
        title('Find a repairman', { note: 'the dryer keeps acting up' }),
        'Find a repairman about the dryer',
      ),
      titled(title('Order one', { note: 'a new bath mat too' }), 'Order a new bath mat'),
      titled(title('Отнести в ремонт', { note: 'утюг опять искрит' }), 'Отнести в ремонт — утюг'),
      titled(
        title('Зайти в аптеку', { note: 'капли для носа кончаются' }),
        'Зайти в аптеку — капли для носа',
      ),
      titled(title('Купить новые', { note: 'тапки совсем развалились' }), 'Купить новые тапки'),
      titled(title('Buy a new one', { note: 'the toaster died' }), 'Buy a new toaster'),
      titled(title('Scrub the tub'), 'Scrub the tub'),
    ],
    apply: (state) => retitled(state, resolvePronoun(state.title, state.subject, state.note)),
  },
  {
    name: 'bare-verb',
    description:
      'a bare verb ("поздравить"), a trip with nothing to do yet ("go over") or a gift for no one named ("купить подарок", "buy a present") takes the event said before it',
    examples: [
      titled(
        title('Поздравить', { note: 'день рождения у бабушки' }),
        'Поздравить — день рождения у бабушки',
      ),
      titled(
        title('Go over', { note: 'dad wants help moving his old sofa' }),
        'Go over — dad wants help moving his old sofa',
      ),
      titled(title('Поздравить'), 'Поздравить'),
      titled(title('Поздравить бабушку', { note: 'день рождения у бабушки' }), 'Поздравить бабушку'),
      titled(
        title('Купить подарок', { note: 'у крестника день рождения' }),
        'Купить подарок — у крестника день рождения',
      ),
      titled(title('Buy a present', { note: "Ned's birthday" }), "Buy a present — Ned's birthday"),
      titled(title('Купить подарок Лене', { note: 'у Лены юбилей' }), 'Купить подарок Лене'),
    ],
    apply: (state) =>
      state.note &&
      state.title !== '' &&
      ((!/\s/.test(state.title) && isVerbWord(fold(state.title))) ||
        MOTION_ONLY.test(state.title) ||
        GIFT_ONLY.test(state.title))
        ? { ...state, title: cutText(`${state.title} — ${state.note}`, AI_TITLE_MAX_LENGTH) }
        : state,
  },
];

/** Walks the title rules over a clause's core: the title of its task ('' when nothing is left). */
export function rewriteTitle(text: string, context: TitleContext = {}): string {
  return applyInOrder(TITLE_RULES, { ...context, title: text }).title;
}
