import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url));
// The server's two transports with the code they share (transport/), and, with services/ added, what every layer
// below them may not import (docs/layers.md).
const TRANSPORTS = ['./functions/src/http', './functions/src/socket', './functions/src/transport'];
const SERVICES_AND_TRANSPORTS = ['./functions/src/services', ...TRANSPORTS];

export default tseslint.config(
  // tests/lint/fixtures break the rules on purpose; tests/lint/boundaries.test.ts lints them with the ignores off.
  {
    ignores: ['**/node_modules/**', 'web/dist/**', 'functions/lib/**', '.emulator-data/**', '.test-artifacts/**', 'tests/lint/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // Read TypeScript dependencies too, or the cycle check would never follow a .ts import.
      'import/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves each import as TypeScript does for its file, so `@/` and `@shared/` follow web/tsconfig.json.
      'import/resolver': { [fileURLToPath(new URL('./tests/lint/typescript-resolver.cjs', import.meta.url))]: {} },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Prettier owns the layout (.prettierrc.json, checked by `npm run lint`); this rule flags the line breaks it
      // writes before a computed member (prettier.io/docs/integrating-with-linters).
      'no-unexpected-multiline': 'off',
    },
  },
  // CommonJS modules (the lint resolver) load their dependencies with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A spinner either names what is loading or sits beside a text that does: MUI's CircularProgress is a
      // progressbar, which axe reports when it has no name (docs/accessibility.md).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='CircularProgress']:not(:has(JSXAttribute[name.name=/^aria-(hidden|label|labelledby)$/]))",
          message: 'Give the spinner an aria-label, or aria-hidden when a text beside it already says what is loading.',
        },
      ],
    },
  },
  // No user-facing text written into a component: it goes in the catalogs (web/src/locales) and through t().
  // JSX text, literal strings inside JSX, and the props that carry words (labels, titles, messages) are checked.
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            include: [
              '.*[Ll]abel',
              '.*[Tt]itle',
              '.*[Tt]ext',
              '.*[Mm]essage',
              'placeholder',
              'alt',
              'heading',
              'subheading',
              'description',
              'primary',
              'secondary',
              'tooltip',
              'caption',
              'hint',
              'empty.*',
              'children',
            ],
            exclude: [],
          },
          // `field('caseName')`: a form's typed accessor for one field's props, named by the field's key.
          callees: {
            exclude: [
              't',
              'field',
              'i18n(ext)?\\.t',
              'useTranslation',
              'require',
              'addEventListener',
              'removeEventListener',
              'includes',
              'startsWith',
              'endsWith',
              'indexOf',
              'getElementById',
              'querySelector',
              'Error',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·•–—…→←×%]+', '[A-Z_-]+'] },
        },
      ],
    },
  },
  // Features never import each other or app/; app/ composes them (docs/layers.md).
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...FEATURES.filter((other) => other !== feature).map((other) => `@/features/${other}/*`), '@/app/*'],
              message: 'A feature must not import another feature or app/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code must not depend on features or app/.' }] },
      ],
    },
  },
  // shared/ is what the web and the server both import: pure types, schemas, lists and limits. It depends on
  // nothing but itself and zod, so it runs in a browser as it does in a function.
  {
    files: ['functions/src/shared/**/*.ts'],
    // Tests of shared code may use the domain's fixtures; they never reach the browser.
    ignores: ['functions/src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'shared/ runs in the browser too: no Node built-ins.' })),
          patterns: [
            { group: ['node:*'], message: 'shared/ runs in the browser too: no Node built-ins.' },
            {
              group: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
              message: 'shared/ is pure: no Firebase server SDKs.',
            },
          ],
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './functions/src/shared', from: './functions/src', except: ['./shared'], message: 'shared/ imports only shared/.' },
          ],
        },
      ],
    },
  },
  // The server's layers: routes and socket handlers call services; services orchestrate data/, domain/ and ai/;
  // domain/ is pure; data/ is the only place that touches Firestore and Storage; transport/ is what http/ and socket/
  // share and everything below them leaves alone (docs/layers.md).
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts', 'functions/src/shared/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/src/domain',
              from: [
                './functions/src/data',
                ...SERVICES_AND_TRANSPORTS,
                './functions/src/ai',
                './functions/src/case-status',
                './functions/src/extraction',
                './functions/src/config.ts',
                './functions/src/log.ts',
              ],
              message: 'domain/ is pure: no data, services, transport, AI providers, case status providers, extraction, config or logging.',
            },
            {
              target: './functions/src/data',
              from: SERVICES_AND_TRANSPORTS,
              message: 'data/ sits below services/ and the transports.',
            },
            {
              target: './functions/src/services',
              from: TRANSPORTS,
              message: 'services/ know nothing of HTTP, sockets or the code their transports share.',
            },
            // The two transports stand side by side; what both need lives below them (services/, transport/).
            {
              target: './functions/src/http',
              from: './functions/src/socket',
              message: 'http/ and socket/ do not import each other.',
            },
            {
              target: './functions/src/socket',
              from: './functions/src/http',
              message: 'http/ and socket/ do not import each other.',
            },
            // Routes and socket handlers reach Firestore and Storage through services/. The token check is the one
            // exception: http/app.ts and socket/chat-socket.ts verify ID tokens with data/identity.ts before any service.
            {
              target: ['./functions/src/http', './functions/src/socket'],
              from: './functions/src/data',
              except: ['./identity.ts'],
              message: 'http/ and socket/ reach data/ through services/; only data/identity.ts (the token check) is theirs.',
            },
            // transport/ is what http/ and socket/ both use (the per-user rate limiter): it depends on neither.
            {
              target: './functions/src/transport',
              from: ['./functions/src/http', './functions/src/socket'],
              message: 'transport/ serves http/ and socket/ alike: it imports neither.',
            },
            {
              target: './functions/src/ai',
              from: SERVICES_AND_TRANSPORTS,
              message: 'ai/ providers sit below services/.',
            },
            // Services import case-status/ as they import ai/; the providers themselves reach only shared/, config and log.
            {
              target: './functions/src/case-status',
              from: [...SERVICES_AND_TRANSPORTS, './functions/src/data'],
              message: 'case-status/ providers sit below services/ and touch no Firestore.',
            },
            // The form filler's threads fill the domain's maps into the kept PDFs, and nothing else.
            {
              target: './functions/src/filling',
              from: [...SERVICES_AND_TRANSPORTS, './functions/src/ai', './functions/src/extraction'],
              message: 'filling/ fills forms on worker threads: no services, transport, AI or extraction.',
            },
            // Document review's readers (PDF, OCR, DOCX) work on bytes only.
            {
              target: './functions/src/extraction',
              from: [...SERVICES_AND_TRANSPORTS, './functions/src/data', './functions/src/ai'],
              message: 'extraction/ reads bytes: no services, transport, Firestore or AI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/domain/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', '@google/genai'],
              message: 'domain/ is pure: no SDKs that do I/O.',
            },
          ],
        },
      ],
    },
  },
  // The web reaches the server's code only through `@shared/`.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web',
              from: './functions',
              except: ['./src/shared'],
              message: 'The web may import only functions/src/shared (as @shared/).',
            },
          ],
        },
      ],
    },
  },
);
