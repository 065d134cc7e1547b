/**
 * Fairness of speech synthesis (`npx tsx bench/audio-fairness.ts`): client A floods uncached
 * sentences (several in flight all the time) while client B asks for uncached single words one
 * after another. B's latency and wait (latency minus its own synthesis) are reported for B alone,
 * with the fair queue (per-client queues, one synthesis per client, round-robin) and with one
 * FIFO for everybody (what the server did before, with 1 thread), for 1 and 2 speech threads.
 * Target: B waits ≤ ~100 ms behind A's flood.
 */
import { cpus, loadavg } from 'node:os';
import type { TtsProvider } from '../packages/server/src/modules/audio/tts-provider.js';
import { createTestApp } from '../packages/server/src/test/harness.js';

const ms = (n: number) => `${n.toFixed(0)} ms`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const url = (text: string, lang: string) => `/api/audio?${new URLSearchParams({ text, lang })}`;
const sleep = (n: number) => new Promise((resolve) => setTimeout(resolve, n));

const B_WORDS = [
  'apple',
  'banana',
  'cherry',
  'library',
  'window',
  'garden',
  'river',
  'mountain',
  'teacher',
  'student',
  'morning',
  'evening',
  'yellow',
  'orange',
  'pencil',
  'kitchen',
  'bottle',
  'doctor',
  'market',
  'winter',
];
const A_IN_FLIGHT = 6;

type Mode = 'alone' | 'fair' | 'fifo';

async function scenario(mode: Mode, threads: number, round: number) {
  const t = await createTestApp('sqlite', { LOG_LEVEL: 'warn', AUDIO_WORKERS: threads });
  const service = t.app.audio;
  await service.provider.warm?.();
  // Time each synthesis by text, so B's wait is its latency minus its own synthesis.
  const inner = service.provider;
  const synthMs = new Map<string, number>();
  const timing: TtsProvider = {
    name: inner.name,
    voices: (lang) => inner.voices(lang),
    async synthesize(text, lang, voice) {
      const started = performance.now();
      try {
        return await inner.synthesize(text, lang, voice);
      } finally {
        synthMs.set(text, performance.now() - started);
      }
    },
  };
  service.useProvider(timing);
  if (mode === 'fifo') {
    // Everybody in one queue: first come, first served.
    const run = service.queue.run.bind(service.queue);
    service.queue.run = (_client, task) => run('everybody', task);
  }

  let flooding = mode !== 'alone';
  let aSent = 0;
  const flood = async (lane: number) => {
    while (flooding && aSent < 110) {
      const n = aSent++;
      const text = `Round ${round} lane ${lane} sentence ${n}: the quick brown fox jumps over the lazy dog by the river.`;
      await t.app.inject({ url: url(text, 'en'), remoteAddress: '10.0.0.1' });
    }
  };
  const lanes = mode === 'alone' ? [] : Array.from({ length: A_IN_FLIGHT }, (_, i) => flood(i));
  await sleep(mode === 'alone' ? 0 : 300);

  const latency: number[] = [];
  const wait: number[] = [];
  for (const word of B_WORDS) {
    const text = `${word} ${round}`;
    const started = performance.now();
    const res = await t.app.inject({ url: url(text, 'en'), remoteAddress: '10.0.0.2' });
    const took = performance.now() - started;
    if (res.statusCode !== 200 || res.headers['x-audio-cache'] !== 'miss') throw new Error(`B got ${res.statusCode}`);
    latency.push(took);
    wait.push(Math.max(0, took - (synthMs.get(text) ?? 0)));
    await sleep(50);
  }
  flooding = false;
  await Promise.all(lanes);
  await t.close();
  latency.sort((a, b) => a - b);
  wait.sort((a, b) => a - b);
  const aSynth = [...synthMs.entries()].filter(([text]) => text.startsWith('Round')).map(([, took]) => took);
  const aMean = aSynth.length ? aSynth.reduce((x, y) => x + y, 0) / aSynth.length : NaN;
  return { latency, wait, aSent, aMean };
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${cpus().length} cores; A keeps ${A_IN_FLIGHT} sentences in flight; B asks ${B_WORDS.length} words one after another`,
);
console.log(
  `${'scenario'.padEnd(44)} ${'B latency p50'.padStart(14)} ${'p99'.padStart(8)} ${'B wait p50'.padStart(12)} ${'p99'.padStart(8)}   A`,
);
const scenarios: [Mode, number, string][] = [
  ['alone', 2, 'B alone, 2 threads (baseline)'],
  ['fair', 2, 'A flooding, fair queue, 2 threads (default)'],
  ['fair', 1, 'A flooding, fair queue, 1 thread'],
  ['fifo', 1, 'A flooding, one FIFO, 1 thread (before)'],
  ['fifo', 2, 'A flooding, one FIFO, 2 threads'],
];
let round = 0;
for (const [mode, threads, label] of scenarios) {
  const r = await scenario(mode, threads, round++);
  const a = mode === 'alone' ? '' : `${r.aSent} sentences, synthesis ~${ms(r.aMean)} each`;
  console.log(
    `${label.padEnd(44)} ${ms(pct(r.latency, 50)).padStart(14)} ${ms(pct(r.latency, 99)).padStart(8)} ${ms(pct(r.wait, 50)).padStart(12)} ${ms(pct(r.wait, 99)).padStart(8)}   ${a}`,
  );
}
