/**
 * Held-out dictionary check (issue 8): 120 hand-chosen items per language (bench/content-quality/
 * <lang>.json: common, intermediate, inflected forms, multi-word expressions), each searched with
 * `GET /api/dict/search?q=<q>&lang=<lang>&limit=10` on the real app over a fresh SQLite file with
 * the built content loaded, then the entry opened and judged (rules: bench/content-quality/judge.ts).
 * Prints the table of issue 8 and the top-3 rate per kind; writes the misses to
 * var/content-quality/<lang>-misses.json.
 * Run: node --import tsx bench/content-quality.ts [--content=<dir>] [--lang=ja,ko] [--out=<dir>] [--all]
 *   (--all writes every item's result to the misses files, not only the misses;
 *   npx tsx … works too, and CONTENT_DIR=<dir>). Not part of `npm run bench` by default:
 *   `npm run bench -- content-quality` runs it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { loadContent } from '../packages/server/src/content/loader.js';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { MemoryKv } from '../packages/server/src/kv/memory-kv.js';
import {
  type Entry,
  findExpected,
  firstMeaningIsCore,
  type Hit,
  hasEnglishMeaning,
  hasTranslatedExample,
  type Item,
  KINDS,
  LANGS,
  type Lang,
  pronMatches,
  validateItems,
} from './content-quality/judge.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const CONTENT_DIR = resolve(arg('content') ?? process.env.CONTENT_DIR ?? join(root, 'packages/content/data'));
const OUT_DIR = resolve(arg('out') ?? join(root, 'var/content-quality'));
const ALL = process.argv.includes('--all');
const langs = (arg('lang')?.split(',') ?? [...LANGS]) as Lang[];

interface Result {
  item: Item;
  top: string[];
  found: boolean;
  entry: string | null;
  english: boolean;
  core: boolean;
  firstMeaning: string | null;
  pron: boolean | null;
  pronA: string | null;
  example: boolean | null;
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${Math.round((100 * n) / d)}%`);

async function main(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'qfl-content-quality-'));
  const sqlitePath = join(tmp, 'quality.db');
  const database = openDatabase({ sqlitePath });
  await migrateToLatest(database.db);
  const loaded = await loadContent(database.db, { dataDir: CONTENT_DIR });
  console.log(`content ${CONTENT_DIR}: ${loaded.entries} entries loaded in ${loaded.ms} ms`);
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SQLITE_PATH: sqlitePath,
      CONTENT_DIR,
      CONTENT_AUTOLOAD: 'false',
      RATE_LIMIT_PER_MINUTE: 1e9,
      WEB_DIST: join(tmp, 'no-web'),
      AUDIO_CACHE_DIR: join(tmp, 'audio'),
    },
  );
  const app = await buildApp({ config, database, kv: new MemoryKv() });
  await app.ready();
  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ url, headers: { 'accept-language': 'en' } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: T }).data;
  };

  const rows: string[] = [];
  const kindRows: string[] = [];
  mkdirSync(OUT_DIR, { recursive: true });
  try {
    for (const lang of langs) {
      const items = JSON.parse(readFileSync(join(root, 'bench/content-quality', `${lang}.json`), 'utf8')) as Item[];
      const problems = validateItems(items);
      if (problems.length) throw new Error(`${lang}.json: ${problems.join('; ')}`);
      const results: Result[] = [];
      for (const item of items) {
        const hits = await get<Hit[]>(`/api/dict/search?q=${encodeURIComponent(item.q)}&lang=${lang}&limit=10`);
        const at = findExpected(hits, lang, item.expect);
        const hit = at >= 0 ? hits[at] : hits[0];
        const entry = hit ? await get<Entry>(`/api/dict/entries/${hit.id}`) : null;
        results.push({
          item,
          top: hits.slice(0, 3).map((h) => `${h.headword}:${h.match}`),
          found: at >= 0,
          entry: entry?.headword ?? null,
          english: entry ? hasEnglishMeaning(entry) : false,
          core: entry ? firstMeaningIsCore(entry.meanings.en, item.core) : false,
          firstMeaning: entry?.meanings.en?.[0] ?? null,
          pron: item.pron ? pronMatches(lang, entry?.pronA, item.pron) : null,
          pronA: entry?.pronA ?? null,
          example: item.kind === 'common' ? (entry ? hasTranslatedExample(entry) : false) : null,
        });
      }
      const count = (f: (r: Result) => boolean | null) => results.filter((r) => f(r) === true).length;
      const judged = (f: (r: Result) => boolean | null) => results.filter((r) => f(r) !== null).length;
      // Share of the judged items (pronunciation: items with a pron; example: common words).
      const share = (f: (r: Result) => boolean | null) => pct(count(f), judged(f));
      const cells = [share((r) => r.found), share((r) => r.english), share((r) => r.core), share((r) => r.pron), share((r) => r.example)];
      rows.push(`| ${lang} | ${cells.join(' | ')} |`);
      kindRows.push(
        `| ${lang} | ${KINDS.map((k) => {
          const of = results.filter((r) => r.item.kind === k);
          return `${pct(of.filter((r) => r.found).length, of.length)} (${of.filter((r) => r.found).length}/${of.length})`;
        }).join(' | ')} | ${judged((r) => r.pron)}/${results.length}: ` +
          `${results.filter((r) => r.pron === false && r.pronA).length} wrong, ${results.filter((r) => r.pron === false && !r.pronA).length} missing |`,
      );
      const misses = results
        .filter((r) => ALL || !r.found || !r.english || !r.core || r.pron === false || r.example === false)
        .map((r) => ({
          q: r.item.q,
          kind: r.item.kind,
          failed: [
            !r.found && 'top3',
            !r.english && 'english',
            !r.core && 'core',
            r.pron === false && (r.pronA ? 'pron-wrong' : 'pron-missing'),
            r.example === false && 'example',
          ].filter(Boolean),
          expect: r.item.expect,
          top3: r.top,
          entry: r.entry,
          firstMeaning: r.firstMeaning,
          core: r.item.core,
          pronA: r.pronA,
          pronExpected: r.item.pron,
        }));
      writeFileSync(join(OUT_DIR, `${lang}-misses.json`), `${JSON.stringify(misses, null, 1)}\n`);
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    '\n| | found in top 3 | has an English meaning | first meaning is the core sense | pronunciation | example with translation |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log(`\nfound in top 3 by kind:\n\n| | ${KINDS.join(' | ')} | pronunciation: judged, wrong, missing |`);
  console.log(`|---|${KINDS.map(() => '---|').join('')}---|`);
  for (const r of kindRows) console.log(r);
  console.log(`\nmisses: ${OUT_DIR}/<lang>-misses.json`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
