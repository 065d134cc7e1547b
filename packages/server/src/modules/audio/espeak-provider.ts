/**
 * The offline provider: eSpeak NG (the `espeak-ng` npm package, GPL-3.0, run as WebAssembly
 * in a worker thread of the server process). Voices per language, default first. Japanese text goes through
 * the kanji → kana converter first because eSpeak's `ja` voice reads kana only.
 */
import type { Lang } from '@qfl/core';
import { EspeakEngine } from './espeak-engine.js';
import { ESPEAK_NORMAL_RATE } from './espeak-runner.js';
import { AUDIO_MIMES, type SpeechOptions, type SynthesizedAudio, type TtsProvider, UnspeakableTextError } from './tts-provider.js';

export const ESPEAK_VOICES: Readonly<Record<Lang, readonly string[]>> = {
  en: ['en-us', 'en-gb'],
  zh: ['cmn'],
  ja: ['ja'],
  ko: ['ko'],
  es: ['es'],
};

/** A WAV with its 44-byte header and under ~50 ms of 22 kHz samples carries no speech. */
const MIN_WAV_BYTES = 44 + 2 * 1000;
const MIN_SECONDS = 0.05;

export class EspeakProvider implements TtsProvider {
  readonly name = 'espeak';

  constructor(private readonly engine: EspeakEngine = new EspeakEngine()) {}

  voices(lang: Lang): readonly string[] {
    return ESPEAK_VOICES[lang];
  }

  /**
   * A speed is eSpeak's own rate (`-s`), not a time-stretch of the rendered audio: a formant
   * synthesizer shortens its phonemes and keeps its pitch, so 2× stays clear and 0.5× is not a
   * smeared recording.
   */
  async synthesize(text: string, lang: Lang, voice: string, options?: SpeechOptions): Promise<SynthesizedAudio> {
    if (!this.voices(lang).includes(voice)) throw new Error(`espeak has no voice ${voice} for ${lang}`);
    const spoken = lang === 'ja' ? await this.engine.toKana(text) : text;
    if (!/[\p{L}\p{N}]/u.test(spoken)) throw new UnspeakableTextError(text);
    const speed = options?.speed ?? 1;
    const format = options?.format ?? 'wav';
    const rate = Math.round(ESPEAK_NORMAL_RATE * speed);
    const { data, seconds } = await this.engine.render(voice, spoken, { rate, format });
    if (format === 'wav' ? data.length < MIN_WAV_BYTES : (seconds ?? 0) < MIN_SECONDS) throw new UnspeakableTextError(text);
    return { data, mime: AUDIO_MIMES[format], ...(seconds !== null ? { seconds } : {}) };
  }

  warm(): Promise<void> {
    return this.engine.warm();
  }

  close(): Promise<void> {
    return this.engine.close();
  }
}
