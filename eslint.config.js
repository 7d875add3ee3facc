import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noLiteralUiText from './scripts/eslint-rules/no-literal-ui-text.js';

const WEB = './src/web';
const FEATURES = readdirSync(new URL('src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Architecture §1's layers, checked on resolved paths (aliases and relative paths alike): a
 * feature imports no other feature, and the kit (components/, lib/) imports no feature; the
 * app layer composes them.
 */
const LAYER_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move shared code to lib/ or components/.',
  })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: `${WEB}/features`,
    message: 'The screen kit (components/, lib/) does not import features: the app layer composes them.',
  },
];

/**
 * Where every text comes from the catalogues (issue 29): all of src/web, the request portal's
 * public page too, but the tests' own fixtures.
 */
const SPEAKS_FROM_CATALOGUES = ['src/web/**/*.{ts,tsx}'];
const NOT_YET_FROM_CATALOGUES = ['**/*.test.{ts,tsx}', 'src/web/test/**'];
/** Proper names and codes no language translates. */
const UNTRANSLATED_WORDS = [
  'Fieldwork',
  'CSV',
  'PDF',
  'QR',
  'API',
  'SSO',
  'OIDC',
  'ID',
  'PM',
  'MTBF',
  'MTTR',
];

/** What src/shared may not import: it runs in the server and the browser alike. */
const SHARED_IMPORT_BOUNDS = [
  { regex: '^node:', message: 'src/shared is isomorphic: no Node imports.' },
  {
    group: ['**/server/**', '**/web/**', 'react', 'react-dom'],
    message: 'src/shared imports nothing from server or web.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'drizzle/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // A classic script the page runs before the app (the theme before the first paint).
    files: ['src/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, fieldwork: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@server/*'],
              message: 'The web app talks to the server over HTTP only.',
            },
            { regex: '^node:', message: 'No Node built-ins in the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the plugin parses to follow imports (no-cycle sees nothing without them),
      // and the resolver that knows tsconfig's @web/@shared aliases.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SHARED_IMPORT_BOUNDS }] },
  },
  {
    // The browser formats precompiled catalogues, without ICU's parser: formatting a string at
    // run time there fails (the purchase order page once did). Tests may parse.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts', 'src/shared/i18n/message-arguments.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SHARED_IMPORT_BOUNDS,
            {
              group: ['intl-messageformat', '@formatjs/*'],
              message: 'Word English with wording() (src/shared/i18n/said.ts); ICU parses in tests only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: SPEAKS_FROM_CATALOGUES,
    ignores: NOT_YET_FROM_CATALOGUES,
    rules: { 'fieldwork/no-literal-ui-text': ['error', { allow: UNTRANSLATED_WORDS }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
