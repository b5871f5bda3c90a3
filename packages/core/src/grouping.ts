/** Task grouping modes and AI grouping strategies (spec §2, §4, §5, §7). */
import type { AssistantLanguage } from './assistant-reply';
import { GROUPING_MAX_AGE_MS, GROUP_SIZE_MAX, GROUP_SIZE_MIN } from './constants';

/** Grouping modes of the main task screen. */
export const GROUPING_MODES = ['classic', 'energy', 'ai'] as const;

/** A grouping mode. */
export type GroupingMode = (typeof GROUPING_MODES)[number];

/** Reads a stored grouping mode: the old "context" mode migrates to energy; anything unknown is classic. */
export function toGroupingMode(value: unknown): GroupingMode {
  if (value === 'context') return 'energy';
  return (GROUPING_MODES as readonly unknown[]).includes(value) ? (value as GroupingMode) : 'classic';
}

/** The seven AI grouping strategies (spec §7). */
export const GROUPING_STRATEGIES = [
  'by_context',
  'by_energy',
  'by_time',
  'by_priority',
  'by_theme',
  'by_location',
  'smart_batching',
] as const;

/** An AI grouping strategy. */
export type GroupingStrategy = (typeof GROUPING_STRATEGIES)[number];

/** The strategy used when the AI names none (or an unknown one). */
export const DEFAULT_GROUPING_STRATEGY: GroupingStrategy = 'smart_batching';

/** True when `value` is one of the seven strategies. */
export function isGroupingStrategy(value: unknown): value is GroupingStrategy {
  return typeof value === 'string' && (GROUPING_STRATEGIES as readonly string[]).includes(value);
}

/** A saved AI grouping is reloaded only while it is under 24 hours old. */
export function isGroupingFresh(createdAtIso: string, now: Date): boolean {
  const created = Date.parse(createdAtIso);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created < GROUPING_MAX_AGE_MS;
}

/**
 * The group-size line of the grouping prompt (spec §5: 2 to 6 tasks per group). It is guidance for the
 * model only: normalisation keeps any non-empty group it returns.
 */
export function groupSizeGuidance(language: AssistantLanguage): string {
  switch (language) {
    case 'ru':
      return `В каждой группе должно быть от ${GROUP_SIZE_MIN} до ${GROUP_SIZE_MAX} задач.`;
    case 'fr':
      return `Chaque groupe doit contenir de ${GROUP_SIZE_MIN} à ${GROUP_SIZE_MAX} tâches.`;
    case 'en':
      return `Each group should hold ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX} tasks.`;
  }
}
