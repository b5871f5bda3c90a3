/**
 * Shapes of the jsonb columns. They keep the spec's field names (snake_case inside the JSON) so the
 * API can hand them out unchanged. They are compile-time annotations only: the server validates
 * input with the zod schemas of `@fokus/core` before anything is written.
 */

/** A JSON value as PostgreSQL's jsonb stores it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** spec §3 Attachment. */
export interface TaskAttachment {
  id: string;
  name: string;
  /** MIME type. */
  type: string;
  /** Bytes. */
  size: number;
  url: string;
  created_at: string;
}

/** spec §3 Comment. */
export interface TaskComment {
  id: string;
  text: string;
  created_at: string;
  author_email: string;
  author_name?: string | null;
}

export const ASSIGNMENT_STATUSES = ['pending', 'accepted', 'completed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/**
 * spec §3 Assignment, WITHOUT its access token: the token is stored hashed in `delegation_tokens`
 * (DESIGN.md "Delegation tokens"), so a read of the task never exposes it.
 */
export interface TaskAssignment {
  assignee_email: string;
  assignee_name?: string | null;
  status: AssignmentStatus;
  assigned_at: string;
}

/** spec §3 Task grouping → Group. */
export interface TaskGroup {
  id: string;
  name: string;
  description: string;
  color: string;
  /** Task ids. */
  tasks: string[];
  priority: string;
  estimated_time: string;
  suggested_order: number;
}

/** spec §3 Recurring-task template → Pattern. */
export interface RecurrencePattern {
  type: 'daily' | 'weekly' | 'custom';
  timeOfDay?: string;
  /** 1-7, Monday to Sunday. */
  daysOfWeek?: number[];
  /** Days between occurrences for `custom`. */
  interval?: number;
}

/** spec §3 Review session → session_data. */
export interface ReviewSessionData {
  reviewed_tasks: string[];
  session_notes: string;
}

/** A mind-map node as @xyflow/react stores it (spec §3 Mind map → Node data). */
export interface MindMapNode {
  id: string;
  type: string;
  position: { x: number; y: number };
  data: { [key: string]: JsonValue };
}

/** A connection between two mind-map nodes. */
export interface MindMapConnection {
  id: string;
  source: string;
  target: string;
  [key: string]: JsonValue;
}

/** spec §3 Assistant action, as kept with the chat message that proposed it. */
export interface AssistantAction {
  type: string;
  applied: boolean;
  [key: string]: JsonValue;
}

/** When a habit is due. */
export interface HabitSchedule {
  type: 'daily' | 'weekly';
  /** 1-7, Monday to Sunday; for `weekly`. */
  daysOfWeek?: number[];
}
