/**
 * Spanish entries: lemmas of the frequency list (POS, forms, rank) with English meanings from
 * FreeDict spa-eng and reversed eng-spa; FreeDict headwords missing from the list are added.
 */
import { readFileSync } from 'node:fs';
import { type DictdEntry, readDictd } from '../sources/freedict.js';
import { type EsLemma, parseEsFrequency } from '../sources/es-frequency.js';
import type { EntryRecord } from '../types.js';
import type { BuildContext } from './context.js';
import { addMeaning, addUnique, computeKeys, newEntry } from './entry.js';
import { readBytes, readText } from './io.js';

export const FREEDICT_DIR = '/usr/share/dictd';

export function loadFreedict(ctx: BuildContext, name: string): DictdEntry[] | null {
  return ctx.use(name, () => {
    const base = `${FREEDICT_DIR}/${name}`;
    return readDictd(readFileSync(ctx.file(`${base}.index`), 'utf8'), readBytes(ctx.file(`${base}.dict.dz`)));
  });
}

export interface SpanishResult {
  entries: EntryRecord[];
  /** English headword → Spanish words (eng-spa), for equivalents. */
  engSpa: Map<string, string[]>;
}

export function buildSpanish(ctx: BuildContext): SpanishResult {
  const lemmas: EsLemma[] = ctx.use('es-frequency', () => parseEsFrequency(readText(ctx.shared('es/frequency.csv.gz')))) ?? [];
  const spaEng = loadFreedict(ctx, 'freedict-spa-eng') ?? [];
  const engSpa = loadFreedict(ctx, 'freedict-eng-spa') ?? [];

  const byHead = new Map<string, EntryRecord>();
  lemmas.forEach((l, i) => {
    if (byHead.has(l.lemma)) return;
    const e = newEntry('es', l.lemma);
    if (l.pos && l.pos !== 'none') e.pos.push(l.pos);
    e.forms = l.forms.slice(0, 30);
    e.freqRank = i + 1;
    e.sources.push('es-frequency');
    byHead.set(l.lemma, e);
  });
  for (const d of spaEng) {
    let e = byHead.get(d.headword);
    if (!e) {
      e = newEntry('es', d.headword);
      byHead.set(d.headword, e);
    }
    if (d.pron && !e.pronA) e.pronA = d.pron;
    for (const t of d.translations) addMeaning(e, 'en', t);
    addUnique(e.sources, 'freedict-spa-eng');
  }
  // Reverse eng-spa: only the first entry of each English headword (later ones are often phrases).
  const seenEn = new Set<string>();
  const engToEs = new Map<string, string[]>();
  for (const d of engSpa) {
    if (seenEn.has(d.headword)) continue;
    seenEn.add(d.headword);
    engToEs.set(d.headword.toLowerCase(), d.translations.slice(0, 3));
    for (const t of d.translations.slice(0, 3)) {
      const e = byHead.get(t);
      if (!e) continue;
      addMeaning(e, 'en', d.headword);
      addUnique(e.sources, 'freedict-eng-spa');
    }
  }
  const entries = [...byHead.values()];
  for (const e of entries) e.keys = computeKeys(e);
  ctx.log(`[es] ${entries.length} entries, ${entries.filter((e) => e.meanings.en).length} with English meanings`);
  return { entries, engSpa: engToEs };
}
