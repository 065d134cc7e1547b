/** English word books and their example-sentence books, from the word-book groups (see catalog.ts). */
import { DEFAULT_GROUP_SIZE } from '@qfl/core';
import type { BookItem, BookRecord, EntryRecord, Localized } from '../types.js';
import { englishBookDef, L } from './catalog.js';
import type { EnWordbooks } from './en-wordbooks.js';

const MAX_SENTENCES = 2000;

export function shortTranslation(meanings: string[] | undefined, max = 60): string | null {
  if (!meanings?.length) return null;
  const t = meanings.slice(0, 3).join('；');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** Level and source sentence appended to the English book descriptions. */
function levelNote(level: number): Localized {
  return L(
    `第 ${level} 级。词表来自 KyleBing/english-vocabulary。`,
    `Level ${level}. Word list from KyleBing/english-vocabulary.`,
    `レベル${level}。語彙表は KyleBing/english-vocabulary より。`,
    `${level}단계. 어휘 목록 출처: KyleBing/english-vocabulary.`,
    `Nivel ${level}. Lista de palabras de KyleBing/english-vocabulary.`,
  );
}

function wordDescription(t: Localized, n: number, level: number): Localized {
  const note = levelNote(level);
  return L(
    `${t.zh}词汇，共 ${n} 词，附中文释义，常用词在前。${note.zh}`,
    `${n} words of ${t.en}, with Chinese meanings, most frequent first. ${note.en}`,
    `${t.ja}の単語 ${n} 語（中国語訳付き、頻度順）。${note.ja}`,
    `${t.ko} 단어 ${n}개 (중국어 뜻 포함, 빈도순). ${note.ko}`,
    `${n} palabras de ${t.es}, con significado en chino, de más a menos frecuentes. ${note.es}`,
  );
}

function sentenceTitles(t: Localized): Localized {
  return L(`${t.zh} · 例句`, `${t.en}: example sentences`, `${t.ja}・例文`, `${t.ko} · 예문`, `${t.es}: oraciones de ejemplo`);
}

function sentenceDescription(t: Localized, n: number, level: number): Localized {
  const note = levelNote(level);
  return L(
    `${t.zh}词汇的 ${n} 个英文例句，附中文翻译。${note.zh}`,
    `${n} English example sentences for the ${t.en} words, with Chinese translations. ${note.en}`,
    `${t.ja}の単語の英語例文 ${n} 文（中国語訳付き）。${note.ja}`,
    `${t.ko} 단어의 영어 예문 ${n}개 (중국어 번역 포함). ${note.ko}`,
    `${n} oraciones de ejemplo en inglés para ${t.es}, con traducción al chino. ${note.es}`,
  );
}

export function englishWordBooks(wb: EnWordbooks, entries: Map<string, EntryRecord>, log: (m: string) => void): BookRecord[] {
  const books: BookRecord[] = [];
  for (const g of wb.groups) {
    const def = englishBookDef(g.id);
    if (!def) {
      log(`[warn] no catalog entry for word group ${g.id}`);
      continue;
    }
    const rank = (w: string): number => entries.get(w.toLowerCase())?.freqRank ?? Number.MAX_SAFE_INTEGER;
    const words = [...g.words].sort((a, b) => rank(a) - rank(b));
    const items: BookItem[] = words.map((w) => {
      const e = entries.get(w.toLowerCase());
      return {
        text: w,
        translation: shortTranslation(e?.meanings.zh ?? wb.words.get(w.toLowerCase())?.meanings),
        headword: e?.headword ?? w,
      };
    });
    books.push({
      slug: def.slug,
      type: 'word',
      lang: 'en',
      category: def.category,
      level: def.level,
      titles: def.titles,
      descriptions: wordDescription(def.titles, items.length, def.level),
      groupSize: DEFAULT_GROUP_SIZE,
      translationMode: 'simple',
      translationLang: 'zh',
      items,
    });
    const sentences: BookItem[] = [];
    const seen = new Set<string>();
    for (const w of words) {
      for (const s of wb.words.get(w.toLowerCase())?.sentences ?? []) {
        if (sentences.length >= MAX_SENTENCES || seen.has(s.sentence) || !s.translation) continue;
        seen.add(s.sentence);
        sentences.push({ text: s.sentence, translation: s.translation, headword: entries.get(w.toLowerCase())?.headword ?? w });
      }
    }
    if (sentences.length >= DEFAULT_GROUP_SIZE) {
      books.push({
        slug: `${def.slug}-sentences`,
        type: 'sentence',
        lang: 'en',
        category: 'sentence_examples',
        level: def.level,
        titles: sentenceTitles(def.titles),
        descriptions: sentenceDescription(def.titles, sentences.length, def.level),
        groupSize: DEFAULT_GROUP_SIZE,
        translationMode: 'simple',
        translationLang: 'zh',
        items: sentences,
      });
    }
  }
  return books;
}
