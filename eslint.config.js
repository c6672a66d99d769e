import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Zones that keep each room under `root` (the rooms listed lowest first) from importing a higher one. */
const upward = (root, rooms, owner) =>
  rooms.slice(0, -1).flatMap((room, level) => {
    const higher = rooms.slice(level + 1).flat();
    return room.map((name) => ({
      target: `${root}/${name}`,
      from: higher.map((above) => `${root}/${above}`),
      message: `${owner}'s ${name} must not import a higher room (${higher.join(', ')}).`,
    }));
  });

/*
 * Imports flow one way inside the console (docs/architecture.md); each zone's message states its rule.
 * import-x resolves each import, so relative and `@/` imports are both caught.
 */
const src = `${import.meta.dirname}/apps/console/src`;
const session = `${src}/session`;
const flow = [
  ...upward(src, [['lib', 'components'], ['session'], ['features'], ['app']], 'the console'),
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
  ...readdirSync(`${src}/features`).map((name) => ({
    target: `${src}/features/${name}`,
    from: `${src}/features`,
    except: [`./${name}`],
    message: `feature "${name}" must not import another feature; compose them in app/.`,
  })),
  { target: `${import.meta.dirname}/packages`, from: `${src}/..`, message: 'packages must not import the console.' },
];
const testing = { target: src, from: `${src}/testing`, message: 'only tests import the testing helpers.' };

// The mock-server's rooms, lowest first (packages/mock-server/README.md, "Layout"): no room imports a
// higher one; tests and src/testing may.
const mock = `${import.meta.dirname}/packages/mock-server/src`;
const mockRooms = [
  ['generated', 'validation'],
  ['db'],
  ['scenarios'],
  ['handlers'],
  ['mock-api.ts'],
  ['http', 'browser', 'node.ts', 'browser.ts', 'index.ts', 'cli.ts', 'cli-options.ts', 'testing'],
];

export default tseslint.config(
  {
    ignores: [
      '**/{dist,dist-*,.vite,generated,.turbo,.stryker-tmp,test-results,playwright-report}/**',
      'apps/console/public/mockServiceWorker.js',
      'contracts/pacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript sources, the workspaces' `exports` and the console's `@/` alias (its tsconfig paths).
      'import-x/resolver': {
        typescript: { project: ['tsconfig.base.json', 'apps/console/tsconfig.json'] },
        node: true,
      },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...flow, testing, ...upward(mock, mockRooms, 'the mock-server')] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    ignores: ['**/*.test.ts', 'packages/mock-server/src/{testing/**,node.ts,browser.ts,handlers/msw.ts}'],
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
