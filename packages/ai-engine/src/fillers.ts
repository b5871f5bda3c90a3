// Words that carry no task content: leading fillers ("надо", "не забыть", "I need to", "also"),
// trailing ones ("пожалуйста", "too") and the pronoun + modal openings ("мне нужно", "I'll"). A title
// is what is left after they are taken off. All patterns work on folded text.
import { WORD_END } from './text.js';

const RU_LEADING = [
  // Hedges: "может сменить работу?" is "сменить работу".
  'может быть',
  'может',
  'наверное',
  'пожалуй',
  'а еще',
  'а также',
  'а потом',
  'а затем',
  'и еще',
  'и потом',
  'и затем',
  'и также',
  'ну и',
  'еще надо',
  'еще нужно',
  'надо бы',
  'нужно бы',
  'надо будет',
  'нужно будет',
  'не забыть бы',
  'не забыть',
  'не забудь',
  'не забудьте',
  'незабыть',
  'напомнить себе',
  'напомни мне',
  'напоминание',
  'напоминалка',
  'хотелось бы',
  'забыла что',
  'забыл что',
  'забыла',
  'забыл',
  'вообще',
  'в принципе',
  'в целом',
  'по-хорошему',
  'по хорошему',
  'капец',
  'жесть',
  'первым делом',
  'в первую очередь',
  'в общем',
  'после этого',
  'перед этим',
  'для этого',
  'под это',
  'к нему',
  'к ней',
  'к ним',
  'к этому',
  'для него',
  'для нее',
  'по-любому',
  'по любому',
  'кровь из носу',
  'наконец-то',
  'наконец то',
  'хотя бы',
  'хоть бы',
  'и',
  'а',
  'но',
  'еще',
  'также',
  'тоже',
  'потом',
  'затем',
  'плюс',
  'ну',
  'так',
  'вот',
  'короче',
  'кстати',
  'ладно',
  'ок',
  'окей',
  'блин',
  'ой',
  'эх',
  'итак',
  'значит',
  'надо',
  'нужно',
  'нужна',
  'нужен',
  'нужны',
  'необходимо',
  'обязательно',
  'хочу',
  'собираюсь',
  'планирую',
  'должен',
  'должна',
  'должны',
  'стоит',
  'пора',
  'можно',
  'давай',
  'давайте',
  'наконец',
  'хоть',
  'уже',
  'сразу',
  'сначала',
  'сперва',
  'заодно',
  'опять',
  'снова',
  'пожалуйста',
  'плз',
  'пж',
  'точно',
  'очень',
  'просто',
];

const EN_LEADING = [
  'and also',
  'and then',
  'first of all',
  'after that',
  'at last',
  'remember to',
  'forgot to',
  'totally forgot to',
  "don't forget to",
  'dont forget to',
  'do not forget to',
  "don't forget",
  'dont forget',
  'do not forget',
  'remind me to',
  'need to',
  'need 2',
  'have 2',
  'got 2',
  'forgot that',
  'needs to',
  'have to',
  'has to',
  'got to',
  'make sure to',
  'be sure to',
  'for it',
  'for that',
  'before that',
  'for this',
  "it's time to",
  'time to',
  'want to',
  'going to',
  'try to',
  'and',
  'also',
  'then',
  'plus',
  'but',
  'so',
  'ok',
  'okay',
  'oh',
  'ugh',
  'um',
  'hmm',
  'well',
  'anyway',
  'anyways',
  'btw',
  'first',
  'firstly',
  'finally',
  'afterwards',
  'lastly',
  'please',
  'pls',
  'plz',
  'just',
  'really',
  'actually',
  'already',
  'maybe',
  'perhaps',
  'probably',
  'definitely',
  'still',
  'gotta',
  'should',
  'must',
  'gonna',
  'wanna',
  "let's",
  'lets',
  'need',
  'to',
  'n',
];

