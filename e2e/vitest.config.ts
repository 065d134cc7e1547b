import { defineConfig } from 'vitest/config';

// End-to-end tests: a real Chromium (Debian's, driven by playwright-core) against the production build.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two files at a time: a browser test mostly waits (on the server, on rendering), so two keep
    // both cores busy. Each test signs up its own learners (browser.ts uniquePhone is per worker).
    maxWorkers: 2,
    // A worker runs its files in one process, one after another: Playwright and the helpers are
    // imported once per worker, and the files share the worker's browser (browser.ts useBrowser).
    // Each test signs up its own learners and opens its own contexts, so nothing else is shared.
    isolate: false,
    // A browser test that fails once is run again; scripts/test.mjs names every test that passed
    // only on its retry (FLAKY …) at the end of the run, so a flake is seen, not hidden.
    retry: 1,
  },
});
