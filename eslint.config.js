import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Imports flow one way inside the console (docs/architecture.md): lib and components -> session
 * -> features -> app -> main.tsx; a feature never imports another feature; the session is imported
 * through its index only; the inline scripts of the pages built ahead (first-paint/) import lib and
 * the session alone, and nothing imports them; only tests import src/testing; packages never import the console. import-x resolves
 * each import, so relative and `@/` imports are both caught.
 */
const src = `${import.meta.dirname}/apps/console/src`;
const features = readdirSync(src + '/features');
const session = `${src}/session`;
const flow = [
  ...['lib', 'components'].map((dir) => ({
    target: `${src}/${dir}`,
    from: [session, `${src}/features`, `${src}/app`],
    message: `${dir}/ must not import the session, features or the app.`,
  })),
  {
    target: session,
    from: [`${src}/features`, `${src}/app`],
    message: 'session/ must not import features or the app.',
  },
  // The first-paint scripts, inlined into the pages built ahead, read the stored session through the two
  // modules that pull in neither React nor the API client, as the index would.
  ...readdirSync(src)
    .filter((name) => name !== 'session')
    .map((name) => ({
      target: `${src}/${name}`,
      from: session,
      except: ['./index.ts', ...(name === 'first-paint' ? ['./token.ts', './remembered-name.ts'] : [])],
      message: 'import the session through its index (@/session) only.',
    })),
  { target: `${src}/features`, from: `${src}/app`, message: 'a feature must not import the app.' },
  {
    target: `${src}/first-paint`,
    from: src,
    except: ['./lib', './session', './first-paint'],
    message: 'first-paint/ holds inline scripts of a few hundred bytes: they import lib/ and the session only.',
  },
  {
    target: ['lib', 'components', 'session', 'features', 'app', 'main.tsx'].map((part) => `${src}/${part}`),
    from: `${src}/first-paint`,
    message: 'first-paint/ is compiled into the pages, never imported (what it shares lives in lib/).',
  },
  ...features.map((name) => ({
    target: `${src}/features/${name}`,
    from: `${src}/features`,
    except: [`./${name}`],
    message: `feature "${name}" must not import another feature; compose them in app/.`,
  })),
  { target: `${import.meta.dirname}/packages`, from: `${src}/..`, message: 'packages must not import the console.' },
];
const testing = { target: src, from: `${src}/testing`, message: 'only tests import the testing helpers.' };

/*
 * The mock-server's rooms, lowest first (packages/mock-server/README.md): the compiled yaml and its
 * validator, the data (with the lockout's counts and the trusted devices), the scenarios, the handlers, the composed mock
 * (mock-api.ts), then the entry points. No room imports a higher one; tests and src/testing may.
 */
const mock = `${import.meta.dirname}/packages/mock-server/src`;
const mockRooms = [
  ['generated', 'validation'],
  ['db'],
  ['scenarios'],
  ['handlers'],
  ['mock-api.ts'],
  ['http', 'browser', 'node.ts', 'browser.ts', 'index.ts', 'cli.ts', 'cli-options.ts', 'testing'],
];
const mockFlow = mockRooms.slice(0, -1).flatMap((room, level) =>
  room.map((name) => ({
    target: `${mock}/${name}`,
    from: mockRooms.slice(level + 1).flatMap((higher) => higher.map((above) => `${mock}/${above}`)),
    message: `the mock-server's ${name} must not import a higher room (${mockRooms
      .slice(level + 1)
      .flat()
      .join(', ')}).`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.vite/**',
      '**/generated/**',
      '**/.turbo/**',
      '**/.stryker-tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/console/public/mockServiceWorker.js',
      'contracts/pacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // TypeScript sources, the workspaces' `exports` and the console's `@/` alias (its tsconfig paths).
      'import-x/resolver': {
        typescript: { project: ['tsconfig.base.json', 'apps/console/tsconfig.json'] },
        node: true,
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...flow, testing, ...mockFlow] }],
      'import-x/no-cycle': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'apps/console/src/testing/**', 'packages/mock-server/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: flow }] },
  },
  {
    // msw is the browser's and node's runtime only (node.ts, browser.ts, handlers/msw.ts): the HTTP
    // server, and whatever it imports, never loads it (packages/mock-server/README.md, "Layout").
    files: ['packages/mock-server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'packages/mock-server/src/testing/**',
      'packages/mock-server/src/{node,browser}.ts',
      'packages/mock-server/src/handlers/msw.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['msw', 'msw/*', '**/handlers/msw', './msw', '**/node', '**/browser'],
              message: 'only node.ts, browser.ts and handlers/msw.ts load msw: the HTTP server must not.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/console/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // A form the browser submits by itself (scripts off or refused) must not put its fields into the URL.
    files: ['apps/console/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXOpeningElement[name.name="form"]:not(:has(JSXAttribute[name.name="method"][value.value="post"]))',
          message: 'A form posts (method="post"): submitted without the app, a GET would put a password into the URL.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/scripts/**', 'apps/console/bench/**', '**/*.config.{ts,js,mjs}', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
