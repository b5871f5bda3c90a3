/**
 * How the main list is cut into collapsible sections (spec §2): by status in the classic mode, by energy
 * level (core's importance × urgency rule) in the energy mode, and flattened into rows for the
 * virtualized list.
 */
import {
  SECTION_OPEN_BY_DEFAULT,
  energyLevel,
  type GroupingMode,
  type PriorityWord,
  type Task,
  type TaskStatus,
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

/** Status sections in the order of work: what is running first, what is done last. */
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
    // Finished work has no energy to plan: it keeps its own (closed) section at the end.
    const open = tasks.filter((task) => task.status !== 'completed');
    const done = tasks.filter((task) => task.status === 'completed');
    return [
      ...ENERGY_ORDER.map((key) => ({
        key,
        tasks: open.filter((task) => energyLevel(task.importance, task.urgency) === key),
      })),
      { key: 'completed' as const, tasks: done },
    ].filter((section) => section.tasks.length > 0);
  }
  return STATUS_ORDER.map((key) => ({ key, tasks: tasks.filter((task) => task.status === key) })).filter(
    (section) => section.tasks.length > 0,
  );
}

/** Whether a section starts open: waiting and inProgress open, completed closed (core), others open. */
export function isOpenByDefault(key: SectionKey): boolean {
  return key in SECTION_OPEN_BY_DEFAULT
    ? SECTION_OPEN_BY_DEFAULT[key as keyof typeof SECTION_OPEN_BY_DEFAULT]
    : key !== 'cancelled';
}

/** The rows of the list: each header, then its tasks when the section is open. */
export function flattenSections(
  sections: readonly Section[],
  openOverrides: Readonly<Partial<Record<SectionKey, boolean>>>,
): ListRow[] {
  const rows: ListRow[] = [];
  for (const section of sections) {
    const open = openOverrides[section.key] ?? isOpenByDefault(section.key);
    rows.push({ kind: 'section', key: section.key, count: section.tasks.length, open });
    if (open) for (const task of section.tasks) rows.push({ kind: 'task', task });
  }
  return rows;
}

/** Today's date (YYYY-MM-DD) in the device's time zone, as the views compare it. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
