// One linter for the whole repository. Typed rules stay off to keep `npm run lint` fast on 2 cores;
// `npm run typecheck` is the type gate.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fokus/db', '@fokus/db/*', '@fokus/server', '@fokus/server/*'],
              message: 'The web app never imports db or server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // packages/core is pure: no I/O, no clock, no randomness, no server/db/React.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process', 'os', 'crypto'],
              message: 'packages/core has no I/O.',
            },
            {
              group: [
                '@fokus/db',
                '@fokus/db/*',
                '@fokus/server',
                '@fokus/web',
                'react',
                'react-dom',
                'pg',
                'drizzle-orm',
                'drizzle-orm/*',
              ],
              message: 'packages/core depends on nothing but zod.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'process',
        'localStorage',
        'sessionStorage',
        'window',
        'document',
        'setTimeout',
        'setInterval',
        'crypto',
        'performance',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass `now` in; core never reads the clock.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**', '**/testing/**'],
    rules: { 'no-console': 'off' },
  },
);
