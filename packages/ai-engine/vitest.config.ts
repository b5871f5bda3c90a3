import { defineProject } from 'vitest/config';

// A project of the root suite (`npx vitest run --project ai-engine`): each stage's unit tests in src/,
// the quality gate over the evaluation sets of the repository's eval/ai/ in test/.
export default defineProject({
  test: {
    name: 'ai-engine',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
