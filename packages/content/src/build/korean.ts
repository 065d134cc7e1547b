/**
 * Korean entries: the Hangul words of Wiktionary's Korean→English extract plus the kengdic learner
 * list (words Wiktionary lacks), ranked by OpenSubtitles frequency after mapping the list's inflected
 * forms to their dictionary forms (Wiktionary's form table, then the query-time deinflector). Each
 * entry has English meanings (core sense first), the standard pronunciation in Hangul (korean-pron.ts)
 * and the romanisation, hanja where known and, from hanja confirmed by CC-CEDICT, a Chinese
 * equivalent (korean-hanja.ts); up to two Tatoeba example sentences (korean-examples.ts). Frequent
 * inflected forms the deinflector misses become `lemma` keys.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { lemmaCandidates } from '@qfl/core';
import { romanize } from 'es-hangul';
import { readHanjaTable } from '../sources/hanja.js';
import { type KengdicLevel, readKengdic } from '../sources/kengdic.js';
import { readStarDict, type StarDict, parseStarDictHtml } from '../sources/stardict.js';
import { readTatoebaPairs } from '../sources/tatoeba.js';
import type { EntryRecord } from '../types.js';
import type { BuildContext } from './context.js';
import { computeKeys, newEntry } from './entry.js';
import { attachKoreanExamples } from './korean-examples.js';
import { cedictIndex, chineseEquivalent } from './korean-hanja.js';
import { koreanPronunciation } from './korean-pron.js';
import {
  cleanGloss,
  cleanKengdicGloss,
  DROP_POS,
  KENGDIC_POS,
  type KoSense,
  orderSenses,
  pointerTarget,
  promoteCoreSense,
} from './korean-senses.js';

const HANGUL_WORD = /^[\uac00-\ud7a3]+(?: [\uac00-\ud7a3]+)*$/;
/** Meanings kept per entry (Wiktionary's long tail of senses adds size, not help). */
const MAX_MEANINGS = 8;
/** Endings after a Sino-Korean root: 발전하다 is 發展 + 하다. */
const NATIVE_SUFFIX = /(?:하다|되다|시키다|스럽다|롭다|히|적)$/;

interface KoWord {
  headword: string;
  senses: KoSense[];
  sources: string[];
  /** Hanja of the Sino-Korean root given by kengdic (one per sense row). */
  hanja: string[];
  level: KengdicLevel | null;
  /** kengdic's glosses, most basic level first: a hint for the core sense. */
  learner: string[];
  count: number;
}

function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

function readGz(path: string): string {
  const buf = readFileSync(path);
  return (buf[0] === 0x1f && buf[1] === 0x8b ? gunzipSync(buf) : buf).toString('utf8');
}

/** Spoken contractions of pronouns with a particle, for frequency counts. */
const CONTRACTED: Record<string, string> = {
  난: '나',
  날: '나',
  내가: '나',
  넌: '너',
  널: '너',
  네가: '너',
  전: '저',
  절: '저',
  제가: '저',
  누가: '누구',
  우린: '우리',
  우릴: '우리',
  걸: '것',
  건: '것',
  게: '것',
  뭘: '무엇',
  뭔: '무엇',
  그건: '그것',
  그걸: '그것',
  이건: '이것',
  이걸: '이것',
  저건: '저것',
  저걸: '저것',
};

/** `word count` lines → [word, count]. */
export function parseCounts(text: string): [string, number][] {
  const out: [string, number][] = [];
  for (const line of text.split(/\r?\n/)) {
    const [w, n] = line.trim().split(/\s+/);
    if (w && n && /^\d+$/.test(n)) out.push([w, Number(n)]);
  }
  return out;
}

