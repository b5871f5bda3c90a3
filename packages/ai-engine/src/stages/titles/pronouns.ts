// Stage titles: a pronoun in a task replaced by the thing a statement before it was about ("the grout is
// gross, scrub it" → «Scrub the grout»), and a repair named after the thing that broke.
import { EN_FAULT, EN_REPAIR_VERBS, RU_BAD_STATE, RU_FAULT, RU_REPAIR_VERBS } from '../../lexicon/faults.js';
import { PURCHASE_HEAD_VERBS } from '../../lexicon/shopping.js';
import { fold, hasCyrillic } from '../normalise/text.js';
import { SUBJECT_PRONOUN } from './fillers.js';
import { ranOutToTask } from './rewrites.js';

/** "the hallway carpet is filthy", "uncle joe's printer is broken": the noun phrase a statement is about. */
export function statementSubject(core: string): string | undefined {
  const match =
    // "the van's making a noise", "the domain expires friday", "the gas bill came": also what is going on
    // with it, its expiry, or that it arrived or was cancelled.
    /^((?:the|my|our|his|her|their)\s.+?)'s\s+(?=[a-z]+ing\s)|^(.+?)(?:\s+(?:is|are|was|were|has|have|needs|looks|seems|feels|smells|sounds|stinks|keeps|turns|expires|expire|runs\s+out|run\s+out|lands|arrives|came|arrived|expired|lapsed|bounced|went\s+up|cancell?ed|got\s+(?:cancell?ed|rejected|declined)|was\s+(?:cancell?ed|rejected|declined))(?:\s|$|,))/i.exec(
      core.replace(/’/g, "'"),
    );
  const subject = (match?.[1] ?? match?.[2] ?? brokenThing(core))?.trim();
  if (!subject || subject.split(/\s+/).length > 4) return undefined;
  if (
    SUBJECT_PRONOUN.test(fold(subject)) ||
    /^(?:everything|nothing|something|everyone|nobody|what)\b/i.test(subject)
  )
    return undefined;
  return subject;
}

/** Running out, said of supplies ("капли для носа кончаются", "we ran out of foil"): a thing to get again. */
const RUN_OUT =
  '(?:за)?канчива(?:ет|ют)ся|конча(?:ет|ют)ся|закончил(?:ся|ась|ось|ись)|кончил(?:ся|ась|ось|ись)|runs?\\s+out|ran\\s+out';
/** "the garbage disposal jammed again", "стиралка опять сломалась": a thing that broke (lexicon/faults.ts). */
export const BROKEN_THING = new RegExp(
  `^(.+?)\\s+(?:(?:just|already|finally|again|опять|снова|совсем|уже)\\s+)?(?:${EN_FAULT}|${RU_FAULT}|${RUN_OUT})(?![\\p{L}])`,
  'u',
);
/** The thing after the verb when a Russian statement says it first ("на балконе опять течёт труба"). */
const BROKEN_AFTER = new RegExp(
  `^(?:((?:в|во|на|у)\\s+[а-яё]+)\\s+)?(?:(?:опять|снова|совсем|уже)\\s+)?(?:${RU_FAULT})\\s+([а-яё]+(?:\\s+(?:у|в|во|на)\\s+[а-яё]+|\\s+[а-яё]+)?)$`,
  'u',
);
/** A place or an owner said first ("у машины колодки", "в ванной кран"): one word after the preposition. */
const PLACE_FIRST = /^((?:в|во|на|у)\s+[а-яё]+)\s+([а-яё]+(?:\s+[а-яё]+)?)$/u;
/** Words that stand for no thing in particular ("всё", "ничего"). */
const NO_THING = /^(?:все|всё|ничего|что-?то|оно|он|она|они|это)$/u;

/**
 * What broke, said before its verb ("стиралка опять сломалась") or, in Russian, after it ("капает
 * кран"); a place or an owner said first goes after the thing ("у машины колодки скрипят" → "колодки
 * у машины").
 */
