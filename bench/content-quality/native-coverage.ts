/**
 * Native-language meaning coverage of the built dictionaries: for every native × learning pair, the
 * share of the 2,000 most frequent entries (by freqRank) that have a meaning in the native language.
 * `--samples=N` also prints N random entries per pair (headword, first English meaning, native
 * meanings) for review; `--seed=S` picks another sample.
 *
 *   node --import tsx bench/content-quality/native-coverage.ts [--samples=20] [--top=2000] [--data=dir]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

const LANGS = ['en', 'zh', 'ja', 'ko', 'es'] as const;
type Lang = (typeof LANGS)[number];

interface Entry {
  headword: string;
  reading: string | null;
  freqRank: number | null;
  meanings: Partial<Record<Lang, string[]>>;
}

const arg = (name: string, dflt: string): string => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const top = Number(arg('top', '2000'));
const samples = Number(arg('samples', '0'));
let seed = Number(arg('seed', '1'));
const dataDir = resolve(arg('data', join(import.meta.dirname, '../../packages/content/data')));

/** Deterministic samples (mulberry32), so two runs show the same entries. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function topEntries(lang: Lang): Entry[] {
  const lines = gunzipSync(readFileSync(join(dataDir, `dict-${lang}.jsonl.gz`)))
    .toString('utf8')
    .split('\n');
  const entries = lines.filter(Boolean).map((l) => JSON.parse(l) as Entry);
  return entries
    .filter((e) => e.freqRank !== null)
    .sort((a, b) => (a.freqRank ?? 0) - (b.freqRank ?? 0))
    .slice(0, top);
}

const byLang = Object.fromEntries(LANGS.map((l) => [l, topEntries(l)])) as Record<Lang, Entry[]>;
console.log(`share of the top ${top} entries with a meaning in the native language (rows: learning)`);
console.log(`learning  ${LANGS.map((n) => n.padStart(5)).join('')}`);
for (const l of LANGS) {
  const cells = LANGS.map((n) => {
    if (n === l) return '    -';
    const share = byLang[l].filter((e) => e.meanings[n]?.length).length / byLang[l].length;
    return `${Math.round(share * 100)}%`.padStart(5);
  });
  console.log(`${l.padEnd(10)}${cells.join('')}`);
}

if (samples > 0) {
  for (const n of LANGS) {
    for (const l of LANGS) {
      if (n === l) continue;
      const withMeaning = byLang[l].filter((e) => e.meanings[n]?.length);
      console.log(`\n## native ${n}, learning ${l} (${withMeaning.length} of ${byLang[l].length} have one)`);
      for (let i = 0; i < samples && withMeaning.length; i++) {
        const e = withMeaning.splice(Math.floor(random() * withMeaning.length), 1)[0] as Entry;
        const head = e.reading && e.reading !== e.headword ? `${e.headword} [${e.reading}]` : e.headword;
        console.log(`${head}\t${(e.meanings.en?.[0] ?? '').slice(0, 50)}\t${(e.meanings[n] ?? []).join(' | ')}`);
      }
    }
  }
}
