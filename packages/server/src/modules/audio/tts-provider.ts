/**
 * What a speech engine must offer the audio module. The offline eSpeak NG provider is the
 * default; a cloud voice can replace it by configuration (TTS_PROVIDER) without touching
 * the route, the cache or the web app.
 */
import type { Lang } from '@qfl/core';

export interface SynthesizedAudio {
  data: Buffer;
  /** e.g. `audio/wav`; the cache stores the file under the matching extension. */
  mime: string;
}

export interface TtsProvider {
  /** Stable id; cached files live under a folder of this name, so providers never mix. */
  readonly name: string;
  /** Voice ids this provider speaks a language with; the first one is the default. */
  voices(lang: Lang): readonly string[];
  synthesize(text: string, lang: Lang, voice: string): Promise<SynthesizedAudio>;
  /** Start the engine ahead of the first request (optional). */
  warm?(): Promise<void>;
  close?(): Promise<void>;
}

/** The text holds nothing the engine can pronounce (answered as `audio.textInvalid`). */
export class UnspeakableTextError extends Error {
  constructor(readonly text: string) {
    super('nothing speakable in the text');
  }
}
