/**
 * Speech for a (text, lang, voice, speed, format): from the disk cache when present, otherwise synthesized
 * once (concurrent requests for the same key share one synthesis), stored, then served from the
 * cache like a hit. Uncached syntheses wait in a fair queue per client (see fair-queue.ts).
 * Failures become `audio.failed` (500) and leave nothing in the cache; audio longer than
 * AUDIO_MAX_SECONDS is refused as `audio.textInvalid` (422) and not stored.
 */
import type { Lang } from '@qfl/core';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors.js';
import { type AudioCache, audioCacheKey } from './audio-cache.js';
import { FairQueue } from './fair-queue.js';
import { type AudioFormat, type SpeechOptions, type SynthesizedAudio, type TtsProvider, UnspeakableTextError } from './tts-provider.js';

export interface SpeechRequest {
  /** Already normalized (see audio-text.ts). */
  text: string;
  lang: Lang;
  /** A voice of the provider for this language; the default when absent. */
  voice?: string;
  /** Rendered by the engine at this rate (1 when absent). */
  speed?: number;
  /** `wav` when absent. */
  format?: AudioFormat;
}

/** A file under the cache folder, or (when it could not be stored) the bytes themselves. */
export type ServedAudio = { path: string; mime: string; cached: boolean } | { path: null; data: Buffer; mime: string; cached: false };

export interface AudioServiceOptions {
  /** Syntheses running at once (the pool's threads). */
  concurrency: number;
  /** Longer audio (at speed 1; slower speeds get 1/speed of it) is refused. */
  maxSeconds: number;
}

/** Seconds of a PCM WAV (from its byte rate), or null for anything else. */
export function wavSeconds(data: Buffer): number | null {
  if (data.length < 44 || data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WAVE') return null;
  const byteRate = data.readUInt32LE(28);
  return byteRate > 0 ? (data.length - 44) / byteRate : null;
}

export class AudioService {
  private readonly inflight = new Map<string, Promise<ServedAudio>>();
  readonly queue: FairQueue;

  constructor(
    readonly cache: AudioCache,
    private current: TtsProvider,
    private readonly log: FastifyBaseLogger,
    private readonly options: AudioServiceOptions,
  ) {
    this.queue = new FairQueue(options.concurrency, 1);
  }

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

  /**
   * `client` names who asks (user id or IP); it is only called on a miss, so a cache hit never
   * pays for resolving a token.
   */
  async speak(request: SpeechRequest, client: () => string | Promise<string>): Promise<ServedAudio> {
    const voice = this.resolveVoice(request.lang, request.voice);
    if (voice === null) throw new AppError('validation', 422, { field: 'voice' });
    const provider = this.current;
    const options: SpeechOptions = { speed: request.speed ?? 1, format: request.format ?? 'wav' };
    const key = audioCacheKey(request.text, request.lang, voice, options.speed, options.format);
    const hit = await this.cache.find(provider.name, key).catch((err: unknown) => {
      // An unreadable cache file is a miss: synthesize again (and log it), never a bare 500.
      this.log.warn({ err, key }, 'audio cache read failed');
      return null;
    });
    if (hit) return { ...hit, cached: true };

    const flightKey = `${provider.name}:${key}`;
    let flight = this.inflight.get(flightKey);
    if (!flight) {
      flight = Promise.resolve(client())
        .then((who) => this.queue.run(who, () => this.synthesize(provider, key, request.text, request.lang, voice, options)))
        .finally(() => {
          this.inflight.delete(flightKey);
        });
      this.inflight.set(flightKey, flight);
    }
    return flight;
  }

  private async synthesize(
    provider: TtsProvider,
    key: string,
    text: string,
    lang: Lang,
    voice: string,
    options: SpeechOptions,
  ): Promise<ServedAudio> {
    let audio: SynthesizedAudio;
    try {
      audio = await provider.synthesize(text, lang, voice, options);
    } catch (err) {
      if (err instanceof UnspeakableTextError) throw new AppError('audio.textInvalid', 422);
      this.log.error({ err, lang, voice, provider: provider.name }, 'speech synthesis failed');
      throw new AppError('audio.failed', 500);
    }
    const seconds = audio.seconds ?? wavSeconds(audio.data);
    // The cap is on speech at normal speed: a slowed-down sentence may last up to 1/speed as long.
    const cap = this.options.maxSeconds / Math.min(1, options.speed);
    if (seconds !== null && seconds > cap) throw new AppError('audio.textInvalid', 422);
    try {
      return { path: await this.cache.write(provider.name, key, audio), mime: audio.mime, cached: false };
    } catch (err) {
      // The answer is still good; only the next request pays for synthesis again.
      this.log.warn({ err }, 'could not cache synthesized speech');
      return { path: null, data: audio.data, mime: audio.mime, cached: false };
    }
  }
}
