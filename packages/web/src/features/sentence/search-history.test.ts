import { describe, expect, it } from 'vitest';
import { addToHistory, clearHistory, readHistory } from './search-history';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('sentence search history', () => {
  it('keeps the newest first, once per query and language, at most 10', () => {
    const s = memoryStorage();
    addToHistory('银行', 'zh', s);
    addToHistory('apple', 'en', s);
    addToHistory('银行', 'zh', s);
    expect(readHistory(s)).toEqual([
      { q: '银行', lang: 'zh' },
      { q: 'apple', lang: 'en' },
    ]);
    for (let i = 0; i < 12; i++) addToHistory(`q${i}`, 'en', s);
    expect(readHistory(s)).toHaveLength(10);
    expect(readHistory(s)[0]).toEqual({ q: 'q11', lang: 'en' });
    clearHistory(s);
    expect(readHistory(s)).toEqual([]);
  });

  it('reads a damaged value as no history', () => {
    const s = memoryStorage();
    s.setItem('qfl.sentenceSearchHistory', '{not json');
    expect(readHistory(s)).toEqual([]);
    s.setItem('qfl.sentenceSearchHistory', JSON.stringify([{ q: 'x', lang: 'xx' }]));
    expect(readHistory(s)).toEqual([]);
  });
});
