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

/**
 * Request data is read with core's `textSchema`, which refuses NUL and unpaired surrogates; a raw
 * `z.string()` would let them through to PostgreSQL (a 500) or store them mangled. Formats with their
 * own strict pattern (`z.uuid()`, `z.email()`, `z.iso.date()`, `z.enum`) are fine.
 */
const useTextSchema = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      raw: 'Use textSchema (packages/core/src/schemas/common.ts) or a strict format instead of z.string(): it refuses NUL and unpaired surrogates.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'z' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'string'
        )
          context.report({ node, messageId: 'raw' });
      },
    };
  },
};

const WEB_SRC = path.join(import.meta.dirname, 'apps', 'web', 'src');

/** The layer of a file under apps/web/src: `feature:<name>`, `data`, `lib`, `components`, `app` … */
function webLayerOf(file) {
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..')) return null;
  const [top, second] = relative.split(path.sep);
  return top === 'features' ? `feature:${second}` : top;
}

/**
 * The web app's boundaries (STYLE.md): features do not import each other or the app; the shared data
 * layer imports no feature or app code; lib and components/ui know no domain layer. Screens in app/
 * compose features. Tests are held to the same rule as the code beside them.
 */
const webBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossing: '{{from}} may not import {{to}} ("{{source}}"): {{why}}',
    },
  },
  create(context) {
    const from = webLayerOf(context.filename);
    // Tests stand where the app does: they may build the whole app (its i18n, its providers).
    if (from === null || from === 'testing' || /\.test\.tsx?$/.test(context.filename)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = path.join(WEB_SRC, source.slice(2));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source);
      else return;
      const to = webLayerOf(target);
      if (to === null || to === from) return;
      let why = null;
      if (from.startsWith('feature:') && to.startsWith('feature:'))
        why = 'features do not import each other; compose them in app/ or move shared code to data/ or lib/';
      else if (from.startsWith('feature:') && to === 'app') why = 'features never import the app';
      else if (from === 'data' && (to.startsWith('feature:') || to === 'app'))
        why =
          'the data layer is shared: features plug in through their cache adapters (app/cache-adapters.ts)';
      else if (
        (from === 'lib' || from === 'components') &&
        (to.startsWith('feature:') || to === 'app' || to === 'data')
      )
        why = 'lib and components/ui know no domain';
      if (why) context.report({ node: node.source, messageId: 'crossing', data: { from, to, source, why } });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
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
    plugins: { 'react-hooks': reactHooks, 'fokus-web': { rules: { boundaries: webBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'fokus-web/boundaries': 'error',
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
    // Where request schemas live: core's schemas and the server's modules (route queries and bodies).
    files: ['packages/core/src/schemas/**/*.ts', 'apps/server/src/modules/**/*.ts'],
    ignores: ['packages/core/src/schemas/common.ts', '**/*.test.ts', 'apps/server/src/modules/docs/**'],
    plugins: { 'fokus-text': { rules: { 'use-text-schema': useTextSchema } } },
    rules: { 'fokus-text/use-text-schema': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**', '**/testing/**'],
    rules: { 'no-console': 'off' },
  },
);
