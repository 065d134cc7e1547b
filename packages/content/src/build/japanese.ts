/**
 * Japanese entries from EDICT (EUC-JP): headword (kanji or kana), kana readings, English senses,
 * common-word (P) flag and JMdict nf bands → frequency rank; KANJIDIC adds single-kanji entries.
 */
import { readFileSync } from 'node:fs';
import { decodeEucJp, parseEdictLine, toHiragana } from '../sources/edict.js';
import { parseNfBands } from '../sources/jmdict-priority.js';
import { kanjiReadings, parseKanjidicLine } from '../sources/kanjidic.js';
import type { EntryRecord } from '../types.js';
import type { BuildContext } from './context.js';
import { readText } from './io.js';
import { addMeaning, addUnique, computeKeys, newEntry, sortByFrequency } from './entry.js';

export const EDICT_PATH = '/usr/share/edict/edict';
export const KANJIDIC_PATH = '/usr/share/edict/kanjidic';
export const JPN_ENG_PATH = '/usr/share/dictd/freedict-jpn-eng.dict.dz';
/** Cap on Japanese entries: ranked and (P) words, kanji, then the shortest other headwords. */
export const JA_MAX_ENTRIES = 120_000;
/** First rank of the common words (nf band or P) that the frequency list does not rank. */
const P_RANK_BASE = 10001;

interface JaWord {
  entry: EntryRecord;
  readings: string[];
  common: boolean;
}

export function buildJapanese(ctx: BuildContext, ranks: Map<string, number>): EntryRecord[] {
  const byHead = new Map<string, JaWord>();
  const edict = ctx.use('edict', () => decodeEucJp(readFileSync(ctx.file(EDICT_PATH))));
  for (const line of edict?.split('\n') ?? []) {
    const r = parseEdictLine(line);
    if (!r?.senses.length) continue;
    let w = byHead.get(r.headword);
    if (!w) {
      w = { entry: newEntry('ja', r.headword), readings: [], common: false };
      w.entry.sources.push('edict');
      byHead.set(r.headword, w);
    }
    if (r.reading) addUnique(w.readings, r.reading);
    w.common ||= r.common;
    addUnique(w.entry.pos, ...r.pos);
    for (const s of r.senses) addMeaning(w.entry, 'en', s);
  }
  const kanjidic = ctx.use('kanjidic', () => decodeEucJp(readFileSync(ctx.file(KANJIDIC_PATH))));
  for (const line of kanjidic?.split('\n') ?? []) {
    const k = parseKanjidicLine(line);
    if (!k?.meanings.length) continue;
    let w = byHead.get(k.kanji);
    if (!w) {
      w = { entry: newEntry('ja', k.kanji), readings: [], common: k.grade !== null && k.grade <= 8 };
      byHead.set(k.kanji, w);
    }
    const rs = kanjiReadings(k);
    addUnique(w.readings, ...rs);
    addMeaning(w.entry, 'en', `(kanji) ${k.meanings.join('; ')}`);
    addUnique(
      w.entry.roots,
      `${k.kanji}: on ${k.on.join('、') || '-'}; kun ${k.kun.join('、') || '-'}${k.grade ? `; grade ${k.grade}` : ''}`,
    );
    w.entry.sources.push('kanjidic');
  }
  const nf = ctx.use('freedict-jpn-eng', () => parseNfBands(readText(ctx.file(JPN_ENG_PATH)))) ?? new Map<string, number>();
  const entries: EntryRecord[] = [];
  // Words the subtitle list does not rank but JMdict marks as common: ordered by nf band, then (P).
  const unranked: { e: EntryRecord; band: number; common: boolean }[] = [];
  for (const w of byHead.values()) {
    const e = w.entry;
    if (!w.readings.length && /^[\u3040-\u30ff]+$/.test(e.headword)) w.readings.push(e.headword);
    const [first, ...rest] = w.readings;
    e.reading = first ?? null;
    e.pronA = first ?? null;
    e.pronB = rest.length ? rest.slice(0, 6).join('、') : null;
    const kana = first ? toHiragana(first) : toHiragana(e.headword);
    e.freqRank = ranks.get(e.headword) ?? (first && e.headword === first ? (ranks.get(kana) ?? null) : null);
    const band = nf.get(e.headword);
    if (e.freqRank === null && (w.common || band !== undefined)) unranked.push({ e, band: band ?? 99, common: w.common });
    e.keys = computeKeys(e, w.readings);
    entries.push(e);
  }
  unranked.sort((a, b) => a.band - b.band || Number(b.common) - Number(a.common));
  unranked.forEach((u, i) => {
    u.e.freqRank = P_RANK_BASE + i;
  });
  const kept = sortByFrequency(entries).filter((e, i) => i < JA_MAX_ENTRIES || e.sources.includes('kanjidic'));
  ctx.log(`[ja] ${kept.length} entries (of ${entries.length})`);
  return kept;
}
