// Stage fields, deadlines: a date corrected while speaking. Dictated text corrects itself ("в среду, ой
// нет, в пятницу", "on thursday no wait monday"); the date after the correction is the one meant.
import { fold } from '../../normalise/text.js';
import { CORRECTION } from '../../classify/patterns.js';
import type { DateReading } from './find-dates.js';

/**
 * A date corrected while speaking ("в среду, ой нет, в четверг", "on friday no wait saturday"): only the
 * dates after the correction count, and the correction words leave the title with the dates.
 */
export function correctedDates(text: string, reading: DateReading): DateReading {
  const marker = CORRECTION.exec(fold(text).replace(/’/g, "'"));
  if (!marker) return reading;
  const end = marker.index + marker[0].length;
  const after = reading.dates.filter((date) => date.start >= end);
  if (after.length === 0) return reading;
  return {
    dates: after,
    spans: [...reading.spans, { start: marker.index, end }],
  };
}
