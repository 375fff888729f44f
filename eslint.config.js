// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

/**
 * The import directions of ARCHITECTURE.md on resolved paths (import-x/no-restricted-paths):
 * each zone is a layer (target) and the layers it must never reach (from).
 * @param {string} target
 * @param {string[]} from
 * @returns {{ target: string, from: string[], message: string }}
 */
const direction = (target, from) => ({
  target,
  from,
  message: `${target.slice(2)}/ must not import from ${from.map((path) => `${path.slice(2)}/`).join(', ')} (see ARCHITECTURE.md, import directions).`,
});

/** @param {string} folder the folders directly in it */
const foldersIn = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const pages = foldersIn('src/pages');

/** What `lingui/no-unlocalized-strings` takes for words, and what it leaves (docs/decisions/0046). */
const unlocalizedStrings = {
  // Words a person reads start with a capital or hold a space; keys, paths, CSS values
  // and test ids do neither.
  ignore: [
    '^(?![A-Z])\\S+$',
    // The lender's field and enum names (CoApplicant, Address1, LoanParameters.SalesTax).
    '^([A-Z][a-z]+)+([A-Z][a-z0-9]*|[0-9]+)+$',
    '^[A-Z0-9_.:/-]+$',
    '^[A-Za-z]+(\\.[A-Za-z0-9\\[\\]]+)+$',
    // Media types, as in Accept headers.
    '^([-a-z*]+/[-+.*a-z]+(, )?)+$',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          '(className|classNames|prefix|style|value|party|who|field|kind|status|styles|Id|id|key|href|to|path|type|variant|size|color|c|fw|fz|ta|tt|ff|lh|gap|justify|align|wrap|mode|mod|role|as|component|orientation|position|placement|direction|radius|shadow|autoComplete|inputMode|pattern|accept|name|method|rel|target|testId|data-.*|aria-(controls|describedby|labelledby|live|haspopup|current|sort)|lang|dir|dataKey|xAxisProps|yAxisProps|series|form|encType|loading|fallback|display|overflow|hiddenFrom|visibleFrom|transition|layout|format|valueFormat)$',
      },
    },
  ],
  ignoreFunctions: [
    'console.*',
    'Error',
    'TypeError',
    'RangeError',
    'URL',
    'URLSearchParams',
    '*.searchParams.get',
    '*.searchParams.set',
    '*.get',
    '*.set',
    '*.has',
    '*.delete',
    '*.includes',
    '*.startsWith',
    '*.endsWith',
    '*.addEventListener',
    '*.removeEventListener',
    '*.postMessage',
    'document.querySelector',
    'document.getElementById',
    'document.createElement',
    'matchMedia',
    'window.matchMedia',
    'useMediaQuery',
    'Intl.*',
    'new Intl.*',
    '*.toLocaleString',
    'invariant',
    // react-hook-form's field paths (Applicant, Authorised): never text.
    '*.setValue',
    '*.clearErrors',
    'setValue',
    'getValues',
  ],
};

/** contract/ is the sandbox too (its harness starts one); only the files below may use it. */
const noContract = direction('./src', ['./contract']);
const noSandbox = direction('./src', ['./sandbox']);

const directions = [
  direction('./src/schemas', ['./src/api', './src/app', './src/pages', './src/components']),
  direction('./src/lib', [
    './src/schemas',
    './src/api',
    './src/app',
    './src/pages',
    './src/components',
  ]),
  direction('./src/api', ['./src/app', './src/pages', './src/components']),
  direction('./src/components', ['./src/pages', './src/app']),
  direction('./src/pages', ['./src/app']),
  // A page composes api, schemas, components and lib; it never imports another page.
  ...pages.map((page) => ({
    target: `./src/pages/${page}`,
    from: './src/pages',
    except: [`./${page}`],
    message: 'A page never imports another page (see ARCHITECTURE.md, import directions).',
  })),
  noSandbox,
  noContract,
  direction('./sandbox', ['./src/api', './src/app', './src/pages', './src/components']),
  {
    target: ['./sandbox/http.ts', './sandbox/access.ts'],
    from: foldersIn('sandbox').map((feature) => `./sandbox/${feature}`),
    message:
      "The sandbox's kernel imports no feature; app.ts hands it what it needs (docs/decisions/0016).",
  },
];

