/**
 * What accepting or undoing one of the coach's proposed actions changes (spec §3 "Assistant
 * actions": nothing until the person accepts). Each action becomes the same queued changes a manual
 * edit makes, so it goes through the same queue and rules; the rows it creates get ids derived from
 * the message and the action, so an undo on another device or after a reload finds them.
 */
import type { SyncChange } from './kinds';
import { assistantUrgencyToLevel } from './priority';
import type { Task } from './schemas/answers';
import type { AssistantAction } from './schemas/assistant';
import type { ChatActionPrevious } from './schemas/chat';
import { ownProperty } from './text';

/** The fields of a task an action reads and may change. */
export type ActionTask = Pick<
  Task,
  'id' | 'title' | 'description' | 'importance' | 'urgency' | 'startDate' | 'status' | 'strategyId'
>;

/** Where an action sits: its message and its place in the message's actions. */
export interface ActionPlace {
  readonly messageId: string;
  readonly actionIndex: number;
}

/** Why an action cannot be applied or undone here. */
export type ActionProblem =
  /** The app has no such change from the chat (delegation, recurring tasks). */
  | 'unsupported'
  /** The task it names is not (or no longer) one of the person's. */
  | 'taskMissing'
  /** It carries too little to act on (no title, no steps, no strategy). */
  | 'incomplete'
  /** A deleted task cannot be brought back. */
  | 'cannotUndo';

/** The changes that apply an action, and what it replaces (kept with the action for its undo). */
export type ActionPlan =
  { ok: true; changes: SyncChange[]; previous?: ChatActionPrevious } | { ok: false; problem: ActionProblem };

/** The changes that undo an applied action. */
export type UndoPlan = { ok: true; changes: SyncChange[] } | { ok: false; problem: ActionProblem };

const HEX_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Action kinds whose undo is impossible: the person confirms them first. */
export const IRREVERSIBLE_ACTION_TYPES: ReadonlySet<AssistantAction['type']> = new Set(['delete_task']);

/** Action kinds the chat cannot apply (they need their own screens). */
export const UNSUPPORTED_ACTION_TYPES: ReadonlySet<AssistantAction['type']> = new Set([
  'delegate_task',
  'create_recurring_task',
]);

/**
 * The id of the `item`-th row an accepted action creates: the message id's last 16 bits mixed with
 * the action's place, stamped as a version-8 UUID, so it never equals a client's version-7 id and an
 * undo can name it without having stored it. Throws on a message id that is not a UUID.
 */
