// Lexicon: how a thing is said to have gone wrong («стиралка сломалась», «кран течёт», «у машины
// колодки скрипят», "the tap is dripping", "the dryer keeps acting up"), and the verbs that put it
// right by themselves («починить», «поменять», "fix", "unclog"). Read by the segment stage (a
// statement of a fault ends before the task said after it), the titles stage (what broke names the
// repair) and the purchase-list cut. Folded words (lower case, ё → е); regular-expression sources.

/** Russian: a thing's fault, said of it in the present or the past (one alternation, no groups). */
export const RU_FAULT =
  'сломал(?:ся|ась|ось|ись)|полома(?:лся|лась|лось|лись)|потек(?:ла|ло|ли)?|течет|текут|протекает|протекают|подтекает|подтекают|капает|засорил(?:ся|ась|ось|ись)|забил(?:ся|ась|ось|ись)|не\\s+(?:работает|работают|включается|включаются|заводится|греет|сливает|отжимает|печатает|морозит|крутит|закрывается|открывается|заряжается|ловит|тянет)|барахлит|барахлят|глючит|шумит|шумят|стучит|стучат|гудит|гудят|скрипит|скрипят|свистит|гремит|искрит|дымит|заедает|заедают|мигает|мигают|отходит|отходят|болтается|шатается|шатаются|перегорел[аои]?|сгорел[аои]?|развалил(?:ся|ась|ось|ись)|отвалил(?:ся|ась|ось|ись)|треснул[аои]?|лопнул[аои]?|разбил(?:ся|ась|ось|ись)|порвал(?:ся|ась|ось|ись)|слетел[аои]?|погнул(?:ся|ась|ось|ись)|заклинил[аои]?|ржавеет';

/** English: a thing's fault ("broke", "is leaking", "won't start", "keeps acting up"). */
export const EN_FAULT =
  "broke|(?:is\\s+|are\\s+)?broken|died|jammed|stopped(?:\\s+working)?|leaked|leaks|leaking|dripping|cracked|clogged|flooded|sparks|sparking|flickers|flickering|squeaks|squeaking|squeaky|rattles|rattling|won't|doesn't|isn't|(?:is\\s+|are\\s+|keeps\\s+)?(?:acting|playing)\\s+up|(?:is\\s+|'s\\s+)?making\\s+(?:that|a|the|this)\\s+(?:\\S+\\s+)?noise|fell\\s+apart|falling\\s+apart|worn\\s+out";

/** How a thing or a place is when it needs seeing to, said after it ("холодильник пустой", "телефон разряжен", "в ванной грязно"). */
export const RU_BAD_STATE =
  'пуст(?:ой|ая|ое|ые|о)|голодн(?:ый|ая|ое|ые)|грязн(?:ый|ая|ое|ые|о)|холодно|жарко|душно|темно|мокр(?:ый|ая|ое|ые|о)|сломан[аоы]?|разряжен[аоы]?|просрочен[аоы]?';

/** Words said between a fault and the task after it: how or where it shows («стучит спереди глянуть»). */
export const RU_FAULT_MANNER =
  'спереди|сзади|снизу|сверху|сбоку|сильно|немного|чуть|ужасно|жутко|постоянно|опять|снова|уже|по\\s+ночам|при\\s+торможении';

/**
 * Russian verbs that put a broken thing right by themselves: said bare after the fault («стиралка
 * сломалась, починить») they act on the thing that broke («Починить стиралку»).
 */
export const RU_REPAIR_VERBS = [
  'починить',
  'поменять',
  'заменить',
  'отремонтировать',
  'подремонтировать',
  'почистить',
  'прочистить',
  'подкрутить',
  'прикрутить',
  'подтянуть',
  'закрутить',
  'заклеить',
  'зашить',
  'смазать',
  'перепрошить',
  'настроить',
  'наладить',
  'глянуть',
  'проверить',
  'продиагностировать',
  // Renewal of a thing that runs out ("страховка заканчивается, продлить").
  'продлить',
  'переоформить',
  // Care that puts a thing in a bad state right ("телефон разряжен, зарядить").
  'помыть',
  'вымыть',
  'отмыть',
  'почистить',
  'постирать',
  'протереть',
  'зарядить',
  'заправить',
];

/** English verbs that put a broken thing right by themselves ("the sink is clogged, unclog" → "Unclog the sink"). */
export const EN_REPAIR_VERBS = [
  'fix',
  'repair',
  'replace',
  'mend',
  'unclog',
  'unblock',
  'tighten',
  'patch',
  'service',
  'check',
  'reset',
  'clean',
  'wash',
  'charge',
];
