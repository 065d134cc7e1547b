/**
 * Meanings for list words Wiktionary has no article for but that are regular derivations of a word
 * it does explain: diminutives (hermanito → hermano, chiquito → chico, jovencito → joven) and
 * absolute superlatives (muchísimo → mucho, poquísimo → poco). The meaning names the base word and
 * its first meaning ("diminutive of hermano: brother"), so nothing is invented.
 */

interface Rule {
  re: RegExp;
  kind: 'diminutive' | 'superlative';
  /** Base candidates from the stem (the part before the suffix). */
  bases: (stem: string) => string[];
}

/** Undo the spelling the suffix forced: chiqu- → chic-, amigu- → amig-. */
const respell = (stem: string): string => stem.replace(/qu$/, 'c').replace(/gu$/, 'g');

const RULES: Rule[] = [
  { re: /^(.{2,}?)c(?:ito|ita|itos|itas)$/, kind: 'diminutive', bases: (s) => [s, `${s}e`, `${s}o`, `${s}a`] },
  {
    re: /^(.{2,}?)(?:ito|ita|itos|itas|illo|illa|illos|illas)$/,
    kind: 'diminutive',
    bases: (s) => [`${respell(s)}o`, `${respell(s)}a`, `${respell(s)}e`, respell(s)],
  },
  {
    re: /^(.{2,}?)(?:ísimo|ísima|ísimos|ísimas)$/,
    kind: 'superlative',
    bases: (s) => [`${respell(s)}o`, `${respell(s)}a`, `${respell(s)}e`, respell(s), s.replace(/c$/, 'z')],
  },
];

/** `hermanito` → {base: hermano, kind: diminutive} when `has(base)`; null otherwise. */
export function derivationOf(word: string, has: (w: string) => boolean): { base: string; kind: string } | null {
  for (const r of RULES) {
    const m = r.re.exec(word);
    if (!m?.[1]) continue;
    for (const b of r.bases(m[1])) if (b !== word && has(b)) return { base: b, kind: r.kind };
  }
  return null;
}
