import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';


export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/results', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mock-server/**', '**/mock-server'], message: 'The app never imports the mock server; share shapes through src/api.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts', 'src/importFormat/**/*.ts', 'src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'api/, importFormat/, lib/, components/ and i18n/ must not depend on features or the app.' }] }],
    },
  },
  // A feature never reaches into another feature: segments may use customers' public module only,
  // and every feature may read the session (auth/session) and nothing else of auth.
  ...[
    ['imports', ['**/features/segments/**', '**/segments/**', '**/customers/**']],
    ['segments', ['**/features/imports/**', '**/imports/**', '**/customers/*', '!**/customers/index']],
    ['customers', ['**/features/imports/**', '**/imports/**', '**/segments/**']],
    ['auth', ['**/imports/**', '**/segments/**', '**/customers/**']],
  ].map(([feature, forbidden]) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '../../app/*'], message: 'Features must not depend on the app shell.' },
            { group: ['**/mock-server/**', '**/mock-server'], message: 'The app never imports the mock server; share shapes through src/api.' },
            { group: forbidden, message: `The ${feature} feature must not reach into another feature's internals.` },
            { group: ['**/features/auth/*', '**/auth/*', '!**/auth/session'], message: 'Of auth, features may use only the session (auth/session).' },
          ],
        },
      ],
    },
  })),
  {
    // Every word the app shows goes through the catalogs (src/i18n): no literal text in JSX, nor in
    // the attributes people read or hear.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'description', 'hint', 'heading', 'legend', 'summary'] },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·›…—–×✓⚠]+'] },
        },
      ],
    },
  },
  {
    // Playwright fixtures hand their value on with a function named `use`, which is not React's
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // tests and bench drive the real mock server
    files: ['src/**/testing/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/*', '!**/src/api', '!**/src/api/*', '!**/src/importFormat', '!**/src/importFormat/*'], message: 'The mock server imports only the wire contract (src/api) and the import files\' format (src/importFormat).' },
          ],
        },
      ],
    },
  },
);
