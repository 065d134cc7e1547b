/**
 * libhangul's hanja table (`../shared/data/ko/libhangul-hanja/hanja.txt.gz`, BSD-3): lines
 * `hangul:hanja:gloss`, `#` comments. A Hangul word may have several hanja spellings (homophones:
 * 경제 經濟, 經濟 is the economy, 經題 a sutra title); nothing says which one is common.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** Hangul word → its hanja spellings in file order; only words of two or more syllables. */
export function parseHanjaTable(text: string, keep?: (hangul: string) => boolean): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of text.split(/\r?\n/)) {
    if (!line || line.startsWith('#')) continue;
    const [hangul, hanja] = line.split(':');
    if (!hangul || !hanja || hangul.length < 2 || hangul.length !== hanja.length) continue;
    if (!/^[\uac00-\ud7a3]+$/.test(hangul) || (keep && !keep(hangul))) continue;
    const list = out.get(hangul);
    if (!list) out.set(hangul, [hanja]);
    else if (!list.includes(hanja)) list.push(hanja);
  }
  return out;
}

export function readHanjaTable(path: string, keep?: (hangul: string) => boolean): Map<string, string[]> {
  const buf = readFileSync(path);
  const text = buf[0] === 0x1f && buf[1] === 0x8b ? gunzipSync(buf).toString('utf8') : buf.toString('utf8');
  return parseHanjaTable(text, keep);
}
