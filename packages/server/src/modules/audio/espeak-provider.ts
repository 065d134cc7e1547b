/**
 * The offline provider: eSpeak NG (the `espeak-ng` npm package, GPL-3.0, run as WebAssembly
 * in a worker thread of the server process). Voices per language, default first. Japanese text goes through
 * the kanji → kana converter first because eSpeak's `ja` voice reads kana only.
 */
import type { Lang } from '@qfl/core';
import { EspeakEngine } from './espeak-engine.js';
import { type SynthesizedAudio, type TtsProvider, UnspeakableTextError } from './tts-provider.js';

export const ESPEAK_VOICES: Readonly<Record<Lang, readonly string[]>> = {
  en: ['en-us', 'en-gb'],
  zh: ['cmn'],
  ja: ['ja'],
  ko: ['ko'],
  es: ['es'],
};

/** A WAV with its 44-byte header and under ~50 ms of 22 kHz samples carries no speech. */
const MIN_WAV_BYTES = 44 + 2 * 1000;

export class EspeakProvider implements TtsProvider {
  readonly name = 'espeak';

  constructor(private readonly engine: EspeakEngine = new EspeakEngine()) {}

  voices(lang: Lang): readonly string[] {
    return ESPEAK_VOICES[lang];
  }

  async synthesize(text: string, lang: Lang, voice: string): Promise<SynthesizedAudio> {
    if (!this.voices(lang).includes(voice)) throw new Error(`espeak has no voice ${voice} for ${lang}`);
    const spoken = lang === 'ja' ? await this.engine.toKana(text) : text;
    if (!/[\p{L}\p{N}]/u.test(spoken)) throw new UnspeakableTextError(text);
    const data = await this.engine.synthesize(voice, spoken);
    if (data.length < MIN_WAV_BYTES) throw new UnspeakableTextError(text);
    return { data, mime: 'audio/wav' };
  }

  warm(): Promise<void> {
    return this.engine.warm();
  }

  close(): Promise<void> {
    return this.engine.close();
  }
}
