/**
 * Benchmark of the text-analysis layer (packages/server/src/nlp): per language, tokens per second
 * of the app's analyser (createNlp: zh/ja/en in the worker thread, es/ko in place) against the ICU
 * baseline (segment.ts) on the same sentences in the same run; the first call's cost (loading
 * jieba, kuromoji, wink in the worker) and the process memory before and after the worker has
 * loaded everything.
 * Run: npx tsx bench/analyze.ts   (BENCH_ROUNDS, default 200 batches of 10 sentences per language)
 */
import type { Lang } from '@qfl/core';
import { createNlp } from '../packages/server/src/nlp/index.js';
import { segmentWords } from '../packages/server/src/nlp/segment.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const SENTENCES: Record<Lang, string[]> = {
  zh: [
    '我们在银行门口见面。',
    '他把书放在桌子上了吗？',
    '今天天气很好，我们去公园散步吧。',
    '这个问题比我想象的要复杂得多。',
    '她已经在这家公司工作了五年。',
  ],
  ja: [
    '私は昨日友達と映画を見に行きました。',
    '東京は日本の首都です。',
    'この本はとても面白かったので、一晩で読んでしまった。',
    '雨が降っているから、傘を持って行きなさい。',
    '明日の会議は十時から始まります。',
  ],
  en: [
    'He was reading the books.',
    'The boy who lives here reads a book because he is happy.',
    'I think that she likes the red car, but he wants to go home.',
    'The children went to school early this morning.',
    'We have been waiting for the bus for twenty minutes.',
  ],
  es: [
    'Los niños comieron el pan que compraste.',
    'Ella ha hablado rápidamente con su madre.',
    'Mañana vamos al mercado del pueblo.',
    'No sé si vendrán a la fiesta esta noche.',
    'El perro grande come carne y la niña bebe agua.',
  ],
  ko: [
    '학교에서 친구를 만났어요.',
    '저는 매일 아침 커피를 마십니다.',
    '내일은 도서관에서 공부할 거예요.',
    '동생이 사과를 먹고 있어요.',
    '서울에서 부산까지 기차로 갔습니다.',
  ],
};

const mb = (b: number) => `${Math.round(b / 1e6)} MB`;

const nlp = createNlp({ idleTimeoutMs: 120_000 });
const rssBefore = process.memoryUsage().rss;
console.log(`process RSS before the worker: ${mb(rssBefore)}`);

for (const lang of ['zh', 'ja', 'en', 'es', 'ko'] as Lang[]) {
  const batch = [...SENTENCES[lang], ...SENTENCES[lang]];
  let t0 = performance.now();
  await nlp.tokenizeMany(lang, batch);
  const first = performance.now() - t0;

  let tokens = 0;
  t0 = performance.now();
  for (let i = 0; i < ROUNDS; i++) for (const ts of await nlp.tokenizeMany(lang, batch)) tokens += ts.length;
  const appSec = (performance.now() - t0) / 1000;

  let base = 0;
  t0 = performance.now();
  for (let i = 0; i < ROUNDS; i++) for (const s of batch) base += segmentWords(lang, s).length;
  const baseSec = (performance.now() - t0) / 1000;

  console.log(
    `${lang}: first call ${first.toFixed(0)} ms; analyser ${Math.round(tokens / appSec).toLocaleString('en')} tokens/s` +
      ` (${((appSec * 1000) / (ROUNDS * batch.length)).toFixed(3)} ms/sentence${lang === 'es' || lang === 'ko' ? ', in place' : ', worker thread hop included'})` +
      ` vs ICU baseline ${Math.round(base / baseSec).toLocaleString('en')} tokens/s`,
  );
}

const worker = await nlp.memory?.();
const rssAfter = process.memoryUsage().rss;
console.log(
  `process RSS with the worker (jieba, kuromoji, wink loaded): ${mb(rssAfter)} (+${mb(rssAfter - rssBefore)}); worker heap ${worker?.heap} MB`,
);
await nlp.close();
