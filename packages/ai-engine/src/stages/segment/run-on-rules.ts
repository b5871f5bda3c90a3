// Stage segment: the clause rules for a run-on said without punctuation — a spoken list number, a second
// infinitive, a restart word or a need, a time word, an occasion's day, a breakage, an English day — each
// starting a clause of its own. They run in this order inside CLAUSE_RULES (rules.ts).
import { type StageRule } from '../../rule.js';
import { splitRunOnInfinitives } from './clauses.js';
import {
  splitAfterBreakage,
  splitAfterEnglishDay,
  splitAfterOccasionDay,
  splitAtAlso,
  splitAtEnumerator,
  splitBeforeEnglishNeed,
  splitBeforeTimeWord,
  splitRestart,
  type Piece,
} from './run-ons.js';

/** The run-on rules, in the order they run. */
export const RUN_ON_RULES: readonly StageRule<readonly Piece[], readonly Piece[]>[] = [
  {
    name: 'spoken-enumerator',
    description:
      'a spoken enumerator ("во-вторых", "в-третьих", "secondly") in the middle of a clause opens a new item, which takes no date from the one before',
    examples: [
      {
        input: [{ text: 'во-первых отнести книги во-вторых позвонить тёте', separator: 'start' }],
        expected: [
          { text: 'во-первых отнести книги ', separator: 'start' },
          { text: 'во-вторых позвонить тёте', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'firstly email the landlord secondly book the dentist', separator: 'start' }],
        expected: [
          { text: 'firstly email the landlord ', separator: 'start' },
          { text: 'secondly book the dentist', separator: 'also' },
        ],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitAtEnumerator),
  },
  {
    name: 'also-run-on',
    description:
      'in dictation a bare «ещё» after a task said in full, with an infinitive in the words after it, starts the next task (with the fillers just before it); not «ещё» of amount or time ("ещё раз", "ещё две", "всё ещё")',
    examples: [
      {
        input: [{ text: 'оплатить свет ещё маме позвонить', separator: 'start' }],
        expected: [
          { text: 'оплатить свет ', separator: 'start' },
          { text: 'ещё маме позвонить', separator: 'also' },
        ],
      },
      {
        input: [
          { text: 'забрать справку в поликлинике ну ещё типа записаться на маникюр', separator: 'start' },
        ],
        expected: [
          { text: 'забрать справку в поликлинике ', separator: 'start' },
          { text: 'ну ещё типа записаться на маникюр', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'купить ещё две пачки чтобы хватило', separator: 'start' }],
        expected: [{ text: 'купить ещё две пачки чтобы хватило', separator: 'start' }],
      },
      {
        input: [{ text: 'полить цветы ещё раз проверить почту', separator: 'start' }],
        expected: [{ text: 'полить цветы ещё раз проверить почту', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitAtAlso),
  },
  {
    name: 'run-on-infinitives',
    description:
      'a Russian clause typed without punctuation is cut before a second infinitive (or before the date that opens it, when the time is said first, or before a filler between the verbs, when the object is said first), unless the first verb takes it or is a purpose («чтоб не уснуть»)',
    examples: [
      {
        input: [{ text: 'заказать пиццу забрать посылку', separator: 'start' }],
        expected: [
          { text: 'заказать пиццу ', separator: 'start' },
          { text: 'забрать посылку', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'помочь брату собрать шкаф', separator: 'start' }],
        expected: [{ text: 'помочь брату собрать шкаф', separator: 'start' }],
      },
      {
        input: [{ text: 'записаться на плановый осмотр к хирургу забрать очки', separator: 'start' }],
        expected: [
          { text: 'записаться на плановый осмотр к хирургу ', separator: 'start' },
          { text: 'забрать очки', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'записаться к окулисту проверить зрение', separator: 'start' }],
        expected: [{ text: 'записаться к окулисту проверить зрение', separator: 'start' }],
      },
      // The time said first opens each task: the date before the second verb goes with it.
      {
        input: [{ text: 'завтра купить краску в субботу покрасить забор', separator: 'start' }],
        expected: [
          { text: 'завтра купить краску ', separator: 'start' },
          { text: 'в субботу покрасить забор', separator: 'comma' },
        ],
      },
      // A clause with its date after the verb keeps it.
      {
        input: [{ text: 'сдать отчёт к пятнице позвонить бухгалтеру', separator: 'start' }],
        expected: [
          { text: 'сдать отчёт к пятнице ', separator: 'start' },
          { text: 'позвонить бухгалтеру', separator: 'comma' },
        ],
      },
      // Dictation says the object before its verb: after a filler between the verbs, the next task starts.
      {
        input: [{ text: 'краску заказать до пятницы ну тёте позвонить', separator: 'start' }],
        expected: [
          { text: 'краску заказать до пятницы ', separator: 'start' },
          { text: 'ну тёте позвонить', separator: 'comma' },
        ],
      },
      // A purpose said first is no task's verb: the task is the next infinitive, with what is said before it.
      {
        input: [{ text: 'чтоб не уснуть скажу значит в среду отчёт отправить', separator: 'start' }],
        expected: [{ text: 'чтоб не уснуть скажу значит в среду отчёт отправить', separator: 'start' }],
      },
      // An infinitive after «чтобы» is the purpose of the task before it; the next one starts a task.
      {
        input: [{ text: 'купить муку чтобы испечь блины позвонить маме', separator: 'start' }],
        expected: [
          { text: 'купить муку чтобы испечь блины ', separator: 'start' },
          { text: 'позвонить маме', separator: 'comma' },
        ],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitRunOnInfinitives),
  },
  {
    name: 'spoken-restart',
    description:
      'in dictation without punctuation a restart word ("короче", "в общем", "anyway"), «не забыть» after a task said with its verb, a hedged need ("ещё надо", "надо бы") or a need after a statement ("…утренник надо", "аптечка пустая надо") starts a new clause',
    examples: [
      {
        input: [{ text: 'голова не варит короче заказать продукты', separator: 'start' }],
        expected: [
          { text: 'голова не варит ', separator: 'start' },
          { text: 'короче заказать продукты', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'ремонт в ванной ещё надо выбрать плитку', separator: 'start' }],
        expected: [
          { text: 'ремонт в ванной ', separator: 'start' },
          { text: 'ещё надо выбрать плитку', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'в пятницу у сына утренник надо костюм дошить', separator: 'start' }],
        expected: [
          { text: 'в пятницу у сына утренник ', separator: 'start' },
          { text: 'надо костюм дошить', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'в субботу у дочки концерт к нему надо платье погладить', separator: 'start' }],
        expected: [
          { text: 'в субботу у дочки концерт ', separator: 'start' },
          { text: 'к нему надо платье погладить', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'на работе завал значит в среду отправить смету', separator: 'start' }],
        expected: [
          { text: 'на работе завал ', separator: 'start' },
          { text: 'значит в среду отправить смету', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'аптечка пустая надо пластырь купить', separator: 'start' }],
        expected: [
          { text: 'аптечка пустая ', separator: 'start' },
          { text: 'надо пластырь купить', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'отчёт квартальный надо сдать', separator: 'start' }],
        expected: [{ text: 'отчёт квартальный надо сдать', separator: 'start' }],
      },
      {
        input: [{ text: 'в общем завтра надо забрать пальто', separator: 'start' }],
        expected: [{ text: 'в общем завтра надо забрать пальто', separator: 'start' }],
      },
      {
        input: [{ text: 'ну короче купить хлеб', separator: 'start' }],
        expected: [{ text: 'ну короче купить хлеб', separator: 'start' }],
      },
      {
        input: [{ text: 'отнести пальто в химчистку не забыть оплатить кружок', separator: 'start' }],
        expected: [
          { text: 'отнести пальто в химчистку ', separator: 'start' },
          { text: 'не забыть оплатить кружок', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'пробка жуткая ну записывай оплатить свет', separator: 'start' }],
        expected: [
          { text: 'пробка жуткая ', separator: 'start' },
          { text: 'ну записывай оплатить свет', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'stuck at the lights okay so email the printer', separator: 'start' }],
        expected: [
          { text: 'stuck at the lights ', separator: 'start' },
          { text: 'okay so email the printer', separator: 'also' },
        ],
      },
      {
        input: [{ text: 'в четверг не забыть оплатить кружок', separator: 'start' }],
        expected: [{ text: 'в четверг не забыть оплатить кружок', separator: 'start' }],
      },
      {
        input: [
          { text: 'в четверг не забыть оплатить кружок короче ещё сапоги в ремонт', separator: 'start' },
        ],
        expected: [
          { text: 'в четверг не забыть оплатить кружок ', separator: 'start' },
          { text: 'короче ещё сапоги в ремонт', separator: 'also' },
        ],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitRestart),
  },
  {
    name: 'english-need-run-on',
    description:
      'in English dictation a plain "need to" / "gotta", or "I" with a need ("i gotta", "i should"), after a statement of three words or more starts the task said after it (not after fillers and a time: "ok so tonight I should …")',
    examples: [
      {
        input: [{ text: 'the printer is jammed again need to call IT', separator: 'start' }],
        expected: [
          { text: 'the printer is jammed again ', separator: 'start' },
          { text: 'need to call IT', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'the lease runs out in june gotta renew it', separator: 'start' }],
        expected: [
          { text: 'the lease runs out in june ', separator: 'start' },
          { text: 'gotta renew it', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'it hit me at lunch that we really need to fix the fence', separator: 'start' }],
        expected: [
          { text: 'it hit me at lunch ', separator: 'start' },
          { text: 'we really need to fix the fence', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'the stuff I need to pack', separator: 'start' }],
        expected: [{ text: 'the stuff I need to pack', separator: 'start' }],
      },
      {
        input: [{ text: 'tomorrow really need to call the bank', separator: 'start' }],
        expected: [{ text: 'tomorrow really need to call the bank', separator: 'start' }],
      },
      {
        input: [{ text: 'the gym card expires on the 3rd i should renew it', separator: 'start' }],
        expected: [
          { text: 'the gym card expires on the 3rd ', separator: 'start' },
          { text: 'i should renew it', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'ok so tonight I should descale the kettle', separator: 'start' }],
        expected: [{ text: 'ok so tonight I should descale the kettle', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitBeforeEnglishNeed),
  },
  {
    name: 'time-word-run-on',
    description:
      'in a Russian run-on a time word ("вечером", "завтра") before a new action or event, or a day before a deadline ("в среду дедлайн"), starts a new clause',
    examples: [
      {
        input: [{ text: 'забрать шубу из ателье вечером созвон с Ильёй', separator: 'start' }],
        expected: [
          { text: 'забрать шубу из ателье ', separator: 'start' },
          { text: 'вечером созвон с Ильёй', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'позвонить Вере вечером', separator: 'start' }],
        expected: [{ text: 'позвонить Вере вечером', separator: 'start' }],
      },
      {
        input: [{ text: 'записать дочь на танцы в четверг дедлайн по смете', separator: 'start' }],
        expected: [
          { text: 'записать дочь на танцы ', separator: 'start' },
          { text: 'в четверг дедлайн по смете', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'отправить смету в четверг', separator: 'start' }],
        expected: [{ text: 'отправить смету в четверг', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitBeforeTimeWord),
  },
  {
    name: 'occasion-day-run-on',
    description:
      'in a Russian run-on an occasion said with its day ("юбилей седьмого", "именины в субботу") or with whose it is ("у Гоши день рождения"), and then an action (verb or object first), ends the statement there',
    examples: [
      {
        input: [{ text: 'у тёти именины в субботу испечь пирог', separator: 'start' }],
        expected: [
          { text: 'у тёти именины в субботу ', separator: 'start' },
          { text: 'испечь пирог', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'у крёстного юбилей двенадцатого заказать торт', separator: 'start' }],
        expected: [
          { text: 'у крёстного юбилей двенадцатого ', separator: 'start' },
          { text: 'заказать торт', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'юбилей в субботу в кафе', separator: 'start' }],
        expected: [{ text: 'юбилей в субботу в кафе', separator: 'start' }],
      },
      {
        input: [{ text: 'в среду у Гоши день рождения шарики надуть', separator: 'start' }],
        expected: [
          { text: 'в среду у Гоши день рождения ', separator: 'start' },
          { text: 'шарики надуть', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'у тёти новоселье купить набор полотенец', separator: 'start' }],
        expected: [
          { text: 'у тёти новоселье ', separator: 'start' },
          { text: 'купить набор полотенец', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'у сестры новоселье лампу ей подарить', separator: 'start' }],
        expected: [
          { text: 'у сестры новоселье ', separator: 'start' },
          { text: 'лампу ей подарить', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'у Пети именины тоже торт испечь', separator: 'start' }],
        expected: [
          { text: 'у Пети именины ', separator: 'start' },
          { text: 'тоже торт испечь', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'у Гоши день рождения в среду', separator: 'start' }],
        expected: [{ text: 'у Гоши день рождения в среду', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitAfterOccasionDay),
  },
  {
    name: 'breakage-run-on',
    description:
      'in a Russian run-on a statement that something broke ("смеситель в душе снова течёт", lexicon/faults.ts), with how or where it shows ("стучит спереди"), ends before the infinitive of what to do about it',
    examples: [
      {
        input: [{ text: 'душевой шланг снова течёт вызвать сантехника', separator: 'start' }],
        expected: [
          { text: 'душевой шланг снова течёт ', separator: 'start' },
          { text: 'вызвать сантехника', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'у самоката колесо стучит сильно глянуть', separator: 'start' }],
        expected: [
          { text: 'у самоката колесо стучит сильно ', separator: 'start' },
          { text: 'глянуть', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'починить то что сломалось найти инструкцию', separator: 'start' }],
        expected: [{ text: 'починить то что сломалось найти инструкцию', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitAfterBreakage),
  },
  {
    name: 'english-day-run-on',
    description:
      'in an English run-on a day said after "is" and followed by an imperative ends the statement',
    examples: [
      {
        input: [{ text: "grandpa's party is sunday order the cake", separator: 'start' }],
        expected: [
          { text: "grandpa's party is sunday ", separator: 'start' },
          { text: 'order the cake', separator: 'comma' },
        ],
      },
      {
        input: [{ text: 'the move is friday and then we rest', separator: 'start' }],
        expected: [{ text: 'the move is friday and then we rest', separator: 'start' }],
      },
    ],
    apply: (pieces) => pieces.flatMap(splitAfterEnglishDay),
  },
];
