/**
 * Benchmark of the turbo player in Chromium (playwright-core) against the built server with the
 * built-in content (e2e/server.ts), with the player's timing probe on (localStorage
 * `qflPlayerDebug`, see packages/web/src/features/player/engine/probe.ts):
 *   1. Start drift: a word book played "word only" at speed 1.0 with 0 ms gaps. For each of the
 *      first DRIFT_ITEMS steps the probe holds the timeline's planned start (previous start +
 *      duration + gap, core's rule) and the frame where the step actually began in the rendered
 *      audio (an AudioWorklet sees a marker pulse started with the same `start(when)` as the
 *      step's source). Drift = actual − planned; max and p99 of |drift|. Clips are rendered on the
 *      server first (its cache), as a learner's second listen would be; the browser still fetches
 *      and decodes every clip.
 *   2. Press play → first sound with the first clip cached (fetched and decoded while the page
 *      opened): the press, the context's resume, the wait until the planned start and the
 *      context's output latency (`baseLatency + outputLatency`), over PRESS_RUNS page loads.
 *   3. A 1,000-item playlist: the JS heap (CDP `Runtime.getHeapUsage` after a forced GC) and the
 *      decoded clips held by the engine, before playing, after the drift run and after skipping
 *      through to the end while playing (every skip loads and decodes the next clips).
 * Targets (issue 11): drift ≤ 5 ms for every item; first sound ≤ 300 ms; memory flat.
 * Run: npm run bench -- player-drift   (needs the built web and server: npm run build)
 */
import type { Playlist } from '@qfl/core';
import { chromium, type Page } from 'playwright-core';
import { startServer, waitForSmsCode } from '../e2e/server.js';
import { stats } from './_stats.js';

const DRIFT_ITEMS = Number(process.env.BENCH_DRIFT_ITEMS ?? 200);
const PRESS_RUNS = Number(process.env.BENCH_PRESS_RUNS ?? 5);
const PLAYLIST_ITEMS = 1000;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface ProbeView {
  plans: { seq: number; step: number; item: number; planned: number; at: number }[];
  actual: Record<number, number>;
  firstSoundMs: number | null;
}

