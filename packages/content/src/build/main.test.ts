import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { isContentStale } from '../stale.js';
import type { BookRecord, EntryRecord, Manifest } from '../types.js';
import { BuildContext } from './context.js';
import { build } from './main.js';

const tmp = mkdtempSync(join(tmpdir(), 'qfl-content-build-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function fixtures(): string {
  const shared = join(tmp, 'shared');
  const wb = join(shared, 'en-zh-wordbooks');
  for (const d of ['lists', 'sentence-parts', 'books']) mkdirSync(join(wb, d), { recursive: true });
  const words = ['access', 'project', 'intention', 'bank', 'abruptly'];
  const list = words.map((w) => `${w}\tn. 词义${w}`).concat(['access\tv. 获取']);
  // 25 more words so the book has more than one study group.
  for (let i = 0; i < 25; i++) list.push(`${['river', 'water', 'house', 'good', 'run'][i % 5]}${i < 5 ? '' : i}\tn. 其他`);
  writeFileSync(join(wb, 'lists', '3 四级-乱序.txt'), `${list.join('\n')}\n`);
  const part = [
    {
      word: 'abruptly',
      us: "ə'brʌptli",
      uk: "ə'brʌptlɪ",
      translations: [{ translation: '突然地', type: 'adv' }],
      phrases: [],
      sentences: [{ sentence: 'The path ends off abruptly.', translation: '这条路突然到头了。' }],
    },
  ];
  writeFileSync(join(wb, 'sentence-parts', 'CET4_1.json.gz'), gzipSync(JSON.stringify(part)));
  mkdirSync(join(shared, 'ecdict'), { recursive: true });
  writeFileSync(join(shared, 'ecdict', 'resemble.txt'), '% bank, shore\n- bank: 河岸\n- shore: 海岸\n');
  writeFileSync(join(shared, 'ecdict', 'lemma.en.txt.gz'), gzipSync('bank/100 -> banks,banked,banking\n'));
  // wordroot.txt is left out on purpose: the build must warn and go on.
  mkdirSync(join(shared, 'es'), { recursive: true });
  writeFileSync(
    join(shared, 'es', 'frequency.csv.gz'),
    gzipSync('count,spanish,pos,flags,usage\n100,casa,n,,90:casa|10:casas\n50,banco,n,,50:banco\n'),
  );
  return shared;
}

const jsonl = <T>(path: string): T[] =>
  gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);

/** Every source but the English ones and the Spanish frequency list (kept small for tests). */
const SKIP = [
  'cedict',
  'edict',
  'kanjidic',
  'freedict-jpn-eng',
  'sotu',
  'fortunes-zh',
  'fortunes-es',
  'freedict-spa-eng',
  'freedict-eng-spa',
];

describe('content builder', () => {
  it('builds from a subset of sources, warning about missing and skipped ones', async () => {
    const out = join(tmp, 'out');
    const logs: string[] = [];
    const ctx = new BuildContext({ outDir: out, sharedData: fixtures(), skip: new Set(SKIP), log: (m) => logs.push(m) });
    const { manifest } = await build(ctx);

    expect(logs.some((l) => l.includes('[warn] source ecdict-wordroot unavailable'))).toBe(true);
    const status = Object.fromEntries(manifest.sources.map((s) => [s.name, s.status]));
    expect(status).toMatchObject({ wordbooks: 'used', wordnet: 'used', cedict: 'skipped', 'ecdict-wordroot': 'missing' });
    expect(manifest.entries.zh).toBe(0);

    const en = jsonl<EntryRecord>(join(out, 'dict-en.jsonl.gz'));
    const bank = en.find((e) => e.headword === 'bank');
    expect(bank?.meanings.zh).toEqual(['n. 词义bank']);
    expect(bank?.meanings.en?.length).toBeGreaterThan(0);
    expect(bank?.forms).toEqual(['banks', 'banked', 'banking']);
    expect(bank?.keys).toContainEqual({ key: 'banked', kind: 'lemma' });
    expect(bank?.confusing[0]?.words).toEqual(['bank', 'shore']);
    const access = en.find((e) => e.headword === 'access');
    expect(access?.meanings.zh).toEqual(['n. 词义access', 'v. 获取']);
    expect(en.find((e) => e.headword === 'abruptly')?.pronA).toBe("ə'brʌptli");
    // Common words beyond the lists come from SUBTLEX ∩ WordNet, most frequent first.
    expect(en.length).toBeGreaterThan(1000);
    expect(en[0]?.freqRank).toBeLessThan(10);

    const es = jsonl<EntryRecord>(join(out, 'dict-es.jsonl.gz'));
    expect(es[0]).toMatchObject({ headword: 'casa', forms: ['casas'], freqRank: 1 });

    const books = jsonl<BookRecord>(join(out, 'books.jsonl.gz'));
    const cet4 = books.find((b) => b.slug === 'en-exam-cet4');
    expect(cet4).toMatchObject({ type: 'word', lang: 'en', category: 'exam_CET4', level: 10, groupSize: 20 });
    expect(Object.keys(cet4?.titles ?? {}).sort()).toEqual(['en', 'es', 'ja', 'ko', 'zh']);
    expect(books.some((b) => b.slug === 'en-frequency-band1' && b.items.length === 1000)).toBe(true);

    const onDisk = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
    expect(onDisk.hash).toBe(manifest.hash);
    expect(onDisk.files.map((f) => f.name)).toContain('books.jsonl.gz');
    expect(isContentStale(out)).toBe(false);
    rmSync(join(out, 'dict-es.jsonl.gz'));
    expect(isContentStale(out)).toBe(true);
    expect(isContentStale(join(tmp, 'nowhere'))).toBe(true);
  }, 60_000);

  it('leaves the previous data untouched when a build fails midway', async () => {
    const parent = join(tmp, 'failing');
    const out = join(parent, 'data');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'dict-en.jsonl.gz'), 'old');
    writeFileSync(join(out, 'manifest.json'), 'old');
    // Fails after the dictionaries are built, before the books are written.
    const log = (m: string): void => {
      if (m.startsWith('[time] books')) throw new Error('interrupted');
    };
    const ctx = new BuildContext({ outDir: out, sharedData: fixtures(), skip: new Set(SKIP), log });
    await expect(build(ctx)).rejects.toThrow('interrupted');
    expect(readFileSync(join(out, 'dict-en.jsonl.gz'), 'utf8')).toBe('old');
    expect(readFileSync(join(out, 'manifest.json'), 'utf8')).toBe('old');
    expect(readdirSync(parent)).toEqual(['data']);
  }, 60_000);
});
