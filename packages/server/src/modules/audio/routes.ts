/**
 * GET /api/audio?text=&lang=&voice= — speech for a word or sentence (public, rate limited).
 * Binary WAV, not the JSON envelope (Buffers bypass it); errors still come as the envelope.
 * The engine warms up when the server starts listening (not in tests, which never listen).
 */
import { LANGS } from '@qfl/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { AudioCache } from './audio-cache.js';
import { AudioService } from './audio-service.js';
import { MAX_AUDIO_TEXT_LENGTH, normalizeAudioText } from './audio-text.js';
import { parseByteRange } from './byte-range.js';
import { ESPEAK_VOICES } from './espeak-provider.js';
import { createTtsProvider } from './provider-factory.js';

/** The audio service of each built app, by its config object (tests and the benchmark reach it here). */
export const audioServices = new WeakMap<Config, AudioService>();

export const AUDIO_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const voiceList = Object.entries(ESPEAK_VOICES)
  .map(([lang, voices]) => `${lang}: ${voices.join(' | ')}`)
  .join('; ');

export const audioQuery = z.object({
  text: z
    .string({ error: 'audio.textInvalid' })
    .transform((raw, ctx) => {
      const text = normalizeAudioText(raw);
      if (text === null) {
        ctx.addIssue({ code: 'custom', message: 'audio.textInvalid' });
        return z.NEVER;
      }
      return text;
    })
    .describe(`Word or sentence: 1-${MAX_AUDIO_TEXT_LENGTH} characters after trimming, no control characters`),
  lang: z.enum(LANGS).describe('Language of the text'),
  voice: z.string().max(40).optional().describe(`Voice of the language, the first is the default (espeak: ${voiceList})`),
});

const binaryAudio = z.string().meta({ format: 'binary' });

export default async function audioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = createTtsProvider(app.config.TTS_PROVIDER);
  const service = new AudioService(new AudioCache(app.config.AUDIO_CACHE_DIR), provider, app.log);
  audioServices.set(app.config, service);

  app.addHook('onListen', async () => {
    const started = Date.now();
    service.provider.warm?.().then(
      () => app.log.info({ provider: service.provider.name, ms: Date.now() - started }, 'speech engine warm'),
      (err: unknown) => app.log.warn({ err }, 'speech engine failed to warm up'),
    );
  });
  app.addHook('onClose', async () => {
    await service.provider.close?.();
  });

  r.get(
    '/api/audio',
    {
      schema: {
        tags: ['audio'],
        summary: 'Speech for a word or sentence',
        description:
          'Synthesized offline on the server and cached on disk by (text, lang, voice). Answers audio/wav with a ' +
          'strong ETag and `Cache-Control: immutable`; `If-None-Match` gets 304, a single `Range` gets 206. Invalid text: 422 `audio.textInvalid`; ' +
          'synthesis failure: 500 `audio.failed` (JSON envelope).',
        querystring: audioQuery,
        response: {
          200: { description: 'WAV (16-bit PCM, mono)', content: { 'audio/wav': { schema: binaryAudio } } },
        },
      },
      config: { rateLimit: AUDIO_RATE_LIMIT },
    },
    async (req, typedReply) => {
      // The response schema documents the WAV; the typed reply would only accept a string.
      const reply = typedReply as unknown as FastifyReply;
      const audio = await service.speak(req.query);
      void reply
        .header('ETag', audio.etag)
        .header('Cache-Control', IMMUTABLE)
        .header('X-Audio-Cache', audio.cached ? 'hit' : 'miss');
      if (req.headers['if-none-match'] === audio.etag) return reply.code(304).send();
      void reply.type(audio.mime).header('Accept-Ranges', 'bytes');
      const size = audio.data.length;
      const range = parseByteRange(req.headers.range, size);
      if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send(Buffer.alloc(0));
      if (range) {
        void reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
        return reply.send(audio.data.subarray(range.start, range.end + 1));
      }
      return reply.send(audio.data);
    },
  );
}
