// Stage classify: the patterns that tell what a clause is (an action, a task noun, context) and how it
// relates to the clause before it (a follow-up, a purpose, a remark). See docs/ai-local.md.

export const ANAPHORA =
  /^(?:к\s+(?:нему|ней|ним|этому)|для\s+(?:этого|него|нее)|перед\s+этим|до\s+(?:этого|него|нее|неё|них)|под\s+это|for\s+(?:it|that|this)|before\s+(?:it|that))(?![\p{L}])/u;
/** A task that ends pointing at the event before it ("book a table for it", "испечь к нему торт"). */
export const TRAILING_ANAPHORA =
  /(?<![\p{L}])(?:for\s+(?:it|that)|before\s+(?:it|that)|к\s+(?:нему|ней)|до\s+(?:него|нее|неё)|для\s+(?:него|нее|неё))[.!]*\s*$/u;
export const OBJECT_PRONOUN = /(?<![\p{L}])(?:его|ее|её|их|ему|ей|им|него|нее|них|it|them|him)(?![\p{L}])/u;
export const SELF_TALK_PHRASE =
  /(?:get|pull)\s+(?:my|your|our)\s+(?:life|shit|act|stuff)\s+together|взять\s+себя\s+в\s+руки|let\s+me\s+(?:think|see)|let'?s\s+see|дай(?:те)?\s+подумать/;
/** Words that say "this is when it is due" ("…, дедлайн в пятницу", "…, крайний срок сегодня", "…, due Friday"). */
export const DEADLINE_WORD =
  /^(?:(?:(?:крайний|последний)\s+)?(?:дедлайн|срок)|последний\s+день|сдача|(?:(?:final|hard)\s+)?deadline|last\s+day|due|it'?s\s+due|due\s+date)?$/;
/**
 * Someone waiting for the thing said before, once its date is taken out ("Семёныч ждёт", "заказчик ждёт
 * её", "Omar wants a draft", "Tom needs them"): the date is that thing's deadline.
 */
export const WAITS_FOR =
  /^(?:[\p{L}-]+\s+){1,2}(?:ждет|ждут|просит|просят|хочет|хотят|wants|want|needs|need|expects|expect|is\s+waiting\s+for|asked\s+for)(?:\s+(?:ее|его|их|это|it|them|this|that|(?:a|the)\s+[\p{L}-]+))?$/u;
/** "надо", "нужно", "пора": a need, even when the verb is left out. */
export const MODAL = /(?<![а-яё])(?:надо|нужно|необходимо|пора|потом|затем)(?![а-яё])/;

/** Verbs that are a task when negated ("не пропустить", "не опоздать"). */
export const NOT_MISS = /^(?:пропустить|опоздать|проспать|забыть|упустить|потерять)$/;
/** A reminder opening ("не забыть:", "don't forget the …"): what follows is a task even without a verb. */
export const REMINDER =
  /^\s*(?:не\s+забыть|не\s+забудь|незабыть|напоминание|напоминалка|напомнить|remember|don'?t\s+let\s+me\s+forget|don'?t\s+forget|do\s+not\s+forget|reminder)(?![a-zа-яё])/;

/** Occasions: the reason for a task, not a task ("день рождения", "birthday"). */
export const OCCASION =
  /(?:день\s+рожд|др$|юбиле|праздник|годовщин|свадьб|birthday|bday|b-day|anniversary|wedding|holiday)/;

/**
 * How things are at a place: the place in the locative, then what is there, with no verb ("на работе
 * аврал", "в квартире бардак", "дома ноль", "у нас потоп"). Said as an item of a list, it is a complaint, not
 * a task; a trip ("в аптеку", "на почту") has its place in the accusative, and an errand its verb.
 */
export const PLACE_STATE =
  /^(?:(?:на|в|во)\s+(?:[а-яё]+\s+)?[а-яё]{3,}(?:е|и)|дома|у\s+(?:нас|меня|них|него|неё|нее))\s+(?:такой\s+|такая\s+|полный\s+|полная\s+|опять\s+|снова\s+|вечный\s+|вечная\s+)?(?!(?:к|ко|в|во|на|за|по|с|со|до|для)\s)[а-яё]+$/;

/**
 * Called off ("отменили", "слетела", "сорвалась", "got cancelled"): what happened to a plan. A plan moved
 * ("перенесли") is still to be done, on another day, so it is not here.
 */
export const RU_CALLED_OFF = 'отменил[аио]?|отменил(?:ся|ась|ось|ись)|слетел[аио]?|сорвал(?:ся|ась|ось|ись)';
/** A Russian word saying a plan was called off. */
export const CALLED_OFF_WORD = new RegExp(`^(?:${RU_CALLED_OFF})$`);
/** A statement that ends by saying a plan was called off ("запись слетела", "my haircut got cancelled"). */
export const CALLED_OFF_END = new RegExp(
  `\\s(?:${RU_CALLED_OFF}|(?:(?:got|was|were|has\\s+been|have\\s+been)\\s+)?cancell?ed(?:\\s+on\\s+me)?|fell\\s+through)$`,
);

/** Words that negate a verb a few words later ("не хочу делать", "ничего не надо покупать"). */
export const NEGATION = new Set(['не', 'ничего', 'никак', 'нельзя', 'незачем', 'нечего', 'хватит', 'некуда']);
/** Words after an infinitive that make it a complaint, not a task ("так жить нельзя", "девать некуда"). */
export const NEGATION_AFTER = new Set(['нельзя', 'некуда', 'незачем', 'нечего', 'невозможно', 'бесполезно']);
/** "…and so do I", "neither can we": an echo of the sentence before, never a task. */
export const ECHO =
  /^(?:(?:and\s+)?(?:so|neither|nor)\s+)?(?:do|does|did|am|is|are|was|were|have|has|can|will|could)\s+(?:i|we|you|they|he|she|it)$/;
/** Words that open an English imperative's object ("dispute the charge", "repot my plants"). */
export const EN_DETERMINER =
  /^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those|some|all|both|every|each)$/;
