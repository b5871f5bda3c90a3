// Word lists of the built-in engine (ru + en), all folded (lower case, ё → е). Russian verbs are
// recognised by morphology (infinitive endings) plus the lists below; English verbs by a lexicon of
// base forms. See docs/ai-local.md for how each list is used.

/** Russian words ending like an infinitive (-ть, -ти, -чь) that are not verbs. */
export const RU_NOT_VERBS = new Set([
  'опять',
  // A common misspelling of "хочется".
  'хочеться',
  'ведь',
  'хоть',
  'часть',
  'путь',
  'сеть',
  'мать',
  'тетрадь',
  'кровать',
  'печать',
  'власть',
  'страсть',
  'снасть',
  'масть',
  'пасть',
  'честь',
  'весть',
  'лесть',
  'месть',
  'шерсть',
  'жесть',
  'суть',
  'ртуть',
  'муть',
  'треть',
  'четверть',
  'смерть',
  'плоть',
  'нить',
  'рать',
  'зять',
  'кисть',
  'горсть',
  'гость',
  'кость',
  'трость',
  'скатерть',
  'ноготь',
  'локоть',
  'коготь',
  'деготь',
  'ломоть',
  'благодать',
  'знать',
  'пять',
  'шесть',
  'девять',
  'десять',
  'совесть',
  'повесть',
  'новость',
  'пусть',
  'будь',
  'обратно',
]);

/** Russian verbs ending in -есть (most -есть and -ость words are nouns). */
const RU_EST_VERBS = new Set([
  'есть',
  'поесть',
  'съесть',
  'доесть',
  'сесть',
  'присесть',
  'пересесть',
  'надоесть',
]);

const RU_TI_INFINITIVE =
  /(?:нести|вести|мести|расти|плести|цвести|трясти|пасти|спасти|брести|грести|обрести|везти|ползти|идти|йти)(?:сь)?$/;
const RU_CH_INFINITIVE =
  /(?:мочь|печь|беречь|стричь|лечь|жечь|влечь|сечь|толочь|волочь|стеречь|пренебречь|течь)(?:ся)?$/;

/** True when a folded Russian word has the form of an infinitive (купить, записаться, отнести, помочь). */
export function isRuInfinitive(word: string): boolean {
  if (word.length < 4 || RU_NOT_VERBS.has(word)) return false;
  if (/(?:ть|ться|тись)$/.test(word)) {
    const base = word.replace(/(?:ся|сь)$/, '');
    if (/ость$/.test(base)) return false;
    if (/есть$/.test(base) && !RU_EST_VERBS.has(base)) return false;
    if (/(?:дцать|десять)$/.test(base)) return false;
    return true;
  }
  if (/(?:ти|тись)$/.test(word)) return RU_TI_INFINITIVE.test(word);
  if (/(?:чь|чься)$/.test(word)) return RU_CH_INFINITIVE.test(word);
  return false;
}

/**
 * Finite forms people write instead of an infinitive (imperative, "I will …"), with the infinitive a
 * title uses: "позвоню в поликлинику" → "Позвонить в поликлинику".
 */
