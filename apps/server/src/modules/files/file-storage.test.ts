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

  it('writes under its root, creating folders, and removes a whole folder', async () => {
    await files.write('tasks/t1/t1_a.txt', new TextEncoder().encode('hello'));
    await files.write('tasks/t1/t1_b.png', new Uint8Array([1, 2, 3]));
    await files.write('tasks/t2/t2_a.txt', new Uint8Array([4]));
    expect(await readFile(path.join(root, 'files/tasks/t1/t1_a.txt'), 'utf8')).toBe('hello');
    expect(await files.exists('tasks/t1')).toBe(true);

    await files.removeFolder('tasks/t1');
    expect(await files.exists('tasks/t1')).toBe(false);
    expect(await files.exists('tasks/t2/t2_a.txt')).toBe(true);
  });

  it('treats removing a folder that is not there as done', async () => {
    await expect(files.removeFolder('tasks/never')).resolves.toBeUndefined();
    expect(await files.exists('tasks/never')).toBe(false);
  });

  it.each(['../outside', 'tasks/../../outside', '/etc/passwd', '', '.'])(
    'refuses the path %j, which is not inside its root',
    async (storagePath) => {
      await expect(files.write(storagePath, new Uint8Array([1]))).rejects.toThrow(/escapes/);
      await expect(files.removeFolder(storagePath)).rejects.toThrow(/escapes/);
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
  };

  it('keeps files under DATA_DIR/files and says nothing when S3 is not configured', () => {
    expect(configuredFileStorage({ dataDir: '/srv/fokus', s3: undefined }).warning).toBeUndefined();
  });

  it('tells the operator that S3 is not used yet, naming the folder and no secret', () => {
    const { warning } = configuredFileStorage({ dataDir: '/srv/fokus', s3 });
    expect(warning).toContain('S3_* is set');
    expect(warning).toContain(path.join('/srv/fokus', 'files'));
    expect(warning).not.toContain('never-logged');
  });
});
