// Lexicon: time words. Months, weekdays and numbers in ru and en as the date rules read them.

export const RU_MONTHS: readonly [RegExp, number][] = [
  [/^январ/, 1],
  [/^феврал/, 2],
  [/^март/, 3],
  [/^апрел/, 4],
  [/^ма[йяе]/, 5],
  [/^июн/, 6],
  [/^июл/, 7],
  [/^август/, 8],
  [/^сентябр/, 9],
  [/^октябр/, 10],
  [/^ноябр/, 11],
  [/^декабр/, 12],
];
export const EN_MONTHS: readonly [RegExp, number][] = [
  [/^jan/, 1],
  [/^feb/, 2],
  [/^mar/, 3],
  [/^apr/, 4],
  [/^may/, 5],
  [/^jun/, 6],
  [/^jul/, 7],
  [/^aug/, 8],
  [/^sep/, 9],
  [/^oct/, 10],
  [/^nov/, 11],
  [/^dec/, 12],
];
export const RU_MONTH =
  '(?:январ[а-яёa-z]*|феврал[а-яёa-z]*|март[а-яёa-z]*|апрел[а-яёa-z]*|ма[йяе]|июн[а-яёa-z]*|июл[а-яёa-z]*|август[а-яёa-z]*|сентябр[а-яёa-z]*|октябр[а-яёa-z]*|ноябр[а-яёa-z]*|декабр[а-яёa-z]*)';
export const EN_MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

export const RU_WEEKDAYS: readonly [RegExp, number][] = [
  [/^понедельник/, 1],
  [/^вторник/, 2],
  [/^сред/, 3],
  [/^четверг/, 4],
  [/^пятниц/, 5],
  [/^суббот/, 6],
  [/^воскресень/, 7],
  [/^пн$/, 1],
  [/^вт$/, 2],
  [/^ср$/, 3],
  [/^чт$/, 4],
  [/^пт$/, 5],
  [/^сб$/, 6],
  [/^вс$/, 7],
];
export const EN_WEEKDAYS: readonly [RegExp, number][] = [
  [/^mon/, 1],
  [/^tue/, 2],
  [/^wed/, 3],
  [/^thu/, 4],
  [/^fri/, 5],
  [/^sat/, 6],
  [/^sun/, 7],
];
/**
 * The short names of the weekdays as a weekly plan heads its lines with them («ПН - …», "MON: …"), folded:
 * two or three capitals that are a day, not a person's initials.
 */
export const WEEKDAY_SHORT_NAMES: ReadonlySet<string> = new Set(
  'пн вт ср чт пт сб вс mon tue wed thu fri sat sun'.split(' '),
);
// Singular case forms only: a plural ("ненавижу понедельники", "по пятницам") names no one day.
export const RU_WEEKDAY =
  '(?:(?:понедельник|вторник|четверг)(?:а|у|ом|е)?|сред[аыуе]|(?:пятниц|суббот)(?:а|ы|у|е|ей|ой)|воскресень[еяю]|воскресеньем)(?![а-яё])';
/** The half of the day after an English clock hour ("4pm", "7 a.m."), as regular-expression alternatives. */
export const AM_PM = 'am|pm|a\\.m\\.|p\\.m\\.';
export const EN_WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';

/**
 * The way home after the day's work («по дороге домой», «после работы», "on my way home", "after work"):
 * a task said with it is done today, and the title keeps it, as it says where and when.
 */
export const WAY_HOME =
  '(?:по\\s+(?:дороге|пути)\\s+домой|после\\s+работы|on\\s+(?:the|my)\\s+way\\s+home|after\\s+work)';

/**
 * On the way, with nowhere named («по дороге», «по пути», "on the way", "on the way back"): the way of a
 * trip said before, so a task said with it is done on that trip's day («в субботу баня, пиво взять по
 * дороге»). A way to or from a place («по дороге из офиса», "on the way to the gym") is a trip of its own.
 */
export const ON_THE_WAY =
  '(?:по\\s+(?:дороге|пути)|on\\s+(?:the|my|your|our)\\s+way(?:\\s+(?:back|there|over))?)(?!\\s+(?:домой|home|в|во|на|к|ко|с|со|из|от|до|to|from|into)(?![\\p{L}]))';

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  один: 1,
  одну: 1,
  одна: 1,
  два: 2,
  две: 2,
  пару: 2,
  пара: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  couple: 2,
  'a couple': 2,
  'a couple of': 2,
  'couple of': 2,
};
export const RU_NUMBER =
  '(?:\\d{1,2}|один|одну|одна|два|две|пару|три|четыре|пять|шесть|семь|восемь|девять|десять)';
export const EN_NUMBER =
  '(?:\\d{1,2}|a\\s+couple(?:\\s+of)?|couple(?:\\s+of)?|an?|one|two|three|four|five|six|seven|eight|nine|ten)';

export function lookup(table: readonly [RegExp, number][], word: string): number | undefined {
  return table.find(([pattern]) => pattern.test(word))?.[1];
}

