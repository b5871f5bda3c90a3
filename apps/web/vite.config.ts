import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { stripRuleExamples } from './build/strip-rule-examples.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
// One id per build: the persisted query cache of an older build is dropped (its data shape may differ).
const BUILD_ID = `${version}+${Date.now().toString(36)}`;

export default defineConfig({
  plugins: [
    // The built-in engine's rule examples are its tests' contract, not the browser's download.
    stripRuleExamples(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      mode: 'production',
      // Registered from the bundle (src/lib/pwa): the plugin's injected registration is an inline
      // script, which the Content-Security-Policy forbids.
      injectRegister: false,
      // Two static manifests in public/ (ru, en); the plugin can only write one.
      manifest: false,
      filename: 'sw.js',
      // Before the precompress plugin's closeBundle, so sw.js gets its .br/.gz too.
      integration: { closeBundleOrder: 'pre' },
      workbox: {
        // The whole shell, lazily loaded screens included; .gz/.br siblings are transfer encodings.
        globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2,webmanifest}'],
        // Navigations are network-first (below), so a deploy shows on the next online load; the
        // plugin's default answers them from the precache first.
        navigateFallback: null,
        runtimeCaching: [
          {
            // Page loads only, never /api: the server is asked every time and the precached
            // index.html answers only when it cannot be reached. Nothing is stored at run time.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && url.pathname !== '/api' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
        ],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Web Push (reminders): showing a push and opening its task, hand-written in public/push-sw.js.
        importScripts: ['/push-sw.js'],
        // One file at a stable URL, served with Cache-Control: no-cache.
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
    }),
    precompress(),
  ],
  define: {
    'import.meta.env.FOKUS_BUILD_ID': JSON.stringify(BUILD_ID),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The API and better-auth live on the Fastify server; same-origin in production, proxied in dev.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // The start chunk (React DOM, the router, TanStack Query, i18next and the shell) is ≈ 600 KB
    // before compression by design; the first-load budget (≤ 200 KB gzipped) is what is enforced.
    chunkSizeWarningLimit: 700,
    // The polyfill is injected as an inline script, which the Content-Security-Policy forbids.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // packages/core is pure by rule (its lint forbids I/O and globals), so a module of it that the
        // web does not use — e.g. zod schemas for the server — can be dropped from the bundle. Every
        // other module keeps what its package says (`sideEffects` in package.json): zod's, for one,
        // lets the parts of it that no schema uses go.
        moduleSideEffects: (id: string) => (/[\\/]packages[\\/]core[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // The built-in AI engine's chunk (with chrono-node) is named for it: the AI import dialog loads
        // it only to propose tasks on the device, and bench/ai-engine-browser.bench.mjs checks its size.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId &&
          /[\\/]packages[\\/]ai-engine[\\/]src[\\/]propose\.ts$/.test(chunk.facadeModuleId)
            ? 'assets/ai-engine-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Everything the entry needs in one chunk, and the shared chunks under 4 KB inlined into their
          // importers: the first load was 47 files and the task screen 20 more, which over HTTP/1.1's
          // six connections per host queued for longer than the bytes took (docs/benchmarks.md).
          groups: [{ name: 'start', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 4000 },
        },
      },
    },
  },
});
