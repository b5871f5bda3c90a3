// Attachments end to end on each database kind and on both storage drivers (the local disk and a real
// S3-compatible server, s3rver, on 127.0.0.1): upload, download and delete by the owner, and every
// bad upload of issue 17 proof 12 — disguised HTML or scripts, SVG, oversized, path-traversal names,
// aborted mid-body, someone else's task — answered with a clean 4xx and nothing stored.
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { type Attachment, type Task } from '@fokus/core';
import { testDatabaseKinds, type TestDatabaseKind } from '@fokus/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Client, s3FileStorage } from '../src/modules/files/s3-file-storage.js';
import type { FileStorage } from '../src/modules/files/file-storage.js';
import { ATTACHMENT_CSP } from '../src/modules/attachments/send-attachment.js';
import { deleteAttachment } from '../src/modules/attachments/delete-attachment.js';
import { openAttachment } from '../src/modules/attachments/open-attachment.js';
import { uploadAttachment, type AttachmentsDeps } from '../src/modules/attachments/upload-attachment.js';
import { text } from 'node:stream/consumers';
import { startS3rver, type TestS3 } from './s3rver.js';
import { newId, startTasksApp, type Session, type TasksTestApp } from './tasks-helpers.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf ~\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
/** The limit these suites run with: past one S3 part (5 MiB), under the default, so tests stay quick. */
const MAX_BYTES = 7 * 1024 * 1024;

interface Storage {
  name: string;
  files: FileStorage | undefined;
  /** Every stored key under a task's folder. */
  keysOf(t: TasksTestApp, taskId: string): Promise<string[]>;
  close(): Promise<void>;
}

async function localStorage(): Promise<Storage> {
  return {
    name: 'local disk',
    files: undefined,
    async keysOf(t, taskId) {
      const folder = path.join(t.files.root, 'tasks', taskId);
      const names = await readdir(folder).catch(() => [] as string[]);
      return names.map((name) => `tasks/${taskId}/${name}`);
    },
    close: async () => undefined,
  };
}

async function s3Storage(): Promise<Storage> {
  const s3: TestS3 = await startS3rver();
  const client: S3Client = s3Client(s3.config);
  return {
    name: 's3rver',
    files: s3FileStorage(s3.config, client),
    async keysOf(_t, taskId) {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: `tasks/${taskId}/` }),
      );
      return (page.Contents ?? []).map((object) => object.Key!);
    },
    async close() {
      client.destroy();
      await s3.close();
    },
  };
}

const cases: [TestDatabaseKind, string, () => Promise<Storage>][] = testDatabaseKinds().flatMap(
  (kind): [TestDatabaseKind, string, () => Promise<Storage>][] => [
    [kind, 'local disk', localStorage],
    [kind, 's3rver', s3Storage],
  ],
);

