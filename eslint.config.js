import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url));

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'functions/lib/**', '.emulator-data/**', '.test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Features never import each other or app/; app/ composes them (ARCHITECTURE.md section 6).
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
  // The web imports these through `@domain`: they must stay pure (ARCHITECTURE.md section 6).
  {
    files: ['functions/src/domain/chat/chat-types.ts', 'functions/src/domain/chat/chat-events.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'Shared chat types may import only their pure siblings in domain/chat.' }] },
      ],
    },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code must not depend on features or app/.' }] }],
    },
  },
);
