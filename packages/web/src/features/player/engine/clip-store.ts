/**
 * The engine's decoded clips: which clip a step speaks (by key), fetching and decoding them ahead
 * through the buffer cache, and forgetting every clip that is no longer needed.
 */
import type { PlayerSide, PlaylistItem } from '@qfl/core';
import { BufferCache, type LoadState } from './buffer-cache';
import { type AudioSource, audioKey, stepSource } from './step-audio';
import type { EngineDeps, EngineSettings } from './types';

/** A decoded clip and where its speech begins (seconds of leading decoder silence skipped). */
export interface Clip {
  buffer: AudioBuffer;
  offset: number;
  /** Played length: the buffer after the offset. */
  duration: number;
}

export class ClipStore {
  private readonly cache: BufferCache<Clip>;
  private readonly sourceOfKey = new Map<string, AudioSource>();

  constructor(fetchAudio: EngineDeps['fetchAudio'], context: () => AudioContext, onSettled: () => void) {
    this.cache = new BufferCache<Clip>({
      load: async (key, signal, attempt) => {
        const source = this.sourceOfKey.get(key);
        if (!source) throw new Error('unknown clip');
        const { bytes, offset } = await fetchAudio(source, signal, attempt);
        const buffer = await context().decodeAudioData(bytes);
        const skip = Math.min(offset, buffer.duration);
        return { buffer, offset: skip, duration: buffer.duration - skip };
      },
      onSettled,
      concurrency: 3,
      retries: 2,
      delay: (ms) => new Promise((r) => setTimeout(r, ms)),
    });
  }

  /** The key of what an item's side speaks with these settings (remembered until dropped). */
  keyOf(item: PlaylistItem, side: PlayerSide, settings: EngineSettings): string {
    const source = stepSource(item, side, settings);
    const key = audioKey(source);
    this.sourceOfKey.set(key, source);
    return key;
  }

  get(key: string): LoadState<Clip> | undefined {
    return this.cache.get(key);
  }

  /** Loads `wanted` (in order of need) and drops every clip not in `keep`. */
  update(wanted: readonly string[], keep: ReadonlySet<string>): void {
    this.cache.retain(keep);
    for (const key of [...this.sourceOfKey.keys()]) if (!keep.has(key)) this.sourceOfKey.delete(key);
    this.cache.want(wanted);
  }

  readyCount(): number {
    return this.cache.readyCount();
  }

  heldCount(): number {
    return this.cache.keys().length;
  }

  clear(): void {
    this.cache.clear();
    this.sourceOfKey.clear();
  }
}
