/**
 * Japanese entries: one per JMdict word (a headword read two ways as two different words, 私|わたし
 * and 私|し, gives two entries), from JMdict in Yomitan form, whose priority scores order the
 * readings, forms and senses (水 → みず "water" first); EDICT fills the JMdict bank the shared copy
 * lacks; KANJIDIC adds single-kanji entries. Frequency ranks come from the Leeds internet-corpus
 * lemma list and the OpenSubtitles list (see japanese-rank.ts); Tatoeba gives examples, and for
 * words no list ranks, a usage count that decides which of them the size cap keeps.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { coarsePos, decodeEucJp, parseEdictLine, toHiragana } from '../sources/edict.js';
import { parseNfBands } from '../sources/jmdict-priority.js';
import { type JmWord, type TermRow, wordsFromRows } from '../sources/jmdict-yomitan.js';
import { kanjiReadings, parseKanjidicLine } from '../sources/kanjidic.js';
import { readTatoebaPairs } from '../sources/tatoeba.js';
import type { EntryRecord } from '../types.js';
import type { BuildContext } from './context.js';
import { addMeaning, addUnique, computeKeys, newEntry } from './entry.js';
import { readText } from './io.js';
import { attachExamples } from './japanese-examples.js';
import { conjugate } from './japanese-forms.js';
import { assignRanks, type JaWord, leedsRanks } from './japanese-rank.js';

export const EDICT_PATH = '/usr/share/edict/edict';
export const KANJIDIC_PATH = '/usr/share/edict/kanjidic';
export const JPN_ENG_PATH = '/usr/share/dictd/freedict-jpn-eng.dict.dz';
export const YOMITAN_DIR = 'ja/jmdict-yomitan/JMdict_english';
export const LEEDS_PATH = 'ja/frequency-leeds/44998-japanese-words.txt';
export const TATOEBA_JPN = 'tatoeba/jpn-eng/jpn.txt.gz';
/** Cap on Japanese entries: ranked and common words, kanji, then the best-scored rest. */
export const JA_MAX_ENTRIES = 120_000;
/** Senses kept per entry, readings per entry (keys and pronB), alternative spellings (lemma keys). */
const MAX_SENSES = 10;
const MAX_READINGS = 4;
const MAX_FORMS = 3;
/** Words this frequent get their conjugated forms as keys. */
const FORMS_RANK = 5000;
/** Words this frequent also match example sentences written in kana (いって → 言う). */
const KANA_EXAMPLE_RANK = 20_000;

function readYomitan(dir: string): JmWord[] {
  const rows: TermRow[] = [];
  for (const f of readdirSync(dir).filter((n) => /^term_bank_\d+\.json(\.gz)?$/.test(n))) {
    const buf = readFileSync(join(dir, f));
    const text = f.endsWith('.gz') ? gunzipSync(buf).toString('utf8') : buf.toString('utf8');
    for (const r of JSON.parse(text) as TermRow[]) rows.push(r);
  }
  return wordsFromRows(rows);
}

const KATAKANA_WORD = /^[\u30a0-\u30ff]+$/;

function fromJmdict(w: JmWord): JaWord {
  // A loanword usually written in katakana is headed so (コーヒー, not the ateji 珈琲).
  const loan = w.uk && w.readings[0] !== undefined && KATAKANA_WORD.test(w.readings[0]);
  const e = newEntry('ja', loan ? (w.readings[0] as string) : w.headword);
  if (loan) w.forms.unshift(w.headword);
  e.sources.push('jmdict-yomitan');
  for (const s of w.senses.slice(0, MAX_SENSES)) {
    addMeaning(e, 'en', s.gloss);
    for (const t of s.tags) {
      const p = coarsePos(t);
      if (p) addUnique(e.pos, p);
    }
  }
  addUnique(e.forms, ...w.forms.slice(0, MAX_FORMS));
  return {
    entry: e,
    readings: w.readings.slice(0, MAX_READINGS),
    rules: w.rules,
    uk: w.uk,
    score: w.score,
    news: w.news,
    common: w.common,
  };
}

