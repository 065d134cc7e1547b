/** What every route can reach: typed decorations of the Fastify instance and request. */
import { ENVELOPE_CODES, type Role, type UiLang } from '@qfl/core';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Dialect } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { Scheduler } from '../jobs/scheduler.js';
import type { Kv } from '../kv/kv.js';
import type { AudioService } from '../modules/audio/audio-service.js';
import { AppError } from './errors.js';

/** The signed-in user as policies see it, resolved with the access token in one query. */
export interface Actor {
  id: number;
  role: Role;
  /** IANA zone that decides "today" for this user (core rules/day.ts). */
  timeZone: string;
  /** The session family of the access token used (password change keeps it alive). */
  familyId: string;
}
import type { DictServices } from '../modules/dict/service.js';
import type { Nlp } from '../nlp/types.js';
import type { UserRow } from '../modules/auth/repo.js';

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
    /** Speech: cache, fair queue and the worker pool (modules/audio/setup.ts). */
    audio: AudioService;
    /** Periodic jobs, started at listen (jobs/install.ts). */
    jobs: Scheduler;
    /** Dictionary search, entries and content credits, created once at app build. */
    dict: DictServices;
    /** Text analysis: tokens with dictionary forms, readings and parts of speech (nlp/). */
    nlp: Nlp;
  }
  interface FastifyRequest {
    lang: UiLang;
    userId: number | null;
    actor: Actor | null;
    /**
     * The signed-in user's row as read with the access token, for this request only (never
     * cached across requests). Stale once the route itself changes the user: read it again then.
     */
    account: UserRow | null;
  }
}

/**
 * A route that needs a user and has none answers 401 with envelope code 401 (the client refreshes
 * once, then sends the visitor to sign in) — never a 500, even if a route forgot its preHandler.
 */
const authRequired = () => new AppError('auth.required', 401, {}, ENVELOPE_CODES.tokenExpired);

/** The signed-in user's id inside an authenticated route. */
export function requireUserId(request: { userId: number | null }): number {
  if (request.userId === null) throw authRequired();
  return request.userId;
}

/** The signed-in user (id, role, time zone) inside an authenticated route. */
export function requireActor(request: { actor: Actor | null }): Actor {
  if (request.actor === null) throw authRequired();
  return request.actor;
}