async function call<T>(url: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(url + path, {
    method,
    headers: { ...(token ? { authorization: `Token ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Envelope<T>;
  if (json.code !== 200) throw new Error(`${method} ${path}: ${json.msg}`);
  return json.data;
}

const server = await startServer('bench-player', { SMS_RESEND_SECONDS: '1', RATE_LIMIT_PER_MINUTE: '100000' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const url = server.url;
  const phone = `139${String(Date.now()).slice(-8)}`;
  await call(url, null, 'POST', '/api/user/sendCode', { phone, purpose: 'register' });
  const session = await call<{ token: string; refreshToken: string; userInfo: { id: number } }>(url, null, 'POST', '/api/user/register/', {
    phone,
    code: await waitForSmsCode(server.logFile, phone),
    password: 'secret123',
  });
  const token = session.token;
  const userInfo = await call<{ id: number }>(url, token, 'PUT', '/api/user/settings', {
    identity: 'student',
    nativeLang: 'zh',
    learningLang: 'en',
    level: 5,
  });

  // The first English word book with at least 1,000 words, played whole.
  let bookId = 0;
  for (let level = 1; level <= 20 && bookId === 0; level++) {
    const books = await call<{ items: { id: number; type: string; itemCount: number }[] }>(
      url,
      token,
      'GET',
      `/api/books?lang=en&level=${level}`,
    );
    bookId = books.items.find((b) => b.type === 'word' && b.itemCount >= PLAYLIST_ITEMS)?.id ?? 0;
  }
  if (!bookId) throw new Error('no English word book of 1,000 words');
  const made = await call<{ id: number }>(url, token, 'POST', '/api/player/playlists', { kind: 'book', bookId });
  const playlist = await call<Playlist>(url, token, 'GET', `/api/player/playlists/${made.id}`);
  const items = playlist.items.slice(0, PLAYLIST_ITEMS);
  await call(url, token, 'PUT', '/api/player/settings', { mode: 'word_only', speed: 1, inWordGapMs: 0, betweenGapMs: 0, loopCount: 0 });

  // Render the drift run's clips first (the server's cache), two at a time like its workers.
  const render = async (from: number, to: number) => {
    let next = from;
    const worker = async () => {
      while (next < to) {
        const item = items[next++];
        if (!item) continue;
        const q = new URLSearchParams({ text: item.text, lang: item.lang, speed: '1', format: 'mp3' });
        await fetch(`${url}/api/audio?${q}`).then((r) => r.arrayBuffer());
      }
    };
    await Promise.all([worker(), worker()]);
  };
  const t0 = performance.now();
  await render(0, DRIFT_ITEMS + 20);
  console.log(`clips rendered for the drift run: ${DRIFT_ITEMS + 20} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // The rest render in the background while the drift run plays.
  const rest = render(DRIFT_ITEMS + 20, items.length);

  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${url}/#/`);
  await page.evaluate(
    ({ s, u }) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('refreshToken', s.refreshToken);
      localStorage.setItem('userInfo', JSON.stringify(u));
      localStorage.setItem('firstRunHome', JSON.stringify([u.id]));
      localStorage.setItem('qflPlayerDebug', '1');
    },
    { s: session, u: userInfo },
  );
  await page.reload();
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const held = await page.evaluate(
      () => (window as unknown as { __qflPlayer?: { engine: { heldBuffers: number } } }).__qflPlayer?.engine.heldBuffers ?? -1,
    );
    return { mb: usedSize / 1048576, held };
  };
  const probe = (p: Page) =>
    p.evaluate(() => {
      const w = window as unknown as { __qflPlayer?: { engine: { probeRecord: ProbeView | null } } };
      return JSON.parse(JSON.stringify(w.__qflPlayer?.engine.probeRecord ?? null)) as ProbeView | null;
    });
  const openPlayer = async () => {
    // A fresh document each time (a hash change alone would keep the old engine).
    await page.goto(`${url}/#/pages/player/turbo?playlist=${made.id}`);
    await page.reload();
    await page.getByTestId('player-now').waitFor();
    // The first clips load while the page opens: wait until the buffer ahead is full (16 clips decoded).
    await page.waitForFunction(
      () => ((window as unknown as { __qflPlayer?: { engine: { readyBuffers: number } } }).__qflPlayer?.engine.readyBuffers ?? 0) >= 16,
      undefined,
      { timeout: 120_000, polling: 200 },
    );
  };

  // 2. Press → first sound, first clip cached.
  const firsts: number[] = [];
  for (let i = 0; i < PRESS_RUNS; i++) {
    await call(url, token, 'PUT', `/api/player/playlists/${made.id}/position`, { index: 0, loop: 0 });
    await openPlayer();
    await page.getByTestId('player-toggle').click();
    await page.waitForFunction(() => {
      const w = window as unknown as { __qflPlayer?: { engine: { probeRecord: ProbeView | null } } };
      return w.__qflPlayer?.engine.probeRecord?.firstSoundMs != null;
    });
    firsts.push((await probe(page))?.firstSoundMs ?? Number.NaN);
  }

  // 1. Drift over the first DRIFT_ITEMS steps, from a fresh page at item 0.
  await call(url, token, 'PUT', `/api/player/playlists/${made.id}/position`, { index: 0, loop: 0 });
  await openPlayer();
  const heapBefore = await heap();
  await page.getByTestId('player-toggle').click();
  await page.waitForFunction(
    (n) => {
      const r = (window as unknown as { __qflPlayer?: { engine: { probeRecord: ProbeView | null } } }).__qflPlayer?.engine.probeRecord;
      if (!r) return false;
      const first = r.plans.slice(0, n);
      return first.length === n && first.every((p) => r.actual[p.seq] !== undefined);
    },
    DRIFT_ITEMS,
    { timeout: DRIFT_ITEMS * 5_000, polling: 1000 },
  );
  const record = (await probe(page)) as ProbeView;
  const plans = record.plans.slice(0, DRIFT_ITEMS);
  const drift = plans.map((p) => Math.abs((record.actual[p.seq] as number) - p.planned) * 1000);
  // A start given later than planned is a buffering wait (the clip was not decoded in time), not a scheduling error.
  const waits = plans.filter((p) => p.at > p.planned + 1e-9).map((p) => (p.at - p.planned) * 1000);
  const scheduling = plans.map((p) => Math.abs((record.actual[p.seq] as number) - p.at) * 1000);
  const itemsPlayed = new Set(plans.map((p) => p.item)).size;
  const heapAfterDrift = await heap();

  // 3. Skip through to the end of the 1,000-item playlist while it plays.
  await rest;
  const skipsFrom = Number(await page.getByTestId('player-now').getAttribute('data-index'));
  const along: { at: number; mb: number; held: number; probeKb: number }[] = [];
  const probeKb = async () => ((await probe(page)) ? JSON.stringify(await probe(page)).length / 1024 : 0);
  for (let i = skipsFrom; i < items.length - 1; i++) {
    await page.getByTestId('player-next').click();
    await page.waitForTimeout(60);
    if ((i + 2) % 200 === 0) {
      // Let the clips of the new place arrive and play a moment, then measure.
      await page.waitForTimeout(1500);
      along.push({ at: i + 2, ...(await heap()), probeKb: await probeKb() });
    }
  }
  await page.waitForTimeout(3000);
  const lastIndex = Number(await page.getByTestId('player-now').getAttribute('data-index'));
  const heapAfterAll = await heap();

  const d = stats(drift);
  const f = stats(firsts);
  console.log(`start drift over ${DRIFT_ITEMS} steps (${itemsPlayed} items, word only, 1.0×, 0 ms gaps):`);
  const sc = stats(scheduling);
  console.log(`  |actual − planned| max ${d.max.toFixed(3)} ms, p99 ${d.p99.toFixed(3)} ms, p50 ${d.p50.toFixed(3)} ms`);
  console.log(
    `  buffering waits (clip not decoded at its time): ${waits.length}${waits.length ? `, longest ${Math.max(...waits).toFixed(0)} ms` : ''}; ` +
      `|actual − start given| max ${sc.max.toFixed(3)} ms, p99 ${sc.p99.toFixed(3)} ms`,
  );
  console.log(`  target ≤ 5 ms for every item: ${d.max <= 5 ? 'met' : 'NOT met'}`);
  console.log(
    `press → first sound (first clip cached, ${PRESS_RUNS} runs): p50 ${f.p50.toFixed(1)} ms, max ${f.max.toFixed(1)} ms (target ≤ 300 ms: ${f.max <= 300 ? 'met' : 'NOT met'})`,
  );
  console.log(`1,000-item playlist, JS heap after GC / decoded clips held:`);
  console.log(`  before play ${heapBefore.mb.toFixed(2)} MB / ${heapBefore.held}`);
  console.log(`  after ${DRIFT_ITEMS} steps played ${heapAfterDrift.mb.toFixed(2)} MB / ${heapAfterDrift.held}`);
  for (const p of along)
    console.log(
      `  playing at item ${p.at} ${p.mb.toFixed(2)} MB / ${p.held} (of which the debug probe's records ~${p.probeKb.toFixed(0)} KB)`,
    );
  console.log(
    `  after skipping on to item ${lastIndex + 1} of ${items.length} (played out) ${heapAfterAll.mb.toFixed(2)} MB / ${heapAfterAll.held}`,
  );
  console.log(`  growth ${(heapAfterAll.mb - heapBefore.mb).toFixed(2)} MB (${((heapAfterAll.mb / heapBefore.mb - 1) * 100).toFixed(1)}%)`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
