// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The import directions of ARCHITECTURE.md, as relative-path patterns.
 * Each layer lists the layers it must never reach.
 * @param {string[]} forbidden folder names under src/ (or 'sandbox')
 * @param {{ name: string, message: string }[]} [paths] forbidden packages
 */
const layer = (forbidden, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: forbidden.map((dir) => ({
        group: [`**/${dir}`, `**/${dir}/**`],
        message: `This layer must not import from ${dir}/ (see ARCHITECTURE.md, import directions).`,
      })),
    },
  ],
});

const noReact = [
  { name: 'react', message: 'Schemas, lib and sandbox are framework-free.' },
  { name: 'react-dom', message: 'Schemas, lib and sandbox are framework-free.' },
  { name: '@tanstack/react-query', message: 'Only src/api and pages use the query client.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.sandbox',
      'test-results',
      'playwright-report',
      'bench/lighthouse',
      // Scratch directories for one-off measurements; never committed (.gitignore).
      '.tmp-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // contract/ is the sandbox too (its harness starts one); only renderPage may use it.
      ...layer(['sandbox', 'contract']),
    },
  },
  {
    files: ['src/schemas/**'],
    rules: layer(['api', 'app', 'pages', 'components', 'sandbox', 'contract'], noReact),
  },
  {
    files: ['src/lib/**'],
    rules: layer(['schemas', 'api', 'app', 'pages', 'components', 'sandbox', 'contract'], noReact),
  },
  { files: ['src/api/**'], rules: layer(['app', 'pages', 'components', 'sandbox', 'contract']) },
  { files: ['src/components/**'], rules: layer(['pages', 'app', 'sandbox', 'contract']) },
  {
    // A page composes api, schemas, components and lib; it never imports another page.
    files: ['src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // `../other-page/…` from src/pages/<page>/ is a sibling page.
              regex: '^\\.\\./(?!\\.\\./)',
              message:
                'A page never imports another page (see ARCHITECTURE.md, import directions).',
            },
            {
              group: ['**/pages/**', '**/app/**', '**/sandbox/**', '**/contract/**'],
              message: 'A page never imports another page, the app shell or the sandbox.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**'],
    rules: {
      ...layer(['src/api', 'src/app', 'src/pages', 'src/components'], noReact),
      'no-console': 'off',
    },
  },
  { files: ['scripts/**', 'e2e/**'], rules: { 'no-console': 'off' } },
  // Contract tests connect the two sides: the portal's API layer to the sandbox, in-process.
  { files: ['contract/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The files in src that reach the sandbox, through the contract harness: renderPage, the
    // page tests' way onto the real sandbox (docs/decisions/0017), and the paperwork states page
    // tests build through the API (docs/decisions/0020). Test-only (src/test).
    files: ['src/test/render-page.tsx', 'src/test/paperwork-world.ts'],
    rules: layer(['sandbox']),
  },
);
