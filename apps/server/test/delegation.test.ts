// Delegation end to end on each database kind (issue 17): the owner delegates, re-delegates and
// cancels; the delegate reads, comments, gives a name and completes through public routes that take
// only the task id and the token; every refused link answers the same bytes; refused attempts are
// throttled per client address; the owner is notified.
import {
  DELEGATION_TOKEN_LENGTH,
  delegatedTaskSchema,
  delegateTaskResponseSchema,
  operationOfChange,
  syncResponseSchema,
  taskNotificationListResponseSchema,
  type DelegateTaskResponse,
  type DelegatedTask,
  type Task,
  type TaskEmailPayload,
} from '@fokus/core';
import { delegationTokens, tasks } from '@fokus/db';
import { testDatabaseKinds } from '@fokus/db/testing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELEGATED_ACCESS_FAILURE_LIMIT } from '../src/modules/delegation/access-throttle.js';
import type { DelegationMailer } from '../src/modules/delegation/delegation-mailer.js';
import { SseClient, type ChangeData } from './events-client.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

type Method = 'GET' | 'POST' | 'PUT';

/** A mailer that records what it is handed, or refuses when told to. */
class RecordingMailer implements DelegationMailer {
  readonly sent: TaskEmailPayload[] = [];
  fail = false;
  async sendDelegationEmail(email: TaskEmailPayload): Promise<void> {
    if (this.fail) throw new Error('queue unavailable');
    this.sent.push(email);
  }
}

let nextClient = 1;
/** A client address of its own, so one test's refused attempts never throttle another's. */
const newClient = (): string => `203.0.113.${nextClient++}`;

const tokenOf = (link: string): string => new URL(link, 'http://x').searchParams.get('token') ?? '';