export function brokenThing(text: string): string | undefined {
  const folded = fold(text).replace(/’/g, "'");
  const after = BROKEN_AFTER.exec(folded);
  if (after?.[2])
    return after[1] && !/\s(?:у|в|во|на)\s/.test(after[2]) ? `${after[2]} ${after[1]}` : after[2];
  const before = BROKEN_THING.exec(folded)?.[1];
  if (!before) return undefined;
  const placed = PLACE_FIRST.exec(before);
  if (placed) return NO_THING.test(placed[2] ?? '') ? undefined : `${placed[2]} ${placed[1]}`;
  return /^(?:в|во|на|у)\s/.test(before) || NO_THING.test(before) ? undefined : before;
}

/** A thing said with how it is ("шкаф грязный", "телефон разряжен"): the thing. */
const THING_IN_STATE = new RegExp(
  `^([а-яё]+(?:\\s+(?:в|во|на|у)\\s+[а-яё]+|\\s+[а-яё]+)?)\\s+(?:опять\\s+|совсем\\s+)?(?:${RU_BAD_STATE})$`,
  'u',
);

/** A repair person one calls in ("call the handyman", "вызвать мастера", "find a repairman", "tell the landlord"). */
export const REPAIR_CALL =
  /^(?:(?:call|get|book|ring|phone|text|email|message|contact|tell|find|look\s+up|вызвать|позвонить|написать|найти|пригласить|позвать)\s+(?:(?:the|a|our|my)\s+)?(?:handym[ae]n|plumber|electrician|repair\s*(?:guy|man|men|person|service|shop)|repairm[ae]n|technician|engineer|locksmith|mechanic|landlord|super|manufacturer|мастер[ау]?|сантехник[ау]?|электрик[ау]?|слесар[юья]|хозяйк[еу]|арендодател[юя])(?:\s+(?:out|over|in|round))?|(?:отнести|отвезти|сдать|отдать)\s+в\s+(?:ремонт|сервис|мастерскую)|(?:позвать|попросить)\s+соседа(?:\s+[а-яё]+){0,2}|take\s+it\s+(?:in\s+)?(?:for\s+repair|to\s+(?:the\s+)?(?:repair\s+shop|shop))|ask\s+(?:the|my|our)\s+neighbou?r(?:\s+[a-z]+){0,2})$/u;

