/**
 * Synthesized speech on disk under AUDIO_CACHE_DIR/<provider>/<2 hex>/<sha256>.<ext>, keyed by
 * the sha256 of the normalized (text, lang, voice). Files are written to a temporary name and
 * renamed into place, so a reader sees a whole file or none; a failed write leaves nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SynthesizedAudio } from './tts-provider.js';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
};
const MIMES = Object.entries(EXTENSIONS).map(([mime, ext]) => ({ mime, ext }));

export interface CachedAudio extends SynthesizedAudio {
  /** Strong ETag: the provider and the cache key, which fix the bytes (no need to hash them on every hit). */
  etag: string;
}

export function audioCacheKey(text: string, lang: string, voice: string): string {
  return createHash('sha256')
    .update(JSON.stringify([text, lang, voice]))
    .digest('hex');
}

export function etagOf(provider: string, key: string): string {
  return `"${provider}-${key.slice(0, 32)}"`;
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export class AudioCache {
  constructor(private readonly dir: string) {}

  pathOf(provider: string, key: string, ext: string): string {
    return join(this.dir, provider, key.slice(0, 2), `${key}.${ext}`);
  }

  async read(provider: string, key: string): Promise<CachedAudio | null> {
    for (const { mime, ext } of MIMES) {
      try {
        const data = await readFile(this.pathOf(provider, key, ext));
        return { data, mime, etag: etagOf(provider, key) };
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    }
    return null;
  }

  async write(provider: string, key: string, audio: SynthesizedAudio): Promise<void> {
    const ext = EXTENSIONS[audio.mime];
    if (!ext) throw new Error(`no cache extension for ${audio.mime}`);
    const path = this.pathOf(provider, key, ext);
    const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    await mkdir(join(path, '..'), { recursive: true });
    try {
      await writeFile(tmp, audio.data, { flag: 'wx' });
      await rename(tmp, path);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
  }
}
