import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importFlow from './tools/eslint/import-flow.js';

/** Resolves TypeScript sources, the workspaces' `exports` and the console's `@/` alias, for import-x/no-cycle. */
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  conditionNames: ['import', 'types', 'default'],
  alias: { '@': [fileURLToPath(new URL('./apps/console/src', import.meta.url))] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.vite/**',
      '**/generated/**',
      '**/.turbo/**',
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
    plugins: { local: importFlow, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [resolver],
    },
    rules: {
      'local/import-flow': 'error',
      'import-x/no-cycle': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
    files: ['**/*.js', '**/*.mjs', '**/scripts/**', '**/*.config.*', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
