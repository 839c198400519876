import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { plugin as boundaries } from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/.tmp/**', 'test-results/**', 'playwright-report/**', '.dist-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Modules and features import each other only through their public face; eslint/boundaries.allow.txt only shrinks.
  {
    files: ['apps/api/src/modules/**/*.ts', 'apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { oabat: boundaries },
    rules: { 'oabat/boundaries': 'error' },
  },
);
