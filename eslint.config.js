// One linter for the whole repository. Typed rules stay off to keep `npm run lint` fast on 2 cores;
// `npm run typecheck` is the type gate.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const CORE_SRC = path.join(import.meta.dirname, 'packages', 'core', 'src');

/** Relative imports in packages/core/src must resolve inside it (no reaching into apps/, db/ …). */
const coreImportsStayInside = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { outside: 'packages/core imports nothing outside packages/core/src ("{{source}}").' },
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      if (target !== CORE_SRC && !target.startsWith(CORE_SRC + path.sep)) {
        context.report({ node: node.source, messageId: 'outside', data: { source } });
      }
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check };
  },
};

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
    plugins: { 'fokus-core': { rules: { 'imports-stay-inside': coreImportsStayInside } } },
    rules: {
      'fokus-core/imports-stay-inside': 'error',
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
        { name: 'crypto', message: 'Pass ids and randomness in.' },
        'performance',
        { name: 'globalThis', message: 'packages/core reads nothing from the environment.' },
        'self',
        'navigator',
        'location',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in.' },
        { object: 'globalThis', property: 'crypto', message: 'Pass ids and randomness in.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass `now` in; core never reads the clock.',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'Date() without `new` reads the clock; pass `now` in.',
        },
        {
          selector: "CallExpression[callee.property.name='resolvedOptions']",
          message: 'resolvedOptions() reads the environment (locale, time zone); pass them in.',
        },
        {
          selector: ":matches(NewExpression, CallExpression)[callee.object.name='Intl'][arguments.length=0]",
          message: 'Intl without a locale reads the environment; pass the locale (and time zone) in.',
        },
        {
          selector:
            ":matches(NewExpression, CallExpression)[callee.object.name='Intl'] > Identifier.arguments:first-child[name='undefined']",
          message: 'Intl without a locale reads the environment; pass the locale (and time zone) in.',
        },
        {
          selector: 'ImportExpression',
          message: 'No dynamic import() in packages/core: import statically (and only core or zod).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**', '**/testing/**'],
    rules: { 'no-console': 'off' },
  },
);
