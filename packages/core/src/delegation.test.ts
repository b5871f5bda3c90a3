import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_EDITABLE_FIELDS,
  FALLBACK_AUTHOR_EMAIL,
  assertAssigneePatch,
  assigneeUpdateNotification,
  canAdvanceAssignment,
  cancelDelegation,
  checkDelegatedAccess,
  commentId,
  completeDelegatedTask,
  createAssignment,
  createComment,
  delegatedCompleteButton,
  delegationPath,
  setAssigneeName,
  shouldShowWelcomeBanner,
  validateAssigneeName,
  validateCommentText,
  welcomeBannerStorageKey,
} from './delegation';
import { DomainError, noticeMessage, type ErrorCode } from './errors';
import type { Assignment } from './schemas/answers';

const NOW = new Date('2025-01-02T03:04:05.006Z');
const assignment: Assignment = {
  access_token: 'secret',
  assignee_email: 'ann@example.com',
  status: 'pending',
  assigned_at: '2025-01-01T00:00:00.000Z',
};
const row = { id: 't1', assignment: JSON.stringify(assignment) };
const tokenMatches = (token: string, a: Assignment) => token === a.access_token;

function codeOf(run: () => unknown): ErrorCode | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}

describe('assignment states', () => {
  it('only moves forward: pending → accepted → completed', () => {
    expect(canAdvanceAssignment('pending', 'accepted')).toBe(true);
    expect(canAdvanceAssignment('accepted', 'completed')).toBe(true);
    expect(canAdvanceAssignment('pending', 'completed')).toBe(true);
    expect(canAdvanceAssignment('completed', 'pending')).toBe(false);
    expect(canAdvanceAssignment('accepted', 'accepted')).toBe(false);
  });
});

describe('checkDelegatedAccess', () => {
  const base = { taskId: 't1', token: 'secret', rows: [row], tokenMatches };

  it('returns the row and parsed assignment when everything matches', () => {
    expect(checkDelegatedAccess(base)).toEqual({ row, assignment });
  });

  it('checks in spec order', () => {
    expect(codeOf(() => checkDelegatedAccess({ ...base, taskId: '' }))).toBe('INSUFFICIENT_ACCESS_DATA');
    expect(codeOf(() => checkDelegatedAccess({ ...base, token: null, rows: [] }))).toBe(
      'INSUFFICIENT_ACCESS_DATA',
    );
    expect(codeOf(() => checkDelegatedAccess({ ...base, token: '  ' }))).toBe('INSUFFICIENT_ACCESS_DATA');
    expect(codeOf(() => checkDelegatedAccess({ ...base, rows: [] }))).toBe('TASK_NOT_FOUND');
    expect(codeOf(() => checkDelegatedAccess({ ...base, rows: [row, row] }))).toBe('DUPLICATE_TASK_ID');
    for (const stored of ['', 'null', 'undefined', '{broken', null]) {
      expect(codeOf(() => checkDelegatedAccess({ ...base, rows: [{ id: 't1', assignment: stored }] }))).toBe(
        'TASK_NOT_DELEGATED',
      );
    }
    expect(codeOf(() => checkDelegatedAccess({ ...base, token: 'wrong' }))).toBe('INVALID_ACCESS_TOKEN');
  });

  it('uses the spec texts', () => {
    expect(() => checkDelegatedAccess({ ...base, token: undefined })).toThrow('Insufficient access data');
    expect(() => checkDelegatedAccess({ ...base, token: 'x' })).toThrow('Invalid access token');
  });
});

