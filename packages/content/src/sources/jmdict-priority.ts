/**
 * Newspaper-frequency bands (`[nf01]`..`[nf48]`, 500 words each) of JMdict as kept in FreeDict
 * jpn-eng (Debian `dict-freedict-jpn-eng`). EDICT has only the (P) flag, so these order the common
 * Japanese words that the subtitle frequency list does not rank.
 */

/** Written form or reading → its best (lowest) nf band. */
export function parseNfBands(text: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const m of text.matchAll(/\[nf(\d\d)\]\s+([^\s/,[\]()]+)\s+\//g)) {
    const band = Number(m[1]);
    const word = m[2] ?? '';
    const have = map.get(word);
    if (word && (have === undefined || band < have)) map.set(word, band);
  }
  return map;
}