/** Getting a new one, or going where it is sold, without saying what ("купить новые", "сходить в аптеку", "buy new ones"). */
export const REPLACEMENT =
  /^(?:(?:купить|заказать|взять)\s+(?:новые|новую|новый|новое)|(?:сходить|зайти|забежать|заехать)\s+в\s+(?:аптеку|магазин)|(?:buy|get|order)\s+(?:a\s+)?new\s+(?:one|ones|pair)|(?:go|pop)\s+to\s+the\s+(?:pharmacy|chemist'?s|shop|store))$/u;

/** A repair booked without saying what for ("book a repair", "schedule a service"). */
export const REPAIR_BOOKING =
  /^(?:book|arrange|schedule|get|order)\s+(?:a\s+)?(?:repair|service|repairman|fix)$/;

/** A verb that puts the broken thing right, said bare ("починить", "unclog"), or, in Russian, with a part ("поменять прокладку"). */
const REPAIR_ITSELF = new RegExp(`^(?:${[...RU_REPAIR_VERBS, ...EN_REPAIR_VERBS].join('|')})$`, 'u');
const REPAIR_PART = new RegExp(
  `^(?:${RU_REPAIR_VERBS.join('|')})\\s+(?!(?:его|ее|их|это|то|все)(?:\\s|$))[а-яё]`,
  'u',
);

/**
 * A Russian noun phrase as the object of a verb: the feminine words before the first noun and the noun
 * itself take the accusative ("стиралка" → "стиралку", "новая лампа" → "новую лампу", "лампа вторая" →
 * "лампу вторую"); masculine, neuter and plural things of this kind read the same, and words after the
 * noun ("у машины", "на кухне") stay as said.
 */
export function ruAccusative(phrase: string): string {
  const words = phrase.split(/\s+/);
  let nounAt = words.findIndex((word) => !/(?:ая|яя|ый|ий|ой|ое|ее|ые|ие)$/u.test(word));
  if (nounAt < 0) nounAt = words.length - 1;
  return words
    .map((word, index) => {
      const adjective = index < nounAt || (index === nounAt + 1 && /(?:ая|яя)$/u.test(word));
      if (adjective) return word.replace(/ая$/u, 'ую').replace(/яя$/u, 'юю');
      // "время", "пламя": a neuter in -мя reads the same.
      if (index === nounAt) return word.replace(/а$/u, 'у').replace(/(?<!м)я$/u, 'ю');
      return word;
    })
    .join(' ');
}

/**
 * The words of a thing read from a folded statement, as they were said ("ковер" → "ковёр", "пети" →
 * "Пети"); the statement's first word keeps no capital of its own.
 */
function asSaid(thing: string, statement: string): string {
  const said = new Map<string, string>();
  statement.split(/\s+/).forEach((word, index) => {
    const bare = word.replace(/[^\p{L}\p{N}'’-]+/gu, '');
    said.set(fold(bare).replace(/’/g, "'"), index === 0 ? bare.toLowerCase() : bare);
  });
  return thing
    .split(/\s+/)
    .map((word) => said.get(word) ?? word)
    .join(' ');
}

/** "стиралка сломалась, починить" → «Починить стиралку»; "the sink is clogged, unclog" → "Unclog the sink". */
function repairOfBroken(title: string, broken: string): string | undefined {
  const thing = broken.replace(/^(?:the|my|our|a)\s+/i, '');
  // "кран течёт, поменять его" → «Поменять кран».
  const pronoun = /^(\S+)\s+(?:его|ее|их)$/u.exec(fold(title));
  if (pronoun && hasCyrillic(title) && REPAIR_ITSELF.test(pronoun[1] ?? ''))
    return `${title.split(/\s+/)[0]} ${ruAccusative(thing)}`;
  if (REPAIR_ITSELF.test(fold(title)))
    return hasCyrillic(title) ? `${title} ${ruAccusative(thing)}` : `${title} the ${thing}`;
  // "в ванной кран подтекает, поменять прокладку" → «Поменять прокладку — кран в ванной».
  if (hasCyrillic(title) && REPAIR_PART.test(fold(title))) return `${title} — ${thing}`;
  return undefined;
}

/** A verb of buying said with nothing to buy, maybe with where ("купить", "заказать в зоомагазине", "order online"). */
const BARE_PURCHASE = new RegExp(
  `^(${PURCHASE_HEAD_VERBS.join('|')})(?=$|\\s+(?:на|в|во|у|online|on|at|from)(?:\\s|$))`,
  'u',
);

/** "vacuum it" after "the hallway carpet is filthy" → "vacuum the hallway carpet" (English, the first "it"/"them"). */
export function resolvePronoun(title: string, subject: string | undefined, note?: string): string {
  // "соль тоже кончилась, купить" → «Купить соль»: a bare verb of buying buys what ran out.
  const verb = note ? BARE_PURCHASE.exec(fold(title))?.[1] : undefined;
  const ranOut = verb && note ? ranOutToTask(note, { thingFirst: true }) : null;
  if (verb && ranOut) {
    const thing = ranOut.replace(/^(?:купить|buy)\s+/u, '');
    const said = hasCyrillic(title) ? ruAccusative(thing) : thing;
    return `${title.slice(0, verb.length)} ${said}${title.slice(verb.length)}`;
  }
  // "washing machine died again, call the technician": the call is about the thing that broke.
  const broken = subject ?? (note ? brokenThing(note) : undefined);
  // "телефон разряжен, зарядить": a thing in a bad state is seen to like a broken one.
  const seen = broken ?? (note ? THING_IN_STATE.exec(fold(note))?.[1] : undefined);
  const statement = note ?? subject ?? '';
  const repair = seen ? repairOfBroken(title, asSaid(seen, statement)) : undefined;
  if (repair) return repair;
  const replaces = REPLACEMENT.test(fold(title));
  if (broken && (replaces || REPAIR_CALL.test(fold(title)))) {
    const thing = asSaid(fold(broken), statement).replace(/^(?:the|my|our|a)\s+/i, '');
    // "сапоги развалились, купить новые" → «Купить новые сапоги» (a plural thing reads the same as the object).
    if (/новые$/.test(fold(title)) && /^[а-яё]+[иы](?:\s|$)/.test(thing)) return `${title} ${thing}`;
    if (hasCyrillic(title)) return `${title} — ${thing}`;
    // "my sneakers fell apart, buy new ones" → "Buy new sneakers".
    if (/new\s+(?:one|ones|pair)$/i.test(title))
      return title.replace(/new\s+(?:one|ones|pair)$/i, `new ${thing}`);
    return replaces ? `${title} — ${thing}` : `${title} about the ${thing}`;
  }
  // "the fridge is humming again, book a repair" → "Book a repair for the dishwasher".
  if (subject && !hasCyrillic(title) && REPAIR_BOOKING.test(fold(title)))
    return `${title} for the ${fold(subject).replace(/^(?:the|my|our|a)\s+/, '')}`;
  // "need a new bath mat as well, order one": "one" is the thing just named.
  const thing = note?.replace(/\s+(?:too|as\s+well|also)$/i, '');
  if (thing && !hasCyrillic(title) && /^(?:an?|some)\s/i.test(thing) && /^\S+\s+one$/i.test(title))
    return title.replace(/one$/i, thing);
  if (!subject || hasCyrillic(title)) return title;
  // "the deck is due monday, gotta polish that" → "Polish the deck": a demonstrative that
  // ends the task points at the thing the statement was about (never at a person: that is "him"/"her").
  // "do that" is read by the reader as the thing itself (read/reader-rules.ts, 'do-that').
  if (/\s(?:that|those|these|this)$/i.test(title) && !/^do\s/i.test(title))
    return title.replace(
      /(?:that|those|these|this)$/i,
      subject.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase()),
    );
  // "Uncle Pete turns 60 on Sunday, call him" → "Call Uncle Pete".
  if (/\p{Lu}/u.test(subject) && !/^(?:the|my|our|a|an)\s/i.test(subject) && !/'s\s/.test(subject))
    return title.replace(/(?<=\s)(?:her|him)(?![\p{L}'])/u, subject);
  // "mom's flight lands at 6, pick her up" → "Pick mom up": "her" / "him" is whose the thing was.
  const owner =
    /^((?:my\s+)?(?:mom|mum|dad|grandma|grandpa|nan|sister|brother|aunt|uncle|son|daughter|wife|husband))'s\s/iu.exec(
      subject,
    )?.[1];
  if (owner && /(?<=\s)(?:her|him)(?![\p{L}'])/u.test(title))
    return title.replace(/(?<=\s)(?:her|him)(?![\p{L}'])/u, owner.replace(/^My\s/, 'my '));
  // "Sort the GP appointment I'll just book it": a pronoun said after a subject of its own is that clause's.
  if (PRONOUN_AFTER_SUBJECT.test(fold(title).replace(/’/g, "'"))) return title;
  return title.replace(
    /(?<=\s)(?:it|them)(?![\p{L}'])/u,
    subject.replace(/^(?:The|My|Our|A|An)\s/, (word) => word.toLowerCase()),
  );
}

/** "…, I keep putting it off", "… he asked me to sign them": a pronoun after a subject of its own. */
const PRONOUN_AFTER_SUBJECT =
  /(?:^|\s)(?:i|i'll|i'm|i've|i'd|he|he'll|he'd|she|she'll|she'd|we|we'll|we'd|they|they'll|they'd)\s(?:.*\s)?(?:it|them)(?![\p{L}'])/u;