/**
 * Test data comes from the seed, never a hand copy (issue 34): a test or a test-support module in
 * src may import sandbox/seed.ts and the dealers' wire view of it (dealers/store.ts), nothing else
 * of the sandbox; running code in src never may.
 */
const testDirections = directions.map((zone) =>
  zone === noSandbox
    ? { ...zone, from: './sandbox', except: ['./seed.ts', './dealers/store.ts'] }
    : zone,
);

/** Packages a framework-free layer must not import (no-restricted-imports: these are names). */
const noReact = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'react', message: 'Schemas, lib and sandbox are framework-free.' },
        { name: 'react-dom', message: 'Schemas, lib and sandbox are framework-free.' },
        {
          name: '@tanstack/react-query',
          message: 'Only src/api and pages use the query client.',
        },
      ],
    },
  ],
};

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
    // The import directions and no circle among our modules (docs/decisions/0006). Our imports
    // name their files with the extension, so Node's resolution finds them as written.
    files: ['src/**/*.{ts,tsx}', 'sandbox/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: directions }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The portal's text goes through the message catalogs (docs/decisions/0046): a sentence
    // written straight into a screen cannot be given another language.
    files: ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', unlocalizedStrings],
    },
  },
  {
    // The API layer's sentences are /*i18n*/ descriptors read through word() (src/api/words.ts):
    // their `message` is the catalog's source text.
    files: ['src/api/**/*.ts'],
    ignores: ['src/api/**/*.test.ts', 'src/api/**/*.test-support.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ...unlocalizedStrings,
          ignoreNames: [...unlocalizedStrings.ignoreNames, 'message', 'Authorization'],
          ignoreFunctions: [
            ...unlocalizedStrings.ignoreFunctions,
            '*.setRequestHeader',
            '*.getResponseHeader',
          ],
        },
      ],
    },
  },
  { files: ['src/schemas/**', 'src/lib/**'], rules: noReact },
  {
    files: ['sandbox/**'],
    rules: { ...noReact, 'no-console': 'off' },
  },
  {
    // The sandbox's layout (docs/decisions/0016): test-only code is named so, and running code
    // never reaches it; no route module imports the seed or the database setup.
    files: ['sandbox/**/*.ts'],
    ignores: ['sandbox/**/*.test.ts', 'sandbox/**/*.test-support.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...directions,
            {
              target: './sandbox',
              from: ['./sandbox/**/*.test.ts', './sandbox/**/*.test-support.ts'],
              message: 'Running sandbox code never imports test-only code.',
            },
            {
              target: './sandbox',
              from: './node_modules/vitest',
              message: 'Only *.test.ts and *.test-support.ts files use vitest.',
            },
            {
              target: './sandbox/**/routes.ts',
              from: ['./sandbox/seed.ts', './sandbox/storage.ts'],
              message: 'A route module never imports the seed or the database setup.',
            },
          ],
        },
      ],
    },
  },
  { files: ['scripts/**', 'e2e/**'], rules: { 'no-console': 'off' } },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testDirections }] },
  },
  {
    // The files in src that reach the sandbox, through the contract harness: renderPage, the
    // page tests' way onto the real sandbox (docs/decisions/0017), and the paperwork states page
    // tests build through the API (docs/decisions/0020). Test-only (src/test).
    files: ['src/test/render-page.test-support.tsx', 'src/test/paperwork-world.test-support.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: testDirections.filter((zone) => zone !== noContract) },
      ],
    },
  },
);