export function numberOf(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const normalised = text.trim().replace(/\s+/g, ' ');
  if (/^\d+$/.test(normalised)) return Number(normalised);
  return NUMBER_WORDS[normalised] ?? fallback;
}

/** Russian ordinal days of the month in the genitive, as dictated ("тридцать первого" = the 31st). */
export const RU_ORDINAL_DAYS: Readonly<Record<string, number>> = {
  первого: 1,
  второго: 2,
  третьего: 3,
  четвертого: 4,
  пятого: 5,
  шестого: 6,
  седьмого: 7,
  восьмого: 8,
  девятого: 9,
  десятого: 10,
  одиннадцатого: 11,
  двенадцатого: 12,
  тринадцатого: 13,
  четырнадцатого: 14,
  пятнадцатого: 15,
  шестнадцатого: 16,
  семнадцатого: 17,
  восемнадцатого: 18,
  девятнадцатого: 19,
  двадцатого: 20,
  тридцатого: 30,
};
/** The dative of an ordinal ("к третьему", "к двадцать пятому"), and back. */
const toDative = (genitive: string): string => genitive.replace(/ого$/, 'ому').replace(/его$/, 'ему');
const fromDative = (word: string): string => word.replace(/ому$/, 'ого').replace(/ему$/, 'его');

/** The accusative of an ordinal ("на восьмое", "на третье"), and back. */
const toAccusative = (genitive: string): string => genitive.replace(/ьего$/, 'ье').replace(/ого$/, 'ое');
const fromAccusative = (word: string): string => word.replace(/ье$/, 'ьего').replace(/ое$/, 'ого');

/** A dictated Russian ordinal day in the genitive or the accusative ("девятого", "на двадцать второе"). */
export const RU_ORDINAL_DAY_SPOKEN = `(?:(?:двадцать|тридцать)\\s+)?(?:${[
  ...Object.keys(RU_ORDINAL_DAYS),
  ...Object.keys(RU_ORDINAL_DAYS).map(toAccusative),
].join('|')})`;

/** A dictated Russian ordinal day in any of the cases a date is said in ("пятого", "к пятому", "на пятое"). */
export const RU_ORDINAL_DAY_ANY = `(?:(?:двадцать|тридцать)\\s+)?(?:${[
  ...Object.keys(RU_ORDINAL_DAYS),
  ...Object.keys(RU_ORDINAL_DAYS).map(toDative),
  ...Object.keys(RU_ORDINAL_DAYS).map(toAccusative),
].join('|')})`;

/** A dictated Russian ordinal day, genitive or dative ("пятого", "двадцать второго", "к тридцатому"). */
export const RU_ORDINAL_DAY = `(?:(?:двадцать|тридцать)\\s+)?(?:${[
  ...Object.keys(RU_ORDINAL_DAYS),
  ...Object.keys(RU_ORDINAL_DAYS).map(toDative),
].join('|')})`;

/** Hours said in words after "до" / "к" ("до шести", "к двум"), genitive and dative. */
export const RU_CLOCK_HOURS: Readonly<Record<string, number>> = {
  часа: 1,
  часу: 1,
  двух: 2,
  двум: 2,
  трех: 3,
  трем: 3,
  четырех: 4,
  четырем: 4,
  пяти: 5,
  шести: 6,
  семи: 7,
  восьми: 8,
  девяти: 9,
  десяти: 10,
  одиннадцати: 11,
  двенадцати: 12,
};
export const RU_CLOCK_HOUR = `(?:${Object.keys(RU_CLOCK_HOURS).join('|')})`;

/** The day a dictated Russian ordinal names ("двадцать второго" → 22), or undefined. */
export function ruOrdinalDay(text: string): number | undefined {
  const [tens, unit] =
    text.trim().split(/\s+/).length === 2 ? text.trim().split(/\s+/) : [undefined, text.trim()];
  const base = RU_ORDINAL_DAYS[fromDative(unit ?? '')] ?? RU_ORDINAL_DAYS[fromAccusative(unit ?? '')];
  if (base === undefined) return undefined;
  if (tens === undefined) return base;
  if (base >= 10) return undefined;
  return (tens === 'двадцать' ? 20 : 30) + base;
}

/** English ordinal days in words ("the fifth", "the twenty-first"). */
const EN_ORDINAL_UNITS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
export const EN_ORDINAL_DAY = `(?:(?:twenty|thirty)[-\\s])?(?:${Object.keys(EN_ORDINAL_UNITS).join('|')})`;

/** The day an English ordinal in words names ("twenty-first" → 21), or undefined. */
export function enOrdinalDay(text: string): number | undefined {
  const [tens, unit] =
    text.trim().split(/[-\s]+/).length === 2 ? text.trim().split(/[-\s]+/) : [undefined, text.trim()];
  const base = EN_ORDINAL_UNITS[unit ?? ''];
  if (base === undefined) return undefined;
  if (tens === undefined) return base;
  if (base >= 10) return undefined;
  return (tens === 'twenty' ? 20 : 30) + base;
}
