/**
 * Registers a route from its declaration in @qfl/core (packages/core/src/endpoints): method, path
 * and schemas come from there, never written again here. Authentication is attached here and only
 * here: an endpoint declared `auth: true` runs `app.authenticate` on `preValidation`, so a request
 * without a valid token is 401 before its body is validated (after the rate limit, which runs on
 * `onRequest` and so also counts requests with a bad token); `auth: 'optional'` runs
 * `app.identify` there (the user when the token is good, nobody otherwise).
 *
 * Every route carries `config.endpoint` ('METHOD /path'); the route test (route.test.ts) fails on
 * an API route registered without a declaration and on a declaration that no route serves.
 */
import type { Endpoint, ParsedOf, ReplyOf } from '@qfl/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';

/** A route as the app registered it (app.ts collects them). */
export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint: string | undefined;
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** 'METHOD /path' of the declaration the route was registered from. */
    endpoint?: string;
  }
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedOf<E, 'params'>;
  Querystring: ParsedOf<E, 'query'>;
  Body: ParsedOf<E, 'body'>;
}>;

export type Handler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<ReplyOf<E>> | ReplyOf<E>;

/** What a route adds to its declaration: limits, extra hooks, schema parts that are not JSON. */
export interface RouteExtras {
  config?: Record<string, unknown>;
  bodyLimit?: number;
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Merged into the route's schema (e.g. `consumes`, or a binary 200 for /api/docs). */
  schema?: Record<string, unknown>;
  /** For a declaration whose tag is not its first path segment after /api. */
  tags?: string[];
}

const list = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** The first path segment after /api (or the spec's own prefix, /score, /task). */
export function tagOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return (parts[0] === 'api' ? parts[1] : parts[0]) ?? 'api';
}

export function endpointName(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>, extras: RouteExtras = {}): void {
  const schema: Record<string, unknown> = {
    tags: extras.tags ?? [tagOf(endpoint.path)],
    summary: endpoint.summary,
    ...(endpoint.auth === true ? { security: [{ token: [] }] } : endpoint.auth === 'optional' ? { security: [{}, { token: [] }] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response ? { response: { 200: endpoint.response } } : {}),
    ...extras.schema,
  };
  const identify = endpoint.auth === true ? [app.authenticate] : endpoint.auth === 'optional' ? [app.identify] : [];
  const onRequest = list(extras.onRequest);
  const preValidation = [...(identify as preValidationHookHandler[]), ...list(extras.preValidation)];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...extras.config, endpoint: endpointName(endpoint) },
    ...(extras.bodyLimit !== undefined ? { bodyLimit: extras.bodyLimit } : {}),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(preValidation.length > 0 ? { preValidation } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
