import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.integration.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each worker loads the app's modules once, not once per file: every file builds its own
    // app and database (test/helpers.ts) and no test mocks a module or changes process.env, so
    // files share nothing through module state. Measured on 2 cores: the PGlite pass 255 s →
    // 117 s, the PostgreSQL pass 254 s → 83 s (issue 17: the suite under 20 minutes in CI).
    isolate: false,
  },
});
