// Grouping of the user's tasks by each of the seven strategies (spec §7). Every open task gets a bucket
// key; buckets of 2+ tasks become groups of at most GROUP_SIZE_MAX (bigger ones are split evenly),
// single leftovers share an "other" group or stay ungrouped. Core's normaliseGrouping checks the result.
import {
  type AiTaskContext,
  type AssistantLanguage,
  energyLevel,
  GROUP_SIZE_MAX,
  GROUP_SIZE_MIN,
  GROUPING_STRATEGIES,
  type GroupingStrategy,
  type PriorityWord,
  quadrantOf,
} from '@fokus/core';
import { isoDate, type LocalClock, localToday, shiftDays } from '../calendar.js';
import { categorise } from '../stages/classify/category-rules.js';
import { estimateMinutes, formatMinutes, taskKind } from '../stages/fields/estimate.js';
import { hasCyrillic } from '../stages/normalise/text.js';
import {
  type Bucket,
  CONTEXT,
  ENERGY,
  LOCATION,
  OTHER,
  PRIORITY,
  QUICK,
  type RawGroup,
  type RawGrouping,
  type Text,
  THEME,
  TIME,
  URGENT_TODAY,
} from './buckets.js';
import {
  CATEGORY_CONTEXT,
  CATEGORY_LOCATION,
  KIND_CONTEXT,
  KIND_EFFORT,
  KIND_LOCATION,
} from './kind-buckets.js';

export const RANK: Readonly<Record<PriorityWord, number>> = { low: 0, medium: 1, high: 2 };

/** The language of group names: the one asked for, else the titles' (mostly Cyrillic → ru). */
export function languageOfTasks(
  tasks: readonly AiTaskContext[],
  language?: AssistantLanguage,
): AssistantLanguage {
  if (language) return language;
  const cyrillic = tasks.filter((task) => hasCyrillic(task.title)).length;
  return cyrillic * 2 >= tasks.length && cyrillic > 0 ? 'ru' : 'en';
}

/** Tasks still to do (completed and cancelled ones are never grouped). */
export function isOpen(task: AiTaskContext): boolean {
  return task.status !== 'completed' && task.status !== 'cancelled';
}

export function timeBucket(task: AiTaskContext, today: string, tomorrow: string, weekEnd: string): Bucket {
  const date = task.date;
  if (date === null) return TIME.undated as Bucket;
  if (date < today) return TIME.overdue as Bucket;
  if (date === today) return TIME.today as Bucket;
  if (date === tomorrow) return TIME.tomorrow as Bucket;
  if (date <= weekEnd) return TIME.week as Bucket;
  return TIME.later as Bucket;
}

/** The effort a task needs: its kind, raised one step when it is urgent and important. */
export function effortOf(task: AiTaskContext): PriorityWord {
  const effort = KIND_EFFORT[taskKind(task.title)];
  if (energyLevel(task.importance, task.urgency) === 'high' && effort !== 'high')
    return effort === 'low' ? 'medium' : 'high';
  return effort;
}

/** The bucket of a task under a strategy. */
export function bucketOf(task: AiTaskContext, strategy: GroupingStrategy, clock: LocalClock): Bucket {
  const today = localToday(clock);
  const todayIso = isoDate(today);
  const kind = taskKind(task.title);
  const category = categorise(task.title);
  switch (strategy) {
    case 'by_context':
      return CONTEXT[KIND_CONTEXT[kind] || CATEGORY_CONTEXT[category]] ?? OTHER;
    case 'by_energy':
      return ENERGY[effortOf(task)];
    case 'by_time':
      return timeBucket(
        task,
        todayIso,
        isoDate(shiftDays(today, 1)),
        isoDate(shiftDays(today, 7 - today.weekday)),
      );
    case 'by_priority':
      return PRIORITY[quadrantOf(task.importance, task.urgency)] ?? OTHER;
    case 'by_theme':
      return THEME[category];
    case 'by_location':
      return LOCATION[KIND_LOCATION[kind] || CATEGORY_LOCATION[category]] ?? OTHER;
    case 'smart_batching': {
      const due = task.date !== null && task.date <= todayIso;
      if (due || quadrantOf(task.importance, task.urgency) === 'doNow') return URGENT_TODAY;
      if (estimateMinutes(task.title, task.title) <= 15) return QUICK;
      const theme = THEME[category];
      return { ...theme, rank: theme.rank + 2 };
    }
  }
}

export interface Batch {
  bucket: Bucket;
  tasks: AiTaskContext[];
}

/** Strategies whose buckets form a scale, so neighbours can share a group. */
export const ORDERED = new Set<GroupingStrategy>(['by_time', 'by_priority', 'by_energy', 'smart_batching']);

