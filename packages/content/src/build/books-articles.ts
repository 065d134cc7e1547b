/**
 * Article books from public-domain novels (`../shared/data/texts/`): 夏目漱石 こころ and 吾輩は猫である
 * (Aozora Bunko), Don Quijote (Project Gutenberg #2000), 김유정 동백꽃. Each book is a run of
 * chapters of a readable length; its items are paragraphs, long ones cut at sentence ends.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_GROUP_SIZE, type Lang } from '@qfl/core';
import { type Chapter, parseAozora, parseKoreanStory, parseQuijote, splitLongParagraph } from '../sources/literature.js';
import type { BookRecord, Localized } from '../types.js';
import { L } from './catalog.js';
import type { BuildContext } from './context.js';

export interface Work {
  /** Slug part and credit name. */
  id: string;
  credit: string;
  lang: Lang;
  level: number;
  title: Localized;
  author: Localized;
  /** Paragraphs longer than this many characters are cut at sentence ends. */
  maxParagraph: number;
  /** A book holds chapters until it reaches about this many characters. */
  bookChars: number;
  read: (ctx: BuildContext) => Chapter[];
}

export interface ChapterRun {
  chapters: Chapter[];
  /** 1-based numbers of the first and last chapter within their part of the work. */
  from: number;
  to: number;
}

/**
 * Groups consecutive chapters into books of about `bookChars` characters: a book closes once it
 * reaches the budget or when the next chapter starts another part of the work; a last run of less
 * than a third of the budget joins the run before it (same part).
 */
export function groupChapters(chapters: readonly Chapter[], bookChars: number): ChapterRun[] {
  const runs: { run: ChapterRun; size: number }[] = [];
  let cur: { run: ChapterRun; size: number } | null = null;
  let inPart = 0;
  let part: string | null = null;
  for (const c of chapters) {
    const newPart = c.part !== part;
    inPart = newPart ? 1 : inPart + 1;
    part = c.part;
    if (cur && (cur.size >= bookChars || newPart)) cur = null;
    if (!cur) {
      cur = { run: { chapters: [], from: inPart, to: inPart }, size: 0 };
      runs.push(cur);
    }
    cur.run.chapters.push(c);
    cur.run.to = inPart;
    cur.size += c.paragraphs.reduce((n, p) => n + p.length, 0);
  }
  const last = runs.at(-1);
  const prev = runs.at(-2);
  if (last && prev && last.size < bookChars / 3 && last.run.chapters[0]?.part === prev.run.chapters[0]?.part) {
    prev.run.chapters.push(...last.run.chapters);
    prev.run.to = last.run.to;
    runs.pop();
  }
  return runs.map((r) => r.run);
}

/**
 * Paragraphs of a run as items; a chapter's heading (with its part's heading when the part starts
 * there) goes before the chapter's first paragraph.
 */
export function runItems(run: ChapterRun, maxParagraph: number, prevPart = ''): { text: string; translation: null }[] {
  const seen = new Set<string>();
  const items: { text: string; translation: null }[] = [];
  let part = prevPart;
  for (const c of run.chapters) {
    const heading = [c.part !== part ? c.part : '', c.title].filter(Boolean).join(' ');
    part = c.part;
    const pieces = c.paragraphs.flatMap((p) => splitLongParagraph(p, maxParagraph));
    pieces.forEach((piece, i) => {
      const text = i === 0 && heading ? `【${heading}】\n${piece}` : piece;
      if (seen.has(text)) return;
      seen.add(text);
      items.push({ text, translation: null });
    });
  }
  return items;
}

const TEXTS = 'texts';

