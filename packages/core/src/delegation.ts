/**
 * Delegation rules (spec §4, §5, §6): assignment states, the delegated page's access checks in the
 * spec's order, what an assignee may change, comments and the welcome banner.
 */
import { ASSIGNEE_NAME_MAX_LENGTH, COMMENT_MAX_LENGTH } from './constants';
import { delegationEmailSubject } from './delegation-email';
import { DomainError, type ErrorCode, type NoticeCode } from './errors';
import type { Assignment, AssignmentStatus, Comment, DelegatedTask, Task } from './schemas/answers';
import { parseAssignment, type TaskEmailPayload } from './schemas/task';
import type { Language } from './settings';
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

/** Random bytes in a delegation token: 256 bits, well above the 128 the design asks for. */
export const DELEGATION_TOKEN_BYTES = 32;

/** Characters of `bytes` bytes in unpadded base64url: every 3 bytes become 4 characters. */
function base64UrlLength(bytes: number): number {
  return Math.ceil((bytes / 3) * 4);
}

/** Characters of a token: DELEGATION_TOKEN_BYTES in unpadded base64url. */
export const DELEGATION_TOKEN_LENGTH = base64UrlLength(DELEGATION_TOKEN_BYTES);

const DELEGATION_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${DELEGATION_TOKEN_LENGTH}}$`);

/**
 * True when `value` has the shape of a token the server hands out (one string of unpadded base64url of
 * the right length). Anything else (missing, empty, an array of values, another shape) cannot match a
 * stored token and is refused before any lookup.
 */
export function isDelegationTokenFormat(value: unknown): value is string {
  return typeof value === 'string' && DELEGATION_TOKEN_PATTERN.test(value);
}

/**
 * The code of the one answer every refused delegated-page request gets (DESIGN.md: every invalid case
 * answers the same). It is the API's plain 404, the answer of a path that names no route, so a missing
 * task id, a malformed one, an unknown task and a wrong, another task's or revoked token cannot be told
 * apart. The page shows 'Insufficient access data' from its own URL when a parameter is missing.
 */
export const DELEGATED_ACCESS_DENIED_CODE = 'NOT_FOUND' satisfies ErrorCode;

/** The codes of the delegated page's access checks (`checkDelegatedAccess`), all answered as one. */
export const DELEGATED_ACCESS_ERROR_CODES = [
  'INSUFFICIENT_ACCESS_DATA',
  'TASK_NOT_FOUND',
  'DUPLICATE_TASK_ID',
  'TASK_NOT_DELEGATED',
  'INVALID_ACCESS_TOKEN',
] as const satisfies readonly ErrorCode[];

/**
 * The code a public delegated-page request is answered with: every access failure becomes
 * DELEGATED_ACCESS_DENIED_CODE; what a valid link's action is refused for (already completed, an
 * empty comment) keeps its own code.
 */
export function publicDelegatedErrorCode(code: ErrorCode): ErrorCode {
  return (DELEGATED_ACCESS_ERROR_CODES as readonly ErrorCode[]).includes(code)
    ? DELEGATED_ACCESS_DENIED_CODE
    : code;
}

/** What the delegate does through a link (spec §4, §6); nothing else is offered to them. */
export type DelegateAction = 'read' | 'comment' | 'attach' | 'setName' | 'complete' | 'readNotifications';

/** The change a delegate action counts as for the owner's notification; null when the owner is not told. */
export function delegateActionNotification(
  action: DelegateAction,
): 'comment' | 'attachment' | 'status' | 'other' | null {
  switch (action) {
    case 'comment':
      return 'comment';
    case 'attach':
      return 'attachment';
    case 'complete':
      return 'status';
    case 'setName':
      return 'other';
    default:
      return null;
  }
}

/**
 * The assignment after a delegate action: reading changes nothing; commenting or giving a name shows
 * the delegate took the task on, so pending becomes accepted (so does attaching a file); completing goes through
 * `completeDelegatedTask`. States only move forward (`canAdvanceAssignment`).
 */
export function assignmentAfterDelegateAction(assignment: Assignment, action: DelegateAction): Assignment {
  if (action === 'complete') {
    return canAdvanceAssignment(assignment.status, 'completed')
      ? { ...assignment, status: 'completed' }
      : assignment;
  }
  const engages = action === 'comment' || action === 'attach' || action === 'setName';
  if (engages && canAdvanceAssignment(assignment.status, 'accepted')) {
    return { ...assignment, status: 'accepted' };
  }
  return assignment;
}

/** The assignment as stored: never with a token (the server keeps only the token's hash, apart). */
export function storedAssignment(assignment: Assignment): Assignment {
  const { access_token: _token, ...rest } = assignment;
  return rest;
}

/** The delegation e-mail's payload (spec §7 send-task-email); `taskLink` is the page's absolute URL. */
export function delegationEmailPayload(input: {
  assignment: Assignment;
  taskTitle: string;
  /** The description as plain text. */
  taskDescription: string;
  assignerName: string;
  taskLink: string;
  language: Language;
}): TaskEmailPayload {
  return {
    to: input.assignment.assignee_email,
    subject: delegationEmailSubject(input.taskTitle, input.language),
    taskTitle: input.taskTitle,
    taskDescription: input.taskDescription,
    assigneeName: input.assignment.assignee_name?.trim() ?? '',
    assignerName: input.assignerName,
    taskLink: input.taskLink,
    language: input.language,
  };
}

/** The fields of a task the delegated page reads; nothing else of the owner's is ever given out. */
export type DelegatedTaskSource = Pick<
  Task,
  | 'id'
  | 'title'
  | 'description'
  | 'status'
  | 'startDate'
  | 'dueDate'
  | 'startTime'
  | 'attachments'
  | 'comments'
>;

/** The delegate's download path of an attachment (without the token, which the page appends). */
export function delegatedAttachmentPath(taskId: string, attachmentId: string): string {
  return `/api/shared-tasks/${taskId}/attachments/${attachmentId}`;
}

/**
 * The task as the delegated page sees it: no owner id or e-mail, no other task fields; comments keep
 * their author's name but not their e-mail, and say whether the delegate wrote them; attachments are
 * downloaded through the link's own route.
 */
export function delegatedTaskView(task: DelegatedTaskSource, assignment: Assignment): DelegatedTask {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    startDate: task.startDate,
    dueDate: task.dueDate,
    startTime: task.startTime,
    // The owner's download path needs a session; the delegate downloads through the link's own route
    // (the page adds `?token=`).
    attachments: task.attachments.map((attachment) => ({
      ...attachment,
      url: delegatedAttachmentPath(task.id, attachment.id),
    })),
    comments: task.comments.map((comment) => ({
      id: comment.id,
      text: comment.text,
      createdAt: comment.created_at,
      authorName: comment.author_name?.trim() || null,
      fromAssignee: comment.author_email === assignment.assignee_email,
    })),
    assignment: {
      assigneeName: assignment.assignee_name?.trim() || null,
      status: assignment.status,
      assignedAt: assignment.assigned_at,
    },
  };
}
