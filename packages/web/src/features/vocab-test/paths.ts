/** Route of the vocabulary size test (hash router). */
export const VOCAB_TEST_PATH = '/pages/vocab-test/index';
