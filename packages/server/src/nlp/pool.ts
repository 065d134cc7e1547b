/**
 * The nlp worker pool: one thread at most, started on the first heavy text and ended after
 * `idleTimeoutMs` without work, so kuromoji's ~350 MB go back when nobody analyses Japanese.
 * Texts of a language wait for the thread in a bounded queue; a task has a time limit.
 */
import type { Lang } from '@qfl/core';
import { Piscina } from 'piscina';
import { workerExecArgv, workerUrl } from '../worker-url.js';
import type { Token } from './types.js';
import type { NlpTask } from './worker-task.js';

export interface NlpPoolOptions {
  idleTimeoutMs?: number;
  timeoutMs?: number;
  maxQueue?: number;
}

export interface NlpPool {
  run(lang: Lang, texts: readonly string[]): Promise<Token[][]>;
  memory(): Promise<{ rss: number; heap: number }>;
  threadIds(): number[];
  close(): Promise<void>;
}

export function createNlpPool(options: NlpPoolOptions = {}): NlpPool {
  let pool: Piscina | null = null;
  const open = () => {
    pool ??= new Piscina({
      filename: workerUrl('nlp').href,
      execArgv: workerExecArgv(),
      minThreads: 0,
      maxThreads: 1,
      maxQueue: options.maxQueue ?? 64,
      idleTimeout: options.idleTimeoutMs ?? 30_000,
      // kuromoji's dictionary (~350 MB resident, less of it on the JS heap) plus jieba and wink.
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    return pool;
  };
  return {
    async run(lang, texts) {
      const signal = AbortSignal.timeout(options.timeoutMs ?? 30_000);
      const task: NlpTask = { lang, texts: [...texts] };
      return (await open().run(task, { signal })) as Token[][];
    },
    async memory() {
      return (await open().run(null, { name: 'memory' })) as { rss: number; heap: number };
    },
    threadIds() {
      return pool ? pool.threads.map((t) => t.threadId) : [];
    },
    async close() {
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}
