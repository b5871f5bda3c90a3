import { defineConfig } from 'vitest/config';

// Used as a project of the root suite (`npx vitest run --project core`) and on its own for coverage
// (`npm run coverage -w @fokus/core`), where the thresholds below fail the run when coverage drops.
export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
