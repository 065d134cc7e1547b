/**
 * Tatoeba sentence pairs as published by manythings.org (`../shared/data/tatoeba/<x>-eng/<x>.txt.gz`):
 * `English<TAB>other language<TAB>attribution` per line (the Japanese file has no attribution
 * column). CC BY 2.0 FR. Pairs are returned in file order (roughly shortest first).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface SentencePair {
  /** The sentence in the non-English language. */
  text: string;
  /** Its English translation. */
  en: string;
  /** `tatoeba.org #id (user) & #id (user)` when the file gives it. */
  attribution: string | null;
}

/** Words that mark a pair as unsuitable for learners (checked on the English side, whole words). */
const OFFENSIVE =
  /\b(?:fuck\w*|shit\w*|bitch\w*|cunt|dick|pussy|whore|slut|nigg\w*|fag\w*|rape\w*|kill yourself|suicide|porn\w*|sex\w*|naked|drugs?|cocaine|heroin)\b/i;

export function parseTatoebaPairs(text: string): SentencePair[] {
  const out: SentencePair[] = [];
  const seen = new Set<string>();
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const [en, other, attr] = raw.split('\t');
    if (!en || !other) continue;
    const t = other.trim();
    const e = en.trim();
    if (!t || !e || OFFENSIVE.test(e) || seen.has(t)) continue;
    seen.add(t);
    out.push({ text: t, en: e, attribution: attr?.replace(/^CC-BY 2\.0 \(France\) Attribution:\s*/, '').trim() || null });
  }
  return out;
}

/** Reads one pair file (gzipped or plain). */
export function readTatoebaPairs(path: string): SentencePair[] {
  const buf = readFileSync(path);
  const text = buf[0] === 0x1f && buf[1] === 0x8b ? gunzipSync(buf).toString('utf8') : buf.toString('utf8');
  return parseTatoebaPairs(text);
}
