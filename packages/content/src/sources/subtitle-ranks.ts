/**
 * hermitdave/FrequencyWords OpenSubtitles 2018 lists (`../shared/data/frequencywords/*.txt.gz`,
 * CC BY-SA 4.0): `word count` lines, most frequent first. The books grade sentences with them where
 * the dictionaries leave words unranked (Korean inflected words, Chinese words past the 10,000 most
 * common).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const SUBTITLE_FILES = {
  es: 'content_2018_es_es_50k.txt.gz',
  ja: 'content_2018_ja_ja_full.txt.gz',
  ko: 'content_2018_ko_ko_50k.txt.gz',
  zh: 'content_2018_zh_cn_zh_cn_50k.txt.gz',
} as const;

/** `word count` lines → words in rank order (first occurrence wins; lines without a count skipped). */
export function parseCountedWords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^(\S+)\s+\d+\s*$/.exec(line.replace(/^\uFEFF/, ''));
    if (!m?.[1] || seen.has(m[1])) continue;
    seen.add(m[1]);
    out.push(m[1]);
  }
  return out;
}

export function readCountedWords(path: string): string[] {
  return parseCountedWords(gunzipSync(readFileSync(path)).toString('utf8'));
}
