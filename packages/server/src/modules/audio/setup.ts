/**
 * Builds the app's one audio service (buildApp decorates it as `app.audio`): the speech provider,
 * the capped disk cache (indexed by scanning its folder) and the fair queue, and closes it with the
 * app. The engine starts on the first request that needs a synthesis, not when the server listens:
 * its idle thread was ~45-50 MB of the idle server's memory (espeak-engine.ts).
 */
import type { FastifyInstance } from 'fastify';
import { AudioCache } from './audio-cache.js';
import { AudioService } from './audio-service.js';
import { createTtsProvider } from './provider-factory.js';
import type { TtsProvider } from './tts-provider.js';

/** `shared`: a speech provider that outlives the app (the test harness's): used, and left open on close. */
export async function installAudio(app: FastifyInstance, shared?: TtsProvider): Promise<void> {
  const { config } = app;
  const cache = new AudioCache(config.AUDIO_CACHE_DIR, config.AUDIO_CACHE_MAX_MB * 1024 * 1024, (err, path) =>
    app.log.warn({ err, path }, 'could not delete an evicted audio file'),
  );
  await cache.load();
  const provider = shared ?? createTtsProvider(config.TTS_PROVIDER, config.AUDIO_WORKERS);
  const service = new AudioService(cache, provider, app.log, {
    concurrency: config.AUDIO_WORKERS,
    maxSeconds: config.AUDIO_MAX_SECONDS,
  });
  app.decorate('audio', service);

  if (!shared) {
    app.addHook('onClose', async () => {
      await provider.close?.();
    });
  }
}
