/**
 * Normalisation of AI answers (spec §5): whatever the model returns, the app only ever sees tasks
 * and groupings within the spec's limits. The normalisers accept any parsed JSON and never throw.
 */
import {
  AI_DEADLINE_MAX_YEARS_AHEAD,
  AI_DEADLINE_TEXT_MAX_LENGTH,
  AI_DEFAULT_CATEGORY,
  AI_DESCRIPTION_MAX_LENGTH,
  AI_ESTIMATE_MAX_LENGTH,
  AI_SUBTASKS_MAX,
  AI_SUBTASK_TITLE_MAX_LENGTH,
  AI_TAGS_MAX,
  AI_TAG_MAX_LENGTH,
  AI_TASKS_KEPT,
  AI_TITLE_MAX_LENGTH,
  GROUPING_DEFAULT_EFFICIENCY,
  GROUPING_EFFICIENCY_MAX,
  GROUPING_EFFICIENCY_MIN,
  RECOMMENDATION_REASONS_MAX,
  RECOMMENDATION_REASON_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
} from './constants';
import { DEFAULT_GROUPING_STRATEGY, isGroupingStrategy, type GroupingStrategy } from './grouping';
import {
  GROUP_COLORS,
  groupingPriority,
  type GroupColor,
  type PriorityLevel,
  type PriorityWord,
} from './priority';
import { firstOwnProperty, ownProperty, toText, truncate } from './text';
import { addUtcYears } from './zoned-time';

/** Categories an AI task may have (spec §5). */
export const AI_TASK_CATEGORIES = ['работа', 'дом', 'здоровье', 'личное', 'покупки', 'планирование'] as const;

/** An AI task category. */
export type AiTaskCategory = (typeof AI_TASK_CATEGORIES)[number];

/** A step of an AI-suggested task. */
export interface AiSubtask {
  title: string;
  estimated_time: string;
  order: number;
}

/** A task suggested by the AI after normalisation, with importance and urgency derived from its priority. */
export interface AiSuggestedTask {
  title: string;
  description: string;
  priority: PriorityWord;
  deadline_text: string;
  deadline_date: string | null;
  category: AiTaskCategory;
  estimated_time: string;
  subtasks: AiSubtask[];
  tags: string[];
  importance: PriorityLevel;
  urgency: PriorityLevel;
}

/** Items read from one AI list: enough to fill the kept limit even when many are invalid, bounded against huge arrays. */
const MAX_ITEMS_SCANNED = 1000;

const HIGH_PRIORITY_WORDS = new Set(['high', 'высокий', 'срочно']);
const MEDIUM_PRIORITY_WORDS = new Set(['medium', 'средний', 'важно']);

/** Reads an AI priority word: high/высокий/срочно → high, medium/средний/важно → medium, else low. */
export function parseAiPriority(value: unknown): PriorityWord {
  const word = toText(value).toLowerCase();
  if (HIGH_PRIORITY_WORDS.has(word)) return 'high';
  if (MEDIUM_PRIORITY_WORDS.has(word)) return 'medium';
  return 'low';
}

/** Importance and urgency of a priority word: high 2/2, medium 2/1, low 1/1. */
export function priorityToImportanceUrgency(priority: PriorityWord): {
  importance: PriorityLevel;
  urgency: PriorityLevel;
} {
  if (priority === 'high') return { importance: 2, urgency: 2 };
  if (priority === 'medium') return { importance: 2, urgency: 1 };
  return { importance: 1, urgency: 1 };
}

/** Reads an AI category; an unknown one becomes личное. */
export function parseAiCategory(value: unknown): AiTaskCategory {
  const category = toText(value).toLowerCase();
  return (AI_TASK_CATEGORIES as readonly string[]).includes(category)
    ? (category as AiTaskCategory)
    : AI_DEFAULT_CATEGORY;
}

/**
 * Keeps a deadline only if it is a valid date from now up to the same date and time one calendar year
 * later (UTC; from 29 February the year ends on 28 February); returns it as ISO 8601.
 */
export function normaliseDeadlineDate(value: unknown, now: Date): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const latest = addUtcYears(now, AI_DEADLINE_MAX_YEARS_AHEAD).getTime();
  if (time < now.getTime() || time > latest) return null;
  return new Date(time).toISOString();
}

/** Elements of a list answer: an array, or the array under `key` of an object; anything else is empty. */
function listOf(value: unknown, key: string): unknown[] {
  const list = Array.isArray(value) ? value : ownProperty(value, key);
  return Array.isArray(list) ? list.slice(0, MAX_ITEMS_SCANNED) : [];
}

