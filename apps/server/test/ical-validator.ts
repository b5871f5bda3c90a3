// A small RFC 5545 checker for the feeds the tests fetch: the raw text's framing (CRLF, lines folded
// at 75 octets, balanced BEGIN/END, the calendar's VERSION and PRODID, each VEVENT's UID, DTSTAMP and
// DTSTART, DATE values of all-day events, escaped TEXT values), then a parse by ical.js, an
// independent implementation, whose components the tests read the events from.
import ICAL from 'ical.js';

/** Properties whose value type is TEXT in a VEVENT or VCALENDAR (RFC 5545 §3.8, RFC 7986 NAME). */
const TEXT_PROPERTIES = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'COMMENT', 'NAME', 'X-WR-CALNAME']);

/** One unfolded content line: name, parameters (upper-cased names) and value. */
export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** The RFC 5545 problems of `text` (empty when none). */
export function icalendarProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('the text does not end with CRLF');
  if (/(^|[^\r])\n/.test(text)) problems.push('a line ends with a bare LF');
  if (/\r(?!\n)/.test(text)) problems.push('a bare CR');
  const physical = text.split('\r\n').slice(0, -1);
  physical.forEach((line, index) => {
    const octets = Buffer.byteLength(line, 'utf8');
    if (octets > 75)
      problems.push(`line ${index + 1} has ${octets} octets (more than 75): ${line.slice(0, 40)}…`);
  });
  const lines = unfold(physical);
  if (lines[0] !== 'BEGIN:VCALENDAR') problems.push('the text does not start with BEGIN:VCALENDAR');
  if (lines.at(-1) !== 'END:VCALENDAR') problems.push('the text does not end with END:VCALENDAR');

  const stack: string[] = [];
  const calendar: ContentLine[] = [];
  let event: ContentLine[] | null = null;
  for (const raw of lines) {
    const line = parseLine(raw);
    if (line === null) {
      problems.push(`not a content line: ${raw}`);
      continue;
    }
    if (line.name === 'BEGIN') {
      stack.push(line.value);
      if (line.value === 'VEVENT') event = [];
      continue;
    }
    if (line.name === 'END') {
      if (stack.pop() !== line.value) problems.push(`END:${line.value} closes another component`);
      if (line.value === 'VEVENT' && event !== null) {
        problems.push(...eventProblems(event));
        event = null;
      }
      continue;
    }
    if (TEXT_PROPERTIES.has(line.name)) problems.push(...textProblems(line));
    if (stack.length === 1 && stack[0] === 'VCALENDAR') calendar.push(line);
    else if (event !== null && stack.at(-1) === 'VEVENT') event.push(line);
  }
  if (stack.length > 0) problems.push(`components left open: ${stack.join(', ')}`);
  const version = calendar.filter((line) => line.name === 'VERSION');
  if (version.length !== 1 || version[0]!.value !== '2.0')
    problems.push('the calendar has no single VERSION:2.0');
  if (calendar.filter((line) => line.name === 'PRODID' && line.value !== '').length !== 1)
    problems.push('the calendar has no single PRODID');

  try {
    const component = new ICAL.Component(ICAL.parse(text));
    if (component.name !== 'vcalendar') problems.push(`ical.js read a ${component.name}`);
  } catch (error) {
    problems.push(`ical.js cannot parse it: ${(error as Error).message}`);
  }
  return problems;
}

/** Throws with every problem when `text` is not valid RFC 5545 by these checks. */
export function assertValidICalendar(text: string): void {
  const problems = icalendarProblems(text);
  if (problems.length > 0) throw new Error(`invalid iCalendar:\n${problems.join('\n')}`);
}

/** The VEVENTs of a valid calendar, as ical.js reads them. */
export function parseEvents(text: string): ICAL.Event[] {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** The unfolded content lines of `text` (folding undone: CRLF + one space or tab). */
export function contentLines(text: string): ContentLine[] {
  return unfold(text.split('\r\n').slice(0, -1)).flatMap((raw) => {
    const line = parseLine(raw);
    return line === null ? [] : [line];
  });
}

function unfold(physical: string[]): string[] {
  const lines: string[] = [];
  for (const line of physical) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0)
      lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  return lines;
}

/** name *(";" param) ":" value, with quoted parameter values (RFC 5545 §3.1). */
function parseLine(raw: string): ContentLine | null {
  const head =
    /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/.exec(raw);
  if (!head) return null;
  const params: Record<string, string> = {};
  for (const match of head[2]!.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^";:]*)/g))
    params[match[1]!.toUpperCase()] = match[2]!;
  return { name: head[1]!.toUpperCase(), params, value: head[3]! };
}

/** A TEXT value escapes backslash, semicolon, comma and newline (RFC 5545 §3.3.11). */
function textProblems(line: ContentLine): string[] {
  // Drop every valid escape; what is left must hold no backslash, semicolon or comma.
  const rest = line.value.replace(/\\[\\;,nN]/g, '');
  return /[\\;,]/.test(rest) ? [`${line.name} has an unescaped character: ${line.value}`] : [];
}

function eventProblems(event: ContentLine[]): string[] {
  const problems: string[] = [];
  const one = (name: string) => event.filter((line) => line.name === name);
  const uid = one('UID');
  for (const name of ['UID', 'DTSTAMP', 'DTSTART'])
    if (one(name).length !== 1)
      problems.push(`a VEVENT (${uid[0]?.value ?? 'no UID'}) has no single ${name}`);
  for (const name of ['DTSTAMP', 'LAST-MODIFIED'])
    for (const line of one(name))
      if (!/^\d{8}T\d{6}Z$/.test(line.value)) problems.push(`${name} is not a UTC date-time: ${line.value}`);
  const start = one('DTSTART')[0];
  const end = one('DTEND')[0];
  for (const line of [start, end]) {
    if (line === undefined) continue;
    const isDate = line.params.VALUE === 'DATE';
    if (isDate && !/^\d{8}$/.test(line.value))
      problems.push(`${line.name};VALUE=DATE is not a date: ${line.value}`);
    if (!isDate && !/^\d{8}T\d{6}Z?$/.test(line.value))
      problems.push(`${line.name} is not a date-time: ${line.value}`);
  }
  if (start && end && (start.params.VALUE === 'DATE') !== (end.params.VALUE === 'DATE'))
    problems.push('DTSTART and DTEND are of different value types');
  if (start && end && end.value <= start.value) problems.push('DTEND is not after DTSTART');
  return problems;
}