describe.each(cases)('attachments on %s with files on %s', (kind, _storageName, startStorage) => {
  let t: TasksTestApp;
  let storage: Storage;
  let owner: Session;
  let stranger: Session;

  beforeAll(async () => {
    storage = await startStorage();
    t = await startTasksApp(kind, {
      env: { ATTACHMENT_MAX_BYTES: String(MAX_BYTES) },
      ...(storage.files ? { storage: storage.files } : {}),
    });
    [owner, stranger] = [await t.signUp('owner-files'), await t.signUp('stranger-files')];
  });
  afterAll(async () => {
    await t?.close();
    await storage?.close();
  });

  async function newTask(session = owner): Promise<Task> {
    const response = await t.request('POST', '/api/tasks', session, { id: newId(), title: 'With files' });
    return response.json<Task>();
  }

  function upload(
    taskId: string,
    name: string | undefined,
    payload: Buffer | Readable,
    { session = owner, contentType = 'application/octet-stream' } = {},
  ): Promise<LightMyRequestResponse> {
    const query = name === undefined ? '' : `?name=${encodeURIComponent(name)}`;
    return t.app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/attachments${query}`,
      headers: { origin: t.config.publicOrigin, cookie: session.cookie, 'content-type': contentType },
      payload,
    });
  }

  async function attachmentsOf(taskId: string): Promise<Attachment[]> {
    return (await t.request('GET', `/api/tasks/${taskId}`, owner)).json<Task>().attachments;
  }

  /** A refusal with its status and code, and nothing stored: no entry on the task, no file. */
  async function expectNothingStored(
    response: LightMyRequestResponse,
    taskId: string,
    status: number,
    code: string,
  ): Promise<void> {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code, message: expect.any(String) });
    expect(await attachmentsOf(taskId)).toEqual([]);
    expect(await storage.keysOf(t, taskId)).toEqual([]);
  }

  it('uploads an image, lists it on the task, serves it inline and sandboxed, and deletes it', async () => {
    const task = await newTask();
    const response = await upload(task.id, 'photo.png', PNG);
    expect(response.statusCode, response.body).toBe(201);
    const attachment = response.json<Attachment>();
    expect(attachment).toEqual({
      id: expect.any(String),
      name: 'photo.png',
      type: 'image/png',
      size: PNG.length,
      url: `/api/attachments/${attachment.id}`,
      created_at: t.clock.now().toISOString(),
    });
    expect(await attachmentsOf(task.id)).toEqual([attachment]);
    expect(await storage.keysOf(t, task.id)).toEqual([`tasks/${task.id}/${task.id}_${attachment.id}.png`]);

    const download = await t.request('GET', attachment.url, owner);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': ATTACHMENT_CSP,
    });

    const removed = await t.request('DELETE', attachment.url, owner);
    expect(removed.statusCode).toBe(204);
    expect(await attachmentsOf(task.id)).toEqual([]);
    expect(await storage.keysOf(t, task.id)).toEqual([]);
    expect((await t.request('GET', attachment.url, owner)).statusCode).toBe(404);
    expect((await t.request('DELETE', attachment.url, owner)).statusCode).toBe(404);
  });

  it('serves a PDF inline and a text file only as a download, as UTF-8', async () => {
    const task = await newTask();
    const pdf = (await upload(task.id, 'scan.pdf', PDF)).json<Attachment>();
    const text = (await upload(task.id, 'Заметки.txt', Buffer.from('Купить молоко\n'))).json<Attachment>();
    expect(pdf.type).toBe('application/pdf');
    expect(text).toMatchObject({ name: 'Заметки.txt', type: 'text/plain' });
    expect((await t.request('GET', pdf.url, owner)).headers['content-disposition']).toMatch(/^inline;/);
    const download = await t.request('GET', text.url, owner);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_______.txt"; filename*=UTF-8''${encodeURIComponent('Заметки.txt')}`,
    );
    expect(download.body).toBe('Купить молоко\n');
    expect((await attachmentsOf(task.id)).map((entry) => entry.id)).toEqual([pdf.id, text.id]);
  });

  it.each([
    ['a .png that is really HTML', 'cute-cat.png', HTML],
    ['a .png that is really a script', 'cute-cat.png', SCRIPT],
    ['HTML named as text', 'page.txt', HTML],
    ['an SVG with a script', 'logo.svg', SVG],
    ['an SVG with a script named .png', 'logo.png', SVG],
    ['a PNG named as a PDF', 'invoice.pdf', PNG],
    ['bytes that are not text named .txt', 'notes.txt', Buffer.from([0x00, 0x01, 0xff, 0xfe, 0x42])],
    [
      'an executable',
      'setup.exe',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
    ],
  ])('refuses %s with 415, storing nothing', async (_what, name, bytes) => {
    const task = await newTask();
    await expectNothingStored(await upload(task.id, name, bytes), task.id, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a text file whose bytes stop being text after the first sample, storing nothing', async () => {
    const task = await newTask();
    const body = Buffer.concat([Buffer.alloc(100 * 1024, 'a'), Buffer.from([0xff, 0x00])]);
    await expectNothingStored(
      await upload(task.id, 'long.txt', body),
      task.id,
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('refuses a file over the limit with 413, whether it says its length or not, storing nothing', async () => {
    const task = await newTask();
    const oversized = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES, 0)]);
    const declared = await upload(task.id, 'big.png', oversized);
    await expectNothingStored(declared, task.id, 413, 'PAYLOAD_TOO_LARGE');
    // Refused before its body was read: the connection closes rather than receive it for nothing.
    expect(declared.headers.connection).toBe('close');
    // Streamed without a Content-Length: counted while it arrives, refused past the limit.
    const chunks = function* () {
      yield PNG;
      for (let sent = 0; sent <= MAX_BYTES; sent += 256 * 1024) yield Buffer.alloc(256 * 1024, 1);
    };
    const streamed = await upload(task.id, 'big.png', Readable.from(chunks()));
    await expectNothingStored(streamed, task.id, 413, 'PAYLOAD_TOO_LARGE');
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES - PNG.length, 0)]);
    expect((await upload(task.id, 'edge.png', atLimit)).statusCode).toBe(201);
  });

  it('keeps only the last part of a path-traversal name, without control or bidi characters', async () => {
    const task = await newTask();
    const traversal = (
      await upload(task.id, '../../../etc/passwd.txt', Buffer.from('x\n'))
    ).json<Attachment>();
    expect(traversal.name).toBe('passwd.txt');
    const windows = (await upload(task.id, '..\\..\\boot.ini\u202Etxt.png', PNG)).json<Attachment>();
    expect(windows.name).toBe('boot.initxt.png');
    expect((await storage.keysOf(t, task.id)).sort()).toEqual(
      [
        `tasks/${task.id}/${task.id}_${traversal.id}.txt`,
        `tasks/${task.id}/${task.id}_${windows.id}.png`,
      ].sort(),
    );
  });

  it('refuses an empty file, a missing name and a body not sent as octet-stream', async () => {
    const task = await newTask();
    await expectNothingStored(
      await upload(task.id, 'empty.txt', Buffer.alloc(0)),
      task.id,
      400,
      'VALIDATION_ERROR',
    );
    await expectNothingStored(await upload(task.id, undefined, PNG), task.id, 400, 'VALIDATION_ERROR');
    const asJson = await upload(task.id, 'a.png', PNG, { contentType: 'image/png' });
    await expectNothingStored(asJson, task.id, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it("refuses another user's task and attachment exactly like missing ones, storing and removing nothing", async () => {
    const task = await newTask();
    const attachment = (await upload(task.id, 'mine.png', PNG)).json<Attachment>();
    const foreign = await upload(task.id, 'theirs.png', PNG, { session: stranger });
    const missing = await upload(newId(), 'theirs.png', PNG, { session: stranger });
    expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Not found' },
    });
    expect(missing.body).toBe(foreign.body);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.request(method, attachment.url, stranger);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
    expect(await attachmentsOf(task.id)).toEqual([attachment]);
    expect(await storage.keysOf(t, task.id)).toHaveLength(1);
    expect((await t.request('GET', attachment.url, null)).statusCode).toBe(401);
  });

  it('leaves no row and no file when the client goes away mid-upload', async () => {
    const task = await newTask();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    // Over one S3 part, so the S3 driver has begun a multipart upload when the socket dies.
    const declared = MAX_BYTES;
    const sent = 6 * 1024 * 1024;
    const logged = t.logs.lines.length;
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    let answered = false;
    socket.on('data', () => {
      answered = true;
    });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        `POST /api/tasks/${task.id}/attachments?name=big.png HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Origin: ${t.config.publicOrigin}`,
        `Cookie: ${owner.cookie}`,
        'Content-Type: application/octet-stream',
        `Content-Length: ${declared}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(PNG);
    for (let written = PNG.length; written < sent; written += 64 * 1024) {
      if (!socket.write(Buffer.alloc(64 * 1024, 7)))
        await new Promise((resolve) => socket.once('drain', resolve));
    }
    // Still reading the body: nothing was answered before the client went away.
    expect(answered).toBe(false);
    socket.destroy();
    // The server notices, the store gives the partial file up; give it a moment, then check twice.
    for (let attempt = 0; attempt < 50 && (await storage.keysOf(t, task.id)).length > 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storage.keysOf(t, task.id)).toEqual([]);
    expect(await attachmentsOf(task.id)).toEqual([]);
    // A client going away is not a server error.
    expect(t.logs.lines.slice(logged).filter((line) => line.includes('request failed'))).toEqual([]);
  });

  it("takes a deleted task's files with it", async () => {
    const task = await newTask();
    await upload(task.id, 'a.png', PNG);
    expect(await storage.keysOf(t, task.id)).toHaveLength(1);
    expect((await t.request('DELETE', `/api/tasks/${task.id}`, owner)).statusCode).toBe(204);
    expect(await storage.keysOf(t, task.id)).toEqual([]);
  });

  it("lets a caller that verified a delegation link upload, open and delete on that task only (the delegate routes' seam)", async () => {
    const task = await newTask();
    const other = await newTask();
    const deps: AttachmentsDeps = {
      db: t.database.db,
      files: storage.files ?? t.files,
      now: t.clock.now,
      maxBytes: MAX_BYTES,
      log: t.app.log,
    };
    const attachment = await uploadAttachment(deps, {
      taskId: task.id,
      by: 'delegate',
      fileName: 'from-the-delegate.txt',
      body: Readable.from([Buffer.from('Done, see attached\n')]),
      contentType: 'application/octet-stream',
      declaredBytes: undefined,
    });
    expect(await attachmentsOf(task.id)).toEqual([attachment]);
    const opened = await openAttachment(deps, attachment.id, 'delegate', task.id);
    expect(await text(opened.file.stream)).toBe('Done, see attached\n');
    // Another task's id (a link to another task) finds nothing, and a delegate without a task neither.
    await expect(openAttachment(deps, attachment.id, 'delegate', other.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(openAttachment(deps, attachment.id, 'delegate')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(deleteAttachment(deps, attachment.id, 'delegate', other.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await deleteAttachment(deps, attachment.id, 'delegate', task.id);
    expect(await attachmentsOf(task.id)).toEqual([]);
    expect(await storage.keysOf(t, task.id)).toEqual([]);
  });

  it('refuses a task edit that would write attachment entries: files come only through the upload', async () => {
    const task = await newTask();
    const forged: Attachment = {
      id: newId(),
      name: 'x.html',
      type: 'text/html',
      size: 1,
      url: '/api/attachments/x',
      created_at: t.clock.now().toISOString(),
    };
    const edit = await t.request('PATCH', `/api/tasks/${task.id}`, owner, { attachments: [forged] });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await attachmentsOf(task.id)).toEqual([]);
    expect((await t.request('GET', `/api/attachments/${forged.id}`, owner)).statusCode).toBe(404);
  });
});