export function joinBatches(first: Batch, second: Batch): Batch {
  const join = (a: Text, b: Text): Text => ({
    ru: `${a.ru} · ${b.ru}`,
    en: `${a.en} · ${b.en}`,
    fr: `${a.fr} · ${b.fr}`,
  });
  return {
    bucket: {
      ...first.bucket,
      key: `${first.bucket.key}-${second.bucket.key}`,
      name: join(first.bucket.name, second.bucket.name),
      description: join(first.bucket.description, second.bucket.description),
    },
    tasks: [...first.tasks, ...second.tasks],
  };
}

/** Splits a list into chunks of at most `max`, as even as possible. */
export function chunk<T>(items: readonly T[], max: number): T[][] {
  const count = Math.ceil(items.length / max);
  const size = Math.ceil(items.length / count);
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

export function groupPriority(
  strategy: GroupingStrategy,
  key: string,
  tasks: readonly AiTaskContext[],
): PriorityWord {
  if (strategy === 'by_energy' && (key === 'high' || key === 'medium' || key === 'low')) return key;
  if (strategy === 'by_priority' || strategy === 'by_time' || strategy === 'smart_batching') {
    const first = key.split('-')[0] === 'do' ? 'do-now' : key.split('-')[0];
    if (first === 'do-now' || first === 'overdue' || first === 'urgent') return 'high';
    if (first === 'schedule' || first === 'today') return 'medium';
  }
  let best: PriorityWord = 'low';
  for (const task of tasks) {
    const level = energyLevel(task.importance, task.urgency);
    if (RANK[level] > RANK[best]) best = level;
  }
  return best;
}

/** Groups tasks by a strategy: groups of 2–6, every other task ungrouped, with an efficiency score. */
export function groupTasksLocally(
  tasks: readonly AiTaskContext[],
  strategy: GroupingStrategy,
  clock: LocalClock,
  language?: AssistantLanguage,
): RawGrouping {
  const chosen: GroupingStrategy = (GROUPING_STRATEGIES as readonly string[]).includes(strategy)
    ? strategy
    : 'smart_batching';
  const lang = languageOfTasks(tasks, language);
  const seen = new Set<string>();
  const open: AiTaskContext[] = [];
  const closed: string[] = [];
  for (const task of tasks) {
    if (seen.has(task.id)) continue;
    seen.add(task.id);
    if (isOpen(task)) open.push(task);
    else closed.push(task.id);
  }
  const buckets = new Map<string, { bucket: Bucket; tasks: AiTaskContext[] }>();
  for (const task of open) {
    const found = bucketOf(task, chosen, clock);
    const entry = buckets.get(found.key) ?? { bucket: found, tasks: [] };
    entry.tasks.push(task);
    buckets.set(found.key, entry);
  }
  const leftovers: AiTaskContext[] = [];
  const batches: Batch[] = [];
  const sorted = [...buckets.values()].sort((a, b) => a.bucket.rank - b.bucket.rank);
  if (ORDERED.has(chosen)) {
    // Ordered scales (time, priority, energy): a lone task joins its neighbour ("Просрочено · Сегодня").
    let pending: Batch | undefined;
    for (const entry of sorted) {
      const current: Batch = pending ? joinBatches(pending, entry) : entry;
      pending = undefined;
      if (current.tasks.length < GROUP_SIZE_MIN) pending = current;
      else batches.push(current);
    }
    const last = batches.at(-1);
    if (pending && last) batches[batches.length - 1] = joinBatches(last, pending);
    else if (pending) leftovers.push(...pending.tasks);
  } else {
    for (const entry of sorted) {
      if (entry.tasks.length < GROUP_SIZE_MIN) leftovers.push(...entry.tasks);
      else batches.push(entry);
    }
  }
  const ungrouped = [...closed];
  if (leftovers.length >= GROUP_SIZE_MIN) batches.push({ bucket: OTHER, tasks: leftovers });
  else ungrouped.push(...leftovers.map((task) => task.id));

  const groups: RawGroup[] = [];
  for (const { bucket: found, tasks: members } of batches) {
    const parts = chunk(members, GROUP_SIZE_MAX);
    parts.forEach((part, index) => {
      const minutes = part.reduce((sum, task) => sum + estimateMinutes(task.title, task.title), 0);
      const suffix = parts.length > 1 ? ` (${index + 1}/${parts.length})` : '';
      groups.push({
        id: `${chosen}-${found.key}-${index + 1}`,
        name: `${found.name[lang]}${suffix}`,
        description: found.description[lang],
        color: found.color,
        tasks: part.map((task) => task.id),
        priority: groupPriority(chosen, found.key, part),
        estimated_time: formatMinutes(minutes, lang === 'ru' ? 'ru' : 'en'),
        suggested_order: groups.length + 1,
      });
    });
  }
  const grouped = open.length - (ungrouped.length - closed.length);
  const share = open.length === 0 ? 0 : grouped / open.length;
  const efficiency =
    open.length === 0 ? 0 : Math.min(100, Math.round(50 + 40 * share + Math.min(10, groups.length * 2)));
  return { strategy: chosen, groups, ungrouped_tasks: ungrouped, efficiency_score: efficiency };
}
