/**
 * The text-analysis worker (piscina task module, see nlp/pool.ts): jieba, kuromoji and wink-nlp
 * load here, once per thread, so their build time and memory stay off the request thread.
 * `default` tokenizes; `memory` reports the thread's footprint.
 */
export { default, memory } from '../nlp/worker-task.js';
