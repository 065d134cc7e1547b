/**
 * A full garbage collection of the calling thread, when the process runs with `--expose-gc`
 * (node-args.mjs); nothing otherwise (tests, vitest). For the moment before a large piece of work
 * whose memory adds to what the thread already holds: a quiet event loop allocates too little for
 * V8 to collect on its own, and an idle server kept 25-40 MB of its request thread's heap as
 * garbage (heap used ~52-70 MB of ~96 MB committed), which the upload of a 100,000-row xlsx
 * then added to (peak RSS 296-314 MB without, 273 MB with a collection as its preview begins; the
 * collection held the thread 57 ms at load 4.5: see modules/upload/README.md).
 */
export function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: (o?: object) => void }).gc;
  if (!gc) return false;
  gc();
  // The first collection frees the garbage but V8 kept the pages: the request thread's heap stayed
  // at 103-110 MB committed (58-62 MB used) through a first upload. A second, asynchronous
  // (incremental, concurrent) collection gives them back without a second long pause: the
  // three-round upload bench peaked at 276-279 MB in its first round against 281-318 MB (a second
  // synchronous one did as well for memory, but the longer pause took the health p99 to 46-53 ms).
  gc({ type: 'major', execution: 'async' });
  return true;
}
