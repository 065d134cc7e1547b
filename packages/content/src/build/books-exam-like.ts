/**
 * Exam-like word books for Chinese, Japanese and Korean. No official HSK, JLPT or TOPIK list is in
 * the open data, so the bands are built and named "-like" (LEVELS.md):
 * - HSK-like 1–6: the ranked Chinese words cut at the old HSK's cumulative sizes (150 … 5,000);
 * - JLPT-like N5–N1: the ranked Japanese words that JMdict marks as common (nf band), cut at
 *   800 / 1,500 / 3,700 / 6,000 / 10,000 words;
 * - TOPIK-like 1–3: the kengdic "ezcorean 6000" levels A, B and C.
 * Words inside a book are ordered by frequency.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_GROUP_SIZE, type Lang } from '@qfl/core';
import { parseKengdicLevels } from '../sources/kengdic-levels.js';
import { parseNfBands } from '../sources/jmdict-priority.js';
import type { BookItem, BookRecord, EntryRecord, Localized } from '../types.js';
import { studyable, TRANSLATION_LANG, translationOf } from './books-frequency.js';
import { L, LANG_NAMES } from './catalog.js';
import type { BuildContext } from './context.js';
import { readText } from './io.js';

export interface ExamBand {
  /** Category suffix and slug part: `hsk1`, `n5`, `topik1`. */
  id: string;
  /** Cumulative number of words up to and including this band. */
  upTo: number;
  level: number;
  name: Localized;
}

const hsk = (n: number, upTo: number, level: number): ExamBand => ({
  id: `hsk${n}`,
  upTo,
  level,
  name: L(`类HSK ${n}级`, `HSK-like ${n}`, `HSK相当 ${n}級`, `HSK 유사 ${n}급`, `tipo HSK ${n}`),
});
export const HSK_LIKE: ExamBand[] = [hsk(1, 150, 1), hsk(2, 300, 3), hsk(3, 600, 5), hsk(4, 1200, 8), hsk(5, 2500, 11), hsk(6, 5000, 14)];

const jlpt = (n: number, upTo: number, level: number): ExamBand => ({
  id: `n${n}`,
  upTo,
  level,
  name: L(`类JLPT N${n}`, `JLPT-like N${n}`, `JLPT相当 N${n}`, `JLPT 유사 N${n}`, `tipo JLPT N${n}`),
});
export const JLPT_LIKE: ExamBand[] = [jlpt(5, 800, 2), jlpt(4, 1500, 5), jlpt(3, 3700, 8), jlpt(2, 6000, 11), jlpt(1, 10000, 14)];

/** Cuts frequency-ordered words at the bands' cumulative sizes. */
export function cutBands<T>(ranked: readonly T[], bands: readonly ExamBand[]): { band: ExamBand; words: T[] }[] {
  let from = 0;
  return bands.map((band) => {
    const words = ranked.slice(from, band.upTo);
    from = band.upTo;
    return { band, words };
  });
}

const EXAM_TITLES: Record<string, { exam: Localized; basis: Localized }> = {
  zh: {
    exam: L('类HSK词汇', 'HSK-like vocabulary', 'HSK相当の語彙', 'HSK 유사 어휘', 'Vocabulario tipo HSK'),
    basis: L(
      '按词频划分（非官方 HSK 词表）',
      'cut by word frequency (not the official HSK list)',
      '頻度で区分（公式HSK語彙表ではない）',
      '빈도로 구분 (공식 HSK 어휘 목록 아님)',
      'según la frecuencia (no es la lista oficial del HSK)',
    ),
  },
  ja: {
    exam: L('类JLPT词汇', 'JLPT-like vocabulary', 'JLPT相当の語彙', 'JLPT 유사 어휘', 'Vocabulario tipo JLPT'),
    basis: L(
      '按词频和 JMdict 常用标记划分（JLPT 无公开官方词表）',
      'cut by frequency among the words JMdict marks as common (there is no official open JLPT list)',
      '頻度とJMdictの常用語マークで区分（公式のJLPT語彙表は公開されていない）',
      '빈도와 JMdict 상용어 표시로 구분 (공식 JLPT 어휘 목록은 공개되지 않음)',
      'según la frecuencia y las marcas de uso común de JMdict (no hay lista oficial abierta del JLPT)',
    ),
  },
  ko: {
    exam: L('类TOPIK词汇', 'TOPIK-like vocabulary', 'TOPIK相当の語彙', 'TOPIK 유사 어휘', 'Vocabulario tipo TOPIK'),
    basis: L(
      '来自 kengdic「ezcorean 6000」学习词表的等级（非官方 TOPIK 词表）',
      'from the levels of the kengdic "ezcorean 6000" learner list (not an official TOPIK list)',
      'kengdic「ezcorean 6000」学習語彙表のレベルより（公式TOPIK語彙表ではない）',
      'kengdic "ezcorean 6000" 학습 어휘 목록의 등급 (공식 TOPIK 어휘 목록 아님)',
      'según los niveles de la lista «ezcorean 6000» de kengdic (no es una lista oficial del TOPIK)',
    ),
  },
};

