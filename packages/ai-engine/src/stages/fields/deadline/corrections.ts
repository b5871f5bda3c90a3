// Stage fields, deadlines: a date corrected while speaking. Dictated text corrects itself ("в среду, ой
// нет, в пятницу", "on thursday no wait monday", «к двадцатому нет к двадцать первому»); the date after
// the correction is the one meant.
import { fold } from '../../normalise/text.js';
import { CORRECTION } from '../../classify/patterns.js';
import type { DateReading } from './find-dates.js';

/**
 * A date corrected while speaking ("в среду, ой нет, в четверг", "on friday no wait saturday"): only the
 * dates after the correction count, and the correction words leave the title with the dates.
 */
export function correctedDates(text: string, reading: DateReading): DateReading {
  const marker = CORRECTION.exec(fold(text).replace(/’/g, "'")) ?? bareNo(text, reading);
  if (!marker) return reading;
  const end = marker.index + marker[0].length;
  const after = reading.dates.filter((date) => date.start >= end);
  if (after.length === 0) return reading;
  return {
    dates: after,
    spans: [...reading.spans, { start: marker.index, end }],
  };
}

/** Only "нет" / "no" between two dates («к десятому нет к одиннадцатому», "on the 3rd no the 4th"). */
const BARE_NO = /^[\s,]*(?:нет|no)[\s,]*$/u;

/**
 * Dictation without commas corrects a date with a bare "нет" / "no" said between it and the next one
 * («вернуть дрель в субботу нет в воскресенье»): found where it stands, like a correction's words.
 */
function bareNo(text: string, reading: DateReading): { index: number; 0: string } | null {
  const dates = [...reading.dates].sort((a, b) => a.start - b.start);
  for (let index = 1; index < dates.length; index++) {
    const before = dates[index - 1];
    const after = dates[index];
    if (!before || !after || after.start <= before.end) continue;
    const between = text.slice(before.end, after.start);
    if (BARE_NO.test(fold(between))) return { index: before.end, 0: between };
  }
  return null;
}
