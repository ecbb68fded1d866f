import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.tmp/**', 'reports/**', 'node_modules/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain JavaScript run by Node (scripts/run.mjs).
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The one exception is the API's type (src/server/api.ts), erased at build: the typed client.
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'web never imports server code', allowTypeImports: true }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'server never imports web code' }] }],
    },
  },
  {
    // STYLE.md: handlers parse, call one service verb and map its result; they never touch the database.
    files: ['src/server/features/**/routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts', '**/db/client.ts'], message: 'route handlers call service verbs; the verbs use the database' },
        { group: ['**/web/**'], message: 'server never imports web code' },
      ] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/web/**', '**/server/**'], message: 'shared imports neither web nor server' },
        { group: ['node:*'], message: 'shared runs in the browser too' },
      ] }],
    },
  },
);
