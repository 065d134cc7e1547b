/**
 * Chinese entries from CC-CEDICT: simplified headword, traditional forms, every pinyin reading
 * (tone marks via pinyin-pro; polyphones kept), English meanings, classifiers, frequency ranks.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CedictData, groupCedict } from '../sources/cedict.js';
import type { EntryRecord } from '../types.js';
import type { BuildContext } from './context.js';
import { addMeaning, computeKeys, newEntry } from './entry.js';

async function loadCedict(ctx: BuildContext): Promise<CedictData | null> {
  const dir = ctx.use('cedict', () => ctx.pkgDir('cc-cedict'));
  if (!dir) return null;
  ctx.use('pinyin-pro', () => ctx.pkgDir('pinyin-pro'));
  const mod = (await import(pathToFileURL(join(dir, 'data', 'all.js')).href)) as { default: CedictData };
  return mod.default;
}

export async function buildChinese(ctx: BuildContext, ranks: Map<string, number>): Promise<EntryRecord[]> {
  const data = await loadCedict(ctx);
  if (!data) return [];
  const entries: EntryRecord[] = [];
  for (const w of groupCedict(data)) {
    const e = newEntry('zh', w.simplified);
    const [main, ...others] = w.readings;
    if (!main) continue;
    e.reading = main.marked;
    e.pronA = main.marked;
    e.pronB = others.length ? others.map((r) => r.marked).join(', ') : null;
    const poly = w.readings.length > 1;
    for (const r of w.readings) {
      for (const m of r.english) addMeaning(e, 'en', poly ? `[${r.marked}] ${m}` : m);
    }
    if (w.classifiers.length) addMeaning(e, 'en', `CL: ${w.classifiers.join(', ')}`);
    e.forms = w.traditional;
    e.freqRank = ranks.get(w.simplified) ?? null;
    e.sources.push('cedict');
    e.keys = computeKeys(
      e,
      w.readings.map((r) => r.numbered),
    );
    entries.push(e);
  }
  ctx.log(`[zh] ${entries.length} entries`);
  return entries;
}
