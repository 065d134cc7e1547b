import { defineConfig } from 'vitest/config';

// End-to-end tests: a real Chromium (Debian's, driven by playwright-core) against the production build.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A browser test that fails once is run again; scripts/test.mjs names every test that passed
    // only on its retry (FLAKY …) at the end of the run, so a flake is seen, not hidden.
    retry: 1,
  },
});
