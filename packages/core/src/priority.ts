/**
 * Priority rules of spec §4: Eisenhower quadrants from importance × urgency (each 1 or 2), the energy
 * level, the AI grouping priority, the assistant's 1–10 urgency scale, strategy priorities and colours.
 */
import {
  ASSISTANT_URGENCY_HIGH_THRESHOLD,
  ENERGY_HIGH_THRESHOLD,
  ENERGY_MEDIUM_THRESHOLD,
  ENERGY_SCORE_FACTOR,
  GROUPING_PRIORITY_HIGH_THRESHOLD,
  GROUPING_PRIORITY_MEDIUM_THRESHOLD,
  PRIORITY_LEVEL_MAX,
  PRIORITY_LEVEL_MIN,
} from './constants';

/** Importance or urgency on the task scale. */
export type PriorityLevel = 1 | 2;

/** The Eisenhower quadrants, in matrix order. */
export const QUADRANTS = ['doNow', 'schedule', 'delegate', 'exclude'] as const;

/** One Eisenhower quadrant. */
export type Quadrant = (typeof QUADRANTS)[number];

/** Importance and urgency that define each quadrant (dragging a task into a quadrant sets these). */
export const QUADRANT_PRIORITY: Readonly<
  Record<Quadrant, { importance: PriorityLevel; urgency: PriorityLevel }>
> = {
  doNow: { importance: 2, urgency: 2 },
  schedule: { importance: 2, urgency: 1 },
  delegate: { importance: 1, urgency: 2 },
  exclude: { importance: 1, urgency: 1 },
};

/** Clamps any number onto the 1–2 task scale (stored values from older clients may be out of range). */
export function toPriorityLevel(value: unknown): PriorityLevel {
  return typeof value === 'number' && value >= PRIORITY_LEVEL_MAX ? PRIORITY_LEVEL_MAX : PRIORITY_LEVEL_MIN;
}

/** The quadrant of a task: 2-2 do now, 2-1 schedule, 1-2 delegate, 1-1 exclude (low). */
export function quadrantOf(importance: number, urgency: number): Quadrant {
  const important = toPriorityLevel(importance) === 2;
  const urgent = toPriorityLevel(urgency) === 2;
  if (important) return urgent ? 'doNow' : 'schedule';
  return urgent ? 'delegate' : 'exclude';
}

/** What the priority matrix needs of a task. */
export interface MatrixTask {
  importance: number;
  urgency: number;
  status: string;
  type: string;
}

/**
 * Whether a task belongs on the priority matrix: completed tasks are done (shown apart, not ranked)
 * and ideas are not tasks yet, so neither is placed in a quadrant.
 */
export function isOnPriorityMatrix(task: Pick<MatrixTask, 'status' | 'type'>): boolean {
  return task.status !== 'completed' && task.type !== 'idea';
}

/** The matrix: each quadrant's tasks in the order given, plus the completed tasks left out of it. */
export interface PriorityMatrix<T> {
  quadrants: Readonly<Record<Quadrant, readonly T[]>>;
  completed: readonly T[];
}

/** Sorts tasks into the four quadrants (ideas are left out, completed tasks set apart). */
export function priorityMatrix<T extends MatrixTask>(tasks: readonly T[]): PriorityMatrix<T> {
  const quadrants: Record<Quadrant, T[]> = { doNow: [], schedule: [], delegate: [], exclude: [] };
  const completed: T[] = [];
  for (const task of tasks) {
    if (task.type === 'idea') continue;
    if (task.status === 'completed') completed.push(task);
    else quadrants[quadrantOf(task.importance, task.urgency)].push(task);
  }
  return { quadrants, completed };
}

/**
 * The importance and urgency that move a task into `target`, or null when it is already there (so
 * dropping a task back where it was changes nothing). A task stored out of range (say 5-0) reads as
 * its clamped quadrant, and moving it writes values on the 1–2 scale.
 */
export function quadrantMove(
  task: Pick<MatrixTask, 'importance' | 'urgency'>,
  target: Quadrant,
): { importance: PriorityLevel; urgency: PriorityLevel } | null {
  if (quadrantOf(task.importance, task.urgency) === target) return null;
  return { ...QUADRANT_PRIORITY[target] };
}

