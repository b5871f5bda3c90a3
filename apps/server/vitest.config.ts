import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Builds the server bundle once for the process-level tests in test/process.
    globalSetup: ['test/build-bundle.global.ts'],
    // Suites start real PostgreSQL databases and, in test/process, real server processes.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
