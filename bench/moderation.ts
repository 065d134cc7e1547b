/**
 * Benchmark of the offline text moderation: checking a 500-character message (mixed languages,
 * clean and with a listed term near the end) with all five lists loaded, against a baseline in the
 * same run: a plain `text.normalize('NFKC')` + `includes` scan of the same terms.
 * Target: ≤ 1 ms p99. Run: npm run bench -- moderation
 */
import { compact, normalizeText } from '../packages/server/src/modules/moderation/normalize.js';
import { DEFAULT_LISTS, OfflineTextProvider } from '../packages/server/src/modules/moderation/text-provider.js';
import { line, rng, stats } from './_stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5000);
const provider = new OfflineTextProvider();
const terms = DEFAULT_LISTS.flatMap((l) => l.entries.map((e) => compact(normalizeText(e.term))));
console.log(`${provider.termCount} patterns (plus obscenity's English dataset), ${terms.length} list terms`);

const pieces = [
  'I am learning Spanish and Japanese every day. ',
  '今天我在图书馆学习了三个小时的中文，感觉很好。',
  'きょうはにほんごのべんきょうをしました。とてもたのしかったです。',
  '오늘은 한국어를 공부했어요. 정말 재미있었어요. ',
  'Hoy estudié español con mis amigos en la biblioteca. ',
  'The class assisted the Essex team with their homework. ',
];
const random = rng(13);
function message(tail: string): string {
  let s = '';
  while (s.length < 500 - tail.length) s += pieces[Math.floor(random() * pieces.length)];
  return s.slice(0, 500 - tail.length) + tail;
}
const clean = Array.from({ length: 200 }, () => message(''));
const dirty = Array.from({ length: 200 }, (_, i) => message(['傻逼', 'puta', 'バカ', '씨발', 'idiot'][i % 5] as string));

function baseline(text: string): boolean {
  const t = text.normalize('NFKC').toLowerCase();
  for (const term of terms) if (t.includes(term)) return true;
  return false;
}

function measure(name: string, texts: string[], fn: (t: string) => unknown) {
  for (let i = 0; i < 500; i++) fn(texts[i % texts.length] as string); // warm-up
  const xs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const text = texts[i % texts.length] as string;
    const t0 = performance.now();
    fn(text);
    xs.push(performance.now() - t0);
  }
  console.log(line(name, stats(xs), 40, 4));
  return stats(xs);
}

measure('baseline NFKC+includes, clean', clean, baseline);
measure('baseline NFKC+includes, with a term', dirty, baseline);
const a = measure('OfflineTextProvider, clean 500 chars', clean, (t) => provider.check(t));
const b = measure('OfflineTextProvider, with a term', dirty, (t) => provider.check(t));
const worst = Math.max(a.p99, b.p99);
console.log(`p99 ${worst.toFixed(4)} ms — target ≤ 1 ms: ${worst <= 1 ? 'met' : 'MISSED'}`);
