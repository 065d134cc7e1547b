import { defineConfig } from 'vitest/config';

// End-to-end tests: a real Chromium (Debian's, driven by playwright-core) against the production build.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
