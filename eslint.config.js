import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Type-aware rules (unsafe `any` flow, floating and misused promises, unbound methods, needless assertions) for
// every TypeScript file. The plain-JS launchers and configs (scripts/start.mjs, bin/*.mjs, this file) have no
// types to check and keep the untyped rules.
const TYPE_CHECKED = ['**/*.{ts,tsx,mts,cts}'];
// Where the stricter picks below are at 0: every workspace.
const STRICTER = ['packages/**/*.ts', 'apps/{node,api}/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'scripts/**/*.ts'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '**/coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: TYPE_CHECKED,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file's nearest tsconfig.json (its workspace's) gives its types: one program per workspace. The
        // root vitest.config.ts belongs to no workspace and gets the base options.
        projectService: { allowDefaultProject: ['vitest.config.ts'], defaultProject: 'tsconfig.base.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // From strictTypeChecked, the rules that catch real bugs here: a `return promise` inside try/catch that
    // skips the catch, spreading a promise or a class instance, an `any`-typed catch callback, a switch over a
    // union that forgets a member and has no default, a deprecated API. Left off: no-unnecessary-condition
    // (its ~100 findings are mostly deliberate compile-time guards, e.g. one-variant enums matched
    // exhaustively) and no-confusing-void-expression (style, ~340 findings).
    files: STRICTER,
    rules: {
      '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
      '@typescript-eslint/no-misused-spread': 'error',
      '@typescript-eslint/use-unknown-in-catch-callback-variable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  {
    files: TYPE_CHECKED,
    rules: {
      // Noise here: an `async` function without `await` implements a Promise-returning interface (the SQLite
      // store beside the PostgreSQL one, test doubles); dropping `async` would turn its throws synchronous.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        fetch: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        navigator: 'readonly',
        Buffer: 'readonly',
        performance: 'readonly',
        queueMicrotask: 'readonly',
        structuredClone: 'readonly',
        AbortController: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    // Small files named for what they hold: a source file past 400 lines is split by responsibility.
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // A pallet takes what it needs from other pallets through the Config seam it declares (its config.ts), given
    // by the runtime's composition in src/config/; it never imports a sibling pallet (docs/runtime.md).
    files: ['packages/runtime/src/pallets/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message:
                'A pallet does not import a sibling pallet: declare what it needs in its config.ts and give it in src/config/pallets.ts.',
            },
            {
              regex: '^\\.\\./\\.\\./(pallets|config)/',
              message: 'A pallet reaches other pallets and the runtime wiring only through its Config seam.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every word a component shows goes through the catalogues (docs/web.md, "Languages"): text between JSX
    // tags and the attributes people read or hear (labels, titles, placeholders, aria-*) may not be literals.
    files: ['apps/web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Not words: symbols and numbers, capitals (token symbols, currency codes), a catalogue key handed to a
          // component (label="admin.fee.change"), a locale tag, the brand.
          words: {
            exclude: [
              '[^A-Za-z]*',
              '[A-Z_-]+',
              '^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9_]+)+$',
              '[a-z]{2,3}-[A-Z]{2}',
              'Lumi',
            ],
          },
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'title',
              'placeholder',
              'label',
              'description',
              'alt',
              'error',
              'tooltip',
            ],
          },
        },
      ],
    },
  },
  {
    // The web app's layers (docs/web.md, "Source layout"): shared/ imports only shared/; a feature imports
    // shared/, its own files and other features' index.ts; app/ imports everything, but a feature only
    // through its index.ts or its route page (*Page.tsx, loaded lazily by the router).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/shared' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'shared'] } } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: ['index.ts', '*Page.tsx'] } } },
            },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } },
                },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          ],
        },
      ],
    },
  },
);
