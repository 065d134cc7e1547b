/**
 * Spanish entries: lemmas of the frequency list (POS, forms, rank) with English meanings from the
 * Wiktionary extract (core sense first, see spanish-meanings.ts) and FreeDict spa-eng; Wiktionary
 * words and phrases the subtitle list attests are added after the ranked lemmas. Pronunciation is
 * computed (spanish-pron.ts). Conjugated forms the query-time rules (core deinflect/es.ts) cannot
 * guess (fui, tengo, sé, di) become `lemma` keys from verbecc; the regular ones get no key.
 */
import { readFileSync } from 'node:fs';
import { lemmaCandidates } from '@qfl/core';
import { foldAccents, type EsLemma, parseEsFrequency } from '../sources/es-frequency.js';
import { type DictdEntry, readDictd } from '../sources/freedict.js';
import { parseStarDictHtml, readStarDict, type StarDictSense } from '../sources/stardict.js';
import { conjugate, parseVerbeccTemplates, parseVerbeccVerbs } from '../sources/verbecc.js';
import type { EntryKey, EntryRecord } from '../types.js';
import type { BuildContext } from './context.js';
import { addMeaning, addUnique, computeKeys, newEntry } from './entry.js';
import { derivationOf } from './spanish-derived.js';
import { readBytes, readText } from './io.js';
import { englishWords, isFormOf, posOfSenses, spanishMeanings, splitRunTogether } from './spanish-meanings.js';
import { spanishIpa } from './spanish-pron.js';

export const FREEDICT_DIR = '/usr/share/dictd';
/** Wiktionary-only single words: kept when the subtitle list has them at least this often. */
const MIN_WORD_COUNT = 20;
/** Wiktionary phrases kept (most frequent first, by their rarest word). */
const MAX_PHRASES = 6000;
/** Meanings kept per entry. */
const MAX_MEANINGS = 10;

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

function loadWiktionary(ctx: BuildContext): Map<string, StarDictSense[]> | null {
  return ctx.use('wiktionary-es', () => {
    const d = readStarDict(ctx.shared('wiktionary/es/es-en.idx'), ctx.shared('wiktionary/es/es-en.dict.dz'));
    const out = new Map<string, StarDictSense[]>();
    for (const e of d.entries) {
      const senses = parseStarDictHtml(e.html);
      if (senses.length > 0) out.set(e.headword, senses);
    }
    return out;
  });
}

/** Word form → count from the OpenSubtitles list (`word count` lines). */
function loadWordCounts(ctx: BuildContext): Map<string, number> | null {
  return ctx.use('frequencywords-es', () => {
    const out = new Map<string, number>();
    for (const line of readText(ctx.shared('frequencywords/content_2018_es_es_50k.txt.gz')).split('\n')) {
      const [w, n] = line.trim().split(' ');
      if (w && n && !out.has(w)) out.set(w, Number(n));
    }
    return out;
  });
}

/** Infinitive → its conjugated forms (verbecc). */
function loadConjugations(ctx: BuildContext): ((infinitive: string) => string[]) | null {
  return ctx.use('verbecc-es', () => {
    const verbs = parseVerbeccVerbs(readFileSync(ctx.shared('es/verbecc/verbecc_data_xml_verbs_verbs-es.xml'), 'utf8'));
    const templates = parseVerbeccTemplates(
      readFileSync(ctx.shared('es/verbecc/verbecc_data_xml_conjugations_conjugations-es.xml'), 'utf8'),
    );
    return (inf: string) => {
      const t = verbs.get(inf);
      return t ? conjugate(inf, t, templates) : [];
    };
  });
}

const isWord = (s: string): boolean => /^[a-zñáéíóúü]+$/.test(s);
const isPhrase = (s: string): boolean => /^[a-zñáéíóúü]+(?: [a-zñáéíóúü]+){1,3}$/.test(s);

