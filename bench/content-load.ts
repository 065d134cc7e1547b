/**
 * Benchmark of the content loader with the full built content, on SQLite and (when DATABASE_URL is
 * set) PostgreSQL: a first load into an empty database, an unchanged reload (hash check only), and
 * a changed reload — a copy of the content with 1% of the entries changed, 0.5% removed (some of
 * them saved by a user, so retired), 1,000 added and the Japanese file reversed.
 * Run: npx tsx bench/content-load.ts   (prefix DATABASE_URL=… for PostgreSQL too)
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { loadContent } from '../packages/server/src/content/loader.js';
import { backends, createTestDatabase } from '../packages/server/src/test/harness.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONTENT_DIR = resolve(root, process.env.CONTENT_DIR ?? 'packages/content/data');
const tmp = mkdtempSync(join(tmpdir(), 'qfl-bench-content-'));

interface Line {
  key: string;
  headword: string;
  meanings: Record<string, string[]>;
}

/** The changed copy of the content; returns the keys of removed entries. */
function changedCopy(): { dir: string; removed: string[] } {
  const dir = join(tmp, 'changed');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const removed: string[] = [];
  for (const f of readdirSync(CONTENT_DIR)) {
    if (!f.startsWith('dict-')) {
      copyFileSync(join(CONTENT_DIR, f), join(dir, f));
      continue;
    }
    let lines = gunzipSync(readFileSync(join(CONTENT_DIR, f)))
      .toString('utf8')
      .split('\n')
      .filter(Boolean);
    const out: string[] = [];
    lines.forEach((text, i) => {
      const e = JSON.parse(text) as Line;
      if (i % 200 === 7) removed.push(e.key);
      else if (i % 100 === 3) out.push(JSON.stringify({ ...e, meanings: { ...e.meanings, en: ['changed for the benchmark'] } }));
      else out.push(text);
    });
    if (f === 'dict-en.jsonl.gz') {
      for (let i = 0; i < 1000; i++) {
        const e = JSON.parse(lines[0] as string) as Line;
        out.push(
          JSON.stringify({ ...e, key: `en:benchword${i}`, headword: `benchword${i}`, keys: [{ key: `benchword${i}`, kind: 'exact' }] }),
        );
      }
    }
    if (f === 'dict-ja.jsonl.gz') out.reverse();
    lines = out;
    writeFileSync(join(dir, f), gzipSync(`${lines.join('\n')}\n`, { level: 1 }));
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { hash: string };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, hash: `${manifest.hash}-changed` }));
  return { dir, removed };
}

async function main(): Promise<void> {
  const changed = changedCopy();
  for (const backend of backends) {
    const { database, drop } = await createTestDatabase(backend, join(tmp, 'bench.db'));
    const db = database.db;
    try {
      const first = await loadContent(db, { dataDir: CONTENT_DIR });
      const again = await loadContent(db, { dataDir: CONTENT_DIR });
      // A user who saved some of the words the changed content removes: those are retired.
      await db.insertInto('users').values({ phone: '13800000000', nickname: 'bench', created_at: 1 }).execute();
      const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      const saved = await db.selectFrom('dict_entries').select('id').where('ckey', 'in', changed.removed.slice(0, 200)).execute();
      await db
        .insertInto('user_words')
        .values(saved.map((s) => ({ user_id: user.id, entry_id: s.id, in_new_words: 0, added_at: 1 })))
        .execute();
      const third = await loadContent(db, { dataDir: changed.dir });
      const back = await loadContent(db, { dataDir: CONTENT_DIR });
      console.log(`${backend}: first load ${first.ms} ms (${first.entries} entries, ${first.books} books)`);
      console.log(`${backend}: unchanged reload ${again.ms} ms`);
      console.log(`${backend}: changed reload ${third.ms} ms ${JSON.stringify(third.changes)}`);
      console.log(`${backend}: back to the original ${back.ms} ms ${JSON.stringify(back.changes)}`);
    } finally {
      await drop();
    }
  }
  rmSync(tmp, { recursive: true, force: true });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
