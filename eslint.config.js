// @ts-check
// ESLint over the whole repository: the type-aware rules of typescript-eslint that catch bugs
// (floating promises, unsafe `any`, wrong template values), Lit's and the web-component rules, and
// Lit's accessibility rules, which check every branch of a template where axe sees only what a
// test rendered. Formatting is Prettier's alone (.prettierrc.json): no rule here is about layout.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '.data/',
      '.demo/',
      'data/',
      'test-results/',
      'playwright-report/',
      'examples/*/.packed/',
      'examples/*/.next/',
      'examples/*/.angular/',
      'examples/*/.svelte-kit/',
      'examples/*/public/weather-data/',
      'examples/*/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  lit.configs['flat/recommended'],
  wc.configs['flat/best-practice'],
  litA11y.configs.recommended,
  {
    languageOptions: {
      // The realms' globals are checked by the type checker; here every file may name any of them.
      globals: { ...globals.browser, ...globals.worker, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Lit's rules beyond its recommended set that catch mistakes rather than choose a style.
      'lit/attribute-names': 'error',
      'lit/lifecycle-super': 'error',
      'lit/no-classfield-shadowing': 'error',
      'lit/no-invalid-escape-sequences': 'error',
      'lit/no-legacy-imports': 'error',
      'lit/no-native-attributes': 'error',
      'lit/no-template-bind': 'error',
      'lit/no-this-assign-in-render': 'error',
      'lit/no-useless-template-literals': 'error',
      'lit/no-value-attribute': 'error',
      'lit/value-after-constraints': 'error',
      // With noUncheckedIndexedAccess every index is `T | undefined`; `!` marks one the code has
      // bounded, and forbidding it would trade each for a cast or a check that cannot fail.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers, booleans and a missing value (an error message's "not undefined") read well in a
      // template; an object's "[object Object]" and `any` are what this catches.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowAny: false, allowBoolean: true, allowNullish: true, allowNumber: true, allowRegExp: true },
      ],
      // `return reply(...)` on one line is how this code leaves early; the rule is about style.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // The public API checks and converts its arguments at run time for JavaScript callers, whose
      // values the types cannot promise: those checks are what these rules call unnecessary.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      // An `async` function without `await` is how an interface that returns a promise is kept,
      // turning a throw into a rejection.
      '@typescript-eslint/require-await': 'off',
      // Strings are spread on purpose, to split them by code point.
      '@typescript-eslint/no-misused-spread': 'off',
      // Tests remove the symbol-keyed globals a page sets (`delete globalThis[EARLY_FETCHES]`) to
      // start clean; deleting by a computed key is the only way to.
      '@typescript-eslint/no-dynamic-delete': 'off',
      // `const { a: _a, ...rest } = x` leaves a property out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // It cannot see a `<label for>`; axe checks each rendered control's name in the browser suite.
      'lit-a11y/accessible-name': 'off',
    },
  },
  {
    files: ['test/**', 'examples/*/test/**'],
    rules: {
      // Vitest's asymmetric matchers (`expect.any(Array)`, `expect.stringContaining(...)`) are typed
      // `any`, so every expected object that holds one would be flagged.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Playwright's `async ({}, testInfo) =>` is how a test asks for no fixture.
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['**/*.jsx'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    // Scripts outside the TypeScript projects, and the example apps, each of which has its own
    // dependencies and compiler settings (installed only when the examples' tests run): their
    // syntax is checked, not their types.
    files: ['**/*.{js,mjs,cjs,jsx}', 'examples/**'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { parserOptions: { projectService: false } },
  },
);