/** First words that are followed by a determiner without being a verb ("about the", "maybe the"). */
export const EN_NOT_IMPERATIVE = new Set(
  `about above after against along also and around as at because before behind below beside between
  both but by during even except for from if in inside into just like maybe near nor not of off on once
  only onto or out outside over past per since so than then though through till to toward towards under
  until up upon via when where whether while with within without yet all any each every some such what
  which who whom whose how why there here yes no okay ok hey well oh also still even ever never always
  probably perhaps honestly literally basically actually really already again`.split(/\s+/),
);
/** A statement left with only "it's", "это" and the like once its cue is gone ("…, and it's urgent"). */
export const EMPTY_STATEMENT =
  /^(?:(?:it'?s|it|is|this|that'?s|that|one'?s|one|was|это|все|всё|оно|очень|really|very|so|super|pretty|quite|вообще|прям|прямо)(?:\s+|$))+$/;
/**
 * What is left of a to-do head once its day and cue are taken ("to do tonight", "must do tomorrow!!", "дела на
 * сегодня", "надо сделать сегодня"): the words of a list of things to do, and nothing to do of its own.
 */
export const TO_DO_HEAD =
  /^(?:(?:my|the)\s+)?(?:(?:things|stuff)\s+)?(?:to-?\s?do|todo|do|to-?dos|tasks?|дела|задачи|список\s+дел|сделать)(?:\s+list)?$/;
/** Russian finite verbs before an infinitive: past tense ("просила") and a few requests ("хочет"). */
export const FINITE_VERB =
  /(?:[аеиоуыя]л|ла|ли|ло|лся|лась|лись)$|^(?:просит|хочет|ждет|велит|сказал|говорит)$/;
export const GENERIC_OBJECT =
  /(?:^|\s)(?:дела|дел|задачи|вещи|вещей|things|stuff|tasks|to-?dos?|список\s+дел)(?:\s|$)/;
export const REASON_CLAUSE =
  /(?:^\s*|\s*,?\s+)(?:потому\s+что|так\s+как|пока\s+(?!не\s+забыл)(?:[а-яё]+\s+){0,2}не|пока\s+(?:есть|еще|не\s+поздно|действует|идет)|чтоб(?:ы)?\s+[а-яё]+(?:ть|ться|ти|чь|чься)|so\s+(?:that\s+)?(?:we|i|they|you|he|she|the\s+[a-z]+)\s+(?:can|could|know|have|don't|won't|get|aren't|isn't)|а\s+то|иначе|because|since|cause|'cause|(?:cos|coz|cuz)\s+(?:it|it's|its|i|i'm|we|we're|they|they're|he|she|you|the|there|that|my|our)|before\s+it|otherwise|or\s+else|or\s+(?:they|it|we|i|you|he|she)(?:'ll)?\s+[a-z]+|when\s+(?:[iI]|we)\s+(?:have|get|can|find|feel)|когда\s+будет\s+время|когда\s+будут\s+силы)(?![\p{L}]).*$/u;
/** "(today) is the last day to …", "последний день, чтобы …": what follows is the task. */
export const LAST_DAY_TO =
  /^\s*(?:(?:it'?s|is|was)\s+)?(?:the\s+)?(?:last|final)\s+day\s+(?:to|for)\s+|^\s*(?:—\s*)?последний\s+день,?\s+(?:чтобы\s+)?/iu;
/** Undated on purpose ("когда-нибудь", "at some point"): a date said for the tasks around it is not its own. */
export const UNDATED =
  /(?<![\p{L}])(?:когда-нибудь|как-нибудь|когда-то|at\s+some\s+point|someday|some\s+day|eventually|whenever|sometime|one\s+day)(?![\p{L}])/u;
/** Adverbs that may stand between a subject and its verb ("standup just ended"). */
export const EN_ADVERB =
  /^(?:just|already|finally|never|still|also|totally|completely|literally|apparently)$/;
/** An alternative in brackets ("(или продать на юле)", "(or just donate it)"). */
export const ALTERNATIVE = /\s*\((?:или|либо|or)\s[^()]*\)/giu;
/** A wish that explains the task before it ("…, хочу подарить на нг", "…, want to give it to mom"). */
export const WISH_REASON = /^\s*(?:хочу|хотим|хотела|хотел|want\s+to|i\s+want\s+to|wanna)\s/;
/** Reluctance said about an infinitive ("… совсем не хочется", "лень", "неохота"). */
export const RELUCTANCE = /(?<![а-яё])(?:не\s+хочется|неохота|лень|не\s+хочу)(?![а-яё])\s*[.!…]*$/;
/** A call's purpose said after a comma ("позвонить тёте, поздравить с новосельем"). */
export const CALL_PURPOSE =
  /^(?:поздравить|спросить|узнать|уточнить|напомнить|обсудить|ask|wish|congratulate|check|remind)(?![\p{L}])/u;
export const CALL_TASK =
  /^(?:позвонить|перезвонить|набрать|написать|call|ring|phone|text|message)(?![\p{L}])/iu;
/** A clause that opens with its own subject and a modal ("and I need to …", "а мне надо …"). */
export const NEW_THOUGHT =
  /^\s*(?:and\s+|а\s+|и\s+)?(?:i\s+(?:need|have|must|should|gotta|also\s+need)|i've\s+got\s+to|мне\s+(?:надо|нужно|ещё\s+надо|еще\s+надо)|don't\s+forget|do\s+not\s+forget|remember\s+to|не\s+забыть)(?![\p{L}])/u;
/** "…в 8 утра, не проспать", "…, don't be late": a reminder about the task just said. */
export const NOT_MISS_ALONE =
  /^(?:не\s+(?:проспать|опоздать|пропустить|забыть)|don't\s+(?:oversleep|be\s+late|miss\s+it|forget))[.!]*$/;
/** Verbs of a symptom ("ноет", "болит", "hurts", "aches"). */
export const SYMPTOM_VERB = /^(?:ноет|ноют|болит|болят|ломит|тянет|чешется|hurts|aches|itches|throbs)$/;
/** A verb and a pronoun, nothing else ("log it", "send them back", "подписать его"). */
export const FOLLOW_UP =
  /^(?:[a-z]+\s+(?:it|them|her|him)(?:\s+(?:down|in|up|away|back|off|over|out))?|[а-яё]+\s+(?:его|ее|их))[.!]?$/;
/**
 * Where the thing goes next, with no object of its own ("…и повесить на холодильник", "…, завтра отдать
 * главбуху", "… and put it on the fridge"): the end of the task before it.
 */
export const PLACE_FOLLOW_UP =
  /^(?:(?:повесить|положить|поставить|убрать|спрятать|отдать|передать|отправить|отнести|закинуть|приклеить)\s+(?:(?:на|в|во|под|за|к|ко)\s+[а-яё]+|(?:главбух|бухгалтер|начальни|руководител|директор|менеджер|секретар)[а-яё]*)|(?:hang|put|stick|give|hand|send|pin)\s+(?:it\s+|them\s+)?(?:on|in|to|into|onto)\s+(?:the\s+|my\s+)?[a-z]+)[.!]?$/;
/** A trip with nothing to do yet ("go over", "pop in", "drop by"). */
export const MOTION_ONLY =
  /^(?:(?:go|come|pop|drop|head|swing|stop|run)\s+(?:over|by|in|round|around|out)|sit\s+down|сесть|сесть\s+(?:уже|наконец))$/i;
/** An indirect question ("сколько откладывать", "how much to spend") explains the task before it. */
export const INDIRECT_QUESTION =
  /^(?:сколько|как|что|где|когда|куда|какой|какую|какие|зачем|почему|how\s+much|how\s+many|how\s+to|what\s+to|where\s+to|which|whether)\s/;
/** A comma clause with a subject of its own is a remark about the task, not part of its object. */
export const OWN_SUBJECT =
  /^(?:котор[а-яё]+|он|она|они|оно|это|я|мы|ты|вы|haven'?t|hasn'?t|didn'?t|don'?t|won'?t|can'?t|isn'?t|wasn'?t|it'?s|it|they'?re|they|he'?s|he|she'?s|she|i'?m|i|we'?re|we|you'?re|there'?s|which|who|that'?s|me|probably|maybe)(?![\p{L}'])/u;
/** A correction while speaking ("ой нет, не в среду", "нет стоп", "no wait", "wait no, that's"): the words after it win. */
export const CORRECTION =
  /(?<![\p{L}])(?:ой,?\s+нет|нет,?\s+стоп|нет,?\s+погоди|хотя\s+нет|а\s+нет|no,?\s+wait|wait,?\s+no|oh\s+wait|sorry,?\s+no|no,?\s+actually|actually,?\s+no|no\s+sorry)(?![\p{L}])(?:,?\s+(?:не\s+[а-яё]+|that'?s|it'?s|make\s+that))?[\s,]*/u;
/** The verbs of a document running out ("expires", "истекает"): a due date said as an expiry. */
export const EXPIRY_VERB = '(?:expires|is\\s+expiring|runs\\s+out|истекает|истекают)';
/** An expiry said anywhere in a clause ("the permit expires friday", "страховка истекает"). */
export const EXPIRY_SAID = new RegExp(`(?<![\\p{L}])${EXPIRY_VERB}(?![\\p{L}])`, 'u');
/** A remark that something expires or ends ("оно кончается …", "the sticker expires …"): its date is the task's. */
export const EXPIRY =
  /^(?:(?:он|она|оно|они|it|they|this|that|(?:the\s+|my\s+|our\s+)?[a-z]+(?:\s+[a-z]+)?|[а-яё]+(?:\s+[а-яё]+)?)\s+)?(?:истекает|истекают|кончается|кончаются|заканчивается|заканчиваются|сгорает|сгорают|expires?|runs?\s+out|ends?)$/;
/** Words a speaker restarts a thought with ("короче", "в общем", "это самое", "anyway"): what follows is new. */
export const RESTART =
  /^\s*(?:(?:и|а|and)\s+)?(?:короче|в\s+общем|так\s+вот|это\s+самое|anyway|anyhow)(?![\p{L}])/u;

/** Where one is right now, at the opening of a clause. */
export const ON_THE_MOVE =
  /^(?:(?:just |now |currently )?(?:(?:walking|driving|heading|riding|cycling|commuting) (?:to|home|back|in|into|from|out|through|past|along|down|up|over|between)|(?:sitting|standing|waiting|stuck|lying|queuing|queueing) (?:in|at|on|for|around|outside|by))\b|(?:i'm |im |i am )?(?:on my way|on the (?:bus|train|tube|subway|metro)|in the car|in traffic)\b)/;
/** One's own need, which makes the clause a task after all ("… i need to call the bank"). */
export const OWN_NEED =
  /\b(?:need to|needs to|have to|has to|gotta|got to|should|must|remember to|don't forget)\b/;

/** Someone's call said ("the vet rang", "my sister left a voicemail"), folded: who called, with "my" if said. */
export const CALLER =
  /^(?:the\s+)?((?:my\s+|our\s+)?[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s+(?:called|rang|phoned|rung|texted|messaged|left\s+(?:a|me\s+a)\s+(?:message|voicemail|voice\s+message))(?![a-z])/;
