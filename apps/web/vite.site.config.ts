// The public site (/, /blog, /research, …): its stylesheet and small script are built here, after the
// app (`vite build`), into the same dist/; then every page is prerendered to HTML (src/site/render.tsx)
// under dist/site/, which the server answers from (apps/server/src/plugins/site-pages.ts).
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerenderSite } from './build/prerender-site.ts';

export default defineConfig({
  plugins: [
    tailwindcss(),
    prerenderSite(),
    // The site's script (the app's files were compressed by its own build; the pages are compressed by
    // the server once it has put the public origin into them).
    precompress(/[\\/]assets[\\/]site-[^\\/]+\.js$/),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The app's build already copied public/.
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    manifest: 'site/assets.json',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { site: fileURLToPath(new URL('./src/site/client/site.ts', import.meta.url)) },
      // packages/core is pure (see vite.config.ts): only the constant the script uses is kept.
      treeshake: {
        moduleSideEffects: (id: string) => (/[\\/]packages[\\/]core[\\/]/.test(id) ? false : undefined),
      },
      output: {
        entryFileNames: 'assets/site-[hash].js',
        chunkFileNames: 'assets/site-[name]-[hash].js',
        assetFileNames: 'assets/site-[hash][extname]',
      },
    },
  },
});
