// The registry of synced kinds on the server: one line per kind. A kind of core's registry without
// an entry here, or a change without a handler, does not compile.
import {
  kindOfChange,
  type ChangeOfKind,
  type KindName,
  type SyncChange,
  type SyncChangeKind,
} from '@fokus/core';
import { chatMessagesSync } from '../chat/chat.sync.js';
import { microTasksSync } from '../micro-tasks/micro-tasks.sync.js';
import { mvdSync } from '../mvd/mvd.sync.js';
import { notificationsSync } from '../notifications/notifications.sync.js';
import { pomodoroSessionsSync } from '../pomodoro/pomodoro.sync.js';
import { strategiesSync } from '../strategies/strategies.sync.js';
import { tagsSync, taskTagsSync } from '../tags/tags.sync.js';
import { tasksSync } from '../tasks/tasks.sync.js';
import type { AfterCommit, KindSync, SyncHandler } from './kind-sync.js';

export const SYNC_KIND_HANDLERS = {
  tasks: tasksSync,
  micro_tasks: microTasksSync,
  mvd_tasks: mvdSync,
  task_notifications: notificationsSync,
  strategies: strategiesSync,
  tags: tagsSync,
  task_tags: taskTagsSync,
  chat_messages: chatMessagesSync,
  pomodoro_sessions: pomodoroSessionsSync,
} as const satisfies { readonly [N in KindName]: KindSync<N> };

/** The handler of a change. */
export function handlerOf<K extends SyncChangeKind>(change: ChangeOfKind<K>): SyncHandler<ChangeOfKind<K>> {
  const handlers: Record<string, unknown> = SYNC_KIND_HANDLERS[kindOfChange(change)].handlers;
  return handlers[change.kind] as SyncHandler<ChangeOfKind<K>>;
}

/** What must run after a change commits, if anything. */
export function afterCommitOf(change: SyncChange): AfterCommit<SyncChange> | undefined {
  const kind: { afterCommit?: Record<string, unknown> } = SYNC_KIND_HANDLERS[kindOfChange(change)];
  const after = kind.afterCommit ?? {};
  return after[change.kind] as AfterCommit<SyncChange> | undefined;
}
