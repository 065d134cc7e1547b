/**
 * Security headers (CSP, HSTS, frame and sniffing rules) as @fastify/helmet computes them, but
 * computed once: the plugin rebuilds the helmet middleware, parsing every CSP directive, on each
 * request, which cost more than a whole authenticated JSON answer's own work. Nothing here
 * varies per request (no CSP nonces), so the headers of one probe request are set on every reply.
 * JSON and audio answers (under /api/, and the spec's /score/ and /task/: api-paths.ts) get the
 * short set OWASP recommends for REST APIs (nothing renders them as a document, so the page-only
 * headers would be bytes for nothing); the web app and the API docs (HTML) get helmet's full set.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths.js';

/** Headers the probe's own answer carries that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_HELMET.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** Answers no page renders: nothing may load from them, frame them or sniff them into a script. */
export function apiHeaders(full: Record<string, string>): Record<string, string> {
  const keep = ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'];
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
  for (const name of keep) if (full[name]) headers[name] = full[name];
  return headers;
}

export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const page = await securityHeaders(options);
  const api = apiHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? api : page);
    done();
  });
}
