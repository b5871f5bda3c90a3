// Stage titles: clauses said as facts rewritten as the task they name ("у нас созвон с клиентом" →
// «Созвон с клиентом», "I still haven't called my sister" → «Call my sister», "the door needs fixing" →
// «Fix the door»).
import { EN_VERBS } from '../../lexicon/verbs-en.js';
import { EXPIRY_VERB } from '../classify/patterns.js';
import { isGoods } from '../classify/category.js';
import { EN_PARTICIPLES, HAVE_EVENT, isTaskNoun, wordSpans } from '../classify/verbs.js';
import { fold, hasCyrillic } from '../normalise/text.js';
import { SUBJECT_PRONOUN } from './fillers.js';

/**
 * A scheduled event said as a fact is that event: returns the core without "we have" / "у нас" when
 * what is had is a task noun ("у меня температура" stays a statement), or null.
 */
export function haveEventToTask(core: string): string | null {
  const match = HAVE_EVENT.exec(fold(core).replace(/’/g, "'"));
  if (!match) return null;
  const rest = core.slice(match[0].length);
  return isTaskNoun(wordSpans(rest).map((word) => word.word)) ? rest : null;
}

/** "I'm running the quarterly review", "we're hosting the book club": a planned event of one's own. */
export const ROLE_VERBS: Readonly<Record<string, string>> = {
  running: 'run',
  hosting: 'host',
  leading: 'lead',
  presenting: 'present',
  giving: 'give',
  teaching: 'teach',
  chairing: 'chair',
  attending: 'attend',
  organising: 'organise',
  organizing: 'organize',
};

export function leadingEventToTask(core: string): string | null {
  const match = /^(?:i'?m|i\s+am|we'?re|we\s+are)\s+([a-z]+)\s+/.exec(fold(core).replace(/’/g, "'"));
  const verb = match ? ROLE_VERBS[match[1] ?? ''] : undefined;
  if (!match || verb === undefined) return null;
  return `${verb} ${core.slice(match[0].length)}`;
}

/**
 * "я так и не позвонила сестре", "i still haven't called my sister back": something not done yet is a
 * task. Returns the core rewritten with the infinitive / base verb, or null.
 */
export function undoneToTask(core: string): string | null {
  const folded = fold(core).replace(/’/g, "'");
  // "подарок ещё не купила", "справку так и не забрал": the thing first, then the verb not done.
  const thingFirst =
    /^([а-яё][а-яё -]*?)\s+(?:(?:ещё|еще|пока|так\s+и|до\s+сих\s+пор|всё\s+ещё|все\s+еще)\s+)?не\s+([а-яё]+?[аеиоуыя])(?:л|ла|ли)(сь|ся)?$/.exec(
      folded,
    );
  if (
    thingFirst &&
    !SUBJECT_PRONOUN.test(thingFirst[1] ?? '') &&
    !/^(?:я|мы|он|она|они)$/.test(thingFirst[1] ?? '')
  ) {
    const infinitive = `${thingFirst[2]}ть${thingFirst[3] ? 'ся' : ''}`;
    if (
      /^(?:купи|сдела|забра|отправи|оплати|написа|заказа|позвони|отнес|сда|подписа|записа)/.test(infinitive)
    )
      return `${infinitive} ${core.slice(0, (thingFirst[1] ?? '').length)}`;
  }
  const match =
    /^(?:(?:я|мы|i|we)\s+)?(?:(?:ещё|еще|до\s+сих\s+пор|так\s+и|все\s+еще|всё\s+ещё|сто\s+лет|давно|уже|целую\s+вечность|still|yet|also)\s+)*(?:не|haven't|havent|hasn't|didn't|didnt|never)\s+(?:(?:yet|ещё|еще)\s+)?([a-zа-яё]+)/.exec(
      folded,
    );
  if (!match) return null;
  const verb = match[1] ?? '';
  const rest = core.slice(match[0].length);
  if (hasCyrillic(verb)) {
    const past = /^(.+?[аеиоуыя])(?:л|ла|ли|ло)(сь|ся)?$/.exec(verb);
    // "ночью не спала", "не ела с утра": a state, not something left undone.
    if (!past || /^(?:забы|был|смог|спа|ел|пил|мог|хоте|понима|зна|отдыха|высп)/.test(verb)) return null;
    const infinitive = `${past[1]}ть${past[2] ? 'ся' : ''}`;
    return /(?:а|я|и|е|у|ы)ть(?:ся)?$/.test(infinitive) ? `${infinitive}${rest}` : null;
  }
  const base = EN_PARTICIPLES[verb] ?? verb.replace(/ied$/, 'y').replace(/ed$/, '');
  const candidates = [base, `${base}e`, base.replace(/(.)\1$/, '$1')];
  const found = candidates.find((candidate) => EN_VERBS.has(candidate));
  return found ? `${found}${rest}` : null;
}

