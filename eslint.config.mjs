// @ts-check
/**
 * Lint: `npx eslint . --max-warnings 0` (docs/contributing.md, "Lint").
 *   src/, test/          TypeScript with type information (typescript-eslint's recommendedTypeChecked
 *                        through the project's tsconfig.json), the rules of hooks in src/, and
 *                        jsx-a11y on every .tsx
 *   scripts/, bench/, build/, demo/, standins/, test/*.mjs, the config files, src/config/url-policy.js
 *                        plain JavaScript (@eslint/js recommended) with Node's globals, or the
 *                        browser's for what runs in a page
 * A rule is narrowed below only where it is wrong for this code, with the reason beside it.
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default defineConfig(
  globalIgnores([
    'dist/',
    'demo/.data/',
    // Written by scripts/elements.mjs from the element folders (its --check keeps them current).
    'src/define.ts',
    'src/index.ts',
    'src/types/tag-map.ts',
    'src/types/jsx.ts',
    'test/elements.generated.ts',
    'src/elements/help-and-support/app-routes.generated.ts',
  ]),

  {
    name: 'typescript',
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'build/**/*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', {
        allowForKnownSafeCalls: [
          // node:test's describe() and it() return a promise the runner itself waits for.
          { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
          // @open-wc/testing brings in semantic-dom-diff, whose types say chai's equal() (type
          // Equal) returns a promise; it never does (its own .dom.equal() is synchronous too):
          // expect(…).to.equal(…) throws at once and leaves nothing to wait for.
          { from: 'package', package: '@open-wc/semantic-dom-diff', name: 'Equal' },
        ],
      }],
      // `const { surname: _dropped, ...attributes } = body` is how a copy leaves properties out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // `interface HTMLElementEventMap extends HelpEventMap {}` is how a global map takes in ours.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // A caught value passed on as it came (`catch (error) { return Promise.reject(error) }`)
      // is not a new reason of our making.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // TrustedHTML turns into its HTML (the DOM's types leave its stringifier out).
      '@typescript-eslint/no-base-to-string': ['error', { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', 'TrustedHTML'] }],
      // A comment states its rule in plain words; a section number of a document outside the
      // repository means nothing to the next reader.
      'no-warning-comments': ['error', { terms: ['spec §', 'contract §'], location: 'anywhere' }],
    },
  },

  {
    name: 'tests',
    files: ['**/*.test.{ts,tsx}', '**/test-support.ts', '**/*.test-support.ts', 'test/**/*.{ts,tsx}'],
    rules: {
      // In a test an async callback without `await` is the point: act(async () => …) waits for
      // what the update starts, and a stand-in loader or helper hands back a promise to await.
      '@typescript-eslint/require-await': 'off',
    },
  },

  {
    name: 'react hooks',
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // These check code for React Compiler's automatic memoisation. The bundle is not built
      // with it (and its lean build runs on preact/compat), and what they flag here is done on
      // purpose: the latest props kept in a ref during render for listeners added once
      // (refs); a state made sticky, or set as a key changes, in an effect (set-state-in-effect);
      // lazily loaded screens and parts rendered once their code is in (static-components); a
      // shared loading counter in a context, a test's count of submits (immutability);
      // Date.now() in an event handler (purity); react-hook-form's watch() (incompatible-library).
      // The rules of hooks and effect dependencies stay on, and so do the compiler's other checks.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/static-components': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },

  {
    name: 'accessibility',
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // Our components' own autoFocus props (ErrorSummary's) say whether they take focus as they
      // appear, a deliberate, announced move; on DOM elements the rule still holds.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },

  {
    // The URL policy: plain JavaScript, so the demo's Node code imports it as the bundle does;
    // it reads the page's location only where there is one.
    name: 'URL policy',
    files: ['src/config/url-policy.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },

  {
    name: 'node scripts',
    files: ['scripts/**/*.{js,mjs}', 'bench/**/*.{js,mjs}', 'build/**/*.{js,mjs}', 'demo/**/*.{js,mjs}', 'standins/**/*.{js,mjs}', 'test/**/*.mjs', '*.config.mjs'],
    ignores: ['demo/public/**', 'demo/eds/**', 'standins/fixtures/**'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },

  {
    name: 'node config files (CommonJS)',
    files: ['*.cjs', '.*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },

  {
    // Its measuring functions run in the page, through puppeteer's evaluate().
    name: 'benchmark page functions',
    files: ['bench/render.mjs'],
    languageOptions: { globals: globals.browser },
  },

  {
    name: 'demo pages',
    // demo/eds/: the stand-in Edge Delivery site's aem.js, a module in the page.
    files: ['demo/public/**/*.js', 'demo/eds/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.browser },
  },

  {
    // Stand-ins for the content server's client libraries: classic scripts, not modules.
    name: 'content server scripts',
    files: ['standins/fixtures/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },

  {
    // The AEM client library's loader: a classic script, as AEM includes a library's js.
    name: 'AEM client library scripts',
    files: ['aem/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },

  {
    // Loaded into the test page beside mocha (web-test-runner.config.mjs).
    name: 'test page scripts',
    files: ['test/runtime/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
  },

  {
    // Matching control characters is what these do: the URL policy (control characters change
    // what the URL parser reads), the sanitiser's tests, and colour codes in test output.
    // Last, so that no later block's recommended set turns the rule back on for them.
    name: 'control characters',
    files: ['src/config/url-policy.js', 'src/config/url-policy.test.ts', 'src/sanitise/test-support.ts', 'src/sanitise/*.test.ts', 'scripts/test-runs.mjs'],
    rules: { 'no-control-regex': 'off' },
  },
);
