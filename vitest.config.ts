import { defineConfig } from 'vitest/config';

/**
 * Files that replace modules, timers, globals or environment variables (vi.mock, vi.useFakeTimers,
 * vi.stubEnv, vi.spyOn): each gets fresh modules. Every other file shares its worker's module
 * cache with the files before it (`isolate: false`), so the server, zod schemas and Kysely are
 * imported once per worker instead of once per file.
 */
const isolated = [
  'packages/server/src/modules/auth/codes.test.ts',
  'packages/server/src/modules/study/recall.test.ts',
  'packages/server/src/modules/study/progress.test.ts',
  'packages/web/src/app/load-chunk.test.ts',
  // Checks that kana-only text never builds the tokenizer, which an earlier file may have built.
  'packages/server/src/modules/audio/ja-kana.test.ts',
];

// Unit and integration tests of every package. End-to-end tests have their own config in e2e/.
export default defineConfig({
  test: {
    // Migrated template databases that test databases are copied from.
    globalSetup: ['packages/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker per core but one: a single worker on these 2-core machines,
    // while integration tests spend much of their time waiting on PostgreSQL, Redis and child
    // processes. Two keep both cores busy.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/*/src/**/*.test.{ts,tsx}'], exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