export const WORKS: Work[] = [
  {
    id: 'kokoro',
    credit: 'aozora-soseki',
    lang: 'ja',
    level: 17,
    title: L('心', 'Kokoro', 'こころ', '마음', 'Kokoro'),
    author: L('夏目漱石', 'Natsume Sōseki', '夏目漱石', '나쓰메 소세키', 'Natsume Sōseki'),
    maxParagraph: 400,
    bookChars: 30_000,
    read: (ctx) => parseAozora(readFileSync(ctx.shared(`${TEXTS}/ja-soseki/kokoro.txt`), 'utf8')),
  },
  {
    id: 'neko',
    credit: 'aozora-soseki',
    lang: 'ja',
    level: 19,
    title: L('我是猫', 'I Am a Cat', '吾輩は猫である', '나는 고양이로소이다', 'Soy un gato'),
    author: L('夏目漱石', 'Natsume Sōseki', '夏目漱石', '나쓰메 소세키', 'Natsume Sōseki'),
    maxParagraph: 400,
    bookChars: 30_000,
    read: (ctx) => parseAozora(readFileSync(ctx.shared(`${TEXTS}/ja-soseki/wagahaiwa_nekodearu.txt`), 'utf8')),
  },
  {
    id: 'quijote',
    credit: 'gutenberg-quijote',
    lang: 'es',
    level: 20,
    title: L('堂吉诃德', 'Don Quixote', 'ドン・キホーテ', '돈키호테', 'Don Quijote de la Mancha'),
    author: L('塞万提斯', 'Miguel de Cervantes', 'セルバンテス', '세르반테스', 'Miguel de Cervantes'),
    maxParagraph: 600,
    bookChars: 120_000,
    read: (ctx) => parseQuijote(gunzipSync(readFileSync(ctx.shared(`${TEXTS}/es-quijote/pg2000.txt.gz`))).toString('utf8')),
  },
  {
    id: 'dongbaekkkot',
    credit: 'kimyujeong',
    lang: 'ko',
    level: 18,
    title: L('山茶花', 'Camellias', '椿の花', '동백꽃', 'Las camelias'),
    author: L('金裕贞', 'Kim Yu-jeong', '金裕貞', '김유정', 'Kim Yu-jeong'),
    maxParagraph: 400,
    bookChars: 100_000,
    read: (ctx) => parseKoreanStory(readFileSync(ctx.shared(`${TEXTS}/ko-kimyujeong/data-raw_김유정_동백꽃.txt`), 'utf8')),
  },
];

function chapterRange(run: ChapterRun, total: number): Localized | null {
  if (total <= 1) return null;
  const { from: a, to: b } = run;
  const r = a === b ? `${a}` : `${a}–${b}`;
  const part = run.chapters[0]?.part;
  const p = (sep: string): string => (part ? `${part}${sep}` : '');
  return L(
    `${p(' ')}第${r}章`,
    `${p(', ')}${a === b ? 'chapter' : 'chapters'} ${r}`,
    `${p(' ')}第${r}章`,
    `${p(' ')}${r}장`,
    `${p(', ')}${a === b ? 'capítulo' : 'capítulos'} ${r}`,
  );
}

export function workBooks(w: Work, chapters: readonly Chapter[]): BookRecord[] {
  const runs = groupChapters(chapters, w.bookChars);
  return runs.flatMap((run, i) => {
    const items = runItems(run, w.maxParagraph, runs[i - 1]?.chapters.at(-1)?.part ?? '');
    if (!items.length) return [];
    const range = chapterRange(run, chapters.length);
    const n = runs.length > 1 ? i + 1 : null;
    const t = w.title;
    const a = w.author;
    const suffix = (s: string | undefined, sep: string): string => (s ? `${sep}${s}` : '');
    return [
      {
        slug: `${w.lang}-article-${w.id}${n ? `-${n}` : ''}`,
        type: 'article',
        lang: w.lang,
        category: 'literature_novels',
        level: w.level,
        titles: L(
          `${a.zh}《${t.zh}》${n ? `（${n}）` : ''}`,
          `${a.en}, ${t.en}${n ? ` (${n})` : ''}`,
          `${a.ja}『${t.ja}』${n ? `（${n}）` : ''}`,
          `${a.ko} 《${t.ko}》${n ? ` (${n})` : ''}`,
          `${a.es}, ${t.es}${n ? ` (${n})` : ''}`,
        ),
        descriptions: L(
          `${a.zh}《${t.zh}》原文${suffix(range?.zh, '，')}，共 ${items.length} 段（公有领域）。第 ${w.level} 级（高级）。`,
          `${t.en} by ${a.en}, original text${suffix(range?.en, ', ')}: ${items.length} paragraphs (public domain). Level ${w.level} (advanced).`,
          `${a.ja}『${t.ja}』原文${suffix(range?.ja, '、')}、${items.length} 段落（パブリックドメイン）。レベル${w.level}（上級）。`,
          `${a.ko} 《${t.ko}》 원문${suffix(range?.ko, ', ')}, ${items.length}단락 (퍼블릭 도메인). ${w.level}단계 (고급).`,
          `${t.es}, de ${a.es}, texto original${suffix(range?.es, ', ')}: ${items.length} párrafos (dominio público). Nivel ${w.level} (avanzado).`,
        ),
        groupSize: DEFAULT_GROUP_SIZE,
        translationMode: 'simple',
        translationLang: null,
        items,
      } satisfies BookRecord,
    ];
  });
}

/** Article books of every work whose source is available. */
export function novelBooks(ctx: BuildContext): BookRecord[] {
  return WORKS.flatMap((w) => {
    const chapters = ctx.use(w.credit, () => w.read(ctx));
    return chapters ? workBooks(w, chapters) : [];
  });
}
