// Stage classify, the clause-kind rules of a Russian clause: what others will do, what is done, and the
// clause's first verb read for negation, wishes, feelings and reluctance before it is an action.
import { RU_DONE_DEED_PAST } from '../../lexicon/done-deeds.js';
import { FEELING_VERBS, SELF_TALK_VERBS } from '../../lexicon/feelings.js';
import { RU_GIVEN_NAMES, RU_ROLES } from '../../lexicon/people.js';
import {
  isRuInfinitive,
  RU_IRREGULAR_FUTURE,
  RU_NOUN_LIKE_FUTURE,
  RU_STATE_NOW,
  isRuVerbForm,
} from '../../lexicon/verbs-ru.js';
import { SPECIALIST } from './category.js';
import { CALLED_OFF_WORD, MODAL, NEGATION, NEGATION_AFTER, NOT_MISS, RELUCTANCE } from './patterns.js';
import {
  FIRST_PERSON_PRESENT,
  FIRST_PERSON_WHERE,
  PLAN_VERB_FIRST_PERSON,
  RU_PAST,
  RU_PERSON,
} from './verbs.js';
import { type StageRule } from '../../rule.js';
import {
  type ClauseKind,
  type ClauseReading,
  ruVerbOf,
  CANNOT,
  THIRD_PERSON_FUTURE,
  isPastOfVerb,
  hasCyrillicVerb,
  decide,
  clause,
  kindOf,
  context,
  done,
  wordAsWritten,
} from './clause-reading.js';

/** A thing's state of being ready or done ("готова", "отправлена", "закрыт", "оплачено"). */
const DONE_STATE =
  /^(?:готов|сделан|отправлен|оплачен|закрыт|сдан|куплен|заказан|записан|решен|закончен|подписан|выполнен|починен|собран|убран|вымыт|постиран|найден|забронирован|перенесен|отменен|согласован|проверен)(?:а|о|ы)?$/;

/** "оплатит", "сделает", "согласует", "пришлёт": a (folded) third-person future — someone else will do it. */
export function isThirdPersonFuture(word: string): boolean {
  if (!THIRD_PERSON_FUTURE.test(word) || RU_STATE_NOW.test(word) || RU_NOUN_LIKE_FUTURE.test(word))
    return false;
  if (isRuVerbForm(word)) return true;
  if (/ует$/.test(word)) return isRuInfinitive(`${word.slice(0, -3)}овать`);
  if (/[аяе]ет$/.test(word)) return isRuInfinitive(`${word.slice(0, -2)}ть`);
  if (/ит$/.test(word)) return isRuInfinitive(`${word.slice(0, -2)}ить`);
  return RU_IRREGULAR_FUTURE.test(word) && word.length >= 6;
}

/** Words that open a clause about the speaker or a generic need, never someone else's doing. */
const NOT_SOMEONE_RU =
  /^(?:я|мы|ты|вы|не|ни|надо|нужно|можно|пора|если|когда|чтобы|как|что|кто|это|все|всё)$/;

/**
 * The word at `index` is someone: a role, he or she, a given name, initials ("КВ"), or a name written
 * with a capital after the first word ("ИП Соколов") — a thing ("лампа мигает", "терминал глючит") says
 * what is wrong, a task of ours.
 */
function isSomeoneAt(reading: ClauseReading, index: number): boolean {
  const word = reading.plain[index] ?? '';
  const said = wordAsWritten(reading, index);
  return (
    RU_PERSON.test(word) ||
    RU_ROLES.test(word) ||
    RU_GIVEN_NAMES.has(word) ||
    /^(?:он|она|они)$/.test(word) ||
    /^\p{Lu}{2,3}$/u.test(said) ||
    (index > 0 && /^\p{Lu}/u.test(said))
  );
}

/** Words that make «будет» + a verb a need or the speaker's own ("надо будет купить", "мне будет …"). */
const NOT_OTHERS_FUTURE = /^(?:надо|нужно|можно|придется|пора|мне|нам|я|мы|ты|вы|не)$/;

