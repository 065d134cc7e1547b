/**
 * Security headers (CSP, HSTS, frame and sniffing rules) as @fastify/helmet computes them, but
 * computed once: the plugin rebuilds the helmet middleware, parsing every CSP directive, on each
 * request, which cost more than a whole authenticated JSON answer's own work. Nothing here
 * varies per request (no CSP nonces), so the headers of one probe request are set on every reply.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

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

export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
