import { defineConfig } from 'vitest/config';

// Browser journeys share one Chromium-heavy machine with 2 cores: run the files one after another.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
