/**
 * Chinese entries from CC-CEDICT: simplified headword, traditional forms, every pinyin reading
 * (tone marks via pinyin-pro; polyphones kept), English meanings in usage order (zh-senses.ts),
 * measure words as a note, Tatoeba examples with English translations, frequency ranks.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CedictData, groupCedict, numberedToMarked, type ZhReading, type ZhWord } from '../sources/cedict.js';
import { parseStarDictHtml, readStarDict } from '../sources/stardict.js';
import { readTatoebaPairs } from '../sources/tatoeba.js';
import type { EntryRecord } from '../types.js';
import type { BuildContext } from './context.js';
import { addMeaning, computeKeys, newEntry } from './entry.js';
import { indexExamples, pickExamples, votedReading, type ZhExampleIndex } from './zh-examples.js';
import { majorCount, orderSenses, promoteByGloss, promoteByUsage, splitNotes, usableGlosses } from './zh-senses.js';

export async function loadCedict(ctx: BuildContext): Promise<CedictData | null> {
  const dir = ctx.use('cedict', () => ctx.pkgDir('cc-cedict'));
  if (!dir) return null;
  ctx.use('pinyin-pro', () => ctx.pkgDir('pinyin-pro'));
  const mod = (await import(pathToFileURL(join(dir, 'data', 'all.js')).href)) as { default: CedictData };
  return mod.default;
}

/** Wiktionary (zh→en) usable glosses (up to 3) per multi-character headword. */
function loadWiktionary(ctx: BuildContext): Map<string, string[]> | null {
  return ctx.use('wiktionary-zh', () => {
    const d = readStarDict(ctx.shared('wiktionary/zh/zh-en.idx'), ctx.shared('wiktionary/zh/zh-en.dict.dz'));
    const out = new Map<string, string[]>();
    for (const e of d.entries) {
      if ([...e.headword].length < 2) continue;
      const g = usableGlosses(parseStarDictHtml(e.html));
      if (g.length) out.set(e.headword, g);
    }
    return out;
  });
}

/** `張|张[zhang1]` → `张 zhāng` (as the package's own classifier list is written). */
export function classifierLabel(raw: string): string {
  const m = /^(?:[^|[]+\|)?([^[|]+)\[([^\]]+)\]$/.exec(raw.trim());
  return m ? `${m[1]} ${numberedToMarked(m[2] ?? '')}` : raw.trim();
}

/** Readings in usage order: the one Tatoeba sentences read most (pinyin-pro in context), else most major senses. */
function orderReadings(w: ZhWord, votes: ZhExampleIndex['readingVotes']): ZhReading[] {
  const common = (r: ZhReading): number => (/^[A-Z]/.test(r.numbered) ? 1 : 0);
  const sorted = [...w.readings].sort((a, b) => common(a) - common(b) || majorCount(b) - majorCount(a));
  const lower = sorted.filter((r) => !common(r));
  if (lower.length < 2) return sorted;
  const voted = votedReading(
    votes.get(w.simplified),
    lower.map((r) => r.marked.toLowerCase()),
  );
  const i = voted ? sorted.findIndex((r) => r.marked.toLowerCase() === voted) : -1;
  if (i <= 0) return sorted;
  return [sorted[i] as ZhReading, ...sorted.filter((_, k) => k !== i)];
}

export async function buildChinese(ctx: BuildContext, ranks: Map<string, number>): Promise<EntryRecord[]> {
  const data = await loadCedict(ctx);
  if (!data) return [];
  const words = groupCedict(data);
  const wiktionary = loadWiktionary(ctx);
  const pairs = ctx.use('tatoeba-cmn', () => readTatoebaPairs(ctx.shared('tatoeba/cmn-eng/cmn.txt.gz'))) ?? [];
  const forms = new Map<string, string>();
  const polyphones = new Set<string>();
  for (const w of words) {
    forms.set(w.simplified, w.simplified);
    if (w.readings.filter((r) => !/^[A-Z]/.test(r.numbered)).length > 1) polyphones.add(w.simplified);
  }
  for (const w of words) for (const t of w.traditional) if (!forms.has(t)) forms.set(t, w.simplified);
  const index = indexExamples(pairs, forms, polyphones);

  const entries: EntryRecord[] = [];
  let withExamples = 0;
  for (const w of words) {
    const e = newEntry('zh', w.simplified);
    const readings = orderReadings(w, index.readingVotes)
      .map((r) => {
        const { senses, classifiers } = splitNotes(r.english);
        return { ...r, english: orderSenses(senses), classifiers };
      })
      .filter((r, i) => i === 0 || r.english.length > 0);
    const [main, ...others] = readings;
    if (!main) continue;
    const wk = wiktionary?.get(w.simplified) ?? w.traditional.map((t) => wiktionary?.get(t)).find(Boolean) ?? null;
    main.english = promoteByUsage(promoteByGloss(main.english, wk ?? null), index.usage.get(w.simplified) ?? []);
    e.reading = main.marked;
    e.pronA = main.marked;
    e.pronB = others.length ? others.map((r) => r.marked).join(', ') : null;
    const poly = readings.length > 1;
    for (const r of readings) {
      for (const m of r.english) addMeaning(e, 'en', poly ? `[${r.marked}] ${m}` : m);
    }
    const cls = [...w.classifiers, ...readings.flatMap((r) => r.classifiers.map(classifierLabel))];
    if (cls.length) e.roots.push(`measure word (CL): ${[...new Set(cls)].join(', ')}`);
    for (const x of pickExamples(index.examples.get(w.simplified) ?? [], main.marked))
      e.examples.push({ text: x.text, translation: x.en, translationLang: 'en' });
    if (e.examples.length) {
      withExamples++;
      e.sources.push('tatoeba-cmn');
    }
    e.forms = w.traditional;
    e.freqRank = ranks.get(w.simplified) ?? null;
    e.sources.push('cedict');
    if (wk) e.sources.push('wiktionary-zh');
    e.keys = computeKeys(
      e,
      readings.map((r) => r.numbered),
    );
    entries.push(e);
  }
  ctx.log(`[zh] ${entries.length} entries, ${withExamples} with Tatoeba examples`);
  return entries;
}