function examBook(lang: Lang, band: ExamBand, items: BookItem[]): BookRecord | null {
  const t = EXAM_TITLES[lang];
  const name = LANG_NAMES[lang];
  if (!t || !name || items.length < DEFAULT_GROUP_SIZE) return null;
  const n = items.length;
  const b = band.name;
  const tl = TRANSLATION_LANG[lang];
  const lv = band.level;
  return {
    slug: `${lang}-exam-${band.id}-like`,
    type: 'word',
    lang,
    category: `exam_${lang}_like`,
    level: lv,
    titles: L(`${b.zh}（${n}词）`, `${b.en} (${n} words)`, `${b.ja}（${n}語）`, `${b.ko} (${n}단어)`, `${b.es} (${n} palabras)`),
    descriptions: L(
      `${name.zh}${b.zh}：${n} 词，${t.basis.zh}，常用词在前${tl ? '，附英文释义' : ''}。第 ${lv} 级。`,
      `${b.en}: ${n} ${name.en} words, ${t.basis.en}; most frequent first${tl ? ', with English meanings' : ''}. Level ${lv}.`,
      `${b.ja}：${name.ja}の単語 ${n} 語、${t.basis.ja}。頻度順${tl ? '、英語の意味付き' : ''}。レベル${lv}。`,
      `${b.ko}: ${name.ko} 단어 ${n}개, ${t.basis.ko}. 빈도순${tl ? ', 영어 뜻 포함' : ''}. ${lv}단계.`,
      `${b.es}: ${n} palabras en ${name.es}, ${t.basis.es}; de más a menos frecuentes${tl ? ', con significado en inglés' : ''}. Nivel ${lv}.`,
    ),
    groupSize: DEFAULT_GROUP_SIZE,
    translationMode: 'simple',
    translationLang: tl,
    items,
  };
}

const byRank = (a: EntryRecord, b: EntryRecord): number => (a.freqRank ?? 0) - (b.freqRank ?? 0);

function entryItem(e: EntryRecord, tl: string | null, fallback?: string): BookItem {
  return { text: e.headword, translation: translationOf(e, tl) ?? fallback ?? null, headword: e.headword };
}

/** HSK-like books from the ranked Chinese entries. */
export function hskLikeBooks(entries: readonly EntryRecord[]): BookRecord[] {
  const ranked = entries.filter((e) => studyable(e) && /^\p{Script=Han}+$/u.test(e.headword)).sort(byRank);
  return cutBands(ranked, HSK_LIKE).flatMap(
    ({ band, words }) =>
      examBook(
        'zh',
        band,
        words.map((e) => entryItem(e, 'en')),
      ) ?? [],
  );
}

/** JLPT-like books from the ranked Japanese entries that have a JMdict nf band (`common`). */
export function jlptLikeBooks(entries: readonly EntryRecord[], common: ReadonlySet<string>): BookRecord[] {
  const seen = new Set<string>();
  const ranked = entries
    .filter((e) => studyable(e) && common.has(e.headword) && !/^[\u3040-\u30ff]$/.test(e.headword))
    .sort(byRank)
    .filter((e) => !seen.has(e.headword) && seen.add(e.headword));
  return cutBands(ranked, JLPT_LIKE).flatMap(
    ({ band, words }) =>
      examBook(
        'ja',
        band,
        words.map((e) => entryItem(e, 'en')),
      ) ?? [],
  );
}

const TOPIK_LEVEL: Record<string, number> = { A: 2, B: 6, C: 10 };

/** TOPIK-like books: kengdic levels A–C, each ordered by the Korean entries' frequency. */
export function topikLikeBooks(
  entries: readonly EntryRecord[],
  levels: ReadonlyMap<string, { level: string; gloss: string }>,
): BookRecord[] {
  const byHead = new Map<string, EntryRecord>();
  for (const e of entries) if (!byHead.has(e.headword)) byHead.set(e.headword, e);
  const rank = (w: string): number => byHead.get(w)?.freqRank ?? Number.MAX_SAFE_INTEGER;
  return (['A', 'B', 'C'] as const).flatMap((lv, i) => {
    const words = [...levels.entries()].filter(([, v]) => v.level === lv).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
    const items = words.map(([w, v]): BookItem => {
      const e = byHead.get(w);
      const gloss = v.gloss.length > 60 ? `${v.gloss.slice(0, 59)}…` : v.gloss;
      return e ? entryItem(e, 'en', gloss || undefined) : { text: w, translation: gloss || null, headword: w };
    });
    const band: ExamBand = {
      id: `topik${i + 1}`,
      upTo: 0,
      level: TOPIK_LEVEL[lv] ?? 10,
      name: L(`类TOPIK ${lv}级`, `TOPIK-like, level ${lv}`, `TOPIK相当 ${lv}レベル`, `TOPIK 유사 ${lv}등급`, `tipo TOPIK, nivel ${lv}`),
    };
    return examBook('ko', band, items) ?? [];
  });
}

const JPN_ENG = '/usr/share/dictd/freedict-jpn-eng.dict.dz';
const JPN_ENG_CREDIT = 'freedict-jpn-eng';

export function examLikeBooks(ctx: BuildContext, byLang: Record<Lang, EntryRecord[]>): BookRecord[] {
  const books = hskLikeBooks(byLang.zh);
  // The Japanese builder's source; guarded so that the books do not depend on its credit staying.
  const nf = ctx.credits.has(JPN_ENG_CREDIT) ? ctx.use(JPN_ENG_CREDIT, () => parseNfBands(readText(ctx.file(JPN_ENG)))) : null;
  if (!nf) ctx.log('[warn] no JMdict nf bands: no JLPT-like books');
  if (nf) books.push(...jlptLikeBooks(byLang.ja, new Set(nf.keys())));
  const levels = ctx.use('kengdic-levels', () =>
    parseKengdicLevels(readFileSync(ctx.shared('ko/kengdic-ezcorean6000/ezcorean_6000.sql'), 'utf8')),
  );
  if (levels) books.push(...topikLikeBooks(byLang.ko, levels));
  return books;
}
