/**
 * The registry of synced kinds: one line per kind in `ChangesByKind` and one in `SYNC_KINDS`. The
 * server's sync handlers and the web's cache adapters are keyed by the same names, and the compiler
 * refuses a kind (or a change) that one of them misses.
 */
import { chatMessageKind, type ChatMessageChange } from './chat-messages';
import type { KindDescriptor } from './descriptor';
import { microTaskKind, type MicroTaskChange } from './micro-tasks';
import { mvdKind, type MvdChange } from './mvd';
import { notificationKind, type NotificationChange } from './notifications';
import { pomodoroSessionKind, type PomodoroSessionChange } from './pomodoro-sessions';
import { strategyKind, type StrategyChange } from './strategies';
import { tagKind, type TagChange } from './tags';
import { taskTagKind, type TaskTagChange } from './task-tags';
import { taskKind, type TaskChange } from './tasks';

/** The changes of each kind, by the kind's name (its table). */
export interface ChangesByKind {
  tasks: TaskChange;
  micro_tasks: MicroTaskChange;
  mvd_tasks: MvdChange;
  task_notifications: NotificationChange;
  strategies: StrategyChange;
  tags: TagChange;
  task_tags: TaskTagChange;
  chat_messages: ChatMessageChange;
  pomodoro_sessions: PomodoroSessionChange;
}

/** The name of a synced kind: the table its rows live in. */
export type KindName = keyof ChangesByKind;

/** Every change the app makes, by intent; each is exactly one operation and one REST call. */
export type SyncChange = ChangesByKind[KindName];

/** The kinds of change. */
export type SyncChangeKind = SyncChange['kind'];

/** One change kind's change. */
export type ChangeOfKind<K extends SyncChangeKind> = Extract<SyncChange, { kind: K }>;

/** Every synced kind, described once. */
export const SYNC_KINDS = {
  tasks: taskKind,
  micro_tasks: microTaskKind,
  mvd_tasks: mvdKind,
  task_notifications: notificationKind,
  strategies: strategyKind,
  tags: tagKind,
  task_tags: taskTagKind,
  chat_messages: chatMessageKind,
  pomodoro_sessions: pomodoroSessionKind,
} as const satisfies { readonly [N in KindName]: KindDescriptor<N, ChangesByKind[N]> };

/** The names of the synced kinds. */
export const KIND_NAMES = Object.keys(SYNC_KINDS) as KindName[];

/** The kind a change belongs to. */
export function kindOfChange(change: SyncChange): KindName {
  return KIND_OF_CHANGE[change.kind];
}

const KIND_OF_CHANGE = Object.fromEntries(
  KIND_NAMES.flatMap((name) => Object.keys(SYNC_KINDS[name].changes).map((kind) => [kind, name])),
) as Record<SyncChangeKind, KindName>;

export * from './descriptor';
export * from './tasks';
export * from './micro-tasks';
export * from './mvd';
export * from './notifications';
export * from './strategies';
export * from './tags';
export * from './task-tags';
export * from './chat-messages';
export * from './pomodoro-sessions';