function normaliseTags(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const tags: string[] = [];
  for (const raw of value.slice(0, MAX_ITEMS_SCANNED)) {
    const tag = truncate(toText(raw), AI_TAG_MAX_LENGTH);
    if (tag !== '' && !tags.includes(tag)) tags.push(tag);
    if (tags.length === AI_TAGS_MAX) break;
  }
  return tags;
}

function normaliseSubtasks(value: unknown): AiSubtask[] {
  if (!Array.isArray(value)) return [];
  const subtasks: AiSubtask[] = [];
  for (const raw of value.slice(0, MAX_ITEMS_SCANNED)) {
    const title = truncate(
      toText(typeof raw === 'string' ? raw : ownProperty(raw, 'title')),
      AI_SUBTASK_TITLE_MAX_LENGTH,
    );
    if (title === '') continue;
    const order = Number(ownProperty(raw, 'order'));
    subtasks.push({
      title,
      estimated_time: truncate(
        toText(firstOwnProperty(raw, ['estimated_time', 'estimatedTime'])),
        AI_ESTIMATE_MAX_LENGTH,
      ),
      order: Number.isSafeInteger(order) && order > 0 ? order : subtasks.length + 1,
    });
    if (subtasks.length === AI_SUBTASKS_MAX) break;
  }
  return subtasks;
}

/** Normalises one AI task; null when title, priority, deadline text or category is missing. */
export function normaliseAiTask(raw: unknown, now: Date): AiSuggestedTask | null {
  const title = truncate(toText(ownProperty(raw, 'title')), AI_TITLE_MAX_LENGTH);
  const priorityRaw = toText(ownProperty(raw, 'priority'));
  const deadlineText = truncate(
    toText(firstOwnProperty(raw, ['deadline_text', 'deadlineText'])),
    AI_DEADLINE_TEXT_MAX_LENGTH,
  );
  const categoryRaw = toText(ownProperty(raw, 'category'));
  if (title === '' || priorityRaw === '' || deadlineText === '' || categoryRaw === '') return null;
  const priority = parseAiPriority(priorityRaw);
  return {
    title,
    description: truncate(toText(ownProperty(raw, 'description')), AI_DESCRIPTION_MAX_LENGTH),
    priority,
    deadline_text: deadlineText,
    deadline_date: normaliseDeadlineDate(firstOwnProperty(raw, ['deadline_date', 'deadlineDate']), now),
    category: parseAiCategory(categoryRaw),
    estimated_time: truncate(
      toText(firstOwnProperty(raw, ['estimated_time', 'estimatedTime'])),
      AI_ESTIMATE_MAX_LENGTH,
    ),
    subtasks: normaliseSubtasks(ownProperty(raw, 'subtasks')),
    tags: normaliseTags(ownProperty(raw, 'tags')),
    ...priorityToImportanceUrgency(priority),
  };
}

/** Normalises an AI task list (an array, or `{tasks: [...]}`): invalid items dropped, at most 8 kept. */
export function normaliseAiTasks(value: unknown, now: Date): AiSuggestedTask[] {
  const tasks: AiSuggestedTask[] = [];
  for (const raw of listOf(value, 'tasks')) {
    const task = normaliseAiTask(raw, now);
    if (task) tasks.push(task);
    if (tasks.length === AI_TASKS_KEPT) break;
  }
  return tasks;
}

/** A group of an AI grouping after normalisation. */
export interface AiTaskGroup {
  id: string;
  name: string;
  description: string;
  color: GroupColor;
  tasks: string[];
  priority: PriorityWord;
  estimated_time: string;
  suggested_order: number;
}

/** An AI grouping after normalisation: every known task is in exactly one group or in ungroupedTasks. */
export interface AiGrouping {
  strategy: GroupingStrategy;
  groups: AiTaskGroup[];
  ungroupedTasks: string[];
  efficiencyScore: number;
}

/** Clamps an efficiency score to 0–100 (rounded); missing or not a number → 75. */
export function normaliseEfficiency(value: unknown): number {
  const score = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof score !== 'number' || !Number.isFinite(score)) return GROUPING_DEFAULT_EFFICIENCY;
  return Math.round(Math.min(GROUPING_EFFICIENCY_MAX, Math.max(GROUPING_EFFICIENCY_MIN, score)));
}

/** Reads a group priority given as a word or as a grouping score (≥ 16 high, ≥ 9 medium). */
function parseGroupPriority(value: unknown): PriorityWord {
  if (typeof value === 'number' && Number.isFinite(value)) return groupingPriority(value);
  return parseAiPriority(value);
}

