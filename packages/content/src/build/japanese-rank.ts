/**
 * Frequency ranks of Japanese entries. Frequency lists count surfaces (私, わかる), while entries
 * are words (私|わたし, 私|し; 分かる usually written わかる), so a surface's rank goes to one word:
 * - a written form's rank to the headword's best word by JMdict priority (score, then newspaper
 *   band, then how frequent its reading is): 私 → 私|わたし, not 私|し;
 * - a kana surface's rank to a word with that reading, by kanaTier then by how frequent its own
 *   written form is: いる → 居る, not 要る; する → する, not 刷る; みる → 見る, not 海松; もし → 若し.
 * Ranks come from the Leeds internet-corpus lemma list (44,998 words), else from the OpenSubtitles
 * list (10,000 surface tokens, with stems like 見え). Single kanji from KANJIDIC take no rank from
 * the lists. JMdict common words neither list ranks come after, ordered by newspaper band and score.
 */
import { toHiragana } from '../sources/edict.js';
import type { EntryRecord } from '../types.js';

export interface JaWord {
  entry: EntryRecord;
  readings: string[];
  /** Conjugation class (`v1`, `v5`, `vs`, `vk`, `adj-i`) or ''. */
  rules: string;
  /** Usually written in kana. */
  uk: boolean;
  /** JMdict priority (Yomitan score): > 0 for common words. */
  score: number;
  /** Newspaper frequency band in thousands, 99 when none. */
  news: number;
  /** JMdict common word (⭐, or EDICT's (P)). */
  common: boolean;
}

/** First rank of the common words that no frequency list ranks (after every listed word). */
export const UNLISTED_RANK_BASE = 50_001;
const JAPANESE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヶ]+$/u;

/** The Leeds list (one lemma a line, most frequent first) → rank of each Japanese word. */
export function leedsRanks(text: string): Map<string, number> {
  const map = new Map<string, number>();
  let n = 0;
  for (const line of text.split(/\r?\n/)) {
    const w = line.trim();
    if (!JAPANESE.test(w)) continue;
    n++;
    if (!map.has(w)) map.set(w, n);
  }
  return map;
}

const INF = Number.MAX_SAFE_INTEGER;
const HIRAGANA = /^[\u3041-\u309f]+$/;

export function assignRanks(words: JaWord[], leeds: Map<string, number>, subtitles: Map<string, number>): void {
  const freq = (s: string | undefined): number => (s ? (leeds.get(s) ?? INF) : INF);
  // The subtitle list is of surface tokens (見え, 連れ, トコロ): used only where Leeds has no
  // rank, and only for JMdict common words.
  const listed = (s: string, w: JaWord): number => leeds.get(s) ?? (w.score > 0 ? (subtitles.get(s) ?? INF) : INF);
  const kanaFreq = (s: string | undefined): number => (s ? Math.min(freq(s), freq(toHiragana(s))) : INF);
  const priority = (a: JaWord, b: JaWord): number => b.score - a.score || a.news - b.news;
  const rank = new Map<JaWord, number>();
  const give = (w: JaWord, r: number): void => {
    if (r < (rank.get(w) ?? INF)) rank.set(w, r);
  };

  kanaHeadwords(words, (a, b) => priority(a, b) || kanaFreq(a.readings[0]) - kanaFreq(b.readings[0]));
  const byHead = new Map<string, JaWord[]>();
  const byKana = new Map<string, JaWord[]>();
  for (const w of words) {
    // A kanji alone (KANJIDIC) is not a word: a token of it in a list does not rank it.
    if (w.entry.sources[0] === 'kanjidic') continue;
    const h = w.entry.headword;
    byHead.set(h, [...(byHead.get(h) ?? []), w]);
    // Hiragana surfaces (see kanaTier).
    const r = w.readings[0];
    const k = r ? toHiragana(r) : '';
    if (r && kanaTier(w, k) < 4) byKana.set(k, [...(byKana.get(k) ?? []), w]);
  }
  for (const [h, group] of byHead) {
    // A hiragana spelling may be another word's too (もし: 若し before the interjection): below.
    if (HIRAGANA.test(h)) continue;
    group.sort((a, b) => priority(a, b) || kanaFreq(a.readings[0]) - kanaFreq(b.readings[0]));
    const top = group[0] as JaWord;
    const f = listed(h, top);
    if (f !== INF) give(top, f);
  }
  for (const [k, group] of byKana) {
    const f = freq(k);
    const own = (w: JaWord): number => (w.entry.headword === k ? f : freq(w.entry.headword));
    group.sort((a, b) => kanaTier(a, k) - kanaTier(b, k) || own(a) - own(b) || priority(a, b));
    const top = group[0] as JaWord;
    const r = listed(k, top);
    if (r !== INF && kanaTier(top, k) !== 2) give(top, r);
  }
  const unlisted = words.filter((w) => !rank.has(w) && (w.score > 0 || w.news < 99)).sort(priority);
  unlisted.forEach((w, i) => {
    rank.set(w, UNLISTED_RANK_BASE + i);
  });
  for (const w of words) w.entry.freqRank = rank.get(w) ?? null;
}

/**
 * A word usually written in kana whose written form belongs to a more common word (彼: かれ "he"
 * over あれ "that"; 私: わたし over あたし) is headed by its kana, the written form kept as a
 * spelling: so 彼 finds かれ first and あれ finds あれ.
 */
export function kanaHeadwords(words: JaWord[], best: (a: JaWord, b: JaWord) => number): void {
  const byHead = new Map<string, JaWord[]>();
  for (const w of words) {
    if (w.entry.sources[0] === 'kanjidic') continue;
    const h = w.entry.headword;
    byHead.set(h, [...(byHead.get(h) ?? []), w]);
  }
  for (const group of byHead.values()) {
    if (group.length < 2) continue;
    group.sort(best);
    for (const w of group.slice(1)) {
      const kana = w.readings[0];
      if (!w.uk || !kana || kana === w.entry.headword) continue;
      w.entry.forms.unshift(w.entry.headword);
      w.entry.headword = kana;
    }
  }
}

/**
 * Who a hiragana surface's frequency belongs to, best tier first: 0 a common word spelled so or
 * usually written in kana (する, 居る, 若し); 1 a word spelled so (ます the auxiliary); 2 a common
 * word written in kanji, which takes no kana rank but keeps it from a rarer word (みる is mostly
 * 見る, so 海松 does not get it; でし, a piece of でした, does not go to 弟子); 3 a rare usual-kana
 * word; 4 none (a rare kanji word; a katakana word: トコロ is not ところ). One kana alone (う, き)
 * is mostly a piece of grammar: only a common word spelled so may have it.
 */
export function kanaTier(w: JaWord, kana: string): number {
  const spelled = w.entry.headword === kana;
  if (kana.length < 2) return spelled && w.common ? 0 : 4;
  if (w.common && (spelled || w.uk)) return 0;
  if (spelled) return 1;
  if (w.common) return 2;
  return w.uk ? 3 : 4;
}
