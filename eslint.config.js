import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ADR 013: a web feature never reaches into another; what two features share lives in
// src/web/components (markup) or src/web/lib (hooks, the session, the API client). Read from the
// folder, so a new feature is fenced in the day it is created.
const WEB_FEATURES = fs
  .readdirSync('src/web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Issue 36, ADR 055 (docs/server-features.md): a server feature is used from outside only through
// its index.ts; the app layer (api.ts, app.ts, pages/, jobs/, cli/ and the other files at the top of
// src/server) also mounts its *routes.ts. The layers below (db, http, requests, content, …) import no feature.
const SERVER_FEATURES = fs
  .readdirSync('src/server/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const SERVER_APP = ['pages', 'jobs', 'cli'];
const SERVER_LAYERS = fs
  .readdirSync('src/server', { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'features' && d.name !== 'test' && !SERVER_APP.includes(d.name))
  .map((d) => `src/server/${d.name}`);
const SERVER_TOP_FILES = fs
  .readdirSync('src/server', { withFileTypes: true })
  .filter((d) => d.isFile() && d.name.endsWith('.ts') && !d.name.endsWith('.test.ts'))
  .map((d) => `src/server/${d.name}`);
// The files that put the server together (as against context.ts, env.ts, auth.ts, … which every layer may use).
const SERVER_ENTRY_FILES = ['api.ts', 'app.ts', 'main.ts', 'cluster.ts', 'prepare-data.ts'].map((f) => `src/server/${f}`);
const routeFilesOf = (feature) =>
  fs
    .readdirSync(`src/server/features/${feature}`)
    .filter((f) => f.endsWith('routes.ts'))
    .map((f) => `./${f}`);

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
    // Type-aware rules (ADR 015): a promise nobody awaits or catches is an error that vanishes, and
    // an async function where a callback's result is ignored (an onClick, a forEach) is one too.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/entry-server.tsx'], // runs in Node: it renders public pages on the server
    rules: {
      // tsconfig.web.json carries Node's types only for the API's route types; the browser has none of these.
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', '__dirname', 'global'].map((name) => ({ name, message: 'the browser has no Node globals' })),
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The one exception is the API's type (src/server/api.ts), erased at build: the typed client.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'web never imports server code', allowTypeImports: true }] },
      ],
    },
  },
  {
    // Every field labelled, every control reachable and named (the spec's accessibility rules).
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A region that scrolls sideways takes focus so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: ['figure'], roles: ['tabpanel'] }],
    },
  },
  {
    // Imports resolved as Node resolves them (every relative import names its .ts/.tsx file).
    files: ['src/web/**/*.{ts,tsx}', 'src/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      // A cycle is two modules that cannot be understood, tested or split into chunks apart.
      // Packages are not followed: only our own files can form a cycle we can break.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      // Layers, bottom up: components + lib → features → app (and main.tsx, entry-server.tsx).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `src/web/features/${feature}`,
              from: 'src/web/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move what both need to src/web/components or src/web/lib (ADR 013).',
            })),
            {
              target: 'src/web/features',
              from: 'src/web/app',
              message: 'The app layer imports features, not the other way round (ADR 013).',
            },
            {
              target: ['src/web/components', 'src/web/lib'],
              from: ['src/web/features', 'src/web/app'],
              message: 'Shared components and lib serve every feature and import none (ADR 013).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'server never imports web code' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    // Tests (and a worker a test spawns) set up what they need wherever it lives.
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**', 'src/server/mail/run-jobs-then-hang.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...SERVER_FEATURES.map((feature) => ({
              target: SERVER_FEATURES.filter((f) => f !== feature).map((f) => `src/server/features/${f}`),
              from: `src/server/features/${feature}`,
              except: ['./index.ts'],
              message: `Another feature uses ${feature} through its index.ts only (docs/server-features.md, ADR 055).`,
            })),
            ...SERVER_FEATURES.map((feature) => ({
              target: [...SERVER_APP.map((d) => `src/server/${d}`), ...SERVER_TOP_FILES],
              from: `src/server/features/${feature}`,
              except: ['./index.ts', ...routeFilesOf(feature)],
              message: `The app layer mounts ${feature}'s routes and uses the rest through its index.ts (docs/server-features.md, ADR 055).`,
            })),
            {
              target: SERVER_LAYERS,
              from: ['src/server/features', ...SERVER_APP.map((d) => `src/server/${d}`), ...SERVER_ENTRY_FILES],
              message:
                'The layers under the features (db, http, requests, content, …) serve every feature and import none (docs/server-features.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 33, item 1: a request body is read only through src/server/http/body.ts, which refuses it
    // while it arrives once it passes the route's limit. Hono's own readers buffer the whole body first.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/http/body.ts', 'src/server/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='req'][property.name=/^(text|json|formData|parseBody|arrayBuffer|blob)$/]",
          message:
            'read a request body through src/server/http/body.ts (readJson, formFields, multipartBody): it enforces the limit as the body arrives',
        },
        {
          selector: "MemberExpression[object.property.name='raw'][property.name='body']",
          message:
            'read a request body through src/server/http/body.ts (readJson, formFields, multipartBody): it enforces the limit as the body arrives',
        },
      ],
    },
  },
  {
    // STYLE.md: handlers parse, call one service verb and map its result; they never touch the database.
    files: ['src/server/features/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts', '**/db/client.ts'],
              message: 'route handlers call service verbs; the verbs use the database',
            },
            { group: ['**/web/**'], message: 'server never imports web code' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '**/server/**'], message: 'shared imports neither web nor server' },
            { group: ['node:*'], message: 'shared runs in the browser too' },
          ],
        },
      ],
    },
  },
);
