/**
 * Builds the Fastify app: plugins, the API scope with the envelope, feature modules and the
 * static web app. Tests build it with their own config and database and call `app.inject`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { contractSchemaTransform, envelopeSerializerCompiler } from './http/contract.js';
import { installErrorHandler, wrapSuccess } from './http/envelope.js';
import './http/context.js';
import { pickLang } from './i18n/messages.js';
import type { Kv } from './kv/kv.js';
import { RedisKv } from './kv/redis-kv.js';
import { installAuth } from './modules/auth/authenticate.js';
import { apiModules } from './modules/index.js';

export interface AppDeps {
  config: Config;
  database: Database;
  kv: Kv;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
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

export async function buildApp({ config, database, kv, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'body.password', 'body.code', 'body.refreshToken'],
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(envelopeSerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('kv', kv);
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    request.lang = pickLang(request.headers['accept-language']);
  });
  installErrorHandler(app);
  installAuth(app);

  await app.register(helmet, {
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
    ...(kv instanceof RedisKv ? { redis: kv.redis, nameSpace: `${config.REDIS_PREFIX}rl:` } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Quantified foreign-language learning API', version: '0.1.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: contractSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(async (api) => {
    api.addHook('preSerialization', wrapSuccess);
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