/** Whether a value names a quadrant (drop targets and menus hand back plain strings). */
export function isQuadrant(value: unknown): value is Quadrant {
  return typeof value === 'string' && (QUADRANTS as readonly string[]).includes(value);
}

/** A three-step level used by energy, grouping and strategy priorities. */
export type PriorityWord = 'low' | 'medium' | 'high';

/** Energy score on the spec's 12/6 scale: 3 × importance × urgency (DESIGN.md reading). */
export function energyScore(importance: number, urgency: number): number {
  return ENERGY_SCORE_FACTOR * toPriorityLevel(importance) * toPriorityLevel(urgency);
}

/** Energy level: score ≥ 12 high, ≥ 6 medium, else low — so 2-2 high, one 2 medium, 1-1 low. */
export function energyLevel(importance: number, urgency: number): PriorityWord {
  const score = energyScore(importance, urgency);
  if (score >= ENERGY_HIGH_THRESHOLD) return 'high';
  if (score >= ENERGY_MEDIUM_THRESHOLD) return 'medium';
  return 'low';
}

/** AI grouping priority of a score: ≥ 16 high, ≥ 9 medium, else low. */
export function groupingPriority(score: number): PriorityWord {
  if (score >= GROUPING_PRIORITY_HIGH_THRESHOLD) return 'high';
  if (score >= GROUPING_PRIORITY_MEDIUM_THRESHOLD) return 'medium';
  return 'low';
}

/** Maps the assistant's update_urgency value (1–10) onto the task scale: ≥ 6 → 2, else 1. */
export function assistantUrgencyToLevel(value: number): PriorityLevel {
  return value >= ASSISTANT_URGENCY_HIGH_THRESHOLD ? 2 : 1;
}

/** Stored strategy priority: 1 low, 2 medium, 3 high. */
export type StrategyPriority = 1 | 2 | 3;

/** Strategy priority words by stored value. */
export const STRATEGY_PRIORITY_WORDS: Readonly<Record<StrategyPriority, PriorityWord>> = {
  1: 'low',
  2: 'medium',
  3: 'high',
};

/**
 * Reads a stored strategy priority. Spec §3 defines only 1 low, 2 medium and 3 high; any other value
 * (out of range, fractional, not a number) is unknown and reads as low, so a stray row never outranks
 * a strategy the user ranked. The server and the UI both read stored values through this one rule.
 */
export function toStrategyPriority(value: unknown): StrategyPriority {
  return value === 3 || value === 2 ? value : 1;
}

/** The UI word of a stored strategy priority; an unknown value reads as low (see toStrategyPriority). */
export function strategyPriorityToWord(value: unknown): PriorityWord {
  return STRATEGY_PRIORITY_WORDS[toStrategyPriority(value)];
}

/** The stored value of a strategy priority word. */
export function strategyPriorityFromWord(word: PriorityWord): StrategyPriority {
  return word === 'high' ? 3 : word === 'medium' ? 2 : 1;
}

/** Colours a strategy may have (spec §3). */
export const STRATEGY_COLORS = [
  'blue',
  'green',
  'purple',
  'orange',
  'red',
  'pink',
  'yellow',
  'cyan',
  'indigo',
  'teal',
  'lime',
  'amber',
] as const;

/** One strategy colour. */
export type StrategyColor = (typeof STRATEGY_COLORS)[number];

/** Colours an AI group may have (spec §5). */
export const GROUP_COLORS = ['blue', 'green', 'purple', 'orange', 'red', 'yellow', 'gray'] as const;

/** One AI group colour. */
export type GroupColor = (typeof GROUP_COLORS)[number];

/** Colours of mind-map nodes (spec §3). */
export const MIND_MAP_NODE_COLORS = [
  'default',
  'purple',
  'blue',
  'green',
  'yellow',
  'red',
  'pink',
  'indigo',
] as const;

/** One mind-map node colour. */
export type MindMapNodeColor = (typeof MIND_MAP_NODE_COLORS)[number];
