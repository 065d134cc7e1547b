/**
 * GET /api/audio?text=&lang=&voice=&speed=&format= — speech for a word or sentence (public, rate limited).
 * The audio service is built once by buildApp (`app.audio`, see setup.ts); this plugin only
 * validates, asks the service and sends the cached file through @fastify/static's `sendFile`
 * (byte ranges, ETag, 304 and Last-Modified come from there). Errors still come as the envelope.
 */

import fastifyStatic from '@fastify/static';
import { audioEndpoints as api, audioQuery } from '@qfl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../http/route.js';
import { normalizeAudioText } from './audio-text.js';
import { ESPEAK_VOICES } from './espeak-provider.js';
import { MP3_START_OFFSET_SECONDS } from './mp3.js';

/**
 * Per client and minute. The turbo player fetches two clips per item ahead of time and at 2× with
 * no gaps plays a word in ~0.3 s (up to ~400 clips a minute); cached answers cost ~1 ms and
 * syntheses wait in the fair queue, so the limit only stops floods.
 */
export const AUDIO_RATE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;
const YEAR_MS = 365 * 24 * 3600_000;

const voiceList = Object.entries(ESPEAK_VOICES)
  .map(([lang, voices]) => `${lang}: ${voices.join(' | ')}`)
  .join('; ');

/**
 * The declared query with the text checked and normalized at this server's length limit
 * (AUDIO_MAX_TEXT_LENGTH, configuration): what the route validates with.
 */
export function audioRequestQuery(maxLength: number) {
  return audioQuery.extend({
    text: z
      .string({ error: 'audio.textInvalid' })
      .transform((raw, ctx) => {
        const text = normalizeAudioText(raw, maxLength);
        if (text === null) {
          ctx.addIssue({ code: 'custom', message: 'audio.textInvalid' });
          return z.NEVER;
        }
        return text;
      })
      .describe(`Word or sentence: 1-${maxLength} characters after trimming, no control characters`),
    voice: audioQuery.shape.voice.describe(`Voice of the language, the first is the default (espeak: ${voiceList})`),
  });
}

const binaryAudio = z.string().meta({ format: 'binary' });

export default async function audioRoutes(app: FastifyInstance) {
  const service = app.audio;

  // Only `reply.sendFile` for this plugin's routes: nothing is served from the folder by URL.
  await app.register(fastifyStatic, {
    root: service.cache.dir,
    serve: false,
    acceptRanges: true,
    cacheControl: true,
    immutable: true,
    maxAge: YEAR_MS,
    etag: true,
    lastModified: true,
    dotfiles: 'deny',
  });

  /** Who asks, for the fair queue: the signed-in user when a valid token came along, else the IP. */
  const clientOf = (request: FastifyRequest) => async () => {
    if (request.headers.authorization) {
      await app.identify(request).catch(() => undefined);
      if (request.userId !== null) return `user:${request.userId}`;
    }
    return `ip:${request.ip}`;
  };

  route(
    app,
    api.speech,
    async (req, reply) => {
      const audio = await service.speak(req.query, clientOf(req));
      void reply.header('X-Audio-Cache', audio.cached ? 'hit' : 'miss');
      // Seconds of silence the decoder yields before the speech (sample-accurate scheduling skips them).
      void reply.header('X-Audio-Start-Offset', String(req.query.format === 'mp3' ? MP3_START_OFFSET_SECONDS : 0));
      if (audio.path === null) {
        // Not stored (the disk refused it): the bytes themselves, without caching headers.
        return reply.type(audio.mime).send(audio.data);
      }
      return reply.sendFile(audio.path);
    },
    {
      config: { rateLimit: AUDIO_RATE_LIMIT },
      schema: {
        description:
          'Synthesized offline on the server and cached on disk by (text, lang, voice, speed, format). Answers audio/wav ' +
          `(or audio/mpeg with format=mp3, whose first ${MP3_START_OFFSET_SECONDS} s are encoder delay: header X-Audio-Start-Offset) with an ` +
          'ETag, Last-Modified and `Cache-Control: immutable`; `If-None-Match` gets 304, a single `Range` gets 206. ' +
          'Invalid or too long text: 422 `audio.textInvalid`; synthesis failure: 500 `audio.failed` (JSON envelope).',
        querystring: audioRequestQuery(app.config.AUDIO_MAX_TEXT_LENGTH),
        response: {
          200: {
            description: 'WAV (16-bit PCM, mono) or MP3 (MPEG-2 layer III, mono)',
            content: { 'audio/wav': { schema: binaryAudio }, 'audio/mpeg': { schema: binaryAudio } },
          },
        },
      },
    },
  );
}
