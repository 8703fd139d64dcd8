import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noLiteralText from './scripts/eslint/no-literal-text.mjs';

const REMOTES = ['auth', 'customer', 'billing', 'staff'];

// Import zones: shared → apps, never back; no remote imports another remote or the shell.
const restrict = (group, message) => ({ group, message });
const NO_DIRECT_ROUTER = restrict(
  ['react-router', 'react-router-dom', 'react-router/*'],
  'Import routing from @panel/router, the shared routing surface.',
);
const NO_MOCKS = restrict(['@panel/mocks', '@panel/mocks/*', '**/mocks/**'], 'Production code contains no mocking code.');
const NO_SHELL = restrict(
  ['**/shell/**', '@panel/shell'],
  'Apps talk through the URL, the session store and exposed modules, never by importing the shell.',
);
const noOtherRemote = (self) =>
  restrict(
    // `**/<remote>/src/**` also catches a sibling reached relatively (`../../customer/src/app`).
    REMOTES.filter((r) => r !== self).flatMap((r) => [`@panel/${r}`, `**/remotes/${r}/**`, `**/${r}/src/**`]),
    'A remote is reached through Module Federation, never imported.',
  );

// What a person reads comes from a message catalogue (@panel/ui's registerMessages), never a literal.
const messagesOnly = (files, ignores = []) => ({
  files,
  ignores: ['**/*.test.*', '**/test-utils/**', ...ignores],
  plugins: { panel: { rules: { 'no-literal-text': noLiteralText } } },
  rules: { 'panel/no-literal-text': 'error' },
});

const zone = (files, patterns) => ({
  files,
  // Tests and their helpers may use the mock API; production code may not.
  ignores: ['**/*.test.*', '**/test-utils/**'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'shared/api/src/generated/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    // Inlined into index.html and run in the browser before any bundle (shell/boot/inline-scripts.ts).
    files: ['shell/boot/*.js'],
    languageOptions: { globals: { ...globals.browser, __ROUTE__: 'readonly', __HREFS__: 'readonly', __ENTRY_SCRIPTS__: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
  messagesOnly(['remotes/billing/src/**/*.tsx']),
  messagesOnly(
    ['shared/ui/src/**/*.tsx'],
    // The dev-only catalogue page shows sample content.
    ['shared/ui/src/catalogue/**'],
  ),
  // Not yet: the dev-only kit harness, and the /error screen and sidebar (moving with the route record).
  messagesOnly(['shell/src/**/*.tsx', 'remotes/customer/src/**/*.tsx', 'remotes/staff/src/**/*.tsx'], ['shell/src/kit/**', 'shell/src/app/ErrorScreen.tsx', 'shell/src/layout/Sidebar.tsx']),
  messagesOnly(['remotes/auth/src/**/*.tsx']),
  zone(['shared/{api,rules,session,ui}/**'], [NO_SHELL, noOtherRemote(null), NO_MOCKS, NO_DIRECT_ROUTER]),
  zone(['shell/src/**'], [noOtherRemote(null), NO_MOCKS, NO_DIRECT_ROUTER]),
  ...REMOTES.map((remote) => zone([`remotes/${remote}/src/**`], [NO_SHELL, noOtherRemote(remote), NO_MOCKS, NO_DIRECT_ROUTER])),
);
