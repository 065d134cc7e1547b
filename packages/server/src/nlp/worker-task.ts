/** The nlp worker's task (piscina): tokens of several texts of one language. */
import type { Lang } from '@qfl/core';
import { analyseMany } from './analyse.js';
import type { Token } from './types.js';

export interface NlpTask {
  lang: Lang;
  texts: string[];
}

export default async function run(task: NlpTask): Promise<Token[][]> {
  return analyseMany(task.lang, task.texts);
}

/** This thread's resident memory and heap in MB (tests, the report's figures). */
export function memory(): { rss: number; heap: number } {
  const m = process.memoryUsage();
  return { rss: Math.round(m.rss / 1e6), heap: Math.round(m.heapUsed / 1e6) };
}
