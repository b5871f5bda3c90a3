import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats worth compressing; images and fonts like woff2 are already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `.gz` and `.br` siblings of every text asset after the build (of those `only` matches), at maximum compression,
 * so the server serves precompressed files and never compresses per request (synchronous gzip
 * halves its throughput). A sibling is written only when it is smaller than the original.
 */
export function precompress(only: RegExp = /./): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'fokus:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file) && only.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
            brotliAsync(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
              },
            }),
          ]);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
        }),
      );
    },
  };
}
