// Stage titles, second list: the title a person would write. `rewriteTitle` runs TITLE_RULES on a
// clause's core (made by CORE_RULES, core-rules.ts): the title itself (an infinitive, verb first, a
// visit's verb, no article, no relative clause, capitalised), then what the sentence before it names (a
// pronoun's thing, a broken thing, an event for a bare verb or a gift).
import { AI_TITLE_MAX_LENGTH } from '@fokus/core';
import { applyInOrder, type StageRule } from '../../rule.js';
import { CALLER, MOTION_ONLY } from '../classify/patterns.js';
import { isVerbWord } from '../classify/verbs.js';
import { cutText, fold } from '../normalise/text.js';
import { resolvePronoun } from './pronouns.js';
import {
  finishTitle,
  finiteToInfinitive,
  infinitiveFirst,
  titleWords,
  visitVerb,
  ownVerbAfterObject,
  wayLast,
  withoutArticle,
} from './title.js';

/**
 * A relative clause: "который" in any form, or "which" (a comma before it goes too) — but not "which
 * means" / "which is why", which say what follows from the sentence, often the task itself.
 */
const RELATIVE_CLAUSE =
  /\s*,?\s+(?:котор(?:ый|ая|ое|ые|ую|ого|ой|ому|ым|ыми|ых)|which(?!\s+(?:means|meant|is\s+why)))(?![\p{L}\p{N}])/iu;

/** A verb and a gift with no one named ("купить подарок", "buy a present", "order the cake"). */
const GIFT_ONLY =
  /^\S+\s+(?:(?:a|the)\s+)?(?:подарок|подарки|открытку|цветы|букет|торт|present|gift|card|flowers|bouquet|cake)$/iu;

