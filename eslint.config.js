import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// One rule per file (flat config replaces, not merges, a rule's options): web files get these in every block.
const webOnly = [
  {
    regex: '^(\\.\\./)+server(/|$)',
    message: 'src/web must not import src/server: share through src/contracts.',
  },
  { regex: '^(drizzle-orm|fastify|pg|sharp)(/|$)', message: 'Server-only package in the web app.' },
];

// Layer boundaries (DESIGN.md conventions 1-3), as lint errors rather than habits.
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const boundaries = [
  // The contracts are shared by web and server: zod and each other only.
  restrict(
    ['src/contracts/**/*.ts'],
    [{ regex: '^(\\.\\./)+(server|web)(/|$)', message: 'src/contracts depends on zod only.' }],
  ),
  // The web never reaches into the server (it talks to it over HTTP through the contracts).
  restrict(['src/web/**/*.{ts,tsx}'], webOnly, ['src/web/features/**']),
  // Only repositories (and the database layer, migrations tooling and test kits) touch Drizzle.
  restrict(
    ['src/server/**/*.ts'],
    [
      {
        regex: '^drizzle-orm(/|$)',
        message: 'Drizzle belongs in a repository (routes -> service -> repository).',
      },
    ],
    [
      'src/server/**/*repository.ts',
      'src/server/db/**',
      'src/server/test/**',
      'src/server/**/*.test.ts',
      'src/server/**/test-*.ts',
    ],
  ),
  // A web feature does not import another feature (DESIGN.md convention 3): shared code goes to lib/ or components/.
  ...features.map((f) =>
    restrict(
      [`src/web/features/${f}/**/*.{ts,tsx}`],
      [
        ...webOnly,
        {
          regex: `^(\\.\\./)+(features/)?(${features.filter((o) => o !== f).join('|')})(/|$)`,
          message:
            'Features do not import each other: move what they share to src/web/lib or src/web/components.',
        },
      ],
    ),
  ),
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...boundaries,
  {
    // Query keys are spelt once, in the factories of src/web/lib/query-keys.ts (docs/architecture.md).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Take the key from a factory in src/web/lib/query-keys.ts.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(get|set)QueryData$/] > ArrayExpression.arguments',
          message: 'Take the key from a factory in src/web/lib/query-keys.ts.',
        },
      ],
    },
  },
  {
    // The server runs from src/ and from one bundle in dist/: a path relative to the module file is wrong in
    // one of them. Files are found from the repository root (src/server/paths.ts).
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/paths.ts',
      'src/server/**/*.test.ts',
      'src/server/**/test-*.ts',
      'src/server/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MetaProperty[meta.name='import'][property.name='meta']",
          message: 'Use appRoot from src/server/paths.ts.',
        },
      ],
    },
  },
);
