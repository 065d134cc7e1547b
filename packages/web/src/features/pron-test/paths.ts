/** Routes of the pronunciation tests (hash router), named by the spec. */
export const PRON_TEST_PATHS = {
  phonetic: '/pages/test-phonetic/index',
  multi: '/pages/test-multi-pronunciation/index',
} as const;