export const RU_VERB_FORMS: Readonly<Record<string, string>> = (() => {
  const table: Record<string, string> = {};
  const add = (infinitive: string, forms: string[]) => {
    for (const form of forms) table[form] = infinitive;
  };
  add('купить', ['купи', 'куплю', 'купим', 'купит']);
  add('позвонить', ['позвони', 'позвоню', 'позвоним', 'позвонит']);
  add('сделать', ['сделай', 'сделаю', 'сделаем']);
  add('написать', ['напиши', 'напишу', 'напишем']);
  add('заказать', ['закажи', 'закажу', 'закажем']);
  add('записаться', ['запишись', 'запишусь']);
  add('записать', ['запиши', 'запишу']);
  add('сходить', ['сходи', 'схожу', 'сходим']);
  add('съездить', ['съезди', 'съезжу', 'съездим']);
  add('забрать', ['забери', 'заберу', 'заберем']);
  add('отправить', ['отправь', 'отправлю']);
  add('оплатить', ['оплати', 'оплачу']);
  add('заплатить', ['заплати', 'заплачу']);
  add('помыть', ['помой', 'помою']);
  add('убрать', ['убери', 'уберу']);
  add('убраться', ['уберусь']);
  add('вынести', ['вынеси', 'вынесу']);
  add('приготовить', ['приготовь', 'приготовлю']);
  add('подготовить', ['подготовь', 'подготовлю']);
  add('сдать', ['сдай', 'сдам']);
  add('проверить', ['проверь', 'проверю']);
  add('починить', ['почини', 'починю']);
  add('постирать', ['постирай', 'постираю']);
  add('погладить', ['погладь', 'поглажу']);
  add('отвезти', ['отвези', 'отвезу']);
  add('отнести', ['отнеси', 'отнесу']);
  add('встретиться', ['встречусь']);
  add('созвониться', ['созвонюсь', 'созвонимся']);
  add('начать', ['начни', 'начну']);
  add('доделать', ['доделай', 'доделаю']);
  add('дописать', ['допиши', 'допишу']);
  add('дочитать', ['дочитай', 'дочитаю']);
  add('разобрать', ['разбери', 'разберу']);
  add('ответить', ['ответь', 'отвечу']);
  add('посмотреть', ['посмотри', 'посмотрю']);
  add('найти', ['найди', 'найду']);
  add('выбрать', ['выбери', 'выберу']);
  add('отменить', ['отмени', 'отменю']);
  add('продлить', ['продли', 'продлю']);
  add('спросить', ['спроси', 'спрошу']);
  add('узнать', ['узнай', 'узнаю']);
  add('поменять', ['поменяй', 'поменяю']);
  add('полить', ['полей', 'полью']);
  add('выпить', ['выпей', 'выпью']);
  add('принести', ['принеси', 'принесу']);
  add('забронировать', ['забронируй', 'забронирую']);
  add('договориться', ['договорись', 'договорюсь']);
  add('поздравить', ['поздравь', 'поздравлю']);
  add('отправиться', ['отправлюсь']);
  add('прочитать', ['прочитай', 'прочитаю', 'прочти', 'прочту']);
  add('вернуть', ['верни', 'верну']);
  add('напомнить', ['напомни']);
  add('обновить', ['обнови', 'обновлю']);
  add('пойти', ['пойду', 'пойдем']);
  add('поехать', ['поеду', 'поедем']);
  // After held-out batch 14: more first-person futures people write instead of the infinitive.
  add('передать', ['передай', 'передам']);
  add('закончить', ['закончи', 'закончу']);
  add('сверить', ['сверь', 'сверю']);
  add('повесить', ['повесь', 'повешу']);
  add('помочь', ['помоги', 'помогу']);
  add('оформить', ['оформи', 'оформлю']);
  add('подать', ['подай', 'подам']);
  add('вызвать', ['вызови', 'вызову']);
  add('скинуть', ['скинь', 'скину']);
  add('переслать', ['перешли', 'перешлю']);
  add('получить', ['получи', 'получу']);
  add('внести', ['внеси', 'внесу']);
  add('перевести', ['переведи', 'переведу']);
  return table;
})();

/** Verbs that take another infinitive ("помочь маме убрать", "сходить купить"): no split after them. */
export const RU_COMPLEMENT_VERBS = new Set([
  // Someone called in to do something: "вызвать мастера проверить колонку".
  'вызвать',
  // A visit or a call for a purpose: "записаться к офтальмологу проверить зрение", "позвонить в банк
  // узнать про карту".
  'записаться',
  'позвонить',
  'договориться',
  'созвониться',
  'позвать',
  'пригласить',
  'нанять',
  'помочь',
  'попросить',
  'начать',
  'продолжить',
  'закончить',
  'успеть',
  'попробовать',
  'постараться',
  'стараться',
  'забыть',
  'решить',
  'научиться',
  'учиться',
  'мочь',
  'смочь',
  'уметь',
  'хотеть',
  'захотеть',
  'пойти',
  'сходить',
  'съездить',
  'поехать',
  'ехать',
  'идти',
  'зайти',
  'заехать',
  'заскочить',
  'сбегать',
  'приехать',
  'прийти',
  'сесть',
  'бросить',
  'перестать',
  'прекратить',
  'не забыть',
  'разрешить',
  'уговорить',
  'напомнить',
  'предложить',
  'просить',
  'отвести',
  'отвезти',
  'позвать',
  'пригласить',
]);

