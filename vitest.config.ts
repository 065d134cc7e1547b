import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package. End-to-end tests have their own config in e2e/.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}'],
    // Migrated template databases that test databases are copied from.
    globalSetup: ['packages/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker per core but one: a single worker on these 2-core machines,
    // while integration tests spend much of their time waiting on PostgreSQL, Redis and child
    // processes. Two keep both cores busy.
    maxWorkers: 2,
  },
});