const TRAILING = [
  // "tidy the cupboard before then", "до этого": the time it points to is already read.
  'before then',
  'by then',
  'до этого',
  // How long it has waited: "haven't called grandpa in ages", "сто лет не звонила бабушке".
  'in ages',
  'in forever',
  'in a while',
  'in a long time',
  'for ages',
  'for so long',
  'сто лет',
  'целую вечность',
  // "послезавтра край", "by Friday at the latest": the date is read, the insistence is not a title.
  'край',
  'кстати',
  'btw',
  'кровь из носа',
  'максимум',
  'at the latest',
  'latest',
  'tops',
  'пожалуйста',
  'плз',
  'тоже',
  'обязательно',
  'если получится',
  'по возможности',
  'наконец',
  'уже',
  'please',
  'pls',
  'too',
  'as well',
  'if possible',
  'at last',
  'finally',
  'though',
  'first thing',
  'first thing in the morning',
  'первым делом',
  'anyway',
  'lol',
  'haha',
  'sometime',
  'at some point',
  'when i can',
  'if i can',
  'как-нибудь',
  'как нибудь',
  'если успею',
  'лол',
];

function alternation(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');
}

/** Interjections: "ааа", "ооо", "ugh", "omg", "argh". */
const INTERJECTION = '(?:а{2,}|о{2,}|ох|ух|уф|фух|ugh+|omg|argh+|a{2,}h*|oh\\s+no|oops)';
const LEADING = new RegExp(
  `^\\s*(?:${INTERJECTION}|${alternation([...RU_LEADING, ...EN_LEADING])})${WORD_END}[\\s,:;.!?\\-–—]*`,
  'u',
);
const TRAILING_PATTERN = new RegExp(`[\\s,]+(?:${alternation(TRAILING)})${WORD_END}[\\s.!?]*$`, 'u');

/** Pronoun + modal openings ("мне нужно", "I'll", "we should really"): taken off like fillers. */
const PRONOUN_MODAL = new RegExp(
  `^\\s*(?:i|we|я|мы|мне|нам)(?:\\s+(?:also|really|still|just|definitely|probably|then|finally|тоже|еще|очень|бы|срочно|обязательно))*` +
    `(?:\\s+(?:need\\s+to|needa|have\\s+to|have\\s+got\\s+to|got\\s+to|gotta|should|must|will|am\\s+going\\s+to|want\\s+to|wanna|would\\s+like\\s+to|need|надо|нужно|хочу|хотелось\\s+бы|должен|должна|должны|бы|пора|стоит|придется|предстоит|забыла\\s+что|забыл\\s+что|забыла|забыл|forgot\\s+that|forgot\\s+to|also\\s+need\\s+to` +
    // "I keep forgetting to water the plants", "я вечно забываю полить цветы": the forgotten thing is the task.
    `|(?:keep|always|constantly)\\s+forget(?:ting)?\\s+to|(?:вечно|постоянно|всегда|вс[её]\\s+время)\\s+забываю|забываю)` +
    `|'ll|'ve\\s+got\\s+to|'m\\s+going\\s+to|'m\\s+gonna|'d\\s+like\\s+to|'d\\s+better)` +
    `(?:\\s+(?:really|also|still|definitely|to|бы))*${WORD_END}[\\s,]*`,
  'u',
);

/** Subject pronouns that open a statement ("I keep thinking…", "я опять не успеваю", "it's late"). */
export const SUBJECT_PRONOUN =
  /^\s*(?:i|i'm|im|i've|we|we're|he|she|they|it|it's|its|this|that|there|я|мы|он|она|они|оно|это|все|всё)(?![\p{L}\p{N}'])/u;

/** Takes leading fillers and pronoun + modal openings off a folded text; returns the number of characters removed. */
export function leadingFillerLength(folded: string): number {
  let rest = folded;
  for (;;) {
    const match = LEADING.exec(rest) ?? PRONOUN_MODAL.exec(rest);
    if (!match || match[0].length === 0) break;
    rest = rest.slice(match[0].length);
  }
  return folded.length - rest.length;
}

/** Length of the trailing fillers of a folded text (0 when none). */
export function trailingFillerLength(folded: string): number {
  let rest = folded;
  for (;;) {
    const match = TRAILING_PATTERN.exec(rest);
    if (!match) break;
    rest = rest.slice(0, match.index);
  }
  return folded.length - rest.length;
}

/** Desire markers: a verb after them is a wish; with a feeling verb, the sentence is a feeling. */
export const DESIRE_MARKER =
  /(?<![\p{L}])(?:хочу|хочется|хочеться|хотелось\s+бы|want\s+to|wanna|wish\s+i\s+could|would\s+love\s+to|'d\s+love\s+to)(?![\p{L}])/u;
