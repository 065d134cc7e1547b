/**
 * Who a rate limit counts: the signed-in account when the request carries a valid token (a class of
 * 40 students behind one school address each get their own allowance), else the client address.
 * Signed-in requests are also counted per address, with a ceiling PER_ADDRESS_FACTOR times the
 * route's own limit, so one address cannot multiply its allowance with many accounts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export const PER_ADDRESS_FACTOR = 20;

type RateLimitConfig = { max?: number | ((...args: never[]) => unknown) } | undefined;

export function rateLimitKey(app: FastifyInstance, defaultMax: number) {
  return async (request: FastifyRequest): Promise<string> => {
    await app.identify(request);
    if (request.actor === null) return `ip:${request.ip}`;
    const config = (request.routeOptions.config as { rateLimit?: RateLimitConfig }).rateLimit;
    const max = typeof config?.max === 'number' ? config.max : defaultMax;
    const minute = Math.floor(Date.now() / 60_000);
    const n = await app.kv.incr(`rl-addr:${request.routeOptions.url}:${request.ip}:${minute}`, 60);
    if (n > max * PER_ADDRESS_FACTOR) throw new AppError('rateLimited', 429);
    return `u:${request.actor.id}`;
  };
}
