/**
 * Builds the app's one audio service (buildApp decorates it as `app.audio`): the speech provider,
 * the capped disk cache (indexed by scanning its folder) and the fair queue; warms the engine
 * when the server starts listening (tests never listen: their first request starts it) and
 * closes it with the app.
 */
import type { FastifyInstance } from 'fastify';
import { AudioCache } from './audio-cache.js';
import { AudioService } from './audio-service.js';
import { createTtsProvider } from './provider-factory.js';

export async function installAudio(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const cache = new AudioCache(config.AUDIO_CACHE_DIR, config.AUDIO_CACHE_MAX_MB * 1024 * 1024, (err, path) =>
    app.log.warn({ err, path }, 'could not delete an evicted audio file'),
  );
  await cache.load();
  const provider = createTtsProvider(config.TTS_PROVIDER, config.AUDIO_WORKERS);
  const service = new AudioService(cache, provider, app.log, {
    concurrency: config.AUDIO_WORKERS,
    maxSeconds: config.AUDIO_MAX_SECONDS,
  });
  app.decorate('audio', service);

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
}
