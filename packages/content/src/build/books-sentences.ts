/**
 * Graded sentence books and graded-reading article books, one per level 1–20 where there are enough
 * sentences: Tatoeba pairs (Japanese, Chinese, Korean with English; English with Chinese) and, for
 * Spanish (no Tatoeba file), sentences of Don Quijote and the refranes, without translation.
 * Sentences are graded by books-grade.ts; passages are graded sentences strung together (no open
 * beginner texts exist in the data, which the descriptions say).
 */
import { DEFAULT_GROUP_SIZE, type Lang, MAX_LEVEL } from '@qfl/core';
import type { BookItem, BookRecord, Localized } from '../types.js';
import { gradeSentence, type RankIndex } from './books-grade.js';
import { L, LANG_NAMES } from './catalog.js';
import { sha256 } from './io.js';

export interface SentenceSource {
  /** Slug part: `tatoeba`, `quijote`. */
  id: string;
  /** Source as named in titles and descriptions. */
  name: Localized;
  /** The running text excerpts come from, when not the whole source. */
  excerptName?: Localized;
  translationLang: string | null;
}

export interface RawSentence {
  text: string;
  translation: string | null;
}

export interface GradedSentence extends RawSentence {
  level: number;
  /** Rank and headword of the rarest word. */
  rank: number;
  headword: string | null;
}

export const MAX_SENTENCES_PER_BOOK = 400;
export const MIN_SENTENCES_PER_BOOK = 30;
export const PASSAGE_SENTENCES = 5;
export const MAX_PASSAGES_PER_BOOK = 60;
export const MIN_PASSAGES_PER_BOOK = 6;

/** Grades every sentence (duplicates and ungradable ones dropped) and groups them by level. */
export function gradeByLevel(index: RankIndex, sentences: readonly RawSentence[]): Map<number, GradedSentence[]> {
  const seen = new Set<string>();
  const out = new Map<number, GradedSentence[]>();
  for (const s of sentences) {
    const text = s.text.replace(/\s+/g, ' ').trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    const g = gradeSentence(index, text);
    if (!g) continue;
    const list = out.get(g.level) ?? [];
    list.push({ text, translation: s.translation, level: g.level, rank: g.rarest?.rank ?? 0, headword: g.rarest?.headword ?? null });
    out.set(g.level, list);
  }
  return out;
}

/**
 * Passages of consecutive sentences from running text (`runs`: the sentences of each paragraph),
 * cut into groups of up to five (at least two); a group's level is its hardest sentence's (groups
 * with an ungradable sentence are left out).
 */
export function gradeExcerpts(index: RankIndex, runs: readonly RawSentence[][]): Map<number, GradedSentence[][]> {
  const out = new Map<number, GradedSentence[][]>();
  const seen = new Set<string>();
  for (const run of runs) {
    for (let i = 0; i < run.length; i += PASSAGE_SENTENCES) {
      const slice = run.slice(i, i + PASSAGE_SENTENCES);
      if (slice.length < 2) continue;
      const group: GradedSentence[] = [];
      for (const s of slice) {
        const g = gradeSentence(index, s.text);
        if (!g) break;
        group.push({ ...s, level: g.level, rank: g.rarest?.rank ?? 0, headword: g.rarest?.headword ?? null });
      }
      if (group.length < slice.length) continue;
      const key = group.map((g) => g.text).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      const level = Math.max(...group.map((g) => g.level));
      const list = out.get(level) ?? [];
      list.push(group);
      out.set(level, list);
    }
  }
  return out;
}

/** Deterministic shuffle (by content hash), so a book samples the whole level and builds are stable. */
function shuffled<T extends { text: string }>(list: readonly T[]): T[] {
  return list
    .map((s) => ({ s, h: sha256(s.text) }))
    .sort((a, b) => (a.h < b.h ? -1 : a.h > b.h ? 1 : 0))
    .map((x) => x.s);
}

/** Easier first: the rarest word's rank, then the length. */
const easierFirst = (a: GradedSentence, b: GradedSentence): number => a.rank - b.rank || a.text.length - b.text.length;

export interface LevelSplit {
  sentences: GradedSentence[];
  passages: GradedSentence[][];
}

/**
 * Splits one level's sentences between its sentence book (at most 400, easier first) and its
 * passages of five sentences sharing rare words where possible. Passages use the sentences the
 * sentence book leaves out when there are enough of them, else the same sentences.
 */