function wiktionaryWords(wk: StarDict, words: Map<string, KoWord>): void {
  for (const entry of wk.entries) {
    const hw = entry.headword.trim();
    if (!HANGUL_WORD.test(hw)) continue;
    const senses: KoSense[] = [];
    for (const b of parseStarDictHtml(entry.html)) {
      if (DROP_POS.has(b.pos)) continue;
      for (const g of b.glosses) if (cleanGloss(g)) senses.push({ pos: b.pos, gloss: cleanGloss(g) });
    }
    if (senses.length === 0) continue;
    const w = words.get(hw);
    if (w) w.senses.push(...senses);
    else words.set(hw, { headword: hw, senses, sources: ['wiktionary-ko'], hanja: [], level: null, learner: [], count: 0 });
  }
}

/**
 * Credits each frequency-list form to the dictionary forms it stands for. A form with one reading
 * counts at once; an ambiguous one (말: 말 "speech", 마다 "to smash", 말다 "to stop") is split in a
 * second pass in proportion to what each reading earned from unambiguous forms.
 */
function countLemmas(freq: [string, number][], words: Map<string, KoWord>, synOf: (form: string) => string[]): void {
  const first = new Map<string, number>();
  const credit = (w: string, n: number): void => {
    if (words.has(w)) first.set(w, (first.get(w) ?? 0) + n);
  };
  const ambiguous: [number, [string, number][]][] = [];
  for (const [form, n] of freq) {
    if (!HANGUL_WORD.test(form)) continue;
    // A contracted pronoun (걸 = 것 + 을, 우린 = 우리 + 는) is the pronoun, whatever the form table
    // (걸다, 우리다) or a homograph headword (누가 "nougat") says.
    const pronoun = CONTRACTED[form];
    if (pronoun && words.has(pronoun)) {
      credit(pronoun, n);
      continue;
    }
    const syn = [...new Set(synOf(form))].filter((h) => h !== form && words.has(h));
    const guess = lemmaCandidates('ko', form).find((h) => words.has(h));
    const self = words.get(form);
    let options: [string, number][];
    if (self) {
      // A headword that is also an inflected form (우리 / 우리다) or a noun with a particle (일이 / 일)
      // is mostly itself when learners meet it (kengdic lists it); otherwise the form reading wins
      // (하면 "bottom surface" / 하다, 가자 "Gaza" / 가다).
      const noun = guess && !guess.endsWith('다') ? guess : null;
      const others = syn.length ? syn : noun ? [noun] : [];
      const own = self.sources.includes('kengdic') ? (syn.length ? 0.95 : 0.6) : 0.25;
      options = others.length ? [[form, own], ...others.map((h): [string, number] => [h, (1 - own) / others.length])] : [[form, 1]];
    } else if (syn.length) options = syn.map((h) => [h, 1 / syn.length]);
    else options = guess ? [[guess, 1]] : [];
    if (options.length === 1) credit((options[0] as [string, number])[0], n);
    else if (options.length > 1) ambiguous.push([n, options]);
  }
  const total = new Map(first);
  for (const [n, options] of ambiguous) {
    const weights = options.map(([h, share]) => share * ((first.get(h) ?? 0) + 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    options.forEach(([h], i) => {
      total.set(h, (total.get(h) ?? 0) + (n * (weights[i] ?? 0)) / sum);
    });
  }
  for (const [h, c] of total) {
    const w = words.get(h);
    if (w) w.count += c;
  }
}

export function buildKorean(ctx: BuildContext, _mcwWords: string[] = []): EntryRecord[] {
  ctx.use('es-hangul', () => ctx.pkgDir('es-hangul'));
  const wk = ctx.use('wiktionary-ko', () =>
    readStarDict(
      ctx.shared('wiktionary/ko/ko-en.idx'),
      ctx.shared('wiktionary/ko/ko-en.dict.dz'),
      ctx.shared('wiktionary/ko/ko-en.syn.gz'),
    ),
  );
  const kengdic = ctx.use('kengdic', () => readKengdic(ctx.shared('ko/kengdic-ezcorean6000/ezcorean_6000.sql')));
  const freq = ctx.use('frequencywords-ko', () => ({
    ko: parseCounts(readGz(ctx.shared('frequencywords/content_2018_ko_ko_50k.txt.gz'))),
    zh: new Set(parseCounts(readGz(ctx.shared('frequencywords/content_2018_zh_cn_zh_cn_50k.txt.gz'))).map(([w]) => w)),
  }));

  const words = new Map<string, KoWord>();
  if (wk) wiktionaryWords(wk, words);
  for (const k of kengdic ?? []) {
    let w = words.get(k.hangul);
    if (!w) {
      w = { headword: k.hangul, senses: [], sources: ['kengdic'], hanja: [], level: null, learner: [], count: 0 };
      words.set(k.hangul, w);
    }
    // Wiktionary's glosses win where both have the word; kengdic's are noisy.
    // Level A and B glosses hint at the core sense; C and D ones are too often another homograph.
    if (k.level === 'A') w.learner.unshift(cleanKengdicGloss(k.gloss));
    else if (k.level === 'B') w.learner.push(cleanKengdicGloss(k.gloss));
    if (w.sources[0] === 'kengdic') w.senses.push({ pos: KENGDIC_POS[k.posCode] ?? '', gloss: cleanKengdicGloss(k.gloss) });
    else if (!w.sources.includes('kengdic')) w.sources.push('kengdic');
    const root = k.hangul.replace(NATIVE_SUFFIX, '');
    if (k.hanja && !w.hanja.includes(k.hanja) && (k.hanja.length === k.hangul.length || k.hanja.length === root.length))
      w.hanja.push(k.hanja);
    if (k.level && (!w.level || k.level < w.level)) w.level = k.level;
  }
  if (words.size === 0) {
    ctx.log('[ko] no Korean dictionary source: no entries');
    return [];
  }

  // Multi-word headwords list the forms of their last word (입이 가볍다 ← 가벼워): only for forms with a space.
  // Wiktionary entries that only point to another headword (있어: "present tense form of 있다") are
  // forms, not words: they go, and lead to their headword instead.
  const formOf = new Map<string, string[]>();
  for (const w of words.values()) {
    if (w.sources.includes('kengdic')) continue;
    const targets = w.senses.map((s) => pointerTarget(s.gloss));
    if (targets.every((t) => t && t !== w.headword && words.has(t) && !formOf.has(t)))
      formOf.set(w.headword, [...new Set(targets as string[])]);
  }
  for (const f of formOf.keys()) words.delete(f);
  // Multi-word headwords list the forms of their last word (입이 가볍다 ← 가벼워): only for forms with a space.
  const synOf = (form: string): string[] => [
    ...(formOf.get(form) ?? []),
    ...(wk?.synonyms.get(form) ?? []).map((i) => wk?.entries[i]?.headword ?? '').filter((h) => form.includes(' ') || !h.includes(' ')),
  ];
  if (freq) countLemmas(freq.ko, words, synOf);
  const ranked = [...words.values()].filter((w) => w.count > 0).sort((a, b) => b.count - a.count);
  const rank = new Map(ranked.map((w, i) => [w.headword, i + 1]));

  // Hanja: libhangul's table for the Sino-Korean root of every word (kengdic's when it has one).
  const rootOf = (hw: string): string => (hw.length > 2 ? hw.replace(NATIVE_SUFFIX, '') : hw);
  const roots = new Set([...words.keys()].map(rootOf));
  const table = ctx.use('libhangul-hanja', () => readHanjaTable(ctx.shared('ko/libhangul-hanja/hanja.txt.gz'), (h) => roots.has(h)));
  const cedictDir = ctx.use('cedict', () => ctx.pkgDir('cc-cedict'));
  const cedict = cedictDir
    ? (() => {
        const text = readFileSync(join(cedictDir, 'data', 'all.js'), 'utf8');
        const data = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
          all: [string, string, string, string | string[]][];
        };
        return cedictIndex(data.all);
      })()
    : null;
  const commonZh = (zh: string): boolean => !freq || freq.zh.has(zh);

  // English words Wiktionary's glosses use: a learner gloss must not be a typo to be shown.
  const vocabulary = new Set<string>();
  for (const w of words.values())
    if (w.sources[0] !== 'kengdic') for (const s of w.senses) for (const x of s.gloss.toLowerCase().split(/[^a-z]+/)) vocabulary.add(x);
  const known = (x: string): boolean => vocabulary.has(x);
  const entries: EntryRecord[] = [];
  const byHead = new Map<string, EntryRecord>();
  let withZh = 0;
  let learnerFirst = 0;
  for (const w of words.values()) {
    const e = newEntry('ko', w.headword);
    const senses = orderSenses(w.senses);
    // Not for one-syllable words: there kengdic's gloss is often another homograph (이: tooth, not "this").
    if (w.sources[0] !== 'kengdic' && w.headword.length > 1 && promoteCoreSense(senses, w.learner, w.level === 'A', known)) learnerFirst++;
    for (const s of senses) if (s.pos && !e.pos.includes(s.pos)) e.pos.push(s.pos);
    e.meanings.en = [...new Set(senses.map((s) => s.gloss))].slice(0, MAX_MEANINGS);
    const root = rootOf(w.headword);
    const candidates = [...new Set([...w.hanja, ...(table?.get(root) ?? []).slice(0, 6)])];
    // The hanja must be those of the core sense (사기 "fraud" is 詐欺, not 士氣 "morale"): checked
    // against the first meaning through CC-CEDICT, else no hanja is shown and no equivalent set.
    let hanja: string | null = null;
    let zh: string | null = null;
    for (const h of cedict ? candidates : []) {
      zh = chineseEquivalent(h, e.meanings.en.slice(0, 1), cedict as NonNullable<typeof cedict>, commonZh);
      if (zh) {
        hanja = h;
        break;
      }
    }
    const verb = w.headword.endsWith('다') && e.pos.some((p) => p === 'verb' || p === 'adj');
    const sino = candidates.length > 0 ? (candidates[0] as string).length : 0;
    e.reading = safe(() => romanize(w.headword), null);
    e.pronA = `[${koreanPronunciation(w.headword, { verb, sino })}]`;
    e.pronB = e.reading;
    if (hanja) e.forms.push(hanja);
    if (zh) {
      e.equivalents.push(`zh:${zh}`);
      withZh++;
    }
    e.freqRank = rank.get(w.headword) ?? null;
    e.sources.push(...w.sources, 'es-hangul');
    if (e.freqRank) e.sources.push('frequencywords-ko');
    if (hanja && !w.hanja.includes(hanja)) e.sources.push('libhangul-hanja');
    if (zh) e.sources.push('cedict');
    e.keys = computeKeys(e);
    entries.push(e);
    byHead.set(e.headword, e);
  }

  // Frequent inflected forms the query-time deinflector would not lead to their headword.
  let extraKeys = 0;
  for (const form of new Set([...formOf.keys(), ...(freq?.ko ?? []).map(([f]) => f)])) {
    if (!HANGUL_WORD.test(form) || byHead.has(form)) continue;
    const guesses = lemmaCandidates('ko', form);
    const targets = [...new Set(synOf(form))].filter((h) => byHead.has(h));
    // Only when the deinflector finds none of them (들었어요 → 듣다/들다 found: no key for 먹다 "to eat (polite)").
    if (targets.some((h) => guesses.includes(h))) continue;
    for (const h of targets) {
      const e = byHead.get(h);
      if (!e || e.keys.some((k) => k.key === form)) continue;
      e.keys.push({ key: form, kind: 'lemma' });
      extraKeys++;
    }
  }

  const pairs = ctx.use('tatoeba-kor', () => readTatoebaPairs(ctx.shared('tatoeba/kor-eng/kor.txt.gz')));
  const withExamples = pairs ? attachKoreanExamples(pairs, byHead, synOf) : 0;
  const top = [...entries].filter((e) => e.freqRank && e.freqRank <= 1000);
  ctx.log(
    `[ko] ${entries.length} entries (${ranked.length} ranked), ${withZh} with a zh equivalent, ${extraKeys} form keys, ` +
      `${formOf.size} form-only entries dropped, ${learnerFirst} core senses from kengdic, ${withExamples} with examples (${top.filter((e) => e.examples.length).length} of the 1000 most frequent)`,
  );
  return entries;
}
