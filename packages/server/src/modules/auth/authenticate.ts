/** Reads `Authorization: Token <token>` and resolves the user; 401 (refresh, then retry) when it fails. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../http/errors.js';
import { userIdForToken } from './sessions.js';

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Token\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function installAuth(app: FastifyInstance): void {
  app.decorate('identify', async (request: FastifyRequest) => {
    const token = tokenOf(request);
    request.userId = token ? await userIdForToken(app.db, token) : null;
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const userId = token ? await userIdForToken(app.db, token) : null;
    if (userId === null) throw errors.tokenExpired();
    request.userId = userId;
  });
}