/** Conjugation class from EDICT's raw codes (`(v5k-s,vi)`), as Yomitan names it. */
function edictRules(line: string): string {
  if (/[(,]v1[,)]/.test(line)) return 'v1';
  if (/[(,]v5/.test(line)) return 'v5';
  if (/[(,]vk[,)]/.test(line)) return 'vk';
  if (/[(,]vs-[is][,)]/.test(line)) return 'vs';
  if (/[(,]adj-i[,)]/.test(line)) return 'adj-i';
  return '';
}

/**
 * EDICT lines for words the JMdict copy lacks (its missing bank): one line per headword/reading;
 * lines of one headword with the same senses are one word read several ways (行く いく/ゆく).
 */
function fromEdict(text: string, covered: Set<string>, nf: Map<string, number>): JaWord[] {
  const byWord = new Map<string, JaWord>();
  const commonReadings = new Map<JaWord, number>();
  for (const line of text.split('\n')) {
    const r = parseEdictLine(line);
    if (!r?.senses.length) continue;
    const reading = r.reading ?? r.headword;
    if (covered.has(`${r.headword}\t${toHiragana(reading)}`)) continue;
    const id = `${r.headword}\t${r.senses.join('/')}`;
    let w = byWord.get(id);
    if (!w) {
      const e = newEntry('ja', r.headword);
      e.sources.push('edict');
      addUnique(e.pos, ...r.pos);
      for (const s of r.senses.slice(0, MAX_SENSES)) addMeaning(e, 'en', s);
      const firstSense = line.split(/\(2\)/)[0] ?? '';
      const band = nf.get(r.headword) ?? nf.get(reading);
      w = {
        entry: e,
        readings: [],
        rules: edictRules(line),
        uk: firstSense.includes('(uk)'),
        score: r.common ? 999_800 : -200,
        news: band === undefined ? 99 : Math.ceil(band / 2),
        common: r.common,
      };
      byWord.set(id, w);
    }
    // Common readings first (行く: いく(P) before ゆく), in file order.
    if (!w.readings.includes(reading)) {
      const n = commonReadings.get(w) ?? 0;
      if (r.common) {
        w.readings.splice(n, 0, reading);
        commonReadings.set(w, n + 1);
      } else w.readings.push(reading);
    }
    if (r.common) {
      w.score = Math.max(w.score, 999_800);
      w.common = true;
    }
  }
  return [...byWord.values()];
}

function addKanjidic(text: string, words: JaWord[]): void {
  const byHead = new Map<string, JaWord>();
  for (const w of words) {
    const have = byHead.get(w.entry.headword);
    if (!have || w.score > have.score) byHead.set(w.entry.headword, w);
  }
  for (const line of text.split('\n')) {
    const k = parseKanjidicLine(line);
    if (!k?.meanings.length) continue;
    let w = byHead.get(k.kanji);
    if (!w) {
      w = {
        entry: newEntry('ja', k.kanji),
        readings: kanjiReadings(k).slice(0, MAX_READINGS),
        rules: '',
        uk: false,
        score: k.grade !== null && k.grade <= 8 ? 999_800 : -200,
        news: 99,
        common: false,
      };
      byHead.set(k.kanji, w);
      words.push(w);
    }
    addMeaning(w.entry, 'en', `(kanji) ${k.meanings.join('; ')}`);
    addUnique(
      w.entry.roots,
      `${k.kanji}: on ${k.on.join('、') || '-'}; kun ${k.kun.join('、') || '-'}${k.grade ? `; grade ${k.grade}` : ''}`,
    );
    w.entry.sources.push('kanjidic');
  }
}

export function buildJapanese(ctx: BuildContext, ranks: Map<string, number>): EntryRecord[] {
  const jm = ctx.use('jmdict-yomitan', () => readYomitan(ctx.shared(YOMITAN_DIR))) ?? [];
  const words: JaWord[] = jm.map(fromJmdict);
  const covered = new Set<string>();
  for (const w of jm) for (const t of [w.headword, ...w.forms]) for (const r of w.readings) covered.add(`${t}\t${toHiragana(r)}`);
  const nf = ctx.use('freedict-jpn-eng', () => parseNfBands(readText(ctx.file(JPN_ENG_PATH)))) ?? new Map<string, number>();
  const edict = ctx.use('edict', () => decodeEucJp(readFileSync(ctx.file(EDICT_PATH))));
  if (edict) words.push(...fromEdict(edict, covered, nf));
  const kanjidic = ctx.use('kanjidic', () => decodeEucJp(readFileSync(ctx.file(KANJIDIC_PATH))));
  if (kanjidic) addKanjidic(kanjidic, words);

  const leeds = ctx.use('frequency-leeds', () => leedsRanks(readFileSync(ctx.shared(LEEDS_PATH), 'utf8'))) ?? new Map<string, number>();
  assignRanks(words, leeds, ranks);

  for (const w of words) {
    const e = w.entry;
    if (!w.readings.length && /^[\u3040-\u30ff]+$/.test(e.headword)) w.readings.push(e.headword);
    const [first, ...rest] = w.readings;
    e.reading = first ?? null;
    e.pronA = first ?? null;
    e.pronB = rest.length ? rest.join('、') : null;
    e.keys = computeKeys(e, w.readings);
    // A common word usually written in kana: its kana spelling is a headword too (わかる → 分かる).
    if (w.uk && w.common && first && !KATAKANA_WORD.test(e.headword)) {
      const k = e.keys.find((x) => x.key === toHiragana(first));
      if (k) k.kind = 'exact';
    }
    // Conjugated forms of frequent verbs and adjectives, in kanji and kana (行った, いった → 行く).
    if (w.rules && e.freqRank !== null && e.freqRank <= FORMS_RANK) {
      const seen = new Set(e.keys.map((k) => k.key));
      for (const f of [...conjugate(e.headword, w.rules), ...(first ? conjugate(toHiragana(first), w.rules) : [])]) {
        if (!seen.has(f)) {
          seen.add(f);
          e.keys.push({ key: f, kind: 'lemma' });
        }
      }
    }
  }
  const byRank = (a: JaWord, b: JaWord): number =>
    (a.entry.freqRank ?? Number.MAX_SAFE_INTEGER) - (b.entry.freqRank ?? Number.MAX_SAFE_INTEGER) ||
    b.score - a.score ||
    a.entry.headword.length - b.entry.headword.length ||
    (a.entry.headword < b.entry.headword ? -1 : a.entry.headword > b.entry.headword ? 1 : 0);
  words.sort(byRank);
  // Examples for every word (most frequent first claim a shared spelling); how often an unranked
  // word shows in the sentences decides, after JMdict priority, whether the cap keeps it.
  const pairs = ctx.use('tatoeba-jpn', () => readTatoebaPairs(ctx.shared(TATOEBA_JPN)));
  const used = new Map<EntryRecord, number>();
  if (pairs) {
    const sources = words
      .filter((w) => w.entry.sources[0] !== 'kanjidic')
      .map((w) => ({
        entry: w.entry,
        rules: w.rules,
        kana: w.readings[0] && (w.uk || (w.entry.freqRank ?? KANA_EXAMPLE_RANK) < KANA_EXAMPLE_RANK) ? [w.readings[0]] : [],
      }));
    for (const [e, n] of attachExamples(sources, pairs)) used.set(e, n);
    ctx.log(`[ja] examples for ${used.size} words`);
  }
  const usage = (w: JaWord): number => (w.entry.freqRank === null ? (used.get(w.entry) ?? 0) : 0);
  words.sort((a, b) => {
    const ra = a.entry.freqRank !== null;
    const rb = b.entry.freqRank !== null;
    if (ra !== rb) return ra ? -1 : 1;
    return ra ? byRank(a, b) : usage(b) - usage(a) || byRank(a, b);
  });
  const kept = words.filter((w, i) => i < JA_MAX_ENTRIES || w.entry.sources.includes('kanjidic'));
  ctx.log(`[ja] ${kept.length} entries (of ${words.length})`);
  return kept.map((w) => w.entry);
}