describe('assignee permissions', () => {
  it('allows only completion, own name, comments and attachments', () => {
    expect(ASSIGNEE_EDITABLE_FIELDS).toEqual(['status', 'assigneeName', 'comments', 'attachments']);
    expect(() => assertAssigneePatch({ status: 'completed', comments: [] })).not.toThrow();
    expect(codeOf(() => assertAssigneePatch({ title: 'x' }))).toBe('ASSIGNEE_FIELD_FORBIDDEN');
    expect(codeOf(() => assertAssigneePatch({ status: 'waiting' }))).toBe('ASSIGNEE_FIELD_FORBIDDEN');
  });

  it('completes both task and assignment', () => {
    expect(completeDelegatedTask({ status: 'inProgress', isDelegated: true, assignment })).toEqual({
      status: 'completed',
      assignment: { ...assignment, status: 'completed' },
    });
  });

  it("disables 'Mark as Completed' with the spec's note once the task is completed", () => {
    expect(delegatedCompleteButton({ status: 'inProgress', assignment })).toEqual({ disabled: false });
    const done = delegatedCompleteButton({ status: 'completed', assignment });
    expect(done).toEqual({ disabled: true, note: 'DELEGATED_TASK_ALREADY_COMPLETED' });
    expect(
      delegatedCompleteButton({ status: 'waiting', assignment: { ...assignment, status: 'completed' } }),
    ).toEqual(done);
    expect(noticeMessage('DELEGATED_TASK_ALREADY_COMPLETED')).toBe('Task already marked as completed');
  });

  it('rejects completing twice or a task that is not delegated', () => {
    expect(codeOf(() => completeDelegatedTask({ status: 'completed', isDelegated: true, assignment }))).toBe(
      'TASK_ALREADY_COMPLETED',
    );
    expect(
      codeOf(() =>
        completeDelegatedTask({
          status: 'waiting',
          isDelegated: true,
          assignment: { ...assignment, status: 'completed' },
        }),
      ),
    ).toBe('TASK_ALREADY_COMPLETED');
    expect(codeOf(() => completeDelegatedTask({ status: 'waiting', isDelegated: false, assignment }))).toBe(
      'TASK_IS_NOT_DELEGATED',
    );
    expect(
      codeOf(() => completeDelegatedTask({ status: 'waiting', isDelegated: true, assignment: null })),
    ).toBe('TASK_IS_NOT_DELEGATED');
  });

  it('cancelling clears the assignment and the flag', () => {
    expect(cancelDelegation()).toEqual({ assignment: null, isDelegated: false });
  });
});

describe('assignment creation and link', () => {
  it('starts pending at now', () => {
    expect(
      createAssignment({
        accessToken: 'tok',
        assigneeEmail: ' bob@example.com ',
        assigneeName: ' ',
        now: NOW,
      }),
    ).toEqual({
      access_token: 'tok',
      assignee_email: 'bob@example.com',
      status: 'pending',
      assigned_at: '2025-01-02T03:04:05.006Z',
    });
    expect(
      createAssignment({ accessToken: 't', assigneeEmail: 'b@x.io', assigneeName: ' Bob ', now: NOW })
        .assignee_name,
    ).toBe('Bob');
  });

  it('builds the /shared-task link', () => {
    expect(delegationPath('abc', 'a/b+c')).toBe('/shared-task/abc?token=a%2Fb%2Bc');
  });
});

describe('comments and names', () => {
  it('trims and rejects empty text', () => {
    expect(validateCommentText('  hi ')).toBe('hi');
    expect(codeOf(() => validateCommentText(' \n '))).toBe('COMMENT_EMPTY');
    expect(codeOf(() => validateCommentText('x'.repeat(5001)))).toBe('VALIDATION_ERROR');
    expect(validateAssigneeName(' Ann ')).toBe('Ann');
    expect(codeOf(() => validateAssigneeName('   '))).toBe('ASSIGNEE_NAME_EMPTY');
    expect(codeOf(() => validateAssigneeName('x'.repeat(101)))).toBe('VALIDATION_ERROR');
  });

  it('builds ids from the timestamp and avoids collisions', () => {
    expect(commentId(NOW, [])).toBe('1735787045006');
    expect(commentId(NOW, [{ id: '1735787045006' }, { id: '1735787045006-1' }])).toBe('1735787045006-2');
  });

  it('falls back to the fallback author e-mail', () => {
    const comment = createComment(' done ', { email: null, name: 'Ann' }, NOW, []);
    expect(comment).toEqual({
      id: '1735787045006',
      text: 'done',
      created_at: '2025-01-02T03:04:05.006Z',
      author_email: FALLBACK_AUTHOR_EMAIL,
      author_name: 'Ann',
    });
    expect(createComment('x', { email: 'a@b.c' }, NOW, []).author_email).toBe('a@b.c');
  });
});

describe('assignee updates', () => {
  it('sets the trimmed name', () => {
    expect(setAssigneeName(assignment, ' Ann ').assignee_name).toBe('Ann');
    expect(codeOf(() => setAssigneeName(assignment, ' '))).toBe('ASSIGNEE_NAME_EMPTY');
  });

  it('notifies the owner with the assignee as author', () => {
    expect(assigneeUpdateNotification('comment', assignment, { text: 'hi' })).toEqual({
      type: 'comment',
      data: { text: 'hi' },
      author: 'ann@example.com',
    });
    expect(assigneeUpdateNotification('status', { ...assignment, assignee_name: 'Ann' }, {}).author).toBe(
      'Ann',
    );
  });
});

describe('welcome banner', () => {
  it('shows once per task and token, only without a name', () => {
    expect(welcomeBannerStorageKey('t1', 'tok')).toBe('delegated-welcome-shown:t1:tok');
    expect(shouldShowWelcomeBanner(assignment, false)).toBe(true);
    expect(shouldShowWelcomeBanner(assignment, true)).toBe(false);
    expect(shouldShowWelcomeBanner({ ...assignment, assignee_name: 'Ann' }, false)).toBe(false);
  });
});