/** Wiktionary meanings of a headword (exact, else lower-case article), usual POS first. */
function wiktionaryMeanings(wik: Map<string, StarDictSense[]>, e: EntryRecord): string[] {
  const senses = wik.get(e.headword) ?? wik.get(e.headword.toLowerCase());
  if (!senses) return [];
  if (e.pos.length === 0) e.pos.push(...posOfSenses(senses).slice(0, 2));
  return spanishMeanings(senses, e.pos[0] ?? null, MAX_MEANINGS);
}

/** Keys: the usual ones, minus inflected forms the query-time rules find, plus irregular verb forms. */
function spanishKeys(e: EntryRecord, irregular: string[]): EntryKey[] {
  const covered = (form: string): boolean => lemmaCandidates('es', form).includes(e.headword);
  const keys = computeKeys(e).filter((k) => k.kind === 'exact' || !covered(k.key));
  const seen = new Set(keys.map((k) => k.key));
  for (const f of irregular) {
    const k = f.toLowerCase();
    if (!seen.has(k) && !covered(k)) {
      seen.add(k);
      keys.push({ key: k, kind: 'lemma' });
    }
  }
  return keys;
}

export function buildSpanish(ctx: BuildContext): SpanishResult {
  const lemmas: EsLemma[] = ctx.use('es-frequency', () => parseEsFrequency(readText(ctx.shared('es/frequency.csv.gz')))) ?? [];
  const spaEng = loadFreedict(ctx, 'freedict-spa-eng') ?? [];
  const engSpa = loadFreedict(ctx, 'freedict-eng-spa') ?? [];
  const wik = loadWiktionary(ctx) ?? new Map<string, StarDictSense[]>();
  const counts = loadWordCounts(ctx) ?? new Map<string, number>();
  const conjugations = loadConjugations(ctx);

  const byHead = new Map<string, EntryRecord>();
  const noUsage = new Set<string>();
  lemmas.forEach((l, i) => {
    if (byHead.has(l.lemma)) return;
    const e = newEntry('es', l.lemma);
    if (l.pos && l.pos !== 'none') e.pos.push(l.pos);
    if (l.flags.includes('NOUSAGE')) noUsage.add(l.lemma);
    e.forms = l.forms.slice(0, 30);
    e.freqRank = i + 1;
    e.sources.push('es-frequency');
    byHead.set(l.lemma, e);
  });
  let rank = lemmas.length;

  // Wiktionary words and phrases the frequency list lacks, attested in the subtitle list.
  const extraWords: [string, number][] = [];
  const phrases: [string, number][] = [];
  for (const [head, senses] of wik) {
    if (byHead.has(head) || senses.every((s) => s.glosses.every(isFormOf))) continue;
    if (isWord(head)) {
      const n = counts.get(head) ?? 0;
      if (n >= MIN_WORD_COUNT) extraWords.push([head, n]);
    } else if (isPhrase(head) && !senses.every((s) => s.pos === 'name' || s.pos === 'proverb')) {
      const n = Math.min(...head.split(' ').map((w) => counts.get(w) ?? 0));
      if (n > 0) phrases.push([head, n]);
    }
  }
  extraWords.sort((a, b) => b[1] - a[1]);
  phrases.sort((a, b) => b[1] - a[1]);
  for (const [head] of [...extraWords, ...phrases.slice(0, MAX_PHRASES)]) {
    const e = newEntry('es', head);
    e.freqRank = ++rank;
    byHead.set(head, e);
  }

  // English vocabulary (Wiktionary glosses) to repair FreeDict glosses that lost their spaces.
  const known = new Set<string>();
  for (const senses of wik.values()) for (const s of senses) for (const g of s.glosses) for (const w of englishWords(g)) known.add(w);

  for (const e of byHead.values()) {
    const meanings = wiktionaryMeanings(wik, e);
    if (meanings.length > 0) {
      e.meanings.en = meanings;
      e.sources.push('wiktionary-es');
    }
  }
  for (const d of spaEng) {
    let e = byHead.get(d.headword);
    if (!e) {
      e = newEntry('es', d.headword);
      e.freqRank = ++rank;
      byHead.set(d.headword, e);
    }
    const had = new Set(
      (e.meanings.en ?? []).flatMap((m) => m.toLowerCase().split(/[,;(]\s*|\s*\)/)).map((m) => m.replace(/^to /, '').trim()),
    );
    let added = false;
    for (const t of d.translations) {
      const fixed = splitRunTogether(t, known);
      if (had.has(fixed.toLowerCase().replace(/^to /, '')) || (e.meanings.en?.length ?? 0) >= MAX_MEANINGS) continue;
      addMeaning(e, 'en', fixed);
      added = true;
    }
    if (added) addUnique(e.sources, 'freedict-spa-eng');
  }
  // Reverse eng-spa: only the first entry of each English headword (later ones are often phrases),
  // and only for words no dictionary above explains (reversed glosses are loose: bonito → affable).
  const seenEn = new Set<string>();
  const engToEs = new Map<string, string[]>();
  for (const d of engSpa) {
    if (seenEn.has(d.headword)) continue;
    seenEn.add(d.headword);
    engToEs.set(d.headword.toLowerCase(), d.translations.slice(0, 3));
    for (const t of d.translations.slice(0, 3)) {
      const e = byHead.get(t);
      if (!e || (e.meanings.en?.length && !e.sources.includes('freedict-eng-spa'))) continue;
      addMeaning(e, 'en', splitRunTogether(d.headword, known));
      addUnique(e.sources, 'freedict-eng-spa');
    }
  }

  // Words without an article: an older accented spelling (guión → guion), a diminutive or a
  // superlative of an explained word (hermanito, muchísimo).
  const explained = (h: string): string | undefined => byHead.get(h)?.meanings.en?.[0];
  for (const [h, e] of byHead) {
    if (e.meanings.en?.length || noUsage.has(h)) continue;
    const plain = h.replace(/[áéíóú]/g, (c) => 'aeiou'['áéíóú'.indexOf(c)] ?? c);
    const senses = plain !== h ? wik.get(plain) : undefined;
    if (senses) {
      e.meanings.en = spanishMeanings(senses, e.pos[0] ?? null, MAX_MEANINGS);
      e.sources.push('wiktionary-es');
      continue;
    }
    const d = derivationOf(h, (b) => explained(b) !== undefined);
    if (d) e.meanings.en = [`${d.kind} of ${d.base}: ${explained(d.base)}`];
  }

  // Dropped when no dictionary explains them: unaccented spellings of another headword (arbol,
  // nino, corazon; the accent-free key of the real word finds it), list-only noise, and inflected
  // forms listed as lemmas (ocupada, whose query-time rules lead to ocupado).
  const folded = new Set<string>();
  for (const h of byHead.keys()) if (foldAccents(h) !== h) folded.add(foldAccents(h));
  let dropped = 0;
  for (const [h, e] of byHead) {
    if (e.meanings.en?.length || e.pos.includes('prop')) continue;
    if (folded.has(h) || noUsage.has(h) || lemmaCandidates('es', h).some((c) => explained(c) !== undefined)) {
      byHead.delete(h);
      dropped++;
    }
  }

  const entries = [...byHead.values()];
  let irregularKeys = 0;
  for (const e of entries) {
    e.pronA = spanishIpa(e.headword);
    const isVerb = e.pos.includes('v') || e.pos.includes('verb');
    const forms = isVerb && conjugations ? conjugations(e.headword) : [];
    if (forms.length > 0) addUnique(e.sources, 'verbecc-es');
    e.keys = spanishKeys(e, forms);
    irregularKeys += e.keys.filter((k) => k.kind === 'lemma' && !e.forms.includes(k.key)).length;
  }
  ctx.log(
    `[es] ${entries.length} entries (${extraWords.length} Wiktionary words, ${Math.min(phrases.length, MAX_PHRASES)} phrases added; ${dropped} unexplained list words dropped), ${entries.filter((e) => e.meanings.en).length} with English meanings, ${entries.reduce((s, e) => s + e.keys.length, 0)} keys (${irregularKeys} irregular verb forms)`,
  );
  return { entries, engSpa: engToEs };
}
