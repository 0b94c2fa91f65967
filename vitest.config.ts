import { defineConfig } from 'vitest/config';

// Two projects that can run alone: `unit` (pure code, *.test.ts in src/, scripts/ and build/) and `api`
// (the app and a real database, *.int.test.ts). The browser journeys have their own config
// (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
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
    ],
  },
});