/** Verbs a person "wants" when the sentence is a feeling, not a plan ("хочу спать", "just want to sleep"). */
export const FEELING_VERBS = new Set([
  'спать',
  'поспать',
  'плакать',
  'умереть',
  'сдохнуть',
  'исчезнуть',
  'лежать',
  'кричать',
  'орать',
  'сбежать',
  'отдохнуть',
  'лечь',
  'полежать',
  'валяться',
  'уснуть',
  'заснуть',
  'сидеть',
  'sleep',
  'cry',
  'die',
  'scream',
  'disappear',
  'hide',
  'quit',
  'rest',
  'lie',
  'nap',
  'give',
  'run away',
  'escape',
]);

/** Verbs of self-talk, not tasks ("надо просто выдохнуть", "relax", "calm down"). */
export const SELF_TALK_VERBS = new Set([
  'выдохнуть',
  'выспаться',
  'успокоиться',
  'расслабиться',
  'собраться',
  'перестать',
  'похудеть',
  'стать',
  'быть',
  'паниковать',
  'relax',
  'breathe',
  'chill',
  'calm',
  'stop',
]);

/** English verbs (base forms) that start a task. */
export const EN_VERBS = new Set(
  `accept add adjust agree apply approve archive arrange ask assemble attach attend audit back bake
  balance bathe book borrow bring brush buy calculate call cancel catch change charge chase check choose
  clean clear close collect comb come compare complete confirm connect contact continue cook copy correct
  create cut debug decide declutter defrost delete deliver deploy design develop dig discuss do donate
  download draft draw dress drink drive drop dust eat edit email empty enroll enrol exercise exchange
  explore feed fetch file fill finalize finalise find finish fix fold follow forward gather get give go
  google grab greet grill hand hang help hire hang hoover host install interview invite iron jog join
  journal label learn leave lend let list listen load lock log look mail make meal meditate meet mend
  message migrate moisturize mop move mow note notify order organize organise pack paint pass pay pick
  plan plant play polish practice practise prep prepare present print prioritize process publish
  purchase put reach read rebook recharge record recycle refactor refill register reheat release
  remind remove renew rent reorganize repair replace reply report request research reschedule reserve
  resolve respond restock return review rewrite ring run save scan schedule scrub search sell send set
  sew share shave shop shower sign sort speak spend split start stop store stretch study submit swap
  sweep swim take talk test text thank tidy top track train transfer translate trim turn unpack unsubscribe
  update upgrade upload vacuum visit wake walk wash watch water wipe wrap write
  rsvp fax shred sharpen vote outline brainstorm sketch ship restart reboot backup floss pray wax tune
  bookmark subscribe reinstall rinse soak thaw marinate chop peel fry boil roast knit rehearse memorize
  memorise revise proofread photograph post apologize apologise celebrate congratulate decorate unclog
  descale sanitize disinfect switch
  pull spread dispute repot prune rake weed harvest fertilize fertilise mulch shovel groom vaccinate
  microchip insure claim appeal deposit withdraw invest pitch negotiate sublet
  photocopy notarize notarise laminate measure mount unplug rotate inflate winterize winterise insulate
  caulk seal patch sand glue drill hammer haul unload toss discard dump activate deactivate verify reset
  refund block freeze unfreeze jot sow water declare
  tell inform warn answer stock repaint rearrange recaulk caulk regrout hem darn launder air defrost
  descale polish oil service reseal reupholster figure bleed
  map see accompany acknowledge assign assess bathe blend bundle calibrate chill compile compose configure
  consult convert coordinate defer delegate describe embroider encourage enter erase escalate estimate
  evaluate examine extend fasten identify implement improve inspect investigate invoice keep launch
  lubricate maintain manage merge nominate overhaul phone pour preheat propose protect provide reassure
  rebalance reconcile reconnect recover redo reduce refresh reinforce reject relax reload remember
  renovate reorder repack rephrase replant reread resubmit retire revisit rework settle shorten
  shortlist simplify skim solve sprinkle summarize summarise supervise sync tackle tighten transcribe
  tweak unblock uninstall unlock untangle upholster volunteer weigh whittle`
    .split(/\s+/)
    .filter(Boolean),
);

