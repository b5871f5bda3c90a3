/**
 * Delegation rules (spec §4, §5, §6): assignment states, the delegated page's access checks in the
 * spec's order, what an assignee may change, comments and the welcome banner.
 */
import { ASSIGNEE_NAME_MAX_LENGTH, COMMENT_MAX_LENGTH } from './constants';
import { DomainError, type NoticeCode } from './errors';
import type { Assignment, AssignmentStatus, Comment } from './schemas/answers';
import { parseAssignment } from './schemas/task';
import { ASSIGNMENT_STATUSES } from './schemas/answers';
import type { TaskStatus } from './task-status';

/** Author e-mail of an assignee comment when the assignment has no e-mail to use. */
export const FALLBACK_AUTHOR_EMAIL = 'assignee@unknown.invalid';

/** True when an assignment may move from `from` to `to`: only forward (pending → accepted → completed). */
export function canAdvanceAssignment(from: AssignmentStatus, to: AssignmentStatus): boolean {
  return ASSIGNMENT_STATUSES.indexOf(to) > ASSIGNMENT_STATUSES.indexOf(from);
}

/** The part of a stored task row the delegated-page checks read. */
export interface DelegatedTaskRow {
  readonly id: string;
  /** Stored assignment: JSON text, an object, or empty. */
  readonly assignment: unknown;
}

/** Input of the delegated-page access check. */
export interface DelegatedAccessCheck<Row extends DelegatedTaskRow> {
  readonly taskId: string | null | undefined;
  readonly token: string | null | undefined;
  /** Every row found for taskId (the spec tells "none" from "several"). */
  readonly rows: readonly Row[];
  /**
   * Compares the presented token with the stored assignment. Injected because the server stores the
   * token hashed and compares in constant time, which needs crypto that core may not import.
   */
  readonly tokenMatches: (token: string, assignment: Assignment) => boolean;
}

/** A row that passed the checks, with its parsed assignment. */
export interface DelegatedAccess<Row extends DelegatedTaskRow> {
  readonly row: Row;
  readonly assignment: Assignment;
}

/**
 * Runs the delegated page checks in spec order: ids present, task found, id unique, assignment
 * parsable, token matches. Throws the matching DomainError; the server may answer every failure the
 * same way (DESIGN.md) while still logging the precise code.
 */
export function checkDelegatedAccess<Row extends DelegatedTaskRow>(
  check: DelegatedAccessCheck<Row>,
): DelegatedAccess<Row> {
  const taskId = check.taskId?.trim() ?? '';
  const token = check.token?.trim() ?? '';
  if (taskId === '' || token === '') throw new DomainError('INSUFFICIENT_ACCESS_DATA');
  const [row, ...others] = check.rows;
  if (row === undefined) throw new DomainError('TASK_NOT_FOUND');
  if (others.length > 0) throw new DomainError('DUPLICATE_TASK_ID', { count: check.rows.length });
  const assignment = parseAssignment(row.assignment);
  if (assignment === null) throw new DomainError('TASK_NOT_DELEGATED');
  if (!check.tokenMatches(token, assignment)) throw new DomainError('INVALID_ACCESS_TOKEN');
  return { row, assignment };
}

/** Fields of a delegated task the assignee may change (spec §6); everything else is the owner's. */
export const ASSIGNEE_EDITABLE_FIELDS = ['status', 'assigneeName', 'comments', 'attachments'] as const;

/** A field the assignee may change. */
export type AssigneeEditableField = (typeof ASSIGNEE_EDITABLE_FIELDS)[number];

/** Throws ASSIGNEE_FIELD_FORBIDDEN unless the patch only touches assignee fields and only sets status to completed. */
export function assertAssigneePatch(patch: Readonly<Record<string, unknown>>): void {
  const forbidden = Object.keys(patch).filter(
    (key) => !(ASSIGNEE_EDITABLE_FIELDS as readonly string[]).includes(key),
  );
  if (forbidden.length > 0) throw new DomainError('ASSIGNEE_FIELD_FORBIDDEN', { fields: forbidden });
  if ('status' in patch && patch.status !== 'completed') {
    throw new DomainError('ASSIGNEE_FIELD_FORBIDDEN', { fields: ['status'] });
  }
}

/** The state a delegated task is completed from. */
export interface DelegatedTaskState {
  readonly status: TaskStatus;
  readonly isDelegated: boolean;
  readonly assignment: Assignment | null;
}

/** Marks a delegated task completed: both the task and the assignment become completed (spec §4). */
export function completeDelegatedTask(task: DelegatedTaskState): {
  status: 'completed';
  assignment: Assignment;
} {
  if (task.status === 'completed' || task.assignment?.status === 'completed') {
    throw new DomainError('TASK_ALREADY_COMPLETED');
  }
  if (!task.isDelegated || task.assignment === null) throw new DomainError('TASK_IS_NOT_DELEGATED');
  return { status: 'completed', assignment: { ...task.assignment, status: 'completed' } };
}

