import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
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

// The import graph (issue 32, docs/architecture.md "Where code goes"): no cycle, and every arrow points down.
// Paths are resolved, not matched as text, so `../../lib` and `@/lib` are the same file; relative to the
// directory lint runs in (the repository root; a fixture's root in scripts/lint.test.ts).
const importGraph = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { 'import-x': importX },
  settings: {
    // Without these, import-x reads only .js files when it follows imports: no cycle through .ts is seen.
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  },
  rules: {
    // Packages are not followed: a cycle needs two files of ours. A cycle closed by a dynamic import() is a
    // deliberate late load (the module runs long after both are evaluated): allowed.
    'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src',
            from: ['./bench', './scripts', './e2e'],
            message:
              'src is what ships: bench/, scripts/ and e2e/ may import it, never the reverse. Move what both need into src.',
          },
          {
            target: ['./src/web/lib', './src/web/components', './src/web/api'],
            from: './src/web/features',
            message:
              'Shared web code (lib, components, the API layer) stays below the features: move what it needs from the feature into src/web/lib or src/web/components, or hand it in as an argument.',
          },
          {
            target: './src/contracts',
            from: ['./src/web', './src/server'],
            message: 'src/contracts is shared by web and server: it depends on zod and itself only.',
          },
        ],
      },
    ],
  },
};
// A cycle is reported in every file on it, and no file imports a test: following a test's imports finds
// nothing new, and it was most of the rule's time.
const noCycleInTests = {
  files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.e2e.ts'],
  rules: { 'import-x/no-cycle': 'off' },
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations', 'scripts/lint-fixtures'] },
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
  importGraph,
  noCycleInTests,
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
