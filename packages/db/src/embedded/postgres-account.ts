// The `postgres` system account the embedded server runs as when Fokus runs as root (PostgreSQL
// refuses to run as root), and the check that it can reach the data directory.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The cluster's superuser, and the system account postgres runs as under root. */
export const SUPERUSER = 'postgres';

export interface PostgresAccount {
  uid: number;
  gid: number;
  groups: number[];
}

/** The `postgres` account's ids, or null when the system has none. */
export async function lookupPostgresAccount(): Promise<PostgresAccount | null> {
  try {
    const [uid, gid, groups] = await Promise.all(
      ['-u', '-g', '-G'].map(async (flag) => (await execFileAsync('id', [flag, SUPERUSER])).stdout.trim()),
    );
    return {
      uid: Number(uid),
      gid: Number(gid),
      groups: (groups ?? '').split(/\s+/).map(Number),
    };
  } catch {
    return null;
  }
}

/** As root, postgres runs as the `postgres` user, which must be able to enter every parent directory. */
export async function assertTraversable(dir: string, account: PostgresAccount): Promise<void> {
  for (let current = dir; ; current = path.dirname(current)) {
    const { uid, gid, mode } = await stat(current);
    const allowed =
      uid === account.uid ? mode & 0o100 : account.groups.includes(gid) ? mode & 0o010 : mode & 0o001;
    if (!allowed) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user because Fokus runs as root, and that user cannot enter ` +
          `${current}. Allow it (chmod o+x ${current}) or choose a DATA_DIR under a directory it can enter.`,
      );
    }
    if (path.dirname(current) === current) return;
  }
}