export function splitLevel(list: readonly GradedSentence[]): LevelSplit {
  const mixed = shuffled(list);
  const sentences = mixed.slice(0, MAX_SENTENCES_PER_BOOK).sort(easierFirst);
  const rest = mixed.slice(MAX_SENTENCES_PER_BOOK);
  const pool = rest.length >= MIN_PASSAGES_PER_BOOK * PASSAGE_SENTENCES ? rest : mixed;
  const ordered = pool
    .slice(0, MAX_PASSAGES_PER_BOOK * PASSAGE_SENTENCES)
    .sort((a, b) => (a.headword ?? '').localeCompare(b.headword ?? '') || a.text.length - b.text.length);
  const passages: GradedSentence[][] = [];
  for (let i = 0; i + PASSAGE_SENTENCES <= ordered.length; i += PASSAGE_SENTENCES) passages.push(ordered.slice(i, i + PASSAGE_SENTENCES));
  return { sentences: list.length >= MIN_SENTENCES_PER_BOOK ? sentences : [], passages };
}

const SPACED: Record<string, boolean> = { en: true, es: true, ko: true, zh: false, ja: false };

/** One passage item: the sentences joined (with spaces where the language uses them), translations likewise. */
export function passageItem(lang: string, tl: string | null, group: readonly GradedSentence[]): BookItem {
  const join = (xs: string[], l: string | null): string => xs.join(l && SPACED[l] === false ? '' : ' ');
  const tr = group.map((s) => s.translation);
  return {
    text: join(
      group.map((s) => s.text),
      lang,
    ),
    translation: tl && tr.every(Boolean) ? join(tr as string[], tl) : null,
  };
}

/** Level stage names: 1–6 beginner, 7–13 intermediate, 14–20 advanced (LEVELS.md). */
export function stage(level: number): Localized {
  if (level <= 6) return L('初级', 'beginner', '初級', '초급', 'principiante');
  if (level <= 13) return L('中级', 'intermediate', '中級', '중급', 'intermedio');
  return L('高级', 'advanced', '上級', '고급', 'avanzado');
}

const TRANSLATION: Record<string, Localized> = {
  en: L('附英文翻译', 'with English translations', '英訳付き', '영어 번역 포함', 'con traducción al inglés'),
  zh: L('附中文翻译', 'with Chinese translations', '中国語訳付き', '중국어 번역 포함', 'con traducción al chino'),
};
const NO_TRANSLATION = L('无翻译', 'no translations', '訳なし', '번역 없음', 'sin traducción');