/**
 * The delegated page's 'Mark as Completed' button: enabled until the task is completed, then disabled
 * with the note 'Task already marked as completed' (spec §4); the assignee cannot un-complete.
 */
export function delegatedCompleteButton(
  task: Pick<DelegatedTaskState, 'status' | 'assignment'>,
): { readonly disabled: false } | { readonly disabled: true; readonly note: NoticeCode } {
  return task.status === 'completed' || task.assignment?.status === 'completed'
    ? { disabled: true, note: 'DELEGATED_TASK_ALREADY_COMPLETED' }
    : { disabled: false };
}

/** What cancelling a delegation writes: no assignment and not delegated (spec §4). */
export function cancelDelegation(): { assignment: null; isDelegated: false } {
  return { assignment: null, isDelegated: false };
}

/** Builds the assignment of a new delegation (token passed in: core has no randomness). */
export function createAssignment(input: {
  accessToken: string;
  assigneeEmail: string;
  assigneeName?: string | null | undefined;
  now: Date;
}): Assignment {
  const name = input.assigneeName?.trim();
  return {
    access_token: input.accessToken,
    assignee_email: input.assigneeEmail.trim(),
    ...(name ? { assignee_name: name } : {}),
    status: 'pending',
    assigned_at: input.now.toISOString(),
  };
}

/** Path of the delegated page for a task: /shared-task/{id}?token={token}. */
export function delegationPath(taskId: string, token: string): string {
  return `/shared-task/${encodeURIComponent(taskId)}?token=${encodeURIComponent(token)}`;
}

/** The assignment with the assignee's own (trimmed, non-empty) name. */
export function setAssigneeName(assignment: Assignment, name: string): Assignment {
  return { ...assignment, assignee_name: validateAssigneeName(name) };
}

/** Kinds of assignee update the owner is notified about (spec §4). */
export type AssigneeUpdateKind = 'comment' | 'attachment' | 'status';

/** The notification the owner gets when the assignee comments, attaches a file or completes the task. */
export function assigneeUpdateNotification(
  kind: AssigneeUpdateKind,
  assignment: Assignment,
  data: Record<string, unknown>,
): { type: AssigneeUpdateKind; data: Record<string, unknown>; author: string } {
  return { type: kind, data, author: assignment.assignee_name?.trim() || assignment.assignee_email };
}

/** Trims a comment; throws COMMENT_EMPTY when nothing is left. */
export function validateCommentText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new DomainError('COMMENT_EMPTY');
  if (trimmed.length > COMMENT_MAX_LENGTH) throw new DomainError('VALIDATION_ERROR', { field: 'text' });
  return trimmed;
}

/** Trims an assignee name; throws ASSIGNEE_NAME_EMPTY when nothing is left. */
export function validateAssigneeName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new DomainError('ASSIGNEE_NAME_EMPTY');
  if (trimmed.length > ASSIGNEE_NAME_MAX_LENGTH) throw new DomainError('VALIDATION_ERROR', { field: 'name' });
  return trimmed;
}

/** A comment id built from the timestamp, with a suffix when that id is already taken in the same millisecond. */
export function commentId(now: Date, existing: readonly Pick<Comment, 'id'>[]): string {
  const base = String(now.getTime());
  const taken = new Set(existing.map((comment) => comment.id));
  if (!taken.has(base)) return base;
  let suffix = 1;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** Author of a comment. */
export interface CommentAuthor {
  readonly email?: string | null | undefined;
  readonly name?: string | null | undefined;
}

/** Builds a comment at `now`; an author without e-mail gets FALLBACK_AUTHOR_EMAIL. */
export function createComment(
  text: string,
  author: CommentAuthor,
  now: Date,
  existing: readonly Comment[],
): Comment {
  const email = author.email?.trim();
  const name = author.name?.trim();
  return {
    id: commentId(now, existing),
    text: validateCommentText(text),
    created_at: now.toISOString(),
    author_email: email ? email : FALLBACK_AUTHOR_EMAIL,
    ...(name ? { author_name: name } : {}),
  };
}

/** Local-storage key of the "welcome banner shown" flag, one per task and token (spec §2). */
export function welcomeBannerStorageKey(taskId: string, token: string): string {
  return `delegated-welcome-shown:${taskId}:${token}`;
}

/** The banner asking for the assignee's name shows once, and only while no name is set. */
export function shouldShowWelcomeBanner(assignment: Assignment, alreadyShown: boolean): boolean {
  return !alreadyShown && !assignment.assignee_name?.trim();
}