/** An event said as moved ("созвон перенесли", "the demo got moved to"): what is left is the event. */
const MOVED_RU =
  /^(.+?)\s+(?:перенесли|перенесла|перенес|перенесен[аоы]?|сдвинули|передвинули|переставили)(?:\s+(?:на|к))?$/;
const MOVED_EN =
  /^(?:the\s+|our\s+|my\s+)?(.+?)\s+(?:(?:got|was|has\s+been|is|been)\s+)?(?:moved|pushed|rescheduled|bumped)(?:\s+(?:back|up|forward))?(?:\s+to)?$/;

/** "планёрку с бухгалтерией перенесли" → "планёрку с бухгалтерией" when what was moved is an event, or null. */
export function movedEventToTask(core: string): string | null {
  const folded = fold(core).replace(/’/g, "'");
  const match = MOVED_RU.exec(folded) ?? MOVED_EN.exec(folded);
  const event = match?.[1];
  if (!event || !isTaskNoun(wordSpans(event).map((word) => word.word))) return null;
  const at = folded.lastIndexOf(event, folded.length - (match?.[0].length ?? 0) + event.length + 20);
  return core.slice(at, at + event.length);
}

/** "(so) we need a new vacuum (ours died)", "I need more printer ink": the new thing needed, to get. */
const NEED_NEW =
  /^(?:(?:um|uh|so|and|also|ok|okay|oh|like|plus)\s+)*(?:(?:i|we)\s+)?(?:(?:really|also|still|definitely|desperately)\s+)*need\s+((?:a\s+new|new|more|some\s+new|another)\s+[a-z][a-z' -]*?)(?:,?\s+(?:ours|mine|the\s+old\s+ones?|it'?s|they'?re)(?:\s.*)?)?$/;

/** A new thing needed as the task of getting it ("get a new vacuum"), or null. */
export function neededNewToTask(core: string): string | null {
  const folded = fold(core).replace(/’/g, "'");
  const match = NEED_NEW.exec(folded);
  if (!match) return null;
  const thing = match[1] ?? '';
  const at = folded.indexOf(thing, folded.indexOf('need'));
  return `get ${core.slice(at, at + thing.length)}`;
}

/** "we need milk", "need salt, foil and bin bags": goods one needs, with nothing else said after "need". */
const NEED_GOODS =
  /^(?:(?:um|uh|so|and|also|ok|okay|oh|like|plus)\s+)*(?:(?:i|we)\s+)?(?:(?:really|also|still|definitely)\s+)*need\s+(?:some\s+|more\s+)?([a-z][a-z' ,+&-]*?)[.!]*$/;
/** The most words an item of goods needed has ("a big jar", "size 4 nappies"). */
const NEEDED_ITEM_MAX_WORDS = 3;

/**
 * Goods needed as the task of buying them ("we need milk" → "buy milk"; "need salt, foil and a big jar" →
 * "buy salt, foil and a big jar", which the purchase list then cuts), or null: every item a short noun
 * phrase, one of them goods (lexicon/shopping.ts); "we need a plan" stays.
 */
export function neededGoodsToTask(core: string): string | null {
  const folded = fold(core).replace(/’/g, "'");
  const match = NEED_GOODS.exec(folded);
  if (!match) return null;
  const said = match[1] ?? '';
  const items = said.split(/\s*(?:,|\+|&|\band\b)\s*/).filter((item) => item !== '');
  const nouns = items.every((item) => {
    const words = item.split(/\s+/);
    // A verb opens no item ("walk the dog"); after an article a word is a thing's ("a big jar").
    const first = words[0] ?? '';
    return (
      words.length <= NEEDED_ITEM_MAX_WORDS &&
      !words.includes('to') &&
      !EN_VERBS.has(first) &&
      !/ing$/.test(first)
    );
  });
  if (!nouns || !items.some((item) => isGoods(item.split(/\s+/).at(-1) ?? ''))) return null;
  const at = folded.indexOf(said, folded.indexOf('need'));
  return `buy ${core.slice(at, at + said.length)}`;
}

/** What runs out but is not bought ("we're out of time", "кончились силы"). */
const NOT_BOUGHT =
  /^(?:(?:time|energy|patience|ideas|luck|options|money|cash|steam|breath|сил[аы]?|времени|время|денег|деньги|лето|зима|смен[аы]|пар[аы])(?![\p{L}])|терпени|иде[ия]|отпуск|праздник|каникул|выходн|урок|встреч|собрани|совещани|срок|подписк|договор|контракт|сезон)/u;

/** Words said between a thing and its running out ("соль тоже кончилась", "чай дома закончился"). */
const BEFORE_RUN_OUT =
  /(?:\s+(?:тоже|опять|снова|уже|совсем|почти|дома|у\s+(?:нас|меня)|also|too|already|just))+$/;
/** The most words of a thing that ran out. */
const RAN_OUT_THING_MAX_WORDS = 5;

/**
 * "we're out of paper towels", "ran out of dish soap", "на кухне кончилась туалетная бумага", "молоко
 * закончилось": a thing that ran out is a thing to buy. Returns "buy …" / "купить …", or null. A thing
 * said before its running out ("спички кончились", "the dish soap ran out") is read only when
 * `thingFirst` (a bare verb of buying follows it, the title rule 'antecedent'): alone it is too often a
 * season or an event ("праздники кончились").
 */
export function ranOutToTask(
  core: string,
  { thingFirst = false }: { thingFirst?: boolean } = {},
): string | null {
  const folded = fold(core).replace(/’/g, "'");
  const outOf =
    /^(?:(?:we|i)(?:'re|'m|\s+are|\s+am)?\s+)?(?:(?:all|almost|totally|completely|nearly)\s+)?(?:out\s+of|ran\s+out\s+of|running\s+(?:out\s+of|low\s+on)|low\s+on)\s+(.+)$/.exec(
      folded,
    );
  const saidFirst =
    !outOf && thingFirst
      ? /^((?:the\s+|our\s+|my\s+)?[a-z][a-z\s-]*?)\s+(?:(?:is|are)\s+(?:running\s+(?:out|low)|(?:all\s+)?gone)|ran\s+out|has\s+run\s+out)$/.exec(
          folded,
        )
      : null;
  const said = outOf?.[1] ?? saidFirst?.[1];
  if (said !== undefined) {
    const at = outOf ? folded.length - said.length : 0;
    const thing = core.slice(at, at + said.length);
    return NOT_BOUGHT.test(fold(thing)) ? null : `buy ${thing}`;
  }

  const ranOut = /(?:^|\s)(?:за)?кончил(?:ся|ась|ось|ись)(?=\s|$)/.exec(folded);
  // (A time or an event that is over is no thing to buy: "кончились каникулы".)
  if (!ranOut) return null;
  const before = folded
    .slice(0, ranOut.index)
    .replace(/^(?:(?:дома|у\s+(?:нас|меня)|опять|уже|снова|тут|ещё|еще)\s*)+/, '')
    .trim();
  const after = folded.slice(ranOut.index + ranOut[0].length).trim();
  // "кончился порошок": the thing after the verb, nothing but a place before it ("праздники кончились"
  // says a time is over; a thing first is too often a season or an event).
  const thingBefore = thingFirst && after === '' ? before.replace(BEFORE_RUN_OUT, '') : '';
  const thingText = thingBefore || after;
  if (thingText === '' || (before !== '' && !thingBefore)) return null;
  if (thingText.split(/\s+/).length > RAN_OUT_THING_MAX_WORDS) return null;
  if (NOT_BOUGHT.test(thingText) || SUBJECT_PRONOUN.test(thingText)) return null;
  const at = thingBefore ? folded.indexOf(thingBefore) : core.length - thingText.length;
  return `купить ${core.slice(at, at + thingText.length)}`;
}

/** People who ask for work to be delivered ("the client wants …", "my boss needs …"). */
export const REQUESTER =
  /^(?:the\s+|my\s+|our\s+)?(client|customer|boss|manager|editor|teacher|professor|landlord|accountant|team|lead|director|publisher|agency)\s+(?:wants|needs|expects|is\s+waiting\s+for|asked\s+for)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?(.+)$/;

/** "the agency wants the final logo files" → "the final logo files for the agency", or null. */
export function requestToTask(core: string): string | null {
  const match = REQUESTER.exec(fold(core).replace(/’/g, "'"));
  if (!match) return null;
  const thing = core.slice(core.length - (match[2] ?? '').length);
  if (/^(?:to|me|us|him|her|them|it|help)(?![a-z])/.test(fold(thing))) return null;
  return `${thing} for the ${match[1]}`;
}

/** The base verb of "fixing", "replaced", "cut": the lexicon's verb it is a form of, or null. */
export function baseVerb(form: string): string | null {
  const stem = form.replace(/(?:ing|ed)$/, '');
  const candidates = [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1'), form.replace(/ied$/, 'y')];
  return EN_PARTICIPLES[form] ?? candidates.find((candidate) => EN_VERBS.has(candidate)) ?? null;
}

/**
 * "the bedroom window latch needs fixing", "the gutters need to be cleaned": a thing that needs doing is
 * the task of doing it ("fix the bedroom window latch"). Returns the rewritten core, or null.
 */
export function needsDoingToTask(core: string): string | null {
  const match =
    /^(.+?)\s+(?:needs?|need)\s+(?:(?:a\s+)?(?:good\s+)?([a-z]+ing)|to\s+be\s+([a-z]+)|an?\s+(?:good\s+|proper\s+)?([a-z]+))(?![a-z])/.exec(
      fold(core).replace(/’/g, "'"),
    );
  if (!match) return null;
  const subject = core.slice(0, (match[1] ?? '').length);
  if (SUBJECT_PRONOUN.test(fold(subject)) || /^(?:i|we|you|he|she|they|it|this|that)$/i.test(subject))
    return null;
  const noun = match[4];
  const verb = noun !== undefined ? (EN_VERBS.has(noun) ? noun : null) : baseVerb(match[2] ?? match[3] ?? '');
  if (verb === null) return null;
  // "The gutters" at the start of a sentence: the article goes in lower case inside the title.
  const lowered = subject.replace(/^(?:The|My|Our|This|That|His|Her|Their)(?=\s)/, (word) =>
    word.toLowerCase(),
  );
  const thing = /^(?:the|my|our|a|an|this|that|his|her|their)\s/.test(lowered) ? lowered : `the ${lowered}`;
  return `${verb} ${thing}${core.slice(match[0].length)}`;
}

/** "the essay is due", "rent's due", "car rego due": the thing due (its date already read off). */
const DUE = /^(?:the\s+|my\s+|our\s+|his\s+|her\s+|their\s+)?(.+?)(?:'s|\s+is|\s+are)?\s+due$/;
/** A statement run into the due thing ("this week is crazy (basically) the …"): up to its last copula. */
const STATEMENT_BEFORE_DUE =
  /^(?:.*\s)?(?:is|are|was|were|'s)\s+(?:[a-z]+\s+){0,2}?(?:(?:basically|like|so|and|but|um|uh|anyway)\s+)*(?:the|my|our|his|her|their)\s+/;
/** "the permit application must be filed", "the newsletter must go out": the thing to deliver. */
const HAS_TO_GO =
  /^(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:has|have|needs?|must)\s+(?:to\s+)?(?:be\s+(?:submitted|sent(?:\s+off|\s+out)?|done|filed|paid|handed\s+in|in|finished|ready|signed|out)|go\s+out|get\s+(?:done|sent|submitted|filed))$/;
/** "the deadline for the mural sketches" (its date read off): the job with the deadline. */
const DEADLINE_FOR = /^(?:(?:[a-z]+|is|it's|the)\s+){0,3}deadline\s+(?:for|on)\s+(?:the\s+|my\s+)?(.+)$/;
/** "the boat licence expires", "страховка истекает": a document that runs out by a date is due then. */
const EXPIRES = new RegExp(`^(?:the\\s+|my\\s+|our\\s+)?(.+?)\\s+${EXPIRY_VERB}$`);
const NOT_A_THING =
  /^(?:it|this|that|everything|all|which|what|something|nothing|payment|он|она|оно|они|это|срок)$/;

/**
 * A task stated as its due date ("the essay is due friday", "the permit application must be filed by
 * the 3rd", "the deadline for the mural sketches"): the thing that is due, or null.
 */
/** A sum that falls due ("rent", "the gas bill", "council tax", "the insurance premium"), said in English. */
const PAYMENT_DUE =
  /(?:^|\s)(?:rent|tax|bill|fee|fees|premium|mortgage|tuition|fine|instalment|installment|deposit)$/;

export function dueToTask(core: string): string | null {
  const folded = fold(core).replace(/’/g, "'");
  const match =
    DUE.exec(folded) ?? HAS_TO_GO.exec(folded) ?? DEADLINE_FOR.exec(folded) ?? EXPIRES.exec(folded);
  // "this week is crazy the tax form is due": a statement said before the due thing is no part of it.
  const thing = match?.[1]?.replace(STATEMENT_BEFORE_DUE, '').trim();
  if (!thing || NOT_A_THING.test(thing) || thing.split(/\s+/).length > 6) return null;
  const at = folded.indexOf(thing);
  const said = core.slice(at, at + thing.length);
  // "the rent is due on the 1st", "the gas bill's due": a sum that falls due is paid.
  if (!PAYMENT_DUE.test(thing) || /^(?:pay|paid|paying)\s/.test(thing)) return said;
  // "the gas bill", "my car tax" keep their word before: "pay the gas bill"; "rent" comes as said.
  const determiner = /(?:^|\s)(the|my|our)\s+$/.exec(folded.slice(0, at))?.[1];
  return `pay ${determiner ? `${determiner} ` : ''}${said}`;
}

/**
 * The thing a due task names, as "it" after it refers to it: "Pay the gas bill" (a sum that fell due,
 * made a payment by `dueToTask`) → "the gas bill", "Rent" → "the rent".
 */
export function dueThing(title: string): string {
  const thing = fold(title).replace(/^pay\s+/, '');
  return /^(?:the|my|our)\s/.test(thing) ? thing : `the ${thing}`;
}

/** "the van needs a wheel alignment", "the dog needs a flea treatment": the thing is the task, for its owner. */
const NEEDS_THING =
  /^(?:the\s+|my\s+|our\s+)?([a-z][a-z' -]*?)\s+needs?\s+(?:a|an|new|some|more|its|his|her|their)\s+([a-z][a-z' -]+)$/;

/** "the dog needs a flea treatment" → "flea treatment for the dog", or null. */
export function neededThingToTask(core: string): string | null {
  const match = NEEDS_THING.exec(fold(core).replace(/’/g, "'"));
  const [, owner = '', thing = ''] = match ?? [];
  if (!match || /^(?:i|we|you|he|she|they|it|everyone|nobody)$/.test(owner)) return null;
  if (/(?:ing|ed)$/.test(thing.split(' ')[0] ?? '')) return null;
  return `${thing} for the ${owner}`;
}
