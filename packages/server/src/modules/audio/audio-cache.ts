/**
 * Synthesized speech on disk under AUDIO_CACHE_DIR/<provider>/<2 hex>/<sha256>.<ext>, keyed by
 * the sha256 of the normalized (text, lang, voice[, speed, format]). Files are written to a temporary name and
 * renamed into place, so a reader sees a whole file or none; a failed write leaves nothing.
 *
 * The folder is capped (AUDIO_CACHE_MAX_MB): an in-memory LRU of the files' sizes (lru-cache,
 * rebuilt at start by scanning the folder, oldest access or write first) deletes the least
 * recently used files once the total passes the cap. Several processes may share the folder:
 * each one caps what it knows (its own writes, the files it served, the start scan), and a
 * file that vanished under us (another process evicted it) is a miss, never an error.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { SynthesizedAudio } from './tts-provider.js';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
};
const MIMES = Object.entries(EXTENSIONS).map(([mime, ext]) => ({ mime, ext }));
/** Temporary files older than this were left by a crash: the start scan removes them. */
const STALE_TMP_MS = 3600_000;

/**
 * Speed 1 WAV keeps the key it had before speeds and formats existed (caches stay valid); any
 * other speed or format adds both to the hashed tuple.
 */
export function audioCacheKey(text: string, lang: string, voice: string, speed = 1, format = 'wav'): string {
  const tuple = speed === 1 && format === 'wav' ? [text, lang, voice] : [text, lang, voice, speed, format];
  return createHash('sha256').update(JSON.stringify(tuple)).digest('hex');
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export class AudioCache {
  /** Relative path (with `/`) → size in bytes, least recently used first. */
  private readonly index: LRUCache<string, number>;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    private readonly onError: (err: unknown, path: string) => void = () => undefined,
  ) {
    this.index = new LRUCache<string, number>({
      maxSize: maxBytes,
      sizeCalculation: (size) => Math.max(1, size),
      dispose: (_size, path, reason) => {
        if (reason === 'evict') this.remove(path);
      },
    });
  }

  /** Bytes of the files this process knows about (at most the cap). */
  get size(): number {
    return this.index.calculatedSize;
  }

  /** Path of a file relative to `dir`, with `/` (what reply.sendFile takes). */
  pathOf(provider: string, key: string, ext: string): string {
    return posix.join(provider, key.slice(0, 2), `${key}.${ext}`);
  }

  /** Indexes the files already in the folder (evicting past the cap) and clears stale temporary files. */
  async load(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const entries = await readdir(this.dir, { recursive: true, withFileTypes: true });
    const files: { path: string; size: number; used: number }[] = [];
    const now = Date.now();
    const batch = 64;
    const found = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    for (let i = 0; i < found.length; i += batch) {
      await Promise.all(
        found.slice(i, i + batch).map(async (full) => {
          const path = relative(this.dir, full).split(sep).join('/');
          const info = await stat(full).catch(() => null);
          if (!info) return;
          if (path.endsWith('.tmp')) {
            if (now - info.mtimeMs > STALE_TMP_MS) await unlink(full).catch(() => undefined);
            return;
          }
          files.push({ path, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) });
        }),
      );
    }
    files.sort((a, b) => a.used - b.used);
    for (const file of files) this.track(file.path, file.size);
  }

  /** The cached file for a key, marked as just used; null when there is none (or it vanished). */
  async find(provider: string, key: string): Promise<{ path: string; mime: string } | null> {
    for (const { mime, ext } of MIMES) {
      const path = this.pathOf(provider, key, ext);
      try {
        const info = await stat(join(this.dir, path));
        this.track(path, info.size);
        return { path, mime };
      } catch (err) {
        this.index.delete(path);
        if (!isMissing(err)) throw err;
      }
    }
    return null;
  }

  /** Stores audio and returns its path relative to `dir`. */
  async write(provider: string, key: string, audio: SynthesizedAudio): Promise<string> {
    const ext = EXTENSIONS[audio.mime];
    if (!ext) throw new Error(`no cache extension for ${audio.mime}`);
    const path = this.pathOf(provider, key, ext);
    const full = join(this.dir, path);
    const tmp = `${full}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    await mkdir(join(full, '..'), { recursive: true });
    try {
      await writeFile(tmp, audio.data, { flag: 'wx' });
      await rename(tmp, full);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    this.track(path, audio.data.length);
    return path;
  }

  private track(path: string, size: number): void {
    if (this.index.get(path) === size) return;
    this.index.set(path, size);
    // A file larger than the whole cap is not kept at all.
    if (!this.index.has(path)) this.remove(path);
  }

  private remove(path: string): void {
    unlink(join(this.dir, path)).catch((err: unknown) => {
      if (!isMissing(err)) this.onError(err, path);
    });
  }
}