/** A call back with no one named ("Call back", "Ring her back"): the verb. */
const CALL_BACK = /^(Call|Ring|Phone|Text)(?:\s+(?:him|her|them))?\s+back$/;
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
    name: 'way-last',
    description:
      'a Russian title that opens with when or where on the way a thing is done ("по дороге", "после работы") and then its verb puts the verb first and the way last',
    examples: [
      titled(title('по дороге купи батарейки'), 'купи батарейки по дороге'),
      titled(title('на обратном пути заеду на почту'), 'заеду на почту на обратном пути'),
      titled(title('по дороге домой купить батарейки'), 'купить батарейки по дороге домой'),
      titled(title('по дороге пробки'), 'по дороге пробки'),
      titled(
        title('после работы заеду в химчистку, там уже всё готово'),
        'заеду в химчистку после работы, там уже всё готово',
      ),
    ],
    apply: (state) => retitled(state, wayLast(state.title)),
  },
  {
    name: 'own-verb-after-object',
    description:
      'a Russian title that says what is done first, then "я" and one\'s own verb ("хлеб я куплю сам", "к врачу я схожу") puts the verb first as an infinitive, without "я" and "сам"',
    examples: [
      titled(title('хлеб я куплю сам'), 'купить хлеб'),
      titled(title('к врачу я схожу'), 'сходить к врачу'),
      titled(title('маме я позвоню'), 'позвонить маме'),
      titled(title('Шкаф я разберу сама, полки потом'), 'разобрать шкаф, полки потом'),
      titled(title('мама сказала что я забуду'), 'мама сказала что я забуду'),
    ],
    apply: (state) => retitled(state, ownVerbAfterObject(state.title)),
  },
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
      'a Russian title in object-first order is put verb first, without the modal words; a common noun or a preposition that opened it loses its capital, a name keeps it; a comma after the verb stays after its object; adverbs alone before the verb ("заранее", "пораньше") stay where a person writes them',
    examples: [
      titled(title('маме позвонить'), 'позвонить маме'),
      titled(title('Шторы тоже пора постирать'), 'постирать шторы'),
      titled(title('Пете надо позвонить'), 'позвонить Пете'),
      titled(title('С собой взять зарядку'), 'взять с собой зарядку'),
      titled(title('мама просила позвонить ей'), 'мама просила позвонить ей'),
      titled(title('шины новые заказать, старые облысели'), 'заказать шины новые, старые облысели'),
      titled(title('пораньше лечь спать'), 'пораньше лечь спать'),
      titled(title('надо заранее купить билеты'), 'заранее купить билеты'),
      titled(title('шкаф потихоньку разобрать'), 'разобрать шкаф потихоньку'),
    ],
    apply: (state) => retitled(state, infinitiveFirst(state.title)),
  },
  {
    name: 'visit',
    description:
      'a visit written without its verb ("к стоматологу", "на маникюр") is given "сходить"; a sentence opened by where something is («на даче …», «в связи с …») is none',
    examples: [
      titled(title('к стоматологу'), 'сходить к стоматологу'),
      titled(title('на маникюр'), 'сходить на маникюр'),
      titled(title('себе к окулисту'), 'сходить к окулисту'),
      titled(title('в банк заплатить за кредит'), 'в банк заплатить за кредит'),
      titled(title('на даче в субботу работает электрик'), 'на даче в субботу работает электрик'),
      titled(title('в связи с ремонтом лифт стоит'), 'в связи с ремонтом лифт стоит'),
      titled(title('в налоговую за справкой'), 'сходить в налоговую за справкой'),
      titled(title('на плановое обследование к кардиологу'), 'сходить на плановое обследование к кардиологу'),
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
      titled(title('проверить сочинения у восьмого Б'), 'Проверить сочинения у восьмого Б'),
      titled(title('купить — батарейки'), 'Купить батарейки'),
      titled(title('Вызвать мастера — бойлер'), 'Вызвать мастера — бойлер'),
      titled(title('позвонить: маме и бабушке'), 'Позвонить маме и бабушке'),
      titled(title('Ремонт: позвонить плиточнику'), 'Ремонт: позвонить плиточнику'),
      titled(title('Optician (leave early'), 'Optician'),
      titled(title('ring Priya)'), 'Ring Priya'),
      titled(title('pick up the cake (the big one)'), 'Pick up the cake (the big one)'),
    ],
    apply: (state) => retitled(state, finishTitle(state.title)),
  },
  {
    name: 'antecedent',
    description:
      'a pronoun, "one", a repair or a replacement named by the sentence before: "scrub it" after "the grout is gross", a call to the handyman or a bare repair verb ("починить", "unclog") after a thing broke, "сходить в аптеку" after the pills ran out, a bare verb of buying ("купить", "order") after a thing ran out',
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
        'Найти сантехника — смеситель на кухне',
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
      titled(title('Купить', { note: 'вода тоже закончилась' }), 'Купить воду'),
      titled(title('Order', { note: 'the toner is running low' }), 'Order the toner'),
      titled(title('Купить', { note: 'праздники кончились' }), 'Купить'),
      titled(
        title('Заказать в зоомагазине', { note: 'корм для кота кончился' }),
        'Заказать корм для кота в зоомагазине',
      ),
      titled(title('Buy a new one', { note: 'the toaster died' }), 'Buy a new toaster'),
      titled(title('Починить', { note: 'стиралка сломалась' }), 'Починить стиралку'),
      titled(title('Поменять', { note: 'у торшера лампа мигает' }), 'Поменять лампу у торшера'),
      titled(title('Поменять её', { note: 'розетка на кухне искрит' }), 'Поменять розетку на кухне'),
      titled(
        title('Поменять прокладку', { note: 'в душе смеситель подтекает' }),
        'Поменять прокладку — смеситель в душе',
      ),
      titled(title('Unclog', { subject: 'the bathtub drain' }), 'Unclog the bathtub drain'),
      titled(title('Drive her there', { subject: "grandma's appointment" }), 'Drive grandma there'),
      titled(
        title('Продлить', { note: 'пропуск на парковку заканчивается' }),
        'Продлить пропуск на парковку',
      ),
      titled(title('Починить'), 'Починить'),
      titled(title('Scrub the tub'), 'Scrub the tub'),
      // A pronoun after a subject of its own is that clause's: it stays.
      titled(
        title('Sort the vet visit, she said to move it', { subject: 'the porch light' }),
        'Sort the vet visit, she said to move it',
      ),
    ],
    apply: (state) => retitled(state, resolvePronoun(state.title, state.subject, state.note)),
  },
  {
    name: 'call-back',
    description:
      'a call back ("call back", "ring her back") after someone\'s call was said ("the vet rang", "the school called and I missed it") is a call to them',
    examples: [
      titled(title('Call back', { note: 'the vet rang and i missed it' }), 'Call the vet back'),
      titled(title('Ring him back', { note: 'the plumber called' }), 'Ring the plumber back'),
      titled(title('Text back', { note: 'my aunt left a voicemail' }), 'Text my aunt back'),
      titled(title('Call back'), 'Call back'),
      titled(title('Ring the garage back', { note: 'the vet rang' }), 'Ring the garage back'),
    ],
    apply: (state) => {
      const back = CALL_BACK.exec(state.title);
      const caller = state.note && CALLER.exec(fold(state.note).replace(/’/g, "'"));
      if (!back || !caller) return state;
      const who = caller[1] ?? '';
      return retitled(state, `${back[1]} ${/^(?:my|our|his|her)\s/.test(who) ? who : `the ${who}`} back`);
    },
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
