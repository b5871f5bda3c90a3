import { describe, expect, it } from 'vitest';
import {
  DELEGATED_ACCESS_DENIED_CODE,
  DELEGATED_ACCESS_ERROR_CODES,
  DELEGATION_TOKEN_LENGTH,
  assignmentAfterDelegateAction,
  delegateActionNotification,
  delegatedTaskView,
  delegationEmailPayload,
  isDelegationTokenFormat,
  publicDelegatedErrorCode,
  storedAssignment,
} from './delegation';
import { overlayTask, taskFromCreate } from './kinds/tasks';
import { delegatedTaskSchema, type Assignment } from './schemas/answers';
import { emptyDelegateBodySchema, taskEmailPayloadSchema } from './schemas/task';

const assignment: Assignment = {
  assignee_email: 'ann@example.com',
  assignee_name: 'Ann',
  status: 'pending',
  assigned_at: '2025-01-01T00:00:00.000Z',
};
const token = 'A'.repeat(DELEGATION_TOKEN_LENGTH - 2) + '-_';

describe('delegation token format', () => {
  it('is 43 characters of base64url (256 bits)', () => {
    expect(DELEGATION_TOKEN_LENGTH).toBe(43);
    expect(isDelegationTokenFormat(token)).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['an array', [token]],
    ['two values', [token, token]],
    ['too short', token.slice(1)],
    ['too long', `${token}A`],
    ['padded base64', `${token.slice(0, -1)}=`],
    ['plus and slash', `${token.slice(0, -2)}+/`],
    ['a number', 42],
    ['with spaces', ` ${token.slice(1)}`],
  ])('refuses %s', (_name, value) => {
    expect(isDelegationTokenFormat(value)).toBe(false);
  });
});

describe('the identical answer of refused delegated access', () => {
  it('answers every access failure with the one code', () => {
    for (const code of DELEGATED_ACCESS_ERROR_CODES) {
      expect(publicDelegatedErrorCode(code)).toBe(DELEGATED_ACCESS_DENIED_CODE);
    }
    expect(DELEGATED_ACCESS_DENIED_CODE).toBe('NOT_FOUND');
  });

  it('keeps the code of an action a valid link is refused', () => {
    expect(publicDelegatedErrorCode('TASK_ALREADY_COMPLETED')).toBe('TASK_ALREADY_COMPLETED');
    expect(publicDelegatedErrorCode('VALIDATION_ERROR')).toBe('VALIDATION_ERROR');
  });
});

describe('assignment transitions of delegate actions', () => {
  it('moves pending to accepted when the delegate comments or gives a name', () => {
    expect(assignmentAfterDelegateAction(assignment, 'comment').status).toBe('accepted');
    expect(assignmentAfterDelegateAction(assignment, 'setName').status).toBe('accepted');
    expect(assignmentAfterDelegateAction(assignment, 'attach').status).toBe('accepted');
  });

  it('leaves the assignment as it is on reading', () => {
    expect(assignmentAfterDelegateAction(assignment, 'read')).toBe(assignment);
    expect(assignmentAfterDelegateAction(assignment, 'readNotifications')).toBe(assignment);
  });

  it('completes, and never moves back from completed', () => {
    const done = assignmentAfterDelegateAction(assignment, 'complete');
    expect(done.status).toBe('completed');
    expect(assignmentAfterDelegateAction(done, 'comment').status).toBe('completed');
    expect(assignmentAfterDelegateAction(done, 'setName').status).toBe('completed');
  });

  it('tells the owner of comments, files, names and completion only', () => {
    expect(delegateActionNotification('comment')).toBe('comment');
    expect(delegateActionNotification('attach')).toBe('attachment');
    expect(delegateActionNotification('complete')).toBe('status');
    expect(delegateActionNotification('setName')).toBe('other');
    expect(delegateActionNotification('read')).toBeNull();
    expect(delegateActionNotification('readNotifications')).toBeNull();
  });
});

describe('what the delegate sees', () => {
  const task = {
    id: '0196f1d8-0000-7000-8000-000000000001',
    title: 'Buy paint',
    description: 'White',
    status: 'waiting' as const,
    startDate: '2025-01-03',
    dueDate: null,
    startTime: null,
    attachments: [],
    comments: [
      {
        id: '1',
        text: 'Owner here',
        created_at: '2025-01-01T00:00:00.000Z',
        author_email: 'owner@example.com',
        author_name: 'Olga',
      },
      { id: '2', text: 'On it', created_at: '2025-01-01T00:00:01.000Z', author_email: 'ann@example.com' },
    ],
  };

  it('never holds an e-mail or a token, and parses with the answer schema', () => {
    const view = delegatedTaskView(task, { ...assignment, access_token: 'secret' });
    const text = JSON.stringify(view);
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('secret');
    expect(delegatedTaskSchema.parse(view)).toEqual(view);
    expect(view.comments.map((comment) => comment.fromAssignee)).toEqual([false, true]);
    expect(view.assignment).toEqual({
      assigneeName: 'Ann',
      status: 'pending',
      assignedAt: assignment.assigned_at,
    });
  });

  it('stores an assignment without its token', () => {
    expect(storedAssignment({ ...assignment, access_token: 'secret' })).toEqual(assignment);
  });
});

describe('the delegation e-mail', () => {
  it('is the spec payload in the task language', () => {
    const payload = delegationEmailPayload({
      assignment,
      taskTitle: 'Buy paint',
      taskDescription: 'White',
      assignerName: 'Olga',
      taskLink: 'http://fokus.test/shared-task/x?token=y',
      language: 'ru',
    });
    expect(taskEmailPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({ to: 'ann@example.com', assigneeName: 'Ann', language: 'ru' });
    expect(payload.subject).toContain('Buy paint');
  });
});

describe('delegate request bodies', () => {
  it('refuses any field where nothing may be sent', () => {
    expect(emptyDelegateBodySchema.safeParse({}).success).toBe(true);
    expect(emptyDelegateBodySchema.safeParse({ status: 'waiting' }).success).toBe(false);
  });
});

describe('a queued cancellation', () => {
  it('shows on the task at once: no assignment, not delegated', () => {
    const task = {
      ...taskFromCreate({ id: 'task-1', title: 'Paint', type: 'task' }, new Date(0), 'user-1'),
      assignment,
      isDelegated: true,
    };
    const queued = {
      operationId: 'op-1',
      at: new Date(1),
      change: { kind: 'cancelDelegation', taskId: 'task-1' },
    } as const;
    expect(overlayTask(task, [queued], { id: 'user-1', email: 'a@example.org', name: 'A' })).toMatchObject({
      assignment: null,
      isDelegated: false,
    });
  });
});
