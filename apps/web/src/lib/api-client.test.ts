import { mvdResponseSchema, taskListResponseSchema } from '@fokus/core';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/testing/mock-server';
import { makeTask } from '@/testing/tasks';
import { ApiError, apiFetch } from './api-client';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('answers the body parsed with the core schema of the answer', async () => {
    const task = makeTask('t1', 'Call the bank');
    mockServer({ 'GET /api/tasks': { body: { tasks: [task], version: 7 } } });
    await expect(apiFetch('/api/tasks', taskListResponseSchema)).resolves.toEqual({
      tasks: [task],
      version: 7,
    });
  });

  it('refuses an answer its schema does not describe with INVALID_RESPONSE', async () => {
    mockServer({ 'GET /api/mvd': { body: { taskIds: 'not a list' } } });
    const error = await failure(apiFetch('/api/mvd', mvdResponseSchema));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.status).toBe(200);
    expect(error.message).toContain('taskIds');
  });

  it("keeps the server's { code, message } of a failure", async () => {
    mockServer({
      'GET /api/mvd': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'User not authenticated' } },
    });
    const error = await failure(apiFetch('/api/mvd', mvdResponseSchema));
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
  });

  it('tells a network failure and a failure without an error body apart', async () => {
    mockServer({ 'GET /api/mvd': { networkError: true } });
    expect((await failure(apiFetch('/api/mvd', mvdResponseSchema))).code).toBe('NETWORK_ERROR');
    mockServer({ 'GET /api/mvd': { status: 502, body: 'Bad gateway' } });
    expect((await failure(apiFetch('/api/mvd', mvdResponseSchema))).code).toBe('HTTP_ERROR');
  });
});
