/** What every route can reach: typed decorations of the Fastify instance and request. */
import type { UiLang } from '@qfl/core';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Dialect } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { Kv } from '../kv/kv.js';
import type { DictServices } from '../modules/dict/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DB>;
    dialect: Dialect;
    kv: Kv;
    /** preHandler that requires a valid access token and sets request.userId. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler that sets request.userId when a valid token is present, without requiring it. */
    identify: (request: FastifyRequest) => Promise<void>;
    /** Dictionary search, entries and content credits, created once at app build. */
    dict: DictServices;
  }
  interface FastifyRequest {
    lang: UiLang;
    userId: number | null;
  }
}

/** The signed-in user's id inside an authenticated route. */
export function requireUserId(request: { userId: number | null }): number {
  if (request.userId === null) throw new Error('route is missing the authenticate preHandler');
  return request.userId;
}
