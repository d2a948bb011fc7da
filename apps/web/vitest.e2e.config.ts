import { defineConfig } from 'vitest/config';

// Browser journeys: playwright-core drives Debian's Chromium against the built app
// served by the real server on a fresh embedded database with demo data.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