const GROUP_NAME_MAX_LENGTH = TASK_TITLE_MAX_LENGTH;

function normaliseGroup(raw: unknown, index: number, available: Set<string>): AiTaskGroup | null {
  const tasks: string[] = [];
  const ids = ownProperty(raw, 'tasks');
  for (const id of Array.isArray(ids) ? ids.slice(0, MAX_ITEMS_SCANNED) : []) {
    // Each known id is taken once: a second mention (in this or a later group) is ignored.
    if (typeof id === 'string' && available.delete(id)) tasks.push(id);
  }
  if (tasks.length === 0) return null;
  const color = toText(ownProperty(raw, 'color')).toLowerCase();
  const order = Number(firstOwnProperty(raw, ['suggested_order', 'suggestedOrder']));
  const fallbackColor = GROUP_COLORS[index % GROUP_COLORS.length] ?? 'blue';
  return {
    id: truncate(toText(ownProperty(raw, 'id')), GROUP_NAME_MAX_LENGTH) || `group-${index + 1}`,
    name: truncate(toText(ownProperty(raw, 'name')), GROUP_NAME_MAX_LENGTH) || `${index + 1}`,
    description: truncate(toText(ownProperty(raw, 'description')), AI_DESCRIPTION_MAX_LENGTH),
    color: (GROUP_COLORS as readonly string[]).includes(color) ? (color as GroupColor) : fallbackColor,
    tasks,
    priority: parseGroupPriority(ownProperty(raw, 'priority')),
    estimated_time: truncate(
      toText(firstOwnProperty(raw, ['estimated_time', 'estimatedTime'])),
      AI_ESTIMATE_MAX_LENGTH,
    ),
    suggested_order: Number.isSafeInteger(order) && order > 0 ? order : index + 1,
  };
}

/**
 * Normalises an AI grouping against the user's task ids: unknown and repeated ids dropped, empty
 * groups dropped, every remaining known id listed as ungrouped, efficiency clamped, strategy defaulted.
 */
export function normaliseGrouping(value: unknown, knownTaskIds: readonly string[]): AiGrouping {
  const available = new Set(knownTaskIds);
  const groups: AiTaskGroup[] = [];
  listOf(value, 'groups').forEach((raw, index) => {
    const group = normaliseGroup(raw, index, available);
    if (group) groups.push(group);
  });
  const strategy = ownProperty(value, 'strategy');
  return {
    strategy: isGroupingStrategy(strategy) ? strategy : DEFAULT_GROUPING_STRATEGY,
    groups,
    ungroupedTasks: knownTaskIds.filter(
      (id, index) => available.has(id) && knownTaskIds.indexOf(id) === index,
    ),
    efficiencyScore: normaliseEfficiency(
      firstOwnProperty(value, ['efficiency_score', 'efficiencyScore', 'efficiency']),
    ),
  };
}

/** A grouping-strategy recommendation after normalisation. */
export interface StrategyRecommendation {
  recommendedStrategy: GroupingStrategy;
  reasons: string[];
  alternatives: GroupingStrategy[];
}

/** Reasons given when the recommendation fails and smart_batching is used (spec §8: silent fallback). */
export const DEFAULT_RECOMMENDATION_REASONS: readonly string[] = [
  'Smart batching balances context, energy and priority',
];

/** Normalises a strategy recommendation; anything unusable becomes smart_batching with default reasons. */
export function normaliseStrategyRecommendation(value: unknown): StrategyRecommendation {
  const recommended = firstOwnProperty(value, ['recommended_strategy', 'recommendedStrategy']);
  if (!isGroupingStrategy(recommended)) {
    return {
      recommendedStrategy: DEFAULT_GROUPING_STRATEGY,
      reasons: [...DEFAULT_RECOMMENDATION_REASONS],
      alternatives: [],
    };
  }
  const reasons = listOf(ownProperty(value, 'reasons'), 'reasons')
    .map((reason) => truncate(toText(reason), RECOMMENDATION_REASON_MAX_LENGTH))
    .filter((reason) => reason !== '')
    .slice(0, RECOMMENDATION_REASONS_MAX);
  const alternatives = listOf(ownProperty(value, 'alternatives'), 'alternatives')
    .filter(isGroupingStrategy)
    .filter((strategy, index, all) => strategy !== recommended && all.indexOf(strategy) === index);
  return {
    recommendedStrategy: recommended,
    reasons: reasons.length > 0 ? reasons : [...DEFAULT_RECOMMENDATION_REASONS],
    alternatives,
  };
}
