/** ECDICT `lemma.en.txt`: English lemma → inflected forms (`be/4109826 -> is,was,are`). */

/** Pronoun "lemmas" whose forms are other words (it → they): their forms are not kept. */
const SKIP_LEMMAS = new Set(['it', 'he', 'i', 'they', 'you', 'she', 'we']);

export function parseLemmaLine(line: string): { lemma: string; forms: string[] } | null {
  if (!line || line.startsWith(';')) return null;
  const arrow = line.indexOf('->');
  if (arrow < 0) return null;
  const lemma = line.slice(0, arrow).split('/')[0]?.trim() ?? '';
  if (!lemma || SKIP_LEMMAS.has(lemma)) return null;
  const forms = line
    .slice(arrow + 2)
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f.length > 1 && !f.includes("'") && f !== lemma);
  return { lemma, forms: [...new Set(forms)] };
}

export function parseLemmas(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of text.split(/\r?\n/)) {
    const r = parseLemmaLine(line);
    if (r?.forms.length) map.set(r.lemma, r.forms);
  }
  return map;
}
