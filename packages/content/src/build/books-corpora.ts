/**
 * Loads the sentence corpora of the graded books and grades them per language: Tatoeba pairs for
 * Japanese, Chinese and Korean (English translations) and English (the English side of the
 * Chinese pairs, Chinese translations); Don Quijote sentences and the refranes for Spanish (no
 * Spanish Tatoeba file is in the data, so no translations). Word ranks come from the built
 * dictionaries, completed by subtitle frequency lists (and the Leeds list for Japanese).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Lang } from '@qfl/core';
import { parseQuijote, splitSpanishSentences } from '../sources/literature.js';
import { readCountedWords, SUBTITLE_FILES } from '../sources/subtitle-ranks.js';
import { readTatoebaPairs, type SentencePair } from '../sources/tatoeba.js';
import { parseFortunes } from '../sources/texts.js';
import type { BookRecord, EntryRecord } from '../types.js';
import { RankIndex } from './books-grade.js';
import { gradedBooks, type RawSentence, type SentenceSource } from './books-sentences.js';
import { FORTUNES_DIR } from './books-texts.js';
import { L } from './catalog.js';
import type { BuildContext } from './context.js';

const TATOEBA_FILES = { ja: 'tatoeba/jpn-eng/jpn.txt.gz', zh: 'tatoeba/cmn-eng/cmn.txt.gz', ko: 'tatoeba/kor-eng/kor.txt.gz' } as const;

const TATOEBA = (translationLang: string): SentenceSource => ({
  id: 'tatoeba',
  name: L('Tatoeba 例句库', 'Tatoeba', 'Tatoeba', 'Tatoeba', 'Tatoeba'),
  translationLang,
});

const QUIJOTE: SentenceSource = {
  id: 'quijote',
  name: L(
    '《堂吉诃德》和西班牙谚语',
    'Don Quixote and Spanish proverbs',
    '『ドン・キホーテ』とスペイン語のことわざ',
    '《돈키호테》와 스페인어 속담',
    'Don Quijote y refranes populares',
  ),
  excerptName: L('《堂吉诃德》', 'Don Quixote', '『ドン・キホーテ』', '《돈키호테》', 'Don Quijote'),
  translationLang: null,
};

const wordCount = (s: string): number => s.split(/\s+/).length;

/** Quijote paragraphs as sentence lists; sentences of 3 to 40 words (shorter ones are mostly dialogue tags). */
export function quijoteParagraphs(text: string): { all: string[][]; sentences: string[] } {
  const all = parseQuijote(text).flatMap((c) => c.paragraphs.map(splitSpanishSentences));
  const sentences = all.flat().filter((s) => wordCount(s) >= 3 && wordCount(s) <= 40);
  return { all, sentences };
}

export function gradedSentenceBooks(ctx: BuildContext, byLang: Record<Lang, EntryRecord[]>): BookRecord[] {
  const lists = ctx.use('frequency-lists-books', () => {
    const out: Partial<Record<Lang, string[][]>> = {};
    for (const [lang, file] of Object.entries(SUBTITLE_FILES))
      out[lang as Lang] = [readCountedWords(ctx.shared(join('frequencywords', file)))];
    const leeds = readFileSync(ctx.shared('ja/frequency-leeds/44998-japanese-words.txt'), 'utf8')
      .split(/\r?\n/)
      .map((w) => w.trim());
    out.ja?.push(leeds);
    return out;
  });
  const index = (lang: Lang): RankIndex => new RankIndex(lang, byLang[lang], lists?.[lang] ?? []);
  const pairs = ctx.use('tatoeba-books', () => {
    const out: Partial<Record<'ja' | 'zh' | 'ko', SentencePair[]>> = {};
    for (const [lang, file] of Object.entries(TATOEBA_FILES)) out[lang as 'ja' | 'zh' | 'ko'] = readTatoebaPairs(ctx.shared(file));
    return out;
  });
  const books: BookRecord[] = [];
  const t0 = Date.now();
  for (const lang of ['ja', 'zh', 'ko'] as const) {
    const p = pairs?.[lang];
    if (p)
      books.push(
        ...gradedBooks(
          lang,
          TATOEBA('en'),
          index(lang),
          p.map((x) => ({ text: x.text, translation: x.en })),
        ),
      );
  }
  const zh = pairs?.zh;
  if (zh)
    books.push(
      ...gradedBooks(
        'en',
        TATOEBA('zh'),
        index('en'),
        zh.map((x) => ({ text: x.en, translation: x.text })),
      ),
    );

  const es: RawSentence[] = [];
  const quijote = ctx.use('gutenberg-quijote', () =>
    quijoteParagraphs(gunzipSync(readFileSync(ctx.shared('texts/es-quijote/pg2000.txt.gz'))).toString('utf8')),
  );
  for (const s of quijote?.sentences ?? []) es.push({ text: s, translation: null });
  const runs = (quijote?.all ?? []).map((p) => p.map((text) => ({ text, translation: null })));
  const refranes = ctx.use('fortunes-es', () =>
    parseFortunes(readFileSync(ctx.file(join(FORTUNES_DIR, 'es', 'refranes.fortunes')), 'utf8')),
  );
  for (const r of refranes ?? []) if (r.length <= 200) es.push({ text: r.replace(/\s+/g, ' ').trim(), translation: null });
  if (es.length) books.push(...gradedBooks('es', QUIJOTE, index('es'), es, runs));
  ctx.log(`[time] graded sentence books ${Date.now() - t0} ms`);
  return books;
}
