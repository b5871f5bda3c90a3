// Finding the task a chat message names: "«Купить продукты»" in quotes, or words close to a title
// ("отметь звонок маме" → "Позвонить маме"). Words are compared by their first letters, so Russian case
// endings and English plurals still match.
import { type AiTaskContext } from '@fokus/core';
import { fold } from '../stages/normalise/text.js';

export const STOP_WORDS = new Set(
  `и в во на с со к ко по за из от до для о об у а но или не это эту этот эта мой мою мои моё мне меня
  задачу задача задачи задаче пункт дело дела сделай сделайте поставь отметь пометь как уже я мы ты
  the a an to of for my on in at and or is are be not it this that task item please make set put mark as i we you
  very really so too очень так слишком`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words of a text worth comparing (folded, stop words dropped). */
export function stems(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

export const VERB_PREFIX = /^(?:пере|при|по|за|на|вы|от|до|об|под|раз|рас|с|у)(?=[а-я]{4})/;

/** Edit distance, for words that differ by an inflection or a letter ("убирать" / "убрать"). */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export function commonPrefix(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  return index;
}

/** True when two words are forms of one another: a shared start of 4+ letters (verb prefixes aside), or one or two letters apart. */
/** Action nouns and their verbs ("уборку" ~ "убрать", "стирка" ~ "постирать"). */
export const NOUN_TO_VERB: readonly [RegExp, string][] = [
  [/^уборк/, 'убра'],
  [/^стирк/, 'стира'],
  [/^глажк/, 'глад'],
  [/^покупк/, 'купи'],
  [/^готовк/, 'готов'],
  [/^подготовк/, 'подготов'],
  [/^проверк/, 'провер'],
  [/^починк/, 'почин'],
  [/^отправк/, 'отправ'],
  [/^оплат[аыуе]$/, 'оплат'],
  [/^запис[ьи]$/, 'запис'],
];

export function verbal(word: string): string {
  for (const [pattern, verb] of NOUN_TO_VERB) if (pattern.test(word)) return verb;
  return word;
}

export function sameWord(first: string, second: string): boolean {
  const a = verbal(first);
  const b = verbal(second);
  if (a === b || a.startsWith(b) || b.startsWith(a)) return true;
  const shortest = Math.min(a.length, b.length);
  if (shortest <= 3) return a.startsWith(b) || b.startsWith(a);
  const strippedA = a.replace(VERB_PREFIX, '');
  const strippedB = b.replace(VERB_PREFIX, '');
  const need = Math.min(4, shortest);
  if (
    Math.max(
      commonPrefix(a, b),
      commonPrefix(strippedA, b),
      commonPrefix(a, strippedB),
      commonPrefix(strippedA, strippedB),
    ) >= need
  ) {
    return true;
  }
  return shortest >= 5 && distance(a, b) <= 2;
}

/** Text in quotes in a message («…», "…", “…”, '…'), or null. */
export function quoted(text: string): string | null {
  const match = /[«“"„]([^»”"“]{1,200})[»”"“]|(?<![\p{L}])'([^']{1,200})'(?![\p{L}])/u.exec(text);
  return match ? (match[1] ?? match[2] ?? '').trim() || null : null;
}

/** How well `query` names `title`: the share of the query's stems found in the title (0–1), 1 for a quoted exact title. */
export function matchScore(query: string, title: string): number {
  const wanted = stems(query);
  if (wanted.length === 0) return 0;
  if (fold(title).trim() === fold(query).trim()) return 1.5;
  const have = stems(title);
  const hits = wanted.filter((stem) => have.some((word) => sameWord(word, stem))).length;
  // Most of the query must be in the title, and the title must not be far longer than what was said.
  return (hits / wanted.length) * (0.75 + 0.25 * Math.min(1, hits / Math.max(1, have.length)));
}

/** The task a query names best, when it is a clear match (score ≥ 0.5 and ahead of the next one). */
export function findTask(query: string, tasks: readonly AiTaskContext[]): AiTaskContext | null {
  let best: AiTaskContext | null = null;
  let bestScore = 0;
  let secondScore = 0;
  for (const task of tasks) {
    const score = matchScore(query, task.title);
    if (score > bestScore) {
      secondScore = bestScore;
      best = task;
      bestScore = score;
    } else if (score > secondScore) {
      secondScore = score;
    }
  }
  if (bestScore < 0.5 || (secondScore === bestScore && bestScore < 1.5)) return null;
  return best;
}
