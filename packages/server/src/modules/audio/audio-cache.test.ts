/** The capped audio cache: LRU eviction under AUDIO_CACHE_MAX_MB, the start scan, vanished files. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AudioCache, audioCacheKey } from './audio-cache.js';

const KB = 1024;
const audio = (kb: number) => ({ data: Buffer.alloc(kb * KB, 1), mime: 'audio/wav' });

function folderBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((n, e) => n + statSync(join(e.parentPath, e.name)).size, 0);
}

describe('AudioCache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'qfl-audio-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('keeps the folder under the cap, evicting the least recently used files', async () => {
    const cache = new AudioCache(dir, 100 * KB);
    await cache.load();
    const keys = Array.from({ length: 12 }, (_, i) => audioCacheKey(`word ${i}`, 'en', 'en-us'));
    for (const [i, key] of keys.entries()) {
      await cache.write('espeak', key, audio(20));
      // Word 0 is used again and again: it must survive while newer, unused words go.
      if (i > 0) expect(await cache.find('espeak', keys[0] as string)).not.toBeNull();
      await settle();
      expect(folderBytes(dir)).toBeLessThanOrEqual(100 * KB);
    }
    expect(cache.size).toBeLessThanOrEqual(100 * KB);
    expect(await cache.find('espeak', keys[0] as string)).not.toBeNull();
    expect(await cache.find('espeak', keys[1] as string)).toBeNull();
    expect(await cache.find('espeak', keys[11] as string)).not.toBeNull();
  });

  it('rebuilds its index from the folder at start and evicts the oldest past the cap', async () => {
    const old = new AudioCache(dir, 1000 * KB);
    const keys = Array.from({ length: 6 }, (_, i) => audioCacheKey(`start ${i}`, 'en', 'en-us'));
    for (const [i, key] of keys.entries()) {
      await old.write('espeak', key, audio(30));
      const when = new Date(Date.UTC(2026, 0, 1 + i));
      utimesSync(join(dir, old.pathOf('espeak', key, 'wav')), when, when);
    }
    // A temporary file left by a crash an hour ago goes too.
    mkdirSync(join(dir, 'espeak', 'ff'), { recursive: true });
    const tmp = join(dir, 'espeak', 'ff', 'x.wav.1.abc.tmp');
    writeFileSync(tmp, 'partial');
    utimesSync(tmp, new Date(2026, 0, 1), new Date(2026, 0, 1));

    const cache = new AudioCache(dir, 100 * KB);
    await cache.load();
    await settle();
    expect(folderBytes(dir)).toBeLessThanOrEqual(100 * KB);
    expect(cache.size).toBe(90 * KB);
    // The three most recently used files stay.
    const kept = await Promise.all(keys.map((key) => cache.find('espeak', key)));
    expect(kept.map((k) => k !== null)).toEqual([false, false, false, true, true, true]);
  });

  it('treats a file another process deleted as a miss', async () => {
    const cache = new AudioCache(dir, 100 * KB);
    const key = audioCacheKey('gone', 'en', 'en-us');
    const path = await cache.write('espeak', key, audio(10));
    rmSync(join(dir, path));
    expect(await cache.find('espeak', key)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('does not keep a file larger than the whole cap', async () => {
    const cache = new AudioCache(dir, 10 * KB);
    await cache.write('espeak', audioCacheKey('huge', 'en', 'en-us'), audio(20));
    await settle();
    expect(folderBytes(dir)).toBe(0);
  });
});