describe.each(testDatabaseKinds())('delegation on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;
  let bob: Session;
  const mailer = new RecordingMailer();

  beforeAll(async () => {
    t = await startTasksApp(kind, { mailer });
    ada = await t.signUp('ada-delegation');
    bob = await t.signUp('bob-delegation');
  });
  afterAll(() => t?.close());

  const createTask = async (session: Session, title = 'Paint the fence'): Promise<Task> => {
    const response = await t.request('POST', '/api/tasks', session, {
      id: newId(),
      title,
      description: 'White, two coats',
      startDate: '2026-03-12',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Task>();
  };
  const delegate = async (
    session: Session,
    taskId: string,
    body: Record<string, unknown> = { assigneeEmail: 'dan@example.org', language: 'en' },
  ): Promise<DelegateTaskResponse> => {
    const response = await t.request('POST', `/api/tasks/${taskId}/delegation`, session, body);
    expect(response.statusCode, response.body).toBe(201);
    return delegateTaskResponseSchema.parse(response.json());
  };
  /** A request of the delegated page: no cookie, from `client`. */
  const shared = (
    method: Method,
    url: string,
    client: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      remoteAddress: client,
      headers: { origin: t.config.publicOrigin, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const sharedUrl = (taskId: string, token: string, suffix = ''): string =>
    `/api/shared-tasks/${taskId}${suffix}?token=${encodeURIComponent(token)}`;
  const notifications = async (session: Session) =>
    taskNotificationListResponseSchema.parse((await t.request('GET', '/api/notifications', session)).json());

  it('delegates with a pending assignment, a fresh 256-bit token stored only as its hash, and the link', async () => {
    const task = await createTask(ada);
    const answer = await delegate(ada, task.id, {
      assigneeEmail: 'dan@example.org',
      assigneeName: '  Dan ',
      language: 'en',
    });
    const token = tokenOf(answer.link);
    expect(token).toMatch(new RegExp(`^[A-Za-z0-9_-]{${DELEGATION_TOKEN_LENGTH}}$`));
    expect(answer.link).toBe(`/shared-task/${task.id}?token=${token}`);
    expect(answer.url).toBe(`${t.config.publicUrl}${answer.link}`);
    expect(token).not.toContain(task.id.replaceAll('-', ''));
    expect(answer.task).toMatchObject({ id: task.id, isDelegated: true });
    expect(answer.task.assignment).toEqual({
      assignee_email: 'dan@example.org',
      assignee_name: 'Dan',
      status: 'pending',
      assigned_at: t.clock.now().toISOString(),
    });

    const [stored] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    const tokens = await t.database.db
      .select()
      .from(delegationTokens)
      .where(eq(delegationTokens.taskId, task.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(tokens)).not.toContain(token);

    // Only the delegate answer holds the token: the task's own reads never do.
    const read = await t.request('GET', `/api/tasks/${task.id}`, ada);
    expect(read.body).not.toContain(token);
    const list = await t.request('GET', '/api/tasks', ada);
    expect(list.body).not.toContain(token);
  });

  it('hands the spec e-mail payload to the mailer after the commit, and says when it could not', async () => {
    const task = await createTask(ada, 'Water the plants');
    const before = mailer.sent.length;
    const answer = await delegate(ada, task.id, { assigneeEmail: 'eve@example.org', language: 'ru' });
    expect(answer.emailQueued).toBe(true);
    expect(mailer.sent.slice(before)).toEqual([
      {
        to: 'eve@example.org',
        subject: 'Вам передана задача: Water the plants',
        taskTitle: 'Water the plants',
        taskDescription: 'White, two coats',
        assigneeName: '',
        assignerName: 'ada-delegation',
        taskLink: answer.url,
        language: 'ru',
      },
    ]);

    // Without a language, the owner's saved interface language.
    await t.database.pool.query(`insert into user_settings (user_id, language) values ($1, 'en')`, [bob.id]);
    const bobs = await createTask(bob, 'Fix the tap');
    await delegate(bob, bobs.id, { assigneeEmail: 'eve@example.org' });
    expect(mailer.sent.at(-1)).toMatchObject({
      language: 'en',
      subject: 'A task for you: Fix the tap',
    });

    mailer.fail = true;
    try {
      const failed = await delegate(ada, task.id, { assigneeEmail: 'eve@example.org' });
      expect(failed.emailQueued).toBe(false);
      // The delegation itself stands: the link works.
      const read = await shared('GET', sharedUrl(task.id, tokenOf(failed.link)), newClient());
      expect(read.statusCode).toBe(200);
    } finally {
      mailer.fail = false;
    }
  });

  it('shows the delegate the task without any e-mail or other owner data', async () => {
    const task = await createTask(ada);
    await t.request('POST', `/api/tasks/${task.id}/comments`, ada, { text: 'Brushes are in the shed' });
    const { link } = await delegate(ada, task.id, { assigneeEmail: 'dan@example.org', assigneeName: 'Dan' });
    const response = await shared('GET', sharedUrl(task.id, tokenOf(link)), newClient());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = delegatedTaskSchema.parse(response.json());
    expect(view).toMatchObject({
      id: task.id,
      title: 'Paint the fence',
      description: 'White, two coats',
      status: 'waiting',
      startDate: '2026-03-12',
      assignment: { assigneeName: 'Dan', status: 'pending' },
    });
    expect(view.comments).toMatchObject([
      { text: 'Brushes are in the shed', authorName: 'ada-delegation', fromAssignee: false },
    ]);
    expect(response.body).not.toContain(ada.email);
    expect(response.body).not.toContain('dan@example.org');
    expect(response.body).not.toContain(ada.id);
    // Exactly the schema's fields, nothing more.
    expect(Object.keys(response.json<object>()).sort()).toEqual(Object.keys(view).sort());
  });

  it('answers every refused link with the same status and bytes', async () => {
    const task = await createTask(ada);
    const other = await createTask(ada, 'Other task');
    const first = tokenOf((await delegate(ada, task.id)).link);
    const current = tokenOf((await delegate(ada, task.id)).link);
    const otherToken = tokenOf((await delegate(ada, other.id)).link);
    const deleted = await createTask(ada, 'Deleted');
    const deletedToken = tokenOf((await delegate(ada, deleted.id)).link);
    await t.request('DELETE', `/api/tasks/${deleted.id}`, ada);
    const notDelegated = await createTask(ada, 'Mine only');
    const cancelled = await createTask(ada, 'Cancelled');
    const cancelledToken = tokenOf((await delegate(ada, cancelled.id)).link);
    await t.request('DELETE', `/api/tasks/${cancelled.id}/delegation`, ada);

    const wrong = 'A'.repeat(DELEGATION_TOKEN_LENGTH);
    const base = `/api/shared-tasks/${task.id}`;
    const cases: [string, string][] = [
      ['no token', base],
      ['an empty token', `${base}?token=`],
      ['a blank token', `${base}?token=%20%20`],
      ['a wrong token', `${base}?token=${wrong}`],
      ['a malformed token', `${base}?token=not-a-token`],
      ['the right token twice (an array)', `${base}?token=${current}&token=${current}`],
      ['the right token beside a wrong one', `${base}?token=${current}&token=${wrong}`],
      ['the token with a suffix', `${base}?token=${current}x`],
      ['another task’s token', `${base}?token=${otherToken}`],
      ['a replaced token', `${base}?token=${first}`],
      ['a cancelled task’s token', sharedUrl(cancelled.id, cancelledToken)],
      ['a deleted task’s token', sharedUrl(deleted.id, deletedToken)],
      ['a task never delegated', sharedUrl(notDelegated.id, current)],
      ['an unknown task', sharedUrl(newId(), current)],
      ['a malformed task id', sharedUrl('not-a-uuid', current)],
      ['no task id', `/api/shared-tasks/?token=${current}`],
      ['no task id, no token', '/api/shared-tasks'],
    ];
    const client = newClient();
    const answers = [];
    for (const [name, url] of cases) {
      const response = await shared('GET', url, client);
      answers.push({
        name,
        status: response.statusCode,
        type: response.headers['content-type'],
        body: response.body,
      });
    }
    // Each of the public actions refuses the same way.
    const actions: [Method, string, unknown][] = [
      ['POST', `${base}/comments?token=${first}`, { text: 'hi' }],
      ['PUT', `${base}/assignee-name?token=${otherToken}`, { name: 'Eve' }],
      ['POST', `${base}/complete?token=${wrong}`, undefined],
      ['POST', `${base}/notifications/read`, undefined],
    ];
    for (const [method, url, payload] of actions) {
      const response = await shared(method, url, newClient(), payload);
      answers.push({
        name: url,
        status: response.statusCode,
        type: response.headers['content-type'],
        body: response.body,
      });
    }
    for (const answer of answers) {
      expect(answer, answer.name).toMatchObject({
        status: 404,
        type: answers[0]!.type,
        body: '{"code":"NOT_FOUND","message":"Not found"}',
      });
    }
    // The right link still works, and nothing was changed by the refused actions.
    const ok = await shared('GET', sharedUrl(task.id, current), newClient());
    expect(ok.statusCode).toBe(200);
    expect(ok.json<DelegatedTask>().comments).toEqual([]);
    expect(ok.json<DelegatedTask>().assignment.assigneeName).toBeNull();
  });

  it('throttles refused attempts per client address at the limit, with Retry-After, whatever X-Forwarded-For says', async () => {
    const task = await createTask(ada);
    const token = tokenOf((await delegate(ada, task.id)).link);
    const client = newClient();
    const wrongUrl = sharedUrl(task.id, 'B'.repeat(DELEGATION_TOKEN_LENGTH));
    for (let attempt = 1; attempt <= DELEGATED_ACCESS_FAILURE_LIMIT; attempt += 1) {
      const response = await shared('GET', wrongUrl, client, undefined, {
        'x-forwarded-for': `10.0.0.${attempt}`,
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(404);
    }
    const limited = await shared('GET', wrongUrl, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests, try again later' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // A spoofed X-Forwarded-For is not another client: no trusted proxy is configured.
    const spoofed = await shared('GET', wrongUrl, client, undefined, { 'x-forwarded-for': '192.0.2.77' });
    expect(spoofed.statusCode).toBe(429);
    // Past the limit even the right token waits, so guessing gains nothing.
    const right = await shared('GET', sharedUrl(task.id, token), client);
    expect(right.statusCode).toBe(429);
    // Another address is not affected; a valid link does not count as a failure.
    const elsewhere = newClient();
    for (let i = 0; i < DELEGATED_ACCESS_FAILURE_LIMIT + 5; i += 1) {
      expect((await shared('GET', sharedUrl(task.id, token), elsewhere)).statusCode).toBe(200);
    }
    // The window ends.
    t.clock.advance(15 * 60);
    expect((await shared('GET', sharedUrl(task.id, token), client)).statusCode).toBe(200);
  });

  it('refuses any field the delegate may not send, and changes nothing', async () => {
    const task = await createTask(ada);
    const token = tokenOf((await delegate(ada, task.id)).link);
    const client = newClient();
    const refusals: [Method, string, unknown][] = [
      ['POST', sharedUrl(task.id, token, '/comments'), { text: 'hi', author_email: 'x@example.org' }],
      ['PUT', sharedUrl(task.id, token, '/assignee-name'), { name: 'Dan', assigneeEmail: 'x@example.org' }],
      ['POST', sharedUrl(task.id, token, '/complete'), { status: 'waiting' }],
      ['POST', sharedUrl(task.id, token, '/complete'), { title: 'Mine now' }],
      ['POST', sharedUrl(task.id, token, '/notifications/read'), { all: true }],
      ['POST', sharedUrl(task.id, token, '/comments'), { text: '   ' }],
      ['PUT', sharedUrl(task.id, token, '/assignee-name'), { name: '  ' }],
      ['POST', sharedUrl(task.id, token, '/comments'), { text: 'x'.repeat(5001) }],
    ];
    for (const [method, url, payload] of refusals) {
      const response = await shared(method, url, client, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    // Other fields have no route at all for the delegate.
    const patch = await shared('PATCH' as Method, `/api/tasks/${task.id}?token=${token}`, client, {
      title: 'x',
    });
    expect(patch.statusCode).toBe(401);
    const view = (await shared('GET', sharedUrl(task.id, token), client)).json<DelegatedTask>();
    expect(view).toMatchObject({ title: 'Paint the fence', status: 'waiting', comments: [] });
    expect(view.assignment).toMatchObject({ assigneeName: null, status: 'pending' });
  });

  it('lets the delegate comment and give a name, and notifies the owner of each', async () => {
    const task = await createTask(ada);
    const token = tokenOf((await delegate(ada, task.id, { assigneeEmail: 'dan@example.org' })).link);
    const client = newClient();
    const { version } = (await t.request('GET', '/api/tasks', ada)).json<{ version: number }>();

    const named = await shared('PUT', sharedUrl(task.id, token, '/assignee-name'), client, {
      name: '  Dan  ',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<DelegatedTask>().assignment).toMatchObject({ assigneeName: 'Dan', status: 'accepted' });

    t.clock.advance(1);
    const commented = await shared('POST', sharedUrl(task.id, token, '/comments'), client, {
      text: ' Done soon ',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect(commented.json<DelegatedTask>().comments).toMatchObject([
      { text: 'Done soon', authorName: 'Dan', fromAssignee: true },
    ]);

    const owned = (await t.request('GET', `/api/tasks/${task.id}`, ada)).json<Task>();
    expect(owned.comments).toMatchObject([
      { text: 'Done soon', author_email: 'dan@example.org', author_name: 'Dan' },
    ]);
    expect(owned.assignment).toMatchObject({ assignee_name: 'Dan', status: 'accepted' });
    const mine = (await notifications(ada)).filter((n) => n.taskId === task.id);
    expect(mine).toMatchObject([
      { type: 'comment', author: 'Dan', data: { text: 'Done soon' }, isRead: false },
      { type: 'other', author: 'Dan', data: { assigneeName: 'Dan' }, isRead: false },
    ]);
    // The changes reach the owner's live updates: the task moved past the version they had.
    const delta = (await t.request('GET', `/api/tasks?since=${version}`, ada)).json<{ tasks: Task[] }>();
    expect(delta.tasks.map((changed) => changed.id)).toContain(task.id);

    // The RPC of the delegated page marks them read.
    const read = await shared('POST', sharedUrl(task.id, token, '/notifications/read'), client);
    expect(read.statusCode, read.body).toBe(204);
    expect((await notifications(ada)).filter((n) => n.taskId === task.id && !n.isRead)).toEqual([]);
  });

  it('completes the task and the assignment together once; the delegate cannot complete again or undo', async () => {
    const task = await createTask(ada);
    await t.request('POST', `/api/tasks/${task.id}/status`, ada, { status: 'inProgress' });
    await t.request('POST', '/api/mvd', ada, { taskId: task.id });
    const token = tokenOf((await delegate(ada, task.id)).link);
    const client = newClient();
    t.clock.advance(60);

    const done = await shared('POST', sharedUrl(task.id, token, '/complete'), client);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<DelegatedTask>()).toMatchObject({
      status: 'completed',
      assignment: { status: 'completed' },
    });
    const owned = (await t.request('GET', `/api/tasks/${task.id}`, ada)).json<Task>();
    expect(owned).toMatchObject({
      status: 'completed',
      assignment: { status: 'completed' },
      isDelegated: true,
    });
    expect(owned.timeCompleted).toBe(t.clock.now().toISOString());
    expect(owned.totalTimeSpent).toBe(60);
    const statusNotices = (await notifications(ada)).filter((n) => n.taskId === task.id);
    expect(statusNotices[0]).toMatchObject({
      type: 'status',
      author: 'dan@example.org',
      data: { old: 'inProgress', new: 'completed' },
    });

    const again = await shared('POST', sharedUrl(task.id, token, '/complete'), client);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'TASK_ALREADY_COMPLETED',
      message: 'Task is already marked as completed',
    });
    // No route lets the link change the status back; the owner's route needs a session.
    const undo = await shared('POST', `/api/tasks/${task.id}/status?token=${token}`, client, {
      status: 'waiting',
    });
    expect(undo.statusCode).toBe(401);
    expect((await t.request('GET', `/api/tasks/${task.id}`, ada)).json<Task>().status).toBe('completed');
  });

  it('completes once when two requests race: one 200, one 409, one notification', async () => {
    const task = await createTask(ada);
    const token = tokenOf((await delegate(ada, task.id)).link);
    const answers = await Promise.all(
      [newClient(), newClient()].map((client) =>
        shared('POST', sharedUrl(task.id, token, '/complete'), client),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      (await notifications(ada)).filter((n) => n.taskId === task.id && n.type === 'status'),
    ).toHaveLength(1);
  });

  it('refuses completing a task the owner completed', async () => {
    const task = await createTask(ada);
    const token = tokenOf((await delegate(ada, task.id)).link);
    await t.request('POST', `/api/tasks/${task.id}/status`, ada, { status: 'completed' });
    const response = await shared('POST', sharedUrl(task.id, token, '/complete'), newClient());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'TASK_ALREADY_COMPLETED' });
  });

  it('cancels: the link is dead at once, the assignment gone; a new delegation makes a new token', async () => {
    const task = await createTask(ada);
    const token = tokenOf((await delegate(ada, task.id)).link);
    const client = newClient();
    expect((await shared('GET', sharedUrl(task.id, token), client)).statusCode).toBe(200);

    const cancelled = await t.request('DELETE', `/api/tasks/${task.id}/delegation`, ada);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: task.id, assignment: null, isDelegated: false });
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['POST', '/comments', { text: 'still here?' }],
      ['POST', '/complete', undefined],
    ] as const) {
      const response = await shared(method, sharedUrl(task.id, token, suffix), client, payload);
      expect(response.statusCode, suffix).toBe(404);
    }
    expect(
      (await t.request('GET', '/api/delegated-tasks', ada)).json<Task[]>().map((x) => x.id),
    ).not.toContain(task.id);
    // Cancelling again changes nothing.
    expect((await t.request('DELETE', `/api/tasks/${task.id}/delegation`, ada)).statusCode).toBe(200);

    const again = tokenOf((await delegate(ada, task.id)).link);
    expect(again).not.toBe(token);
    expect((await shared('GET', sharedUrl(task.id, again), client)).statusCode).toBe(200);
    expect((await shared('GET', sharedUrl(task.id, token), client)).statusCode).toBe(404);
  });

  it('cancels through the offline queue too: once, with the same effect as the route', async () => {
    const task = await createTask(ada);
    const token = tokenOf((await delegate(ada, task.id)).link);
    const operation = operationOfChange(
      { kind: 'cancelDelegation', taskId: task.id },
      newId(),
      t.clock.now(),
    );
    const sync = async () =>
      syncResponseSchema.parse(
        (await t.request('POST', '/api/sync', ada, { userId: ada.id, operations: [operation] })).json(),
      ).results;
    expect(await sync()).toMatchObject([{ id: operation.id, status: 'applied' }]);
    expect(await sync()).toMatchObject([{ id: operation.id, status: 'duplicate' }]);
    expect((await shared('GET', sharedUrl(task.id, token), newClient())).statusCode).toBe(404);
    expect((await t.request('GET', `/api/tasks/${task.id}`, ada)).json<Task>()).toMatchObject({
      assignment: null,
      isDelegated: false,
    });
    // Someone else's queue cannot cancel it.
    const again = tokenOf((await delegate(ada, task.id)).link);
    const foreign = operationOfChange({ kind: 'cancelDelegation', taskId: task.id }, newId(), t.clock.now());
    const refused = await t.request('POST', '/api/sync', bob, { userId: bob.id, operations: [foreign] });
    expect(syncResponseSchema.parse(refused.json()).results[0]!.status).not.toBe('applied');
    expect((await shared('GET', sharedUrl(task.id, again), newClient())).statusCode).toBe(200);
  });

  it('lists the owner’s delegated tasks, most recently delegated first', async () => {
    const first = await createTask(ada, 'First');
    const second = await createTask(ada, 'Second');
    await delegate(ada, first.id);
    t.clock.advance(5);
    await delegate(ada, second.id);
    const list = (await t.request('GET', '/api/delegated-tasks', ada)).json<Task[]>();
    expect(list.every((task) => task.isDelegated && task.userId === ada.id)).toBe(true);
    const ids = list.map((task) => task.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const bobs = (await t.request('GET', '/api/delegated-tasks', bob)).json<Task[]>();
    expect(bobs.every((task) => task.userId === bob.id)).toBe(true);
    expect(bobs.map((task) => task.id)).not.toContain(first.id);
    expect((await t.request('GET', '/api/delegated-tasks', null)).statusCode).toBe(401);
  });

  it('refuses delegating or cancelling someone else’s task as if it did not exist', async () => {
    const task = await createTask(ada);
    const token = tokenOf((await delegate(ada, task.id)).link);
    const take = await t.request('POST', `/api/tasks/${task.id}/delegation`, bob, {
      assigneeEmail: 'bob@example.org',
    });
    expect(take.statusCode).toBe(404);
    expect(take.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    const cancel = await t.request('DELETE', `/api/tasks/${task.id}/delegation`, bob);
    expect(cancel.statusCode).toBe(404);
    // Ada's link is untouched.
    expect((await shared('GET', sharedUrl(task.id, token), newClient())).statusCode).toBe(200);
    const owned = (await t.request('GET', `/api/tasks/${task.id}`, ada)).json<Task>();
    expect(owned).toMatchObject({ isDelegated: true, assignment: { assignee_email: 'dan@example.org' } });
    // Without a session nothing is delegated.
    expect(
      (await t.request('POST', `/api/tasks/${task.id}/delegation`, null, { assigneeEmail: 'x@example.org' }))
        .statusCode,
    ).toBe(401);
  });
});

describe.each(testDatabaseKinds().slice(0, 1))('delegation behind a trusted proxy on %s', (kind) => {
  let t: TasksTestApp;
  let ada: Session;

  beforeAll(async () => {
    t = await startTasksApp(kind, { env: { TRUST_PROXY: '127.0.0.1' }, logLevel: 'info' });
    ada = await t.signUp('ada-proxy');
  });
  afterAll(() => t?.close());

  const fromProxy = (url: string, forwardedFor: string) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts refused attempts per forwarded client when the proxy is trusted, and never logs a token', async () => {
    const task = (await t.request('POST', '/api/tasks', ada, { id: newId(), title: 'Proxy' })).json<Task>();
    const delegated = await t.request('POST', `/api/tasks/${task.id}/delegation`, ada, {
      assigneeEmail: 'dan@example.org',
    });
    const token = tokenOf(delegated.json<DelegateTaskResponse>().link);
    const wrong = `/api/shared-tasks/${task.id}?token=${'C'.repeat(DELEGATION_TOKEN_LENGTH)}`;
    for (let attempt = 0; attempt < DELEGATED_ACCESS_FAILURE_LIMIT; attempt += 1) {
      expect((await fromProxy(wrong, '198.51.100.7')).statusCode).toBe(404);
    }
    expect((await fromProxy(wrong, '198.51.100.7')).statusCode).toBe(429);
    // Another client behind the same proxy is someone else.
    expect((await fromProxy(`/api/shared-tasks/${task.id}?token=${token}`, '198.51.100.8')).statusCode).toBe(
      200,
    );

    expect(t.logs.text).toContain(`/api/shared-tasks/${task.id}?token=[redacted]`);
    expect(t.logs.text).not.toContain(token);
  });

  it('tells the owner’s open pages at once when the delegate acts (live updates)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    const stream = await SseClient.open(`http://127.0.0.1:${address.port}/api/events`, {
      cookie: ada.cookie,
    });
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((client) => client.retry !== undefined, 'the retry hint');
      const task = (await t.request('POST', '/api/tasks', ada, { id: newId(), title: 'Live' })).json<Task>();
      const delegated = await t.request('POST', `/api/tasks/${task.id}/delegation`, ada, {
        assigneeEmail: 'dan@example.org',
      });
      const token = tokenOf(delegated.json<DelegateTaskResponse>().link);
      const changes = () => stream.events.map((event) => JSON.parse(event.data) as ChangeData);
      const before = stream.events.length;
      const commented = await t.app.inject({
        method: 'POST',
        url: `/api/shared-tasks/${task.id}/comments?token=${token}`,
        payload: { text: 'Started' },
      });
      expect(commented.statusCode).toBe(201);
      await stream.waitFor(
        () =>
          changes()
            .slice(before)
            .some((change) => change.table === 'task_notifications'),
        'the notification',
      );
      expect(
        changes()
          .slice(before)
          .some((change) => change.table === 'tasks' && change.id === task.id),
      ).toBe(true);
    } finally {
      stream.close();
    }
  });
});
