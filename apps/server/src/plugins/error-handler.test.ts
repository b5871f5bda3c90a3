// One error vocabulary: whatever is thrown, the answer's code is one of core's (errors.ts), with the
// one status DOMAIN_ERROR_STATUS gives it. (The compiler checks the table has every code; the task
// suites check every error answer they receive with `isApiErrorBody`.)
import { DomainError, ERROR_CODES, errorMessage, isErrorCode } from '@fokus/core';
import Fastify from 'fastify';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DOMAIN_ERROR_STATUS,
  codeForStatus,
  isApiErrorBody,
  registerErrorHandler,
  toErrorResponse,
} from './error-handler.js';

/** A Fastify-like error, as Fastify and its plugins throw them. */
const fastifyError = (statusCode: number, code?: string, message = 'Something about the request') =>
  Object.assign(new Error(message), { statusCode, ...(code ? { code } : {}) });

describe('toErrorResponse', () => {
  it("answers each core code with its one status and the code's text (or the safe detail given)", () => {
    for (const code of ERROR_CODES) {
      const status = DOMAIN_ERROR_STATUS[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(toErrorResponse(new DomainError(code))).toEqual({
        statusCode: status,
        body: { code, message: errorMessage(code) },
      });
    }
    expect(
      toErrorResponse(new DomainError('VALIDATION_ERROR', { field: 'x' }, 'x: must be a number')).body,
    ).toEqual({ code: 'VALIDATION_ERROR', message: 'x: must be a number' });
  });

  it('never shows the details of an INTERNAL_ERROR or of anything unexpected', () => {
    const internal = toErrorResponse(new DomainError('INTERNAL_ERROR', undefined, 'db password is hunter2'));
    expect(internal).toEqual({
      statusCode: 500,
      body: { code: 'INTERNAL_ERROR', message: errorMessage('INTERNAL_ERROR') },
    });
    for (const thrown of [new Error('secret'), 'a string', null, fastifyError(500, 'FST_X', 'secret')]) {
      expect(toErrorResponse(thrown)).toEqual(internal);
    }
  });

  it('names schema failures VALIDATION_ERROR with the failing path', () => {
    const error = z.object({ title: z.string() }).safeParse({ title: 1 }).error;
    expect(toErrorResponse(error)).toEqual({
      statusCode: 400,
      body: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^title: /) },
    });
  });

  it("maps Fastify's own errors, and every 4xx status, onto core codes", () => {
    expect(toErrorResponse(fastifyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE')).body.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    expect(toErrorResponse(fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE')).body.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(toErrorResponse(fastifyError(400, 'FST_ERR_CTP_INVALID_JSON_BODY')).body.code).toBe(
      'INVALID_JSON',
    );
    expect(toErrorResponse(fastifyError(400, 'FST_ERR_CTP_EMPTY_JSON_BODY')).body.code).toBe('INVALID_JSON');
    for (let status = 400; status < 600; status += 1) {
      expect(isErrorCode(codeForStatus(status)), String(status)).toBe(true);
      const { statusCode, body } = toErrorResponse(fastifyError(status, 'FST_ERR_SOMETHING_NEW'));
      expect(isApiErrorBody(body), String(status)).toBe(true);
      expect(statusCode).toBe(status < 500 ? status : 500);
    }
  });

  it('gives a status its own code wherever core has one', () => {
    for (const code of ERROR_CODES) {
      const status = DOMAIN_ERROR_STATUS[code];
      // The generic code of a status maps back onto that status.
      expect(DOMAIN_ERROR_STATUS[codeForStatus(status)], code).toBe(status);
    }
  });
});

describe('a request that arrives while the server closes', () => {
  it('is answered 503 SERVICE_UNAVAILABLE as { code, message }, while the one in flight finishes', async () => {
    const app = Fastify({ return503OnClosing: false });
    registerErrorHandler(app);
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { done: true };
    });
    app.get('/next', async () => ({ served: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: fokus.test\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.close();
    // Pipelined on the same connection: read only after /slow has answered, i.e. during the close.
    socket.write('GET /next HTTP/1.1\r\nHost: fokus.test\r\n\r\n');
    await Promise.all([closed, ended]);
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]).toContain('{"done":true}');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(JSON.parse(answers[1]!.slice(answers[1]!.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is shutting down',
    });
  });
});

describe('where errors are thrown', () => {
  const serverSrc = path.resolve(import.meta.dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
    });

  it('keeps HTTP out of the use cases: modules and shared code throw core errors, not status codes', () => {
    const offenders = [...files(path.join(serverSrc, 'modules')), ...files(path.join(serverSrc, 'shared'))]
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) =>
        /\bHttpError\b|statusCode:\s*\d|reply\.code\(4|reply\.status\(4/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(serverSrc, file));
    expect(offenders).toEqual([]);
  });
});
