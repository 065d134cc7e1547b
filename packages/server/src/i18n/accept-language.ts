/**
 * Accept-Language with quality values (RFC 9110 §12.5.4, lookup by primary subtag as in
 * RFC 4647): the supported language with the highest q wins, ties go to the earlier entry, q=0
 * excludes. "fr;q=1, ko;q=0.5, en;q=0.8" → en; "zh-Hant-TW" → zh. Browsers send a handful of
 * distinct headers, so answers are memoized in a small LRU (this runs on every request).
 */
import { LRUCache } from 'lru-cache';

const TAG = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$|^\*$/i;
const Q = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** The language ranges of a header, best first (stable for equal q), without q=0 and malformed parts. */
export function parseAcceptLanguage(header: string): string[] {
  const ranges: { tag: string; q: number; i: number }[] = [];
  const parts = header.split(',');
  // A header is short; a hostile one with thousands of parts is read no further than this.
  for (let i = 0; i < parts.length && i < 32; i++) {
    const [rawTag = '', ...params] = (parts[i] as string).split(';');
    const tag = rawTag.trim();
    if (!TAG.test(tag)) continue;
    let q = 1;
    for (const p of params) {
      const m = Q.exec(p.trim());
      if (m) q = Number(m[1]);
      else if (/^q=/i.test(p.trim())) q = -1;
    }
    if (q > 0) ranges.push({ tag: tag.toLowerCase(), q, i });
  }
  return ranges.sort((a, b) => b.q - a.q || a.i - b.i).map((r) => r.tag);
}

/** The best supported language for a header, or undefined (no header, "*" only, nothing supported). */
export function negotiateLanguage<L extends string>(header: string | undefined, supported: readonly L[]): L | undefined {
  if (!header) return undefined;
  for (const tag of parseAcceptLanguage(header)) {
    const primary = tag.split('-')[0] as string;
    if ((supported as readonly string[]).includes(primary)) return primary as L;
  }
  return undefined;
}

/** negotiateLanguage memoized per header and supported list. */
export function languageNegotiator<L extends string>(supported: readonly L[], fallback: L): (header: string | undefined) => L {
  const cache = new LRUCache<string, L>({ max: 500 });
  return (header) => {
    if (!header) return fallback;
    // Oversized headers are not worth remembering.
    if (header.length > 200) return negotiateLanguage(header, supported) ?? fallback;
    let lang = cache.get(header);
    if (lang === undefined) {
      lang = negotiateLanguage(header, supported) ?? fallback;
      cache.set(header, lang);
    }
    return lang;
  };
}
