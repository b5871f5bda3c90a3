// Both storage drivers keep the same promises: a key written once and never overwritten, a failed
// write leaves nothing, reads stream, removals of what is not there are no errors. The S3 driver runs
// against a real S3-compatible server (s3rver) on 127.0.0.1.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileExistsError, localFileStorage, type FileStorage } from '../src/modules/files/file-storage.js';
import { s3Client, s3FileStorage } from '../src/modules/files/s3-file-storage.js';
import { startS3rver } from './s3rver.js';

interface Driver {
  files: FileStorage;
  close(): Promise<void>;
}

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local disk',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'fokus-files-'));
      return { files: localFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  [
    's3rver',
    async () => {
      const s3 = await startS3rver();
      const client = s3Client(s3.config);
      return {
        files: s3FileStorage(s3.config, client),
        close: async () => {
          client.destroy();
          await s3.close();
        },
      };
    },
  ],
];

/** A stream that sends `chunks` and then fails, as an aborted upload does. */
function failingStream(chunks: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent++ < chunks) this.push(Buffer.alloc(64 * 1024, 7));
      else this.destroy(new Error('aborted'));
    },
  });
}

describe.each(drivers)('file storage on %s', (_name, start) => {
  let driver: Driver;
  let files: FileStorage;
  beforeAll(async () => {
    driver = await start();
    files = driver.files;
  });
  afterAll(() => driver?.close());

  it('stores a stream and reads it back with its size', async () => {
    await files.writeStream(
      'tasks/t1/t1_a.txt',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
    );
    const stored = await files.read('tasks/t1/t1_a.txt');
    expect(stored?.size).toBe(11);
    expect(await text(stored!.stream)).toBe('hello world');
  });

  it('streams a file larger than one S3 part', async () => {
    const part = Buffer.alloc(1024 * 1024, 1);
    await files.writeStream('tasks/t1/t1_big.bin', Readable.from(Array.from({ length: 7 }, () => part)));
    expect((await files.read('tasks/t1/t1_big.bin'))?.size).toBe(7 * 1024 * 1024);
  });

  it('never overwrites: a second write of a key is refused and the first file stays', async () => {
    await files.write('tasks/t2/t2_a.txt', Buffer.from('first'));
    await expect(files.write('tasks/t2/t2_a.txt', Buffer.from('second'))).rejects.toBeInstanceOf(
      FileExistsError,
    );
    expect(await text((await files.read('tasks/t2/t2_a.txt'))!.stream)).toBe('first');
  });

  it('leaves nothing at the key when the stream fails', async () => {
    await expect(files.writeStream('tasks/t3/t3_a.bin', failingStream(3))).rejects.toThrow();
    expect(await files.exists('tasks/t3/t3_a.bin')).toBe(false);
    expect(await files.read('tasks/t3/t3_a.bin')).toBeUndefined();
  });

  it('removes one file, and a missing one without an error', async () => {
    await files.write('tasks/t4/t4_a.txt', Buffer.from('a'));
    await files.write('tasks/t4/t4_b.txt', Buffer.from('b'));
    await files.remove('tasks/t4/t4_a.txt');
    await files.remove('tasks/t4/t4_never.txt');
    expect(await files.exists('tasks/t4/t4_a.txt')).toBe(false);
    expect(await files.exists('tasks/t4/t4_b.txt')).toBe(true);
  });

  it('removes a whole folder and nothing beside it; a missing folder is no error', async () => {
    await files.write('tasks/t5/t5_a.txt', Buffer.from('a'));
    await files.write('tasks/t5/t5_b.png', Buffer.from('b'));
    await files.write('tasks/t55/t55_a.txt', Buffer.from('c'));
    expect(await files.exists('tasks/t5')).toBe(true);
    await files.removeFolder('tasks/t5');
    await files.removeFolder('tasks/never');
    expect(await files.exists('tasks/t5/t5_a.txt')).toBe(false);
    expect(await files.exists('tasks/t5/t5_b.png')).toBe(false);
    expect(await files.exists('tasks/t55/t55_a.txt')).toBe(true);
  });

  it.each(['../outside', 'tasks/../../outside', '/etc/passwd', '', 'tasks//x'])(
    'refuses the key %j',
    async (key) => {
      await expect(files.write(key, Buffer.from('x'))).rejects.toThrow(/escapes/);
      await expect(files.read(key)).rejects.toThrow(/escapes/);
      await expect(files.remove(key)).rejects.toThrow(/escapes/);
    },
  );
});
