/** Reads `Authorization: Token <token>` and resolves the user; 401 (refresh, then retry) when it fails. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../http/errors.js';
import { resolveToken } from './sessions.js';

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Token\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('account', null);
  // Resolved once per request: the rate limit's key (per account) and the route's authentication share it.
  const resolved = new WeakSet<FastifyRequest>();
  const resolve = async (request: FastifyRequest) => {
    if (resolved.has(request)) return;
    resolved.add(request);
    const token = tokenOf(request);
    const found = token ? await resolveToken(app.db, token) : null;
    request.actor = found?.actor ?? null;
    request.account = found?.user ?? null;
    request.userId = request.actor?.id ?? null;
  };
  app.decorate('identify', resolve);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    await resolve(request);
    if (request.actor === null) throw errors.tokenExpired();
  });
}
