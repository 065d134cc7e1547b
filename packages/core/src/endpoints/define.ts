/**
 * An API endpoint, declared once: the server registers its route from this declaration
 * (packages/server/src/http/route.ts) and the web calls it through the one typed client
 * (`api.call('METHOD /path', …)`, packages/web/src/api/client.ts), so a path and its types
 * cannot drift apart.
 *
 * Declarations are plain object literals (`{…} satisfies Endpoint`), never built by a function
 * call: the web imports only their types, and a bundler drops an unused literal, so no schema
 * reaches the browser through them.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's syntax: `/api/books/:id`. */
  path: string;
  /**
   * true: a signed-in user is required (no token or a dead one is 401, before the body is validated).
   * 'optional': open to everyone, and a signed-in user's token is read when sent (their own
   * books, their known shares). false: the token is not read.
   */
  auth: boolean | 'optional';
  /** One line for /api/docs. */
  summary: string;
  /** Path parameters (`:id`). */
  params?: z.ZodType;
  /** The query string. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The `data` of the success envelope. Absent for answers that are not JSON (audio, images). */
  response?: z.ZodType;
}

/** `'GET /api/points/summary'`: how the web names an endpoint. */
export type EndpointKey<E extends Endpoint> = `${E['method']} ${E['path']}`;

type Schema<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What the caller sends for a part (params, query, body): the schema's input, or nothing. */
export type InputOf<E extends Endpoint, K extends 'params' | 'query' | 'body'> =
  Schema<E, K> extends z.ZodType ? z.input<Schema<E, K>> : undefined;

/** What the server's handler receives for a part: the schema's output after validation. */
export type ParsedOf<E extends Endpoint, K extends 'params' | 'query' | 'body'> =
  Schema<E, K> extends z.ZodType ? z.output<Schema<E, K>> : undefined;

/** The response data the web receives (the schema's output, as the server serializes it). */
export type ResponseOf<E extends Endpoint> = Schema<E, 'response'> extends z.ZodType ? z.output<Schema<E, 'response'>> : unknown;

/** What a handler returns (the schema's input, checked and serialized by the server). */
export type ReplyOf<E extends Endpoint> = Schema<E, 'response'> extends z.ZodType ? z.input<Schema<E, 'response'>> : unknown;

/** A map from `'METHOD /path'` to its declaration, for a record of declarations. */
export type EndpointMap<R extends Record<string, Endpoint>> = {
  [N in keyof R as EndpointKey<R[N]>]: R[N];
};
