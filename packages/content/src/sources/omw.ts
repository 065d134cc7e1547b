/**
 * Open Multilingual Wordnet lemmas (shared data `omw/`): Wiktionary-derived wordnets for English,
 * Spanish, Japanese, Mandarin and Korean, plus the Chinese Open Wordnet. Lines are
 * `synset<TAB>lang:lemma<TAB>lemma` keyed by Princeton WordNet 3.0 synsets (`07929519-n`); lemmas
 * sharing a synset are translations of each other. CLDR names are not read (no word senses).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Lang } from '@qfl/core';

/** Files per language, in the order their lemmas are listed (Wiktionary before COW for Chinese). */
export const OMW_FILES: Record<Lang, string[]> = {
  en: ['wn-wikt-eng.tab.gz'],
  es: ['wn-wikt-spa.tab.gz'],
  ja: ['wn-wikt-jpn.tab.gz'],
  zh: ['wn-wikt-cmn.tab.gz', 'wn-cow-cmn.tab.gz'],
  ko: ['wn-wikt-kor.tab.gz'],
};

export interface Omw {
  /** synset → language → lemmas in file order (no repeats). */
  synsets: Map<string, Partial<Record<Lang, string[]>>>;
  /** language → lemma → synsets holding it, in file order. */
  byLemma: Record<Lang, Map<string, string[]>>;
}

export function emptyOmw(): Omw {
  return { synsets: new Map(), byLemma: { en: new Map(), zh: new Map(), ja: new Map(), ko: new Map(), es: new Map() } };
}

/** Adds one `.tab` file's lemmas (only `lang:lemma` lines; `#` header and other columns skipped). */
export function addOmwTab(omw: Omw, lang: Lang, text: string): void {
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [synset, kind, raw] = line.split('\t');
    const lemma = raw?.trim();
    if (!synset || !lemma || !kind?.endsWith(':lemma')) continue;
    const perLang = omw.synsets.get(synset) ?? {};
    const lemmas = perLang[lang] ?? [];
    if (lemmas.includes(lemma)) continue;
    lemmas.push(lemma);
    perLang[lang] = lemmas;
    omw.synsets.set(synset, perLang);
    const key = lang === 'en' || lang === 'es' ? lemma.toLowerCase() : lemma;
    const list = omw.byLemma[lang].get(key) ?? [];
    list.push(synset);
    omw.byLemma[lang].set(key, list);
  }
}

/** Reads every file of OMW_FILES from the folder; a missing file throws (ENOENT: the source is skipped). */
export function readOmw(dir: string): Omw {
  const omw = emptyOmw();
  for (const [lang, files] of Object.entries(OMW_FILES) as [Lang, string[]][])
    for (const f of files) addOmwTab(omw, lang, gunzipSync(readFileSync(`${dir}/${f}`)).toString('utf8'));
  return omw;
}
