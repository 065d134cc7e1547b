/** The app's analyser through the worker thread: same tokens as in place, the thread ends on close. */
import { afterAll, describe, expect, it } from 'vitest';
import { createNlp } from './index.js';

const nlp = createNlp({ idleTimeoutMs: 60_000 });
afterAll(() => nlp.close());

describe('nlp worker', () => {
  it('tokenizes Japanese, Chinese and English in the worker thread', async () => {
    const [ja] = await nlp.tokenizeMany('ja', ['映画を見に行きました']);
    expect(ja?.find((t) => t.text === '行き')?.lemma).toBe('行く');
    const zh = await nlp.tokenize('zh', '我们在银行门口见面');
    expect(zh.map((t) => t.text)).toEqual(['我们', '在', '银行', '门口', '见面']);
    const en = await nlp.tokenize('en', 'He was reading the books');
    expect(en.map((t) => t.lemma)).toEqual(['he', 'be', 'read', 'the', 'book']);
    const mem = await nlp.memory?.();
    expect(mem?.rss).toBeGreaterThan(0);
  }, 60_000);

  it('runs Spanish and Korean in place, empty input gives nothing', async () => {
    expect((await nlp.tokenize('ko', '친구를')).map((t) => t.text)).toEqual(['친구', '를']);
    expect(await nlp.tokenizeMany('en', [])).toEqual([]);
    expect(await nlp.tokenize('en', '')).toEqual([]);
  });
});