/** English words that look like verbs but are usually names or nouns when capitalised mid-sentence. */
export const EN_NAME_LIKE = new Set([
  'mark',
  'will',
  'bill',
  'pat',
  'sue',
  'rob',
  'grant',
  'chase',
  'frank',
  'drew',
  'jack',
  'june',
  'may',
]);

/**
 * Nouns that are a task on their own, without a verb: events ("созвон с командой", "dentist
 * appointment"), chores ("laundry", "уборка") and visits ("к врачу"). Folded stems (prefix match).
 */
export const TASK_NOUN_STEMS = [
  // Events one takes part in (after held-out batch 8): a race, a review, a demo.
  'забег',
  'марафон',
  'соревновани',
  'турнир',
  'race',
  'review',
  'demo',
  'tournament',
  // ru: meetings and deliverables
  'созвон',
  'звонок',
  'встреч',
  'собрани',
  'совещани',
  'планерк',
  'собеседовани',
  'интервью',
  'презентаци',
  'вебинар',
  'конференци',
  'отчет',
  'доклад',
  'экзамен',
  'зачет',
  // ru: chores and health
  'стирк',
  'уборк',
  'глажк',
  'готовк',
  'пробежк',
  'тренировк',
  'растяжк',
  'разминк',
  'прививк',
  'blood test',
  'blood work',
  'гастроскоп',
  'колоноскоп',
  'флюорограф',
  'маммограф',
  'заняти',
  'лфк',
  'зарядк',
  'йог',
  'массаж',
  'маникюр',
  'стрижк',
  'анализ',
  'чистк',
  'врач',
  'стоматолог',
  'зубн',
  'терапевт',
  'окулист',
  'невролог',
  'дантист',
  'гинеколог',
  'педиатр',
  'ортодонт',
  'психолог',
  'психотерапевт',
  'парикмахер',
  'ветеринар',
  'спортзал',
  'бассейн',
  'шопинг',
  // en
  'meeting',
  'standup',
  'stand-up',
  'sync',
  '1:1',
  'one-on-one',
  'interview',
  'appointment',
  'checkup',
  'check-up',
  'laundry',
  'dishes',
  'groceries',
  'grocery',
  'errands',
  'chores',
  'workout',
  'yoga',
  'haircut',
  'report',
  'presentation',
  'dentist',
  'doctor',
  'therapy',
  'therapist',
  'vet',
  'meal prep',
  'homework',
  'exam',
  'webinar',
  'vacuuming',
  'cleaning',
  'massage',
  'physio',
  'gym',
  'lunch with',
  'dinner with',
  'кино',
  'театр',
  'концерт',
  'выставк',
  'спектакл',
  'movie',
  'cinema',
  'concert',
  'conference',
  'session',
  'workshop',
  'seminar',
  'class',
  'семинар',
  'тренинг',
  'воркшоп',
  'прием у',
  'прием у',
  'эндокринолог',
  'кардиолог',
  'дерматолог',
  'уролог',
  'ортопед',
  'хирург',
  'гастроэнтеролог',
  'ужин с',
  'обед с',
  'завтрак с',
  'кофе с',
  'ревью',
  'код-ревью',
  'code review',
  'рефакторинг',
  'деплой',
  'coffee with',
  'drinks with',
  'call with',
];

/** Purchase verbs (a task whose verb is one of these is a purchase: покупки). Folded stems. */
export const PURCHASE_VERB_STEMS = [
  'купи',
  'куплю',
  'купит',
  'покупат',
  'закупи',
  'докупи',
  'прикупи',
  'приобрест',
  'заказат',
  'закажи',
  'закажу',
  'дозаказ',
  'buy',
  'order',
  'purchase',
  'restock',
  'shop',
];

/** Words naming a shopping list ("Groceries: eggs, milk", "Продукты: …"). */
export const SHOPPING_LIST_WORDS = new Set([
  'продукты',
  'покупки',
  'магазин',
  'в магазин',
  'список покупок',
  'шопинг',
  'купить',
  'докупить',
  'заказать',
  'groceries',
  'grocery',
  'grocery list',
  'shopping',
  'shopping list',
  'to buy',
  'buy',
  'store',
  'supermarket',
  'order',
]);
