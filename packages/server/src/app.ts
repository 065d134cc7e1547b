/**
 * Builds the Fastify app: plugins, the API scope with the envelope, feature modules and the
 * static web app. Tests build it with their own config and database and call `app.inject`.
 */

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { AccessLogController } from './http/access-log.js';
import { batchedStdout, type LogDestination } from './http/log-destination.js';
import { contractSchemaTransform, envelopeSerializerCompiler } from './http/contract.js';
import { installErrorHandler } from './http/envelope.js';
import { installStorableInput } from './http/storable-input.js';
import { appValidatorCompiler } from './http/validator.js';
import { rateLimitKey } from './http/rate-limit-key.js';
import { installSecurityHeaders } from './http/security-headers.js';
import './http/context.js';
import { pickLang } from './i18n/messages.js';
import type { Kv } from './kv/kv.js';
import { rateLimitStorage } from './kv/rate-limit-store.js';
import { installAuth } from './modules/auth/authenticate.js';
import { installAudio } from './modules/audio/setup.js';
import type { TtsProvider } from './modules/audio/tts-provider.js';
import { createNlp, type Nlp } from './nlp/index.js';
import { installJobs } from './jobs/install.js';
import { installModeration } from './modules/moderation/index.js';
import { createDictServices } from './modules/dict/service.js';
import { installRealtime } from './realtime/websocket.js';
import { apiModules } from './modules/index.js';
import type { RegisteredRoute } from './http/route.js';

export interface AppDeps {
  config: Config;
  database: Database;
  kv: Kv;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * A text analyser that outlives the app (the test harness shares one per process, so each test
   * app does not start its own worker and load the dictionaries again): used, and left open on close.
   */
  nlp?: Nlp;
  /** A speech provider that outlives the app (the test harness's, for the same reason): used, and left open. */
  tts?: TtsProvider;
}

/**
 * Vite names every file under assets/ by its content hash, so it never changes: cache it for a
 * year. Everything else (index.html, the service worker, the manifest, icons) keeps its name
 * across releases: browsers revalidate it (ETag → 304) on every use, so a release shows at once.
 */
export function webCacheControl(pathInDist: string): string {
  return /^assets[\\/]/.test(pathInDist) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * CSP sources for the inline scripts of the built index.html (the static shell's language
 * pick): allowed by their SHA-256, so `script-src` stays without 'unsafe-inline'.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

export async function buildApp({ config, database, kv, logStream, nlp: sharedNlp, tts }: AppDeps): Promise<FastifyInstance> {
  // Request logs stay on, written asynchronously in batches (http/log-destination.ts).
  const batched = logStream ? null : batchedStdout();
  const destination = logStream ?? (batched as LogDestination).stream;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'body.password', 'body.code', 'body.refreshToken', 'body.oldPassword'],
      stream: destination,
    },
    logController: new AccessLogController(destination, ['info', 'debug', 'trace'].includes(config.LOG_LEVEL)),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config),
  });
  // A POST that carries nothing (`content-type: application/json` and an empty body, as many
  // clients send for POST /api/daily-test or logout) is a request without a body, not an error;
  // anything else goes through Fastify's own JSON parser (prototype-poisoning checks included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  // Every route as registered, for the route test (http/route.test.ts): which ones have a declaration.
  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      routeTable.push({ method, url: r.url, endpoint: r.config?.endpoint, websocket: r.websocket === true });
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(appValidatorCompiler);
  app.setSerializerCompiler(envelopeSerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('kv', kv);
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('userId', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLang(request.headers['accept-language']);
    done();
  });
  installErrorHandler(app);
  installStorableInput(app);
  installAuth(app);
  await installAudio(app, tts);
  installJobs(app);
  installModeration(app);
  app.decorate('dict', createDictServices(app));
  if (sharedNlp) app.decorate('nlp', sharedNlp);
  else {
    const nlp = createNlp({ onError: (err) => app.log.warn({ err }, 'nlp worker failed: ICU segmentation used instead') });
    app.decorate('nlp', nlp);
    app.addHook('onClose', async () => nlp.close());
  }
  if (batched) {
    app.addHook('onClose', async () => {
      batched.stop();
      batched.flushSync();
    });
  }

  await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.WEB_DIST)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: rateLimitKey(app, config.RATE_LIMIT_PER_MINUTE),
    ...rateLimitStorage(kv, `${config.REDIS_PREFIX}rl:`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Quantified foreign-language learning API', version: '0.1.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: contractSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // The one WebSocket server and Bus (battles, chat), before the modules that add socket routes.
  await installRealtime(app);

  // Each JSON route's serializer writes the success envelope (http/contract.ts); the contract
  // coverage test fails on a route without a response schema.
  await app.register(async (api) => {
    for (const mod of apiModules) await api.register(mod);
  });

  if (existsSync(config.WEB_DIST)) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      prefix: '/',
      wildcard: false,
      // The build writes .br/.gz next to each text asset; pick one by Accept-Encoding (Vary set).
      preCompressed: true,
      // Our own Cache-Control per file kind (below) instead of the plugin's `max-age=0`.
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', webCacheControl(relative(config.WEB_DIST, path))),
    });
  }
  return app;
}

/**
 * Timeouts against slow and half-open clients (each one held open costs a descriptor): Node
 * answers 408 and closes a connection whose headers or whole request take too long, closes
 * idle kept-alive connections, and any socket silent in both directions. Node checks the header
 * and request deadlines on an interval (30 s by default): a fraction of the header timeout keeps
 * them close to what is configured.
 */
function serverTimeouts(config: Config) {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.IDLE_SOCKET_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
  };
}

/** A hop count as the function proxy-addr calls per hop (hop 0 is the socket peer); lists and false as they are. */
function trustProxyOption(trust: Config['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
