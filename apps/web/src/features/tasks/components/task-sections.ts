/**
 * How the main list is cut into collapsible sections (spec §2): by status in the classic mode, by energy
 * level (core's importance × urgency rule) in the energy mode, and flattened into rows for the
 * virtualized list. Which sections start open is core's rule for the view shown.
 */
import {
  OPEN_TASK_STATUSES,
  energyLevel,
  isSectionOpenByDefault,
  isTaskStatus,
  type GroupingMode,
  type PriorityWord,
  type Task,
  type TaskStatus,
  type TaskView,
} from '@fokus/core';

/** A section: a status (classic) or an energy level (energy). */
export type SectionKey = TaskStatus | PriorityWord;

export interface Section {
  key: SectionKey;
  tasks: Task[];
}

/** A row of the virtualized list: a section header or a task. */
export type ListRow =
  { kind: 'section'; key: SectionKey; count: number; open: boolean } | { kind: 'task'; task: Task };

/** Status sections in the order of work: what is running first, what is finished or dropped last. */
const STATUS_ORDER: readonly TaskStatus[] = [
  'inProgress',
  'waiting',
  'scheduled',
  'paused',
  'completed',
  'cancelled',
];

const ENERGY_ORDER: readonly PriorityWord[] = ['high', 'medium', 'low'];

/** The non-empty sections of `tasks` for a grouping mode (`ai` arrives with the AI issue: classic until then). */
export function buildSections(tasks: readonly Task[], mode: GroupingMode): Section[] {
  if (mode === 'energy') {
    // Finished or cancelled work has no energy to plan: each keeps its own section at the end.
    const open = tasks.filter((task) => OPEN_TASK_STATUSES.includes(task.status));
    return [
      ...ENERGY_ORDER.map((key) => ({
        key,
        tasks: open.filter((task) => energyLevel(task.importance, task.urgency) === key),
      })),
      { key: 'completed' as const, tasks: tasks.filter((task) => task.status === 'completed') },
      { key: 'cancelled' as const, tasks: tasks.filter((task) => task.status === 'cancelled') },
    ].filter((section) => section.tasks.length > 0);
  }
  return STATUS_ORDER.map((key) => ({ key, tasks: tasks.filter((task) => task.status === key) })).filter(
    (section) => section.tasks.length > 0,
  );
}

/**
 * Whether a section starts open in a view: core's rule for status sections (completed closed, every
 * other status open; all open in the completed view), energy sections open.
 */
export function isOpenByDefault(key: SectionKey, view: TaskView): boolean {
  return isTaskStatus(key) ? isSectionOpenByDefault(key, view) : true;
}

/** The rows of the list in a view: each header, then its tasks when the section is open. */
export function flattenSections(
  sections: readonly Section[],
  openOverrides: Readonly<Partial<Record<SectionKey, boolean>>>,
  view: TaskView,
): ListRow[] {
  const rows: ListRow[] = [];
  for (const section of sections) {
    const open = openOverrides[section.key] ?? isOpenByDefault(section.key, view);
    rows.push({ kind: 'section', key: section.key, count: section.tasks.length, open });
    if (open) for (const task of section.tasks) rows.push({ kind: 'task', task });
  }
  return rows;
}