export function chatActionRowId(messageId: string, actionIndex: number, item = 0): string {
  const id = messageId.toLowerCase();
  if (!HEX_UUID.test(id)) throw new Error('chatActionRowId needs a UUID');
  const digits = id.replaceAll('-', '');
  const tail = parseInt(digits.slice(28), 16) ^ (((actionIndex & 0x3f) << 10) | ((item & 0x3ff) + 1));
  const hex = `${digits.slice(0, 12)}8${digits.slice(13, 28)}${tail.toString(16).padStart(4, '0')}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A string property of the assistant's free-form strategy data, trimmed, or undefined. */
function strategyText(data: AssistantAction['strategyData'], key: string): string | undefined {
  const value = ownProperty(data, key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The task edits an action's task data asks for (urgency read on the assistant's 1–10 scale). */
function taskEdits(data: AssistantAction['taskData']) {
  const edits: {
    title?: string;
    description?: string;
    importance?: 1 | 2;
    urgency?: 1 | 2;
    startDate?: string;
  } = {};
  if (!data) return edits;
  if (data.title !== undefined && data.title.trim() !== '') edits.title = data.title.trim();
  if (data.description !== undefined && data.description.trim() !== '')
    edits.description = data.description.trim();
  if (data.importance !== undefined) edits.importance = data.importance;
  if (data.urgency !== undefined) edits.urgency = assistantUrgencyToLevel(data.urgency);
  if (data.startDate !== undefined && DATE.test(data.startDate.slice(0, 10)))
    edits.startDate = data.startDate.slice(0, 10);
  return edits;
}

/** The fields of `task` that `edits` would change, as they are now. */
function previousOf(task: ActionTask, keys: readonly (keyof ChatActionPrevious)[]): ChatActionPrevious {
  const previous: Record<string, unknown> = {};
  for (const key of keys) previous[key] = task[key];
  return previous as ChatActionPrevious;
}

/**
 * The queued changes that apply an action, given the task it names as the person's lists show it
 * now (undefined when it is not there). Nothing is queued here: the caller queues the changes.
 */
export function planAssistantAction(
  action: AssistantAction,
  place: ActionPlace,
  task: ActionTask | undefined,
): ActionPlan {
  if (UNSUPPORTED_ACTION_TYPES.has(action.type)) return { ok: false, problem: 'unsupported' };
  switch (action.type) {
    case 'create_task': {
      const { title, ...rest } = taskEdits(action.taskData);
      if (title === undefined) return { ok: false, problem: 'incomplete' };
      const id = chatActionRowId(place.messageId, place.actionIndex);
      return { ok: true, changes: [{ kind: 'createTask', input: { id, type: 'task', title, ...rest } }] };
    }
    case 'create_strategy': {
      const name = strategyText(action.strategyData, 'name');
      if (name === undefined) return { ok: false, problem: 'incomplete' };
      const description = strategyText(action.strategyData, 'description');
      const id = chatActionRowId(place.messageId, place.actionIndex);
      return {
        ok: true,
        changes: [
          {
            kind: 'createStrategy',
            input: { id, name, description: description ?? null, color: 'blue', priority: 2 },
          },
        ],
      };
    }
    default:
      break;
  }
  if (task === undefined || action.taskId === undefined || task.id !== action.taskId)
    return { ok: false, problem: 'taskMissing' };
  const taskId = task.id;
  switch (action.type) {
    case 'update_task':
    case 'update_importance':
    case 'update_urgency': {
      const all = taskEdits(action.taskData);
      const edits =
        action.type === 'update_importance'
          ? { importance: all.importance }
          : action.type === 'update_urgency'
            ? { urgency: all.urgency }
            : all;
      const input = Object.fromEntries(Object.entries(edits).filter(([, value]) => value !== undefined));
      const status = action.type === 'update_task' ? action.taskData?.status : undefined;
      const changes: SyncChange[] = [];
      if (Object.keys(input).length > 0) changes.push({ kind: 'updateTask', taskId, input });
      if (status !== undefined && status !== task.status)
        changes.push({ kind: 'changeStatus', taskId, input: { status } });
      if (changes.length === 0) return { ok: false, problem: 'incomplete' };
      const keys = Object.keys(input) as (keyof ChatActionPrevious)[];
      if (status !== undefined && status !== task.status) keys.push('status');
      return { ok: true, changes, previous: previousOf(task, keys) };
    }
    case 'complete_task':
      return {
        ok: true,
        changes: [{ kind: 'changeStatus', taskId, input: { status: 'completed' } }],
        previous: { status: task.status },
      };
    case 'delete_task':
      return { ok: true, changes: [{ kind: 'deleteTask', taskId }] };
    case 'assign_strategy':
      if (action.strategyId === undefined) return { ok: false, problem: 'incomplete' };
      return {
        ok: true,
        changes: [{ kind: 'updateTask', taskId, input: { strategyId: action.strategyId } }],
        previous: { strategyId: task.strategyId },
      };
    case 'create_subtasks': {
      const steps = (action.subtasks ?? []).filter((step) => step.title.trim() !== '');
      if (steps.length === 0) return { ok: false, problem: 'incomplete' };
      return {
        ok: true,
        changes: steps.map((step, index) => ({
          kind: 'createMicroTask',
          taskId,
          input: {
            id: chatActionRowId(place.messageId, place.actionIndex, index),
            title: step.title.trim(),
            order: step.order,
            ...(step.estimatedMinutes === undefined ? {} : { estimatedMinutes: step.estimatedMinutes }),
          },
        })),
      };
    }
    default:
      return { ok: false, problem: 'unsupported' };
  }
}

/**
 * The queued changes that undo an applied action in one step: the rows it created are deleted and
 * the fields it changed are put back as `previous` recorded them. A deleted task cannot come back.
 */
export function planAssistantActionUndo(
  action: AssistantAction & { previous?: ChatActionPrevious | undefined },
  place: ActionPlace,
): UndoPlan {
  if (IRREVERSIBLE_ACTION_TYPES.has(action.type)) return { ok: false, problem: 'cannotUndo' };
  if (UNSUPPORTED_ACTION_TYPES.has(action.type)) return { ok: false, problem: 'unsupported' };
  switch (action.type) {
    case 'create_task':
      return {
        ok: true,
        changes: [{ kind: 'deleteTask', taskId: chatActionRowId(place.messageId, place.actionIndex) }],
      };
    case 'create_strategy':
      return {
        ok: true,
        changes: [
          { kind: 'deleteStrategy', strategyId: chatActionRowId(place.messageId, place.actionIndex) },
        ],
      };
    case 'create_subtasks':
      return {
        ok: true,
        changes: (action.subtasks ?? [])
          .filter((step) => step.title.trim() !== '')
          .map((_step, index) => ({
            kind: 'deleteMicroTask',
            microTaskId: chatActionRowId(place.messageId, place.actionIndex, index),
          })),
      };
    default:
      break;
  }
  if (action.taskId === undefined || action.previous === undefined)
    return { ok: false, problem: 'incomplete' };
  const taskId = action.taskId;
  const { status, ...fields } = action.previous;
  const changes: SyncChange[] = [];
  if (Object.keys(fields).length > 0) changes.push({ kind: 'updateTask', taskId, input: fields });
  if (status !== undefined) changes.push({ kind: 'changeStatus', taskId, input: { status } });
  return changes.length === 0 ? { ok: false, problem: 'incomplete' } : { ok: true, changes };
}
