import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The API and better-auth live on the Fastify server; same-origin in production, proxied in dev.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // The polyfill is injected as an inline script, which the Content-Security-Policy forbids.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // packages/core is pure by rule (its lint forbids I/O and globals), so a module of it that the
        // web does not use — e.g. zod schemas for the server — can be dropped from the bundle.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]core[\\/]/.test(id),
      },
    },
  },
});
