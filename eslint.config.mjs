import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { createRequire } from 'node:module';

const SINGLETONS = createRequire(import.meta.url)('./tools/singletons.cjs');

/** What the shell may not import: a remote's package, the API, or another package's source. */
const SHELL_PATTERNS = [
  {
    group: ['@lms/mf-*', '@lms/api'],
    message: 'The shell loads remotes at run time only.',
  },
  {
    regex: '^(\\.\\./)+(mf-[a-z]+|api/src)/',
    message: "Never import another package's source.",
  },
];

const REMOTES = [
  'mf-catalog',
  'mf-checkout',
  'mf-learning',
  'mf-content',
  'mf-account',
  'mf-admin',
];

/** Import boundaries (architecture §1): a remote imports only @lms/shared and itself. */
const boundary = (own) => ({
  files: [`${own}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@lms/*', '!@lms/shared', '!@lms/shared/*'],
            message: 'A remote imports only @lms/shared and its own files.',
          },
          {
            regex: `^(\\.\\./)+(shell|api/src|${REMOTES.filter((r) => r !== own).join('|')})/`,
            message: "Never import another package's source; share through @lms/shared.",
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'dist-single/**',
      '**/node_modules/**',
      'api/drizzle/**',
      'api/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // One naming for files and folders: `course-detail-page.tsx`, `post-contact.ts`;
    // a middle part such as `.test` or `.config` is left alone.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,cjs,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // No import cycles: a module and what it imports form a tree, so either can be
    // read, tested and loaded on its own.
    files: ['*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.base.json', '*/tsconfig.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...REMOTES.map(boundary),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: SHELL_PATTERNS,
        },
      ],
    },
  },
  {
    // The shell's entry chunk (index.ts and what it imports) runs before Module Federation has
    // set up the shared scope, so it may not take a value from a shared singleton (@lms/shared,
    // React, the query client…): that fails at run time with RUNTIME-006 (loadShareSync). Types
    // and @lms/shared's subpaths are fine.
    files: [
      'shell/src/index.ts',
      'shell/src/remotes/preload-route.ts',
      'shell/src/remotes/remote-loader.ts',
      'shell/src/remotes/remote-recovery-plugin.ts',
      'shell/src/routes/route-table.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SINGLETONS.map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'The entry chunk runs before the shared scope exists: import types only, or a subpath.',
          })),
          patterns: SHELL_PATTERNS,
        },
      ],
    },
  },
  {
    // The API shares only the contracts with the front end: no React, no UI, no
    // other package's source.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Its tests may also read PDFs with the helper the e2e tests use.
              regex: '^@lms/(?!shared/contracts$|shared/testing/(pdf|people)$)',
              message:
                'The API imports only @lms/shared/contracts of our packages (its tests also the PDF reader and test people).',
            },
            {
              regex: '^(\\.\\./)+(shell|shared|mf-[a-z]+)/',
              message: "Never import another package's source; share through the contracts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The API reads its environment in one place, checked at start (api/src/config.ts).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from the config (api/src/config.ts), not process.env.',
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@lms/*'], message: '@lms/shared imports nothing of ours.' },
            {
              // Not the shell's public files either (its locales): the common strings are ours.
              regex: '^(\\.\\./)+(shell|api/src|mf-[a-z]+)/',
              message: '@lms/shared imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
);
