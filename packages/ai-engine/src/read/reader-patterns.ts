// The reader's own patterns: what a clause says about the tasks around it (a take-back, the name of the
// dump, "do that", "that day"), read by the reader rules (reader-rules.ts, context-rules.ts,
// found-rules.ts) and by the line reader (lines.ts).
import { CORRECTION, RU_CALLED_OFF } from '../stages/classify/patterns.js';
import { fold } from '../stages/normalise/text.js';

/** A statement that ends where "so" / "так что" was cut off ("…'s birthday is on the 22nd so"). */
export const SO_NEXT = /(?:^|\s)(?:so|так\s+что|поэтому|значит)\s*$/;
/** A date that names a span longer than a day ("next week", "до конца месяца"). */
export const SPAN_DATE = /(?:недел|week|месяц|month|год(?:а|у)?$|year)/;
/** True when a clause opens with a correction ("no wait …", "ой нет …"). */
export function opensWithCorrection(text: string): boolean {
  const folded = fold(text).replace(/’/g, "'");
  const match = CORRECTION.exec(folded);
  return match !== null && folded.slice(0, match.index).trim() === '';
}

/** Someone else taking the task on ("my sister is doing those", "our neighbour's getting it"). */
const SOMEONE_ELSE_DOES_IT = String.raw`(?:my|our)\s+[a-z]+(?:'s|\s+is|\s+will\s+be)\s+(?:doing|handling|getting|sorting)\s+(?:those|that|it|them)`;
/**
 * Someone else said to take the task just said, as a clause of its own ("…, actually Sam said he'd get
 * it", "…, хотя Лёша сказал сам купит", "…, мама сама заберёт"); inside a longer clause it may be about
 * another thing of it, so only a clause of its own takes a task back.
 */
const SOMEONE_ELSE_TAKES_IT = String.raw`(?:(?:my\s+)?[a-z]+\s+(?:said\s+(?:she|he|they)(?:'d|'ll|\s+would|\s+will)|will|'ll|is\s+gonna|is\s+going\s+to)\s+(?:do|get|handle|grab|sort|buy|pick\s+up|take\s+care\s+of)\s+(?:it|that|those|them|this)|[а-яё]+\s+(?:(?:сказал[аи]?|обещал[аи]?)\s+(?:что\s+)?)?сам[аи]?\s+[а-яё]+(?:ет|ит|ут|ют|ат|ят))`;
/** A task taken back while speaking ("wait, that's not a task", "never mind", "ой нет … уже купили"). */
export const TAKEN_BACK = new RegExp(
  String.raw`(?<![a-zа-яё])(?:no,?\s+that'?s\s+not\s+a\s+task|that'?s\s+not\s+a\s+task|never\s*mind|scratch\s+that|(?:no,?\s+)?(?:ignore|forget)\s+(?:that|it)(?:\s+one)?[.!]*$|забудь(?:те)?\s+(?:это|про\s+это)|это\s+не\s+задача|отбой|(?:ой,?\s+)?нет,?\s+(?:\S+\s+){0,3}уже\s+(?:\S+\s+)?(?:[а-яё]+(?:ли|ла|л))|(?:ой|а|хотя),?\s+нет,?\s+не\s+(?:надо|стоит)|хотя\s+нет,?\s+(?:не\s+(?!(?:в|во|на|к|ко|до|с|со)(?![а-яё]))[а-яё]+|(?:\S+\s+){0,2}у\s+[а-яё]+)|(?:ой,?\s+)?нет,?\s+лучше[.!\s]*$|${SOMEONE_ELSE_DOES_IT})(?![a-zа-яё])`,
);
/** A take-back said as a clause of its own ("…, never mind", "…, отбой", "…, my sister is doing those"). */
export const TAKE_BACK_ALONE = new RegExp(
  String.raw`^\s*(?:(?:lol|ha|oh|actually|ой|а|no|хотя)\s+)?(?:never\s*mind|scratch\s+that|(?:ignore|forget)\s+(?:that|it)|отбой|нет,?\s+не\s+(?:надо|стоит)(?:\s+пока)?|забудь(?:те)?\s+(?:это|про\s+это)|${SOMEONE_ELSE_DOES_IT}(?:\s+actually)?|${SOMEONE_ELSE_TAKES_IT})\s*[.!]?$`,
);
/** The name of the dump itself ("brain dump", "мысли вслух"), said as a line of its own. */
export const DUMP_NAME =
  /^(?:(?:start|end)\s+of\s+(?:the\s+)?(?:week|day)\s+|(?:my|quick|morning|evening|monday)\s+)?brain\s*-?\s*dumps?$|^(?:random\s+)?thoughts$|^(?:мысли(?:\s+вслух)?|поток\s+мыслей|выгрузка\s+из\s+головы)$/;

/** Writing the list itself down ("запиши", "надо записать", "мама сказала записать"). */
export const WRITE_IT_DOWN =
  /^(?:(?:\S+\s+)?(?:сказал|сказала|просил|просила)\s+)?(?:записать|запиши|запишу|записываю|write\s+(?:this|it|that)\s+down|note\s+(?:this|it)\s+down)$/;
/** "do that", "do it", "сделать это": the task that was just named. */
export const DO_THAT = /^(?:do|handle|sort)\s+(?:that|it|this)(?:\s+one)?$|^сделать\s+это$/;

/** "that day", "by then", "в тот же день": the task points at the event's date. */
export const THAT_DAY =
  /(?<![a-zа-яё])(?:that\s+(?:day|night|morning|evening)|by\s+then|the\s+same\s+day|в\s+(?:тот|этот)\s+(?:же\s+)?день|к\s+этому\s+времени)(?![a-zа-яё])/;

/** A date said from when ("с понедельника", "since monday"), folded: a start, not a day to do a thing by. */
export const SINCE = /^(?:с|со|since|from)\s/;

/** Something said not to happen, or not to be gone to ("я не иду", "передумал", "I'm skipping it", "it got cancelled"). */
export const NOT_HAPPENING = new RegExp(
  `(?<![a-zа-яё])(?:не\\s+(?:иду|пойду|поеду|еду|едем|идем|идём|пойдем|пойдём)|передумал[аи]?|${RU_CALLED_OFF}|i'?m\\s+not\\s+going|not\\s+going\\s+to\\s+(?:go|make\\s+it)|(?:i'?m\\s+)?skipping|i'?ll\\s+skip|(?:got\\s+|was\\s+|been\\s+)?cancell?ed|called\\s+off|not\\s+happening)(?![a-zа-яё])`,
);
