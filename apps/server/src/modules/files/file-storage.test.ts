import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredFileStorage, localFileStorage, type FileStorage } from './file-storage.js';

describe('localFileStorage', () => {
  let root: string;
  let files: FileStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fokus-files-'));
    files = localFileStorage(path.join(root, 'files'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes under its root, creating folders', async () => {
    await files.write('tasks/t0/t0_a.txt', new TextEncoder().encode('hello'));
    expect(await readFile(path.join(root, 'files/tasks/t0/t0_a.txt'), 'utf8')).toBe('hello');
  });

  it.each(['../outside', 'tasks/../../outside', '/etc/passwd', '', '.', 'tasks//x', 'tasks\\x'])(
    'refuses the path %j, which is not inside its root',
    async (storagePath) => {
      await expect(files.write(storagePath, new Uint8Array([1]))).rejects.toThrow(/escapes/);
      await expect(files.removeFolder(storagePath)).rejects.toThrow(/escapes/);
      await expect(files.read(storagePath)).rejects.toThrow(/escapes/);
    },
  );
});

describe('configuredFileStorage', () => {
  const s3 = {
    endpoint: 'https://s3.example.com',
    region: 'eu',
    bucket: 'fokus',
    accessKeyId: 'id',
    secretAccessKey: 'never-logged',
    forcePathStyle: false,
  };

  it('keeps files under DATA_DIR/files when S3 is not configured', () => {
    expect(configuredFileStorage({ dataDir: '/srv/fokus', s3: undefined }).description).toContain(
      path.join('/srv/fokus', 'files'),
    );
  });

  it('uses the S3 bucket when S3_* is set, naming it and no secret', () => {
    const { description } = configuredFileStorage({ dataDir: '/srv/fokus', s3 });
    expect(description).toContain('S3 bucket fokus at https://s3.example.com');
    expect(description).not.toContain('never-logged');
  });
});
