// Where attachment files live (DESIGN.md "files"): the local disk under DATA_DIR by default, or any
// S3-compatible store when S3_* is set (s3-file-storage.ts). Both keep one promise: a key is written
// once, never overwritten, and a write that fails leaves nothing at its key.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.js';
import { s3FileStorage } from './s3-file-storage.js';

/** A stored file opened for reading. */
export interface StoredFile {
  /** Its bytes; the caller must consume or destroy it. */
  stream: Readable;
  /** Its size in bytes, as the store reports it. */
  size: number;
}

/** A store of files addressed by keys such as `tasks/{taskId}/{taskId}_{random}.png`. */
export interface FileStorage {
  /**
   * Stores a stream under a new key, creating its folders. Refuses (`FileExistsError`) when something is
   * already stored there; when the stream or the store fails, nothing is left at the key.
   */
  writeStream(key: string, body: Readable): Promise<void>;
  /** Stores bytes under a new key, like `writeStream`. */
  write(key: string, data: Uint8Array): Promise<void>;
  /** Opens a stored file, or undefined when there is none. */
  read(key: string): Promise<StoredFile | undefined>;
  /** Removes one file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** True when a file, or a folder holding files, is stored at the key. */
  exists(key: string): Promise<boolean>;
  /** Removes a folder and everything in it; a missing folder is not an error. */
  removeFolder(key: string): Promise<void>;
}

/** Something is already stored at the key a write was given: files are never overwritten. */
export class FileExistsError extends Error {
  constructor(readonly key: string) {
    super(`a file is already stored at ${JSON.stringify(key)}`);
    this.name = 'FileExistsError';
  }
}

/**
 * A key as every driver accepts it: relative, `/`-separated, without empty, `.` or `..` segments.
 * Core builds keys from checked ids; this is the last line of defence.
 */
export function checkStorageKey(key: string): string {
  const segments = key.split('/');
  const isSafe =
    key !== '' &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!isSafe) throw new Error(`storage path escapes the files folder: ${JSON.stringify(key)}`);
  return key;
}

/** Files under `root` on the local disk. */
export function localFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const resolve = (key: string): string => {
    const full = path.resolve(base, checkStorageKey(key));
    if (!full.startsWith(`${base}${path.sep}`)) {
      throw new Error(`storage path escapes the files folder: ${JSON.stringify(key)}`);
    }
    return full;
  };
  const storage: FileStorage = {
    async writeStream(key, body) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // `wx`: the open fails when the file exists, so two writers can never share a key.
      const file = createWriteStream(full, { flags: 'wx' });
      try {
        await pipeline(body, file);
      } catch (error) {
        body.destroy();
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExistsError(key);
        await unlink(full).catch(() => undefined);
        throw error;
      }
    },
    write(key, data) {
      return storage.writeStream(key, Readable.from([data]));
    },
    async read(key) {
      const full = resolve(key);
      try {
        const { size, isFile } = await stat(full).then((stats) => ({
          size: stats.size,
          isFile: stats.isFile(),
        }));
        if (!isFile) return undefined;
        return { stream: createReadStream(full), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await stat(resolve(key));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async removeFolder(key) {
      await rm(resolve(key), { recursive: true, force: true });
    },
  };
  return storage;
}

/** The files of a configuration, and where they are, for the start-up log. */
export interface ConfiguredFileStorage {
  files: FileStorage;
  /** Said once at start: where files go (never a secret). */
  description: string;
}

/** The store the configuration gives: an S3-compatible bucket when S3_* is set, else `DATA_DIR/files`. */
export function configuredFileStorage(config: Pick<Config, 'dataDir' | 's3'>): ConfiguredFileStorage {
  if (config.s3) {
    return {
      files: s3FileStorage(config.s3),
      description: `attachment files go to the S3 bucket ${config.s3.bucket} at ${config.s3.endpoint}`,
    };
  }
  const root = path.join(config.dataDir, 'files');
  return { files: localFileStorage(root), description: `attachment files go to ${root}` };
}
