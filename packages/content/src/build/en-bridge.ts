/** CC-CEDICT English for the word books' Chinese terms: the bridge that picks an English word's core sense. */
import { bridgeWords } from './en-senses.js';
import { loadCedict } from './chinese.js';
import type { BuildContext } from './context.js';
import type { EnWordbooks } from './en-wordbooks.js';
import { bookTerms } from './equivalents.js';

/** 正确的 → 正确: the books give adjectives and adverbs with 的/地. */
export const zhTerm = (t: string): string => (t.length > 2 ? t.replace(/[的地]$/, '') : t);

/**
 * English words CC-CEDICT gives for each Chinese term of the word books (two characters or more):
 * `direct` from the term's own entry, `compounds` also from the words containing it (银行 → bank,
 * banking, banker…), to pick the core WordNet sense.
 */
export async function chineseBags(
  ctx: BuildContext,
  books: EnWordbooks,
): Promise<{ direct: Map<string, Set<string>>; compounds: Map<string, Set<string>> } | null> {
  const data = await loadCedict(ctx);
  if (!data) return null;
  const compounds = new Map<string, Set<string>>();
  const direct = new Map<string, Set<string>>();
  for (const w of books.words.values()) {
    for (const m of w.meanings) for (const t of bookTerms(m).map(zhTerm)) if (t.length >= 2) compounds.set(t, new Set());
  }
  for (const [, simp, , english] of data.all) {
    const chars = [...simp];
    if (chars.length > 6) continue;
    const words = bridgeWords((Array.isArray(english) ? english : [english]).join(' '), new Set());
    if (compounds.has(simp)) direct.set(simp, new Set([...(direct.get(simp) ?? []), ...words]));
    for (let i = 0; i < chars.length; i++) {
      for (let n = 2; i + n <= chars.length && n <= 4; n++) {
        const bag = compounds.get(chars.slice(i, i + n).join(''));
        if (bag && chars.length <= n + 2) for (const x of words) bag.add(x);
      }
    }
  }
  return { direct, compounds };
}
