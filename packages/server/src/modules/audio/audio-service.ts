/**
 * Speech for a (text, lang, voice): from the disk cache when present, otherwise synthesized
 * once (concurrent requests for the same key share one synthesis), stored, then served.
 * Failures become `audio.failed` (500) and leave nothing in the cache.
 */
import type { Lang } from '@qfl/core';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors.js';
import { type AudioCache, audioCacheKey, type CachedAudio, etagOf } from './audio-cache.js';
import { type SynthesizedAudio, type TtsProvider, UnspeakableTextError } from './tts-provider.js';

export interface SpeechRequest {
  /** Already normalized (see audio-text.ts). */
  text: string;
  lang: Lang;
  /** A voice of the provider for this language; the default when absent. */
  voice?: string;
}

export interface ServedAudio extends CachedAudio {
  cached: boolean;
}

export class AudioService {
  private readonly inflight = new Map<string, Promise<ServedAudio>>();

  constructor(
    private readonly cache: AudioCache,
    private current: TtsProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  get provider(): TtsProvider {
    return this.current;
  }

  /** Swap the engine (tests wrap it to count calls; a reconfiguration could too). */
  useProvider(provider: TtsProvider): void {
    this.current = provider;
  }

  /** The voice to use, or null when the provider has no such voice for the language. */
  resolveVoice(lang: Lang, voice: string | undefined): string | null {
    const voices = this.current.voices(lang);
    if (voice === undefined) return voices[0] ?? null;
    return voices.includes(voice) ? voice : null;
  }

  async speak(request: SpeechRequest): Promise<ServedAudio> {
    const voice = this.resolveVoice(request.lang, request.voice);
    if (voice === null) throw new AppError('validation', 422, { field: 'voice' });
    const provider = this.current;
    const key = audioCacheKey(request.text, request.lang, voice);
    const hit = await this.cache.read(provider.name, key).catch((err: unknown) => {
      // An unreadable cache file is a miss: synthesize again (and log it), never a bare 500.
      this.log.warn({ err, key }, 'audio cache read failed');
      return null;
    });
    if (hit) return { ...hit, cached: true };

    const flightKey = `${provider.name}:${key}`;
    let flight = this.inflight.get(flightKey);
    if (!flight) {
      flight = this.synthesize(provider, key, request.text, request.lang, voice).finally(() => {
        this.inflight.delete(flightKey);
      });
      this.inflight.set(flightKey, flight);
    }
    return flight;
  }

  private async synthesize(provider: TtsProvider, key: string, text: string, lang: Lang, voice: string): Promise<ServedAudio> {
    let audio: SynthesizedAudio;
    try {
      audio = await provider.synthesize(text, lang, voice);
    } catch (err) {
      if (err instanceof UnspeakableTextError) throw new AppError('audio.textInvalid', 422);
      this.log.error({ err, lang, voice, provider: provider.name }, 'speech synthesis failed');
      throw new AppError('audio.failed', 500);
    }
    try {
      await this.cache.write(provider.name, key, audio);
    } catch (err) {
      // The answer is still good; only the next request pays for synthesis again.
      this.log.warn({ err }, 'could not cache synthesized speech');
    }
    return { ...audio, etag: etagOf(provider.name, key), cached: false };
  }
}
