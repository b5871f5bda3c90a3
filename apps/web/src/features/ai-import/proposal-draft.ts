/**
 * A proposed task as the person edits it before accepting: what the AI suggested, with the date read
 * in their zone, the steps as plain titles, and whether it is ticked. Kept on the device per user
 * (spec §3 "pending AI tasks") until accepted or dismissed, so a reload loses nothing.
 */
import {
  AI_TASK_CATEGORIES,
  localDateOf,
  priorityToImportanceUrgency,
  timeTextToMinutes,
  type AiSuggestedTask,
  type AiTaskCategory,
  type PriorityLevel,
  type PriorityWord,
} from '@fokus/core';

/** The priority words of an AI task, highest first. */
export const PRIORITY_WORDS: readonly PriorityWord[] = ['high', 'medium', 'low'];

/** A step of a proposed task. */
export interface DraftStep {
  title: string;
  /** The AI's estimate in minutes, when it gave one that reads as a duration. */
  estimatedMinutes: number | null;
}

/** A proposed task being reviewed. */
export interface ProposalDraft {
  /** Stable within the draft list (React keys, labels). */
  key: string;
  selected: boolean;
  title: string;
  description: string;
  category: AiTaskCategory;
  priority: PriorityWord;
  /** The planned date (YYYY-MM-DD in the person's zone), or null. */
  date: string | null;
  steps: DraftStep[];
}

/** What creating an accepted draft needs: the task's fields, its micro-steps and its category's tag. */
export interface AcceptedTask {
  title: string;
  description: string | null;
  dueDate: string | null;
  importance: PriorityLevel;
  urgency: PriorityLevel;
  steps: DraftStep[];
  /** The category, kept as a tag of that name. */
  category: AiTaskCategory;
}

/** Drafts of the AI's tasks: each ticked, its deadline read as a date in `timeZone`. */
export function draftsOf(
  tasks: readonly AiSuggestedTask[],
  timeZone: string,
  keyPrefix = '',
): ProposalDraft[] {
  return tasks.map((task, index) => ({
    key: `${keyPrefix}${index}`,
    selected: true,
    title: task.title,
    description: task.description,
    category: task.category,
    priority: task.priority,
    date: task.deadline_date === null ? null : localDateOf(new Date(task.deadline_date), timeZone),
    steps: [...task.subtasks]
      .sort((a, b) => a.order - b.order)
      .map((step) => ({ title: step.title, estimatedMinutes: positiveMinutes(step.estimated_time) })),
  }));
}

function positiveMinutes(text: string): number | null {
  const minutes = timeTextToMinutes(text);
  return minutes !== null && minutes > 0 ? minutes : null;
}

/** True when a draft can be accepted as it stands (a non-blank title). */
export function isDraftComplete(draft: ProposalDraft): boolean {
  return draft.title.trim() !== '';
}

/** The ticked drafts as tasks to create: importance and urgency from the priority (spec §5). */
export function acceptedTasksOf(drafts: readonly ProposalDraft[]): AcceptedTask[] {
  return drafts
    .filter((draft) => draft.selected)
    .map((draft) => ({
      title: draft.title.trim(),
      description: draft.description.trim() === '' ? null : draft.description.trim(),
      dueDate: draft.date,
      ...priorityToImportanceUrgency(draft.priority),
      steps: draft.steps
        .map((step) => ({ ...step, title: step.title.trim() }))
        .filter((step) => step.title !== ''),
      category: draft.category,
    }));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored draft read back, or null when it is not one (another version's shape, a hand edit). */
export function readDraft(value: unknown): ProposalDraft | null {
  if (!isRecord(value)) return null;
  const { key, selected, title, description, category, priority, date, steps } = value;
  if (typeof key !== 'string' || typeof selected !== 'boolean' || typeof title !== 'string') return null;
  if (typeof description !== 'string') return null;
  if (!(AI_TASK_CATEGORIES as readonly unknown[]).includes(category)) return null;
  if (!(PRIORITY_WORDS as readonly unknown[]).includes(priority)) return null;
  if (date !== null && (typeof date !== 'string' || !DATE.test(date))) return null;
  if (!Array.isArray(steps)) return null;
  const readSteps: DraftStep[] = [];
  for (const step of steps) {
    if (!isRecord(step) || typeof step.title !== 'string') return null;
    const minutes = step.estimatedMinutes;
    readSteps.push({
      title: step.title,
      estimatedMinutes:
        typeof minutes === 'number' && Number.isSafeInteger(minutes) && minutes > 0 ? minutes : null,
    });
  }
  return {
    key,
    selected,
    title,
    description,
    category: category as AiTaskCategory,
    priority: priority as PriorityWord,
    date,
    steps: readSteps,
  };
}
