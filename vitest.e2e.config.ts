import { defineConfig } from 'vitest/config';

// Two browser journeys at a time on a 2-core machine: each waits on its own server, browser and model in
// turn, so two files overlap their waits (the whole run took 490 s instead of 870 s, every test passing).
// Each file has its own server, data folder, mail catcher and browser: nothing is shared between them.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
