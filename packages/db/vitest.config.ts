import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts'],
    // Suites start real PostgreSQL servers (and, in src/embedded, other Node processes); on a busy
    // 2-core machine the first start in a process can take several seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
