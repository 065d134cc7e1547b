/**
 * The MP3 start offset the audio route announces (`X-Audio-Start-Offset`, MP3_START_SAMPLES) is
 * what Chromium's decoder really yields before the speech: the turbo player starts each clip that
 * far in to keep gaps exact. A WAV like eSpeak's (16-bit mono, 22,050 Hz: silence, then a burst of
 * seeded noise, whose sharp autocorrelation pins the alignment) is encoded by the server's encoder;
 * both are decoded by `decodeAudioData` in Chromium, and the lag that best aligns them is the offset.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESPEAK_SAMPLE_RATE, MP3_START_SAMPLES, wavToMp3 } from '../packages/server/src/modules/audio/mp3.js';
import { launch } from './browser.js';

// Given to the page as text: the bundler's helpers must not end up inside it.
const ALIGN = `async ([wav, mp3]) => {
  const ctx = new OfflineAudioContext(1, ${ESPEAK_SAMPLE_RATE}, ${ESPEAK_SAMPLE_RATE});
  const decode = (b64) => ctx.decodeAudioData(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer);
  const a = (await decode(wav)).getChannelData(0);
  const decoded = await decode(mp3);
  const b = decoded.getChannelData(0);
  let first = 0;
  while (first < a.length && Math.abs(a[first]) < 0.015) first++;
  let best = -1, bestScore = -Infinity;
  for (let lag = 0; lag < 3000; lag++) {
    let score = 0;
    for (let i = first; i < first + 3000 && i < a.length; i++) score += a[i] * (b[i + lag] ?? 0);
    if (score > bestScore) { bestScore = score; best = lag; }
  }
  return { lag: best, sampleRate: decoded.sampleRate };
}`;

/** A 16-bit mono WAV: `lead` seconds of silence, then `length` seconds of seeded noise. */
function noiseWav(seed: number, lead: number, length: number): Buffer {
  const rate = ESPEAK_SAMPLE_RATE;
  const n = Math.round((lead + length + 0.2) * rate);
  const out = Buffer.alloc(44 + n * 2);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + n * 2, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(n * 2, 40);
  let x = seed;
  for (let i = Math.round(lead * rate); i < Math.round((lead + length) * rate); i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out.writeInt16LE(Math.round(((x / 2 ** 32) * 2 - 1) * 12_000), 44 + i * 2);
  }
  return out;
}

describe('MP3 start offset in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([
    [1, 0.1, 0.4],
    [7, 0.03, 1.5],
  ])('decodes a clip (seed %i, %f s of silence) with the announced leading delay', async (seed, lead, length) => {
    const wav = noiseWav(seed, lead, length);
    const mp3 = await wavToMp3(wav);
    const page = await browser.newPage();
    const args = JSON.stringify([wav.toString('base64'), Buffer.from(mp3).toString('base64')]);
    const found = (await page.evaluate(`(${ALIGN})(${args})`)) as { lag: number; sampleRate: number };
    await page.close();
    expect(found.sampleRate).toBe(ESPEAK_SAMPLE_RATE);
    expect(found.lag).toBe(MP3_START_SAMPLES);
  });
});
