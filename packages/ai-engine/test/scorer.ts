// The evaluation metrics of the shared score.mjs, in process: a predicted task matches an expected one
// when every keyword starts a word of its title (lower case, ё → е); then task precision, recall and
// F1, and over matched tasks the share with the right category, priority (where asked) and deadline.

/** One expected task of an evaluation case. */
export interface ExpectedTask {
  keywords: string[];
  category: string;
  priority?: string;
  deadline: string | null;
}

/** One evaluation case (a line of dev.jsonl / own.jsonl). */
export interface EvalCase {
  id: string;
  lang: 'ru' | 'en';
  now: string;
  text: string;
  expected: ExpectedTask[];
}

/** The fields of a predicted task the scorer reads. */
export interface PredictedTask {
  title: string;
  category?: string;
  priority?: string;
  deadline_date?: string | null;
}

/** Totals over a set, and the misses when asked for. */
export interface EvalScore {
  cases: number;
  expected: number;
  predicted: number;
  matched: number;
  /** Matched tasks whose priority was asked: what the priority share is out of. */
  priorityAsked: number;
  precision: number;
  recall: number;
  f1: number;
  /** Shares in percent (null when nothing was matched or asked). */
  category: number | null;
  priority: number | null;
  deadline: number | null;
  notes: string[];
}

const fold = (value: unknown): string =>
  String(value ?? '')
    .toLowerCase()
    .replace(/ё/g, 'е');
const words = (value: unknown): string[] =>
  fold(value)
    .split(/[^\p{L}\p{N}:]+/u)
    .filter(Boolean);
/** True when a keyword starts a word of the title (lower case, ё → е), the rule of score.mjs. */
export const holds = (title: string, keyword: string): boolean =>
  words(title).some((word) => word.startsWith(fold(keyword)));
/** True when a title holds every keyword of an expected task: the scorer's rule for a match. */
export const matches = (title: string, expected: ExpectedTask): boolean =>
  expected.keywords.every((keyword) => holds(title, keyword));
const dateOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/** Parses a JSONL evaluation set. */
export function parseEvalSet(text: string): EvalCase[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as EvalCase);
}

/** Scores predictions (one list per case, in order) exactly as score.mjs does. */
export function scoreSet(
  cases: readonly EvalCase[],
  predictions: readonly (readonly PredictedTask[])[],
): EvalScore {
  let expectedTotal = 0;
  let predictedTotal = 0;
  let matched = 0;
  let categoryRight = 0;
  let priorityAsked = 0;
  let priorityRight = 0;
  let deadlineRight = 0;
  const notes: string[] = [];
  cases.forEach((c, index) => {
    const predicted = predictions[index] ?? [];
    expectedTotal += c.expected.length;
    predictedTotal += predicted.length;
    const free = [...predicted];
    for (const e of c.expected) {
      const at = free.findIndex((p) => matches(p.title, e));
      if (at < 0) {
        notes.push(
          `${c.id}: missed [${e.keywords.join(' ')}] in ${JSON.stringify(predicted.map((p) => p.title))}`,
        );
        continue;
      }
      const p = free.splice(at, 1)[0] as PredictedTask;
      matched++;
      if (fold(p.category) === fold(e.category)) categoryRight++;
      else notes.push(`${c.id}: category ${p.category} != ${e.category} (${p.title})`);
      if (e.priority) {
        priorityAsked++;
        if (fold(p.priority) === e.priority) priorityRight++;
        else notes.push(`${c.id}: priority ${p.priority} != ${e.priority} (${p.title})`);
      }
      if (dateOf(p.deadline_date) === e.deadline) deadlineRight++;
      else notes.push(`${c.id}: deadline ${p.deadline_date} != ${e.deadline} (${p.title})`);
    }
    if (free.length > 0) notes.push(`${c.id}: extra ${JSON.stringify(free.map((p) => p.title))}`);
  });
  const precision = predictedTotal ? matched / predictedTotal : 0;
  const recall = expectedTotal ? matched / expectedTotal : 0;
  const share = (right: number, total: number) => (total ? (100 * right) / total : null);
  return {
    cases: cases.length,
    expected: expectedTotal,
    predicted: predictedTotal,
    matched,
    priorityAsked,
    precision: 100 * precision,
    recall: 100 * recall,
    f1: precision + recall ? (200 * precision * recall) / (precision + recall) : 0,
    category: share(categoryRight, matched),
    priority: share(priorityRight, priorityAsked),
    deadline: share(deadlineRight, matched),
    notes,
  };
}