/** The Russian clause-kind rules, in the order they run (after the shared opening rules of clause-kind.ts). */
export const RU_KIND_RULES: readonly StageRule<ClauseReading, ClauseKind | undefined>[] = [
  {
    name: 'ru-others-do-it',
    description:
      'what someone else promised or will do ("брат обещал отвезти", "сосед сказал сам починит", "Лёша купит") is no task of ours: context',
    examples: [
      kindOf(clause('брат обещал отвезти коробки'), context),
      kindOf(clause('муж сказал сам заберёт посылку'), context),
      kindOf(clause('шарики Лёша купит'), context),
      kindOf(clause('Дима обещал полку прибить'), context),
      kindOf(clause('я обещала полку прибить'), undefined),
      kindOf(clause('дочке обещала полку прибить'), undefined),
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
        const next = plain[index + 1] ?? '';
        const after = plain[index + 2] ?? '';
        // "Лёша обещал …" opening the clause: whoever promised, unless it is the speaker — said or left
        // out before the one promised to ("сыну обещал сходить": a word in the dative).
        const promised = /^(?:обещал|обещала|обещали|пообещал|пообещала|пообещали)$/.test(next);
        if (promised && index === 0) return !/^(?:я|мы)$|[еуюи]$/.test(word) && !hasCyrillicVerb(word);
        if (!person(index)) return false;
        return (
          promised ||
          /^(?:сам|сама|сами)$/.test(next) ||
          (/^(?:сказал|сказала|говорит)$/.test(next) && /^(?:что|сам|сама|сами)$/.test(after)) ||
          (THIRD_PERSON_FUTURE.test(next) && isRuVerbForm(next))
        );
      });
      return others ? decide('context') : undefined;
    },
  },
  {
    name: 'ru-decided',
    description:
      'what a meeting decided or agreed ("решили перенести переезд", "договорились о скидке") is a minute, not a task — unless it puts the speaker on it ("договорились, что я пришлю смету")',
    examples: [
      kindOf(clause('решили перенести переезд на февраль'), context),
      kindOf(clause('договорились о скидке в десять процентов'), context),
      kindOf(clause('договорились что я пришлю смету'), undefined),
      kindOf(clause('решить вопрос с парковкой'), undefined),
    ],
    apply: ({ russian, plain }) =>
      russian &&
      /^(?:решили|договорились|согласовали|постановили|утвердили|решено|договорено|условились)$/.test(
        plain[0] ?? '',
      ) &&
      !plain.some((word) => /^(?:я|мне|меня)$/.test(word))
        ? decide('context')
        : undefined,
  },
  {
    name: 'ru-someone-will',
    description:
      'someone named or a role followed by a future of the third person ("Оля сделает презентацию", "бухгалтерия оплатит аванс", "ИП Соколов пришлёт смету") is what they will do: context',
    examples: [
      kindOf(clause('Оля сделает презентацию'), context),
      kindOf(clause('бухгалтерия оплатит аванс'), context),
      kindOf(clause('подрядчик пришлёт смету до среды'), context),
      kindOf(clause('презентацию сделает Оля'), context),
      kindOf(clause('отдел кадров согласует отпуск'), context),
      kindOf(clause('я сделаю презентацию'), undefined),
      kindOf(clause('кран течёт'), undefined),
      kindOf(clause('лампочка над ванной мигает'), undefined),
      kindOf(clause('Принтер глючит'), undefined),
      kindOf(clause('кредит оплатить до пятницы'), undefined),
      kindOf(clause('клиент ждёт ответа'), undefined),
      kindOf(clause('свекровь просит прибить вешалку'), undefined),
    ],
    apply: (reading) => {
      const { russian, plain } = reading;
      if (!russian || NOT_SOMEONE_RU.test(plain[0] ?? '')) return undefined;
      const someone = (index: number) => isSomeoneAt(reading, index);
      // The subject is one to three words with no verb among them, then the future.
      for (let at = 1; at <= 3 && at < plain.length; at++) {
        const before = plain.slice(0, at);
        if (before.some((word) => hasCyrillicVerb(word) || NOT_SOMEONE_RU.test(word))) return undefined;
        if (!isThirdPersonFuture(plain[at] ?? '')) continue;
        // "свекровь просит прибить вешалку": a request of the speaker is the speaker's task.
        if (isRuInfinitive(plain[at + 1] ?? '')) return undefined;
        // "Оля сделает …", or the doer said after the verb: "презентацию сделает Оля".
        if (before.some((_, index) => someone(index)) || someone(at + 1)) return decide('context');
      }
      return undefined;
    },
  },
  {
    name: 'ru-someone-will-be-doing',
    description:
      'someone said to be going to do it, with «будет» and a verb ("Паша будет красить забор", "красить забор будет Паша") is what they will do: context — not a need («надо будет купить») nor the speaker',
    examples: [
      kindOf(clause('Паша будет красить забор'), context),
      kindOf(clause('красить забор будет Паша'), context),
      kindOf(clause('штукатурить будет бригада'), context),
      kindOf(clause('забирать детей будет бабушка'), context),
      kindOf(clause('надо будет купить краску'), undefined),
      kindOf(clause('я буду красить стены'), undefined),
      kindOf(clause('в пятницу будет собрание'), undefined),
    ],
    apply: (reading) => {
      const { russian, plain } = reading;
      const at = plain.findIndex((word) => /^(?:будет|будут)$/.test(word));
      if (!russian || at < 0 || plain.some((word) => NOT_OTHERS_FUTURE.test(word))) return undefined;
      // "X будет делать …": the doer before ("Паша будет …": a capitalised word right before it);
      // "делать … будет X": the verb before, the doer after.
      const named = (index: number) =>
        isSomeoneAt(reading, index) ||
        (index === at - 1 &&
          /^\p{Lu}/u.test(wordAsWritten(reading, index)) &&
          !hasCyrillicVerb(plain[index]));
      const doerBefore =
        isRuInfinitive(plain[at + 1] ?? '') && plain.slice(0, at).some((_, index) => named(index));
      const doerAfter =
        plain.slice(0, at).some((word) => isRuInfinitive(word)) && isSomeoneAt(reading, at + 1);
      return doerBefore || doerAfter ? decide('context') : undefined;
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
      'a Russian clause without a verb of its own but with a first-person present ("третий день откладываю", "сижу в очереди") says how things are: context',
    examples: [
      kindOf(clause('третий день откладываю'), context),
      kindOf(clause('опять не высыпаюсь'), context),
      kindOf(clause('бегу на почту короче'), context),
      kindOf(clause('сижу в очереди в МФЦ'), context),
      kindOf(clause('иду в офис надо print договор'), undefined),
      kindOf(clause('третий день подряд'), undefined),
      kindOf(clause('заказать еду на вечер'), undefined),
    ],
    apply: ({ russian, ruVerb, plain, folded }) =>
      russian &&
      ruVerb < 0 &&
      plain.some(
        (word) => FIRST_PERSON_PRESENT.test(word) || (FIRST_PERSON_WHERE.test(word) && !MODAL.test(folded)),
      )
        ? decide('context')
        : undefined,
  },
  {
    name: 'ru-called-off',
    description:
      'a thing said to be called off, with no verb of our own ("маникюр отменили", "запись к врачу слетела"), tells what happened: context; one moved ("созвон перенесли") is still to do',
    examples: [
      kindOf(clause('маникюр отменили'), context),
      kindOf(clause('запись к окулисту опять слетела'), context),
      kindOf(clause('созвон перенесли'), undefined),
      kindOf(clause('отменить маникюр'), undefined),
    ],
    apply: ({ russian, ruVerb, words }) =>
      russian && ruVerb < 0 && words.some((word, index) => index > 0 && CALLED_OFF_WORD.test(word.word))
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
      'a past tense opening a clause with no verb of our own ("сдала наконец отчёт", "уже оплатил") says what is done (context that is never a task)',
    examples: [
      kindOf(clause('сдала наконец отчёт'), done),
      kindOf(clause('уже оплатил интернет'), done),
      kindOf(clause('отчёт по продажам'), undefined),
      kindOf(clause('чехол для телефона'), undefined),
    ],
    apply: ({ russian, ruVerb, plain }) => {
      if (!russian || ruVerb >= 0) return undefined;
      const first = plain.find(
        (word) => !/^(?:уже|наконец|сегодня|вчера|я|мы|ну|вот|всё|все|так)$/.test(word),
      );
      return first !== undefined && isPastOfVerb(first) && plain[plain.indexOf(first) + 1] !== 'бы'
        ? done
        : undefined;
    },
  },
  {
    name: 'ru-done-by-me',
    description:
      'what I have done, said after its object ("доклад я вроде дописала", "за свет мы уже заплатили"), with no verb of our own, is done (context that is never a task)',
    examples: [
      kindOf(clause('смету я вроде дописала'), done),
      kindOf(clause('за интернет мы уже заплатили'), done),
      kindOf(clause('я в аптеку'), undefined),
    ],
    apply: ({ russian, ruVerb, plain }) => {
      if (!russian || ruVerb >= 0) return undefined;
      const saidDone = plain.some((word, index) => {
        if (!/^(?:я|мы)$/.test(word)) return false;
        const next = plain
          .slice(index + 1)
          .find((after) => !/^(?:вроде|уже|наконец|же|всё|все|ведь)$/.test(after));
        return next !== undefined && (isPastOfVerb(next) || RU_PAST.test(next));
      });
      return saidDone ? done : undefined;
    },
  },
  {
    name: 'ru-done-after-object',
    description:
      'a deed in the past said after its object, with no verb of our own ("столик на субботу забронировала", "плитку в ванной положили"), reports the task done (context that is never a task); not done ("не оплатил") it is not',
    examples: [
      kindOf(clause('столик на субботу забронировала'), done),
      kindOf(clause('плитку в ванной положили'), done),
      kindOf(clause('отчёт за квартал уже отправил'), done),
      kindOf(clause('лампа в коридоре перегорела'), undefined),
      kindOf(clause('за садик не оплатил'), undefined),
    ],
    apply: ({ russian, ruVerb, plain }) =>
      russian &&
      ruVerb < 0 &&
      plain.some((word, index) => index > 0 && RU_DONE_DEED_PAST.has(word) && plain[index - 1] !== 'не') &&
      !plain.includes('бы')
        ? done
        : undefined,
  },
  {
    name: 'ru-state-done',
    description:
      'a thing said to be ready or done ("смета почти готова", "заявка отправлена", "квартал закрыт"), with no verb of our own, is how things are: context; not yet done ("ещё не заказаны") it is not',
    examples: [
      kindOf(clause('смета почти готова'), context),
      kindOf(clause('заявка уже отправлена'), context),
      kindOf(clause('готовые котлеты купить'), undefined),
      kindOf(clause('а у меня ещё не заказаны шары'), undefined),
      kindOf(clause('подарок для Оли'), undefined),
    ],
    apply: ({ russian, ruVerb, plain }) =>
      russian && ruVerb < 0 && plain.some((word) => DONE_STATE.test(word)) && !plain.includes('не')
        ? decide('context')
        : undefined,
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
];
