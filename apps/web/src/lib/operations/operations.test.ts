import { pendingOperationSchema } from '@fokus/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { mockServer } from '@/testing/mock-server';
import { executeChange } from './execute';
import { toOperation, type Change } from './operation';
import { sendOperation } from './transport';
import { uuidv7 } from './uuid-v7';

describe('uuidv7', () => {
  it('makes RFC 9562 version 7 ids that start with the time', () => {
    const id = uuidv7(0x0189_0000_0000);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id.startsWith('01890000-0000')).toBe(true);
    expect(uuidv7()).not.toBe(uuidv7());
  });
});

const TASK = '0190a4f2-0000-7000-8000-000000000001';

/** Every change, the REST call it must make, and the body it must send. */
const ROUTES: [Change, string, unknown][] = [
  [
    { kind: 'createTask', input: { id: TASK, title: 'A', type: 'task' } },
    `POST /api/tasks`,
    { id: TASK, title: 'A', type: 'task' },
  ],
  [{ kind: 'updateTask', taskId: TASK, input: { title: 'B' } }, `PATCH /api/tasks/${TASK}`, { title: 'B' }],
  [
    { kind: 'changeStatus', taskId: TASK, input: { status: 'completed' } },
    `POST /api/tasks/${TASK}/status`,
    { status: 'completed' },
  ],
  [{ kind: 'addTime', taskId: TASK, seconds: 60 }, `POST /api/tasks/${TASK}/time`, { seconds: 60 }],
  [
    { kind: 'addComment', taskId: TASK, input: { text: 'hi' } },
    `POST /api/tasks/${TASK}/comments`,
    { text: 'hi' },
  ],
  [{ kind: 'deleteTask', taskId: TASK }, `DELETE /api/tasks/${TASK}`, null],
  [{ kind: 'addToMvd', taskId: TASK }, `PUT /api/mvd/${TASK}`, null],
  [{ kind: 'removeFromMvd', taskId: TASK }, `DELETE /api/mvd/${TASK}`, null],
  [
    { kind: 'createMicroTask', taskId: TASK, input: { id: 'm1', title: 'step' } },
    `POST /api/tasks/${TASK}/micro-tasks`,
    { id: 'm1', title: 'step' },
  ],
  [
    { kind: 'updateMicroTask', microTaskId: 'm1', input: { completed: true } },
    `PATCH /api/micro-tasks/m1`,
    { completed: true },
  ],
  [
    { kind: 'reorderMicroTasks', taskId: TASK, ids: ['m2', 'm1'] },
    `PUT /api/tasks/${TASK}/micro-tasks/order`,
    { ids: ['m2', 'm1'] },
  ],
  [{ kind: 'deleteMicroTask', microTaskId: 'm1' }, `DELETE /api/micro-tasks/m1`, null],
  [{ kind: 'markNotificationRead', notificationId: 'n1' }, `POST /api/notifications/n1/read`, null],
  [{ kind: 'markTaskNotificationsRead', taskId: TASK }, `POST /api/tasks/${TASK}/notifications/read`, null],
];

describe('operations', () => {
  it.each(ROUTES)('%j is a valid operation sent as %s', async (change, route, body) => {
    const operation = toOperation(change, new Date(1_700_000_000_000));
    expect(pendingOperationSchema.safeParse(operation).success).toBe(true);
    expect(operation.timestamp).toBe(1_700_000_000_000);
    const server = mockServer();
    server.on(route, { body: {} });
    await sendOperation(operation);
    const request = server.requests[0]!;
    expect(`${request.method} ${new URL(request.url).pathname}`).toBe(route);
    const sent = await request.text();
    expect(sent === '' ? null : JSON.parse(sent)).toEqual(body);
  });
});

describe('executeChange', () => {
  it('applies the optimistic edit, and rolls it back with one toast when the call fails', async () => {
    mockServer({
      [`PATCH /api/tasks/${TASK}`]: { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['value'], 1);
    const sonner = await import('sonner');
    const toastError = vi.spyOn(sonner.toast, 'error');
    const call = executeChange(
      queryClient,
      { kind: 'updateTask', taskId: TASK, input: { title: 'B' } },
      {
        optimistic: (qc) => {
          qc.setQueryData(['value'], 2);
          return () => qc.setQueryData(['value'], 1);
        },
        errorMessage: 'Ошибка обновления задачи',
        errorTitle: 'Ошибка',
        language: 'ru',
      },
    );
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(queryClient.getQueryData(['value'])).toBe(1);
    expect(toastError).toHaveBeenCalledWith(
      'Ошибка',
      expect.objectContaining({ description: 'Ошибка обновления задачи' }),
    );
  });

  it("shows a rule's own text (MVD limit) in the interface language", async () => {
    mockServer({
      [`PUT /api/mvd/${TASK}`]: {
        status: 409,
        body: { code: 'MVD_LIMIT_EXCEEDED', message: 'Minimum viable day can have maximum 3 tasks' },
      },
    });
    const sonner = await import('sonner');
    const toastError = vi.spyOn(sonner.toast, 'error');
    await expect(
      executeChange(
        new QueryClient(),
        { kind: 'addToMvd', taskId: TASK },
        { errorMessage: 'x', errorTitle: 'Error', language: 'en' },
      ),
    ).rejects.toBeInstanceOf(ApiError);
    expect(toastError).toHaveBeenCalledWith(
      'Error',
      expect.objectContaining({ description: 'Minimum viable day can have maximum 3 tasks' }),
    );
  });
});
