/** Spanish lemma frequency list (`es/frequency.csv.gz`, doozan/spanish_data): `count,spanish,pos,flags,usage`. */

export interface EsLemma {
  lemma: string;
  pos: string;
  count: number;
  flags: string[];
  /** Inflected forms, most frequent first (`es`, `fue` for `ser`). */
  forms: string[];
}

export function parseEsFrequencyLine(line: string): EsLemma | null {
  const f = line.split(',');
  if (f.length < 5 || f[0] === 'count') return null;
  const count = Number(f[0]);
  const lemma = (f[1] ?? '').trim();
  if (!lemma || !Number.isFinite(count)) return null;
  const usage = f.slice(4).join(',');
  const forms = usage
    .split('|')
    .map((u) => u.split(':')[1]?.trim() ?? '')
    .filter((w) => w && w !== lemma);
  return {
    lemma,
    pos: (f[2] ?? '').trim(),
    count,
    flags: (f[3] ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean),
    forms: [...new Set(forms)],
  };
}

export function parseEsFrequency(text: string): EsLemma[] {
  const out: EsLemma[] = [];
  for (const line of text.split(/\r?\n/)) {
    const r = parseEsFrequencyLine(line);
    if (r && !r.flags.includes('DUPLICATE')) out.push(r);
  }
  return out;
}

/** `canción` → `cancion`, so searches without accents find the word. */
export function foldAccents(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}
