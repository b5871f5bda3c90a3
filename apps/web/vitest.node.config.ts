import { defineProject } from 'vitest/config';

// Tests of the web app's tooling (build steps, lint rules) that run in Node, not in jsdom.
export default defineProject({
  test: {
    name: 'web-node',
    environment: 'node',
    include: ['build/**/*.test.ts'],
  },
});
