import { defineConfig } from 'vitest/config';

// Three projects that can run alone: `unit` (pure code, *.test.ts in src/, scripts/ and build/), `api`
// (the app and a real database, *.int.test.ts) and `component` (React components in happy-dom,
// *.test.tsx). The browser journeys have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A worker keeps its modules from one file to the next (the app, the models, the migrated database
    // copy) rather than loading them again for each: about half the CPU of the unit and API runs. No test
    // mocks a module; one that changes process.env or a global puts it back.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // scripts/: the checks of the scripts themselves (the lint rules, the derived knowledge files);
          // build/: the build's own Vite plugins.
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      { extends: true, test: { name: 'api', include: ['src/**/*.int.test.ts'] } },
      {
        extends: true,
        // A screen's logic (a form's messages, what it sends) in a DOM in Node, where a browser journey is
        // the wrong tool: *.test.tsx beside the component.
        test: {
          name: 'component',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          isolate: true,
        },
      },
    ],
  },
});
