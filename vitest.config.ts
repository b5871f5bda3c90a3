import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts; this runs them all as one suite.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/web/vitest.node.config.ts'],
  },
});
