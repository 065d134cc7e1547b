/**
 * Ordering rules for English entries: which part of speech comes first (WordNet SemCor tag counts,
 * with the Chinese word books' main part of speech as a tie-breaker), how many senses each keeps,
 * the Chinese meanings in the same order, and example clean-up.
 */
import type { WnPos } from '../sources/wordnet.js';
import type { EntryRecord } from '../types.js';

/** Word-book label → WordNet part of speech. */
export function wnPosOf(label: string): WnPos | null {
  const l = label.replace(/\..*$/, '');
  if (l === 'n') return 'n';
  if (l === 'v' || l === 'vt' || l === 'vi') return 'v';
  if (l === 'adj') return 'a';
  if (l === 'adv') return 'r';
  return null;
}

/**
 * Parts of speech by usage: most tagged first. The book's main part of speech goes first when it
 * has at least half the top count (right: adj 69 vs n 82 → adj, as the books say) and, with no
 * counts at all, the book decides, then WordNet's order. A part with no tag at all is dropped when
 * another has ≥ 20 (go: the noun "a time period for working" never occurs in the corpus).
 */
export function orderPos(totals: Map<WnPos, number>, bookPos: WnPos | null): WnPos[] {
  const wnOrder = [...totals.keys()];
  const max = Math.max(0, ...totals.values());
  const kept = wnOrder.filter((p) => !(max >= 20 && (totals.get(p) ?? 0) === 0));
  const sorted = kept.sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || wnOrder.indexOf(a) - wnOrder.indexOf(b));
  if (bookPos && sorted.includes(bookPos) && (max === 0 || (totals.get(bookPos) ?? 0) >= max / 2)) {
    return [bookPos, ...sorted.filter((p) => p !== bookPos)];
  }
  return sorted;
}

/** Moves the Chinese meanings (`v. 去；走`) of the first English sense's part of speech to the front. */
export function alignChineseMeanings(zh: string[], first: WnPos | null): string[] {
  if (!first) return zh;
  const match = (m: string): boolean => {
    const label = /^([a-z/]+)\.\s/.exec(m)?.[1];
    return !!label && label.split('/').some((l) => wnPosOf(l) === first);
  };
  return [...zh.filter(match), ...zh.filter((m) => !match(m))];
}

/** Orders `pos` labels so the first sense's part of speech leads. */
export function alignPos(pos: string[], first: WnPos | null): string[] {
  if (!first) return pos;
  return [...pos.filter((p) => wnPosOf(p) === first), ...pos.filter((p) => wnPosOf(p) !== first)];
}

const exampleKey = (t: string): string => t.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Examples without repeats (same words, other punctuation or quotes), translated ones first, at most
 * two untranslated (WordNet's) and six in all.
 */
export function cleanExamples(examples: EntryRecord['examples'], headword: string): EntryRecord['examples'] {
  const seen = new Set<string>([exampleKey(headword)]);
  const out: EntryRecord['examples'] = [];
  for (const x of examples) {
    const text = x.text
      .replace(/\s+([,.?!;:])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
    const k = exampleKey(text);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    out.push({ ...x, text, translation: x.translation?.trim() || null, translationLang: x.translation?.trim() ? x.translationLang : null });
  }
  const translated = out.filter((x) => x.translation);
  const bare = out.filter((x) => !x.translation).slice(0, 2);
  return [...translated, ...bare].slice(0, 6);
}

const BRIDGE_STOP = new Set(
  'the and for with from that this which who what such etc sth one someone something used especially into onto over than other others their there being having make made very more most some any also not'.split(
    ' ',
  ),
);

/** Content words of an English text (lower case, ≥ 3 letters, minus stop words and the given words). */
export function bridgeWords(text: string, drop: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) if (w.length >= 3 && !BRIDGE_STOP.has(w) && !drop.has(w)) out.add(w);
  return out;
}

export interface SenseCandidate {
  /** Synset words and definition. */
  text: string;
  /** SemCor tag count. */
  count: number;
}

/**
 * Which of the main part of speech's first three senses comes first, by the word books' Chinese
 * meaning: `bag` holds the English words CC-CEDICT gives for that Chinese term and its compounds
 * (银行, 银行业 "banking", 银行家 "banker"). When the first sense shares no word with it and a later one
 * does (bank: "a financial institution… banking company"; right: "correct, right"), and that one is
 * not much rarer (a third of the first's count or more), it goes first. `keep` holds the direct
 * glosses of all the meaning's terms: a first sense they support stays. Returns its index (0: keep).
 */
export function bridgeFirstSense(candidates: SenseCandidate[], bag: Set<string>, drop: Set<string>, keep: Set<string> = new Set()): number {
  if (candidates.length < 2 || bag.size === 0) return 0;
  const score = (c: SenseCandidate): number => [...bridgeWords(c.text, drop)].filter((w) => bag.has(w)).length;
  const first = candidates[0] as SenseCandidate;
  // The first sense stays when the term's or any other term's own glosses support it (mean: 意欲 "to intend").
  if (score(first) > 0 || [...bridgeWords(first.text, drop)].some((w) => keep.has(w))) return 0;
  let best = 0;
  let bestScore = 0;
  candidates.slice(1, 3).forEach((c, i) => {
    const sc = score(c);
    if (sc > bestScore && c.count * 3 >= first.count) {
      best = i + 1;
      bestScore = sc;
    }
  });
  return best;
}
