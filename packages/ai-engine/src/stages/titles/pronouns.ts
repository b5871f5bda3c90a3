// Stage titles: a pronoun in a task replaced by the thing a statement before it was about ("the grout is
// gross, scrub it" → «Scrub the grout»), and a repair named after the thing that broke.
import { fold, hasCyrillic } from '../normalise/text.js';
import { SUBJECT_PRONOUN } from './fillers.js';

/** "the hallway carpet is filthy", "uncle joe's printer is broken": the noun phrase a statement is about. */
export function statementSubject(core: string): string | undefined {
  const match =
    // "the van's making a noise", "the domain expires friday": also what is going on with it, and its expiry.
    /^((?:the|my|our|his|her|their)\s.+?)'s\s+(?=[a-z]+ing\s)|^(.+?)(?:\s+(?:is|are|was|were|looks|seems|feels|smells|sounds|stinks|keeps|turns|expires|expire|runs\s+out|run\s+out)(?:\s|$))/i.exec(
      core.replace(/’/g, "'"),
    ) ?? BROKEN_THING.exec(fold(core).replace(/’/g, "'"));
  const subject = (match?.[1] ?? match?.[2])?.trim();
  if (!subject || subject.split(/\s+/).length > 4) return undefined;
  if (
    SUBJECT_PRONOUN.test(fold(subject)) ||
    /^(?:everything|nothing|something|everyone|nobody|what)\b/i.test(subject)
  )
    return undefined;
  return subject;
}

/** "the garbage disposal jammed again", "стиралка опять сломалась": a thing that broke. */
export const BROKEN_THING =
  /^(.+?)\s+(?:(?:just|already|finally|again|опять|снова|совсем)\s+)?(?:broke|died|jammed|stopped|leaked|leaks|cracked|clogged|flooded|won't|doesn't|isn't|сломал(?:ся|ась|ось|ись)|потек(?:ла|ло|ли)?|течет|протекает|засорил(?:ся|ась|ось|ись)|не\s+работает|барахлит)(?![\p{L}])/u;
/** A repair person one calls in ("call the handyman", "вызвать мастера"). */
export const REPAIR_CALL =
  /^(?:call|get|book|ring|phone|text|email|вызвать|позвонить|найти|пригласить)\s+(?:(?:the|a|our|my)\s+)?(?:handym[ae]n|plumber|electrician|repair\s*(?:guy|man|person|service)|technician|engineer|locksmith|мастер[ау]?|сантехник[ау]?|электрик[ау]?|слесар[юья])(?:\s+(?:out|over|in|round))?$/u;

/** A repair booked without saying what for ("book a repair", "schedule a service"). */
export const REPAIR_BOOKING =
  /^(?:book|arrange|schedule|get|order)\s+(?:a\s+)?(?:repair|service|repairman|fix)$/;

/** "vacuum it" after "the hallway carpet is filthy" → "vacuum the hallway carpet" (English, the first "it"/"them"). */
export function resolvePronoun(title: string, subject: string | undefined, note?: string): string {
  // "washing machine died again, call the technician": the call is about the thing that broke.
  const broken = subject ?? (note ? BROKEN_THING.exec(fold(note))?.[1] : undefined);
  if (broken && REPAIR_CALL.test(fold(title))) {
    const thing = fold(broken).replace(/^(?:the|my|our|a)\s+/, '');
    return hasCyrillic(title) ? `${title} — ${thing}` : `${title} about the ${thing}`;
  }
  // "the fridge is humming again, book a repair" → "Book a repair for the dishwasher".
  if (subject && !hasCyrillic(title) && REPAIR_BOOKING.test(fold(title)))
    return `${title} for the ${fold(subject).replace(/^(?:the|my|our|a)\s+/, '')}`;
  // "need a new bath mat as well, order one": "one" is the thing just named.
  const thing = note?.replace(/\s+(?:too|as\s+well|also)$/i, '');
  if (thing && !hasCyrillic(title) && /^(?:an?|some)\s/i.test(thing) && /^\S+\s+one$/i.test(title))
    return title.replace(/one$/i, thing);
  if (!subject || hasCyrillic(title)) return title;
  // "Uncle Pete turns 60 on Sunday, call him" → "Call Uncle Pete".
  if (/\p{Lu}/u.test(subject) && !/^(?:the|my|our|a|an)\s/i.test(subject))
    return title.replace(/(?<=\s)(?:her|him)(?![\p{L}'])/u, subject);
  return title.replace(
    /(?<=\s)(?:it|them)(?![\p{L}'])/u,
    subject.replace(/^(?:The|My|Our|A|An)\s/, (word) => word.toLowerCase()),
  );
}
