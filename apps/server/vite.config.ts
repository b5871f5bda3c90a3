// Server bundle: `vite build --ssr src/server.ts --outDir dist`.
// Workspace packages (@fokus/*) are TypeScript sources, so they are bundled; every package from
// node_modules stays an import, resolved at run time from the repository's node_modules.
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

const WORKSPACE_PACKAGE = /^@fokus\//;

function isExternal(id: string): boolean {
  if (id.startsWith('.') || id.startsWith('/') || id.startsWith('\0')) return false;
  if (WORKSPACE_PACKAGE.test(id)) return false;
  return id.startsWith('node:') || builtinModules.includes(id) || /^[@a-z]/i.test(id);
}

export default defineConfig({
  ssr: {
    noExternal: [WORKSPACE_PACKAGE],
    target: 'node',
  },
  build: {
    target: 'node20',
    sourcemap: true,
    minify: false,
    emptyOutDir: true,
    rolldownOptions: {
      external: isExternal,
      output: { entryFileNames: '[name].js' },
    },
  },
});
