import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure rules (no browser, no router plugin). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