function books(lang: Lang, src: SentenceSource, level: number, split: LevelSplit, excerpts: GradedSentence[][] = []): BookRecord[] {
  const name = LANG_NAMES[lang];
  if (!name) return [];
  const st = stage(level);
  const tr = (src.translationLang && TRANSLATION[src.translationLang]) || NO_TRANSLATION;
  const out: BookRecord[] = [];
  const n = split.sentences.length;
  if (n) {
    out.push({
      slug: `${lang}-sentences-${src.id}-level${level}`,
      type: 'sentence',
      lang,
      category: 'sentence_graded',
      level,
      titles: L(
        `${name.zh}分级例句 第${level}级（${st.zh}）`,
        `${name.en} sentences, level ${level} (${st.en})`,
        `${name.ja}レベル別例文 レベル${level}（${st.ja}）`,
        `${name.ko} 단계별 예문 ${level}단계 (${st.ko})`,
        `Oraciones en ${name.es}, nivel ${level} (${st.es})`,
      ),
      descriptions: L(
        `${n} 个${name.zh}句子，来自${src.name.zh}，${tr.zh}。按词频和句长定为第 ${level} 级（${st.zh}）。`,
        `${n} ${name.en} sentences from ${src.name.en}, ${tr.en}. Graded level ${level} (${st.en}) by word frequency and length.`,
        `${src.name.ja}の${name.ja}の文 ${n} 文（${tr.ja}）。語の頻度と文の長さでレベル${level}（${st.ja}）に分類。`,
        `${src.name.ko}의 ${name.ko} 문장 ${n}개 (${tr.ko}). 단어 빈도와 문장 길이로 ${level}단계(${st.ko})로 분류.`,
        `${n} oraciones en ${name.es} de ${src.name.es}, ${tr.es}. Nivel ${level} (${st.es}) según la frecuencia de las palabras y la longitud.`,
      ),
      groupSize: DEFAULT_GROUP_SIZE,
      translationMode: 'simple',
      translationLang: src.translationLang,
      items: split.sentences.map((s) => ({ text: s.text, translation: s.translation, ...(s.headword ? { headword: s.headword } : {}) })),
    });
  }
  const fromText = excerpts.length >= MIN_PASSAGES_PER_BOOK;
  const passages = fromText ? excerpts.slice(0, MAX_PASSAGES_PER_BOOK) : split.passages;
  const p = passages.length;
  const ex = src.excerptName ?? src.name;
  const how = fromText
    ? L(
        `${p} 段摘录，每段为${ex.zh}中连续的几句话，最难的一句为第 ${level} 级（${st.zh}），${tr.zh}。`,
        `${p} excerpts of consecutive sentences from ${ex.en}, the hardest of them at level ${level} (${st.en}), ${tr.en}.`,
        `${ex.ja}から連続する文を抜き出した抜粋 ${p} 編（最も難しい文がレベル${level}・${st.ja}、${tr.ja}）。`,
        `${ex.ko}에서 이어지는 문장을 뽑은 발췌 ${p}편 (가장 어려운 문장이 ${level}단계·${st.ko}, ${tr.ko}).`,
        `${p} fragmentos de oraciones seguidas de ${ex.es}; la más difícil de cada uno es de nivel ${level} (${st.es}), ${tr.es}.`,
      )
    : null;
  if (p >= MIN_PASSAGES_PER_BOOK) {
    out.push({
      slug: `${lang}-reading-${src.id}-level${level}`,
      type: 'article',
      lang,
      category: 'literature_graded',
      level,
      titles: L(
        `${name.zh}分级阅读 第${level}级（${st.zh}）`,
        `${name.en} graded reading, level ${level} (${st.en})`,
        `${name.ja}レベル別リーディング レベル${level}（${st.ja}）`,
        `${name.ko} 단계별 읽기 ${level}단계 (${st.ko})`,
        `Lecturas graduadas en ${name.es}, nivel ${level} (${st.es})`,
      ),
      descriptions:
        how ??
        L(
          `${p} 篇短文，每篇由 ${PASSAGE_SENTENCES} 个第 ${level} 级（${st.zh}）句子组成，句子来自${src.name.zh}，${tr.zh}。数据中没有开放的分级读物，故以分级句子串成短文。`,
          `${p} short passages, each of ${PASSAGE_SENTENCES} level-${level} (${st.en}) sentences from ${src.name.en}, ${tr.en}. No open graded texts exist, so the passages are strung from graded sentences.`,
          `レベル${level}（${st.ja}）の文を${PASSAGE_SENTENCES}文ずつつないだ短文 ${p} 編。文は${src.name.ja}より（${tr.ja}）。オープンな段階別読み物がないため、レベル別の文から作成。`,
          `${level}단계(${st.ko}) 문장 ${PASSAGE_SENTENCES}개씩으로 된 짧은 글 ${p}편. 문장 출처: ${src.name.ko} (${tr.ko}). 공개된 단계별 읽기 자료가 없어 단계별 문장을 이어 만들었습니다.`,
          `${p} textos breves de ${PASSAGE_SENTENCES} oraciones de nivel ${level} (${st.es}) de ${src.name.es}, ${tr.es}. No hay textos graduados abiertos, así que se forman con oraciones graduadas.`,
        ),
      groupSize: DEFAULT_GROUP_SIZE,
      translationMode: 'simple',
      translationLang: src.translationLang,
      items: passages.map((g) => passageItem(lang, src.translationLang, g)),
    });
  }
  return out;
}

/**
 * Sentence and graded-reading books of one language and source, level 1 to 20. With `runs` (the
 * sentences of running text, paragraph by paragraph) a level's passages are excerpts of consecutive
 * sentences where there are enough of them, else strung graded sentences.
 */
export function gradedBooks(
  lang: Lang,
  src: SentenceSource,
  index: RankIndex,
  sentences: readonly RawSentence[],
  runs: readonly RawSentence[][] = [],
): BookRecord[] {
  const byLevel = gradeByLevel(index, sentences);
  const excerpts = gradeExcerpts(index, runs);
  const out: BookRecord[] = [];
  for (let level = 1; level <= MAX_LEVEL; level++) {
    const list = byLevel.get(level);
    if (list?.length) out.push(...books(lang, src, level, splitLevel(list), shuffledGroups(excerpts.get(level) ?? [])));
  }
  return out;
}

/** Excerpts in a stable mixed order (so a book samples the whole text), then in text order. */
function shuffledGroups(groups: readonly GradedSentence[][]): GradedSentence[][] {
  const order = new Map(groups.map((g, i) => [g, i]));
  const picked = groups
    .map((g) => ({ g, h: sha256(g.map((x) => x.text).join(' ')) }))
    .sort((a, b) => (a.h < b.h ? -1 : a.h > b.h ? 1 : 0))
    .slice(0, MAX_PASSAGES_PER_BOOK)
    .map((x) => x.g);
  return picked.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}
