/**
 * What a speech engine must offer the audio module. The offline eSpeak NG provider is the
 * default; a cloud voice can replace it by configuration (TTS_PROVIDER) without touching
 * the route, the cache or the web app.
 */
import type { AudioFormat, Lang } from '@qfl/core';

/** AUDIO_FORMATS of @qfl/core: WAV (the default) or MP3 (the turbo player: ~10× smaller). */
export type { AudioFormat };
export const AUDIO_MIMES: Readonly<Record<AudioFormat, string>> = { wav: 'audio/wav', mp3: 'audio/mpeg' };

export interface SpeechOptions {
  /** Rate relative to the voice's normal one (TURBO_SPEEDS ∪ NATIVE_SPEEDS), rendered by the engine itself. */
  speed: number;
  format: AudioFormat;
}

export interface SynthesizedAudio {
  data: Buffer;
  /** e.g. `audio/wav`; the cache stores the file under the matching extension. */
  mime: string;
  /** Length of the audio when the bytes do not tell it cheaply (compressed formats). */
  seconds?: number;
}

export interface TtsProvider {
  /** Stable id; cached files live under a folder of this name, so providers never mix. */
  readonly name: string;
  /** Voice ids this provider speaks a language with; the first one is the default. */
  voices(lang: Lang): readonly string[];
  /** Speed 1 WAV when `options` is absent. */
  synthesize(text: string, lang: Lang, voice: string, options?: SpeechOptions): Promise<SynthesizedAudio>;
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
