// Where attachment files live (DESIGN.md "files"): the local disk under DATA_DIR by default. The
// interface is what the task use cases need; uploads and an S3-compatible driver join it with the
// attachments screen.
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';

/** A store of files addressed by storage paths such as `tasks/{taskId}/{taskId}_{random}.png`. */
export interface FileStorage {
  /** Writes a file, creating its folders. */
  write(storagePath: string, data: Uint8Array): Promise<void>;
  /** True when a file or folder is stored at the path. */
  exists(storagePath: string): Promise<boolean>;
  /** Removes a folder and everything in it; a missing folder is not an error. */
  removeFolder(storagePath: string): Promise<void>;
}

/**
 * Files under `root` on the local disk. A storage path is relative and must stay inside `root`
 * (core builds them from checked ids; this is the last line of defence).
 */
export function localFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const resolve = (storagePath: string): string => {
    const full = path.resolve(base, storagePath);
    if (path.isAbsolute(storagePath) || !full.startsWith(`${base}${path.sep}`)) {
      throw new Error(`storage path escapes the files folder: ${JSON.stringify(storagePath)}`);
    }
    return full;
  };
  return {
    async write(storagePath, data) {
      const full = resolve(storagePath);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async exists(storagePath) {
      try {
        await stat(resolve(storagePath));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async removeFolder(storagePath) {
      await rm(resolve(storagePath), { recursive: true, force: true });
    },
  };
}

/** The files of a configuration, and what the operator must be told about where they go. */
export interface ConfiguredFileStorage {
  files: FileStorage;
  /** Said once at start when the configuration asks for something this version does not do. */
  warning?: string;
}

/**
 * The store the configuration gives: the local disk under `DATA_DIR/files`. `S3_*` is accepted and
 * checked, but the S3 driver comes with attachment uploads, so until then an operator who set it is
 * told that files stay on the local disk rather than left to believe otherwise.
 */
export function configuredFileStorage(config: Pick<Config, 'dataDir' | 's3'>): ConfiguredFileStorage {
  const root = path.join(config.dataDir, 'files');
  const files = localFileStorage(root);
  if (!config.s3) return { files };
  return {
    files,
    warning: `S3_* is set, but this version keeps attachment files on the local disk under ${root}; the S3 driver comes with attachment uploads`,
  };
}
