/**
 * The one HTTP client. It reads the `{code, msg, data}` envelope first:
 *   200 → resolve `data`
 *   401 → one token refresh at a time; calls that get 401 meanwhile wait and are replayed
 *   400 → the session is over: clear it and go to login
 *   else → toast the server's message (cut off past 30 characters) and reject with its key
 * A non-2xx answer without an envelope is logged and rejected; transport failures map to
 * the spec's three network messages. Everything around it (fetch, session, toasts, texts)
 * is injected so the logic runs in tests without a browser or a network.
 */
import {
  type EndpointName,
  type Endpoints,
  type ErrorKey,
  type InputOf,
  REQUEST_TIMEOUT_MS,
  type ResponseOf,
  type Session,
  toastableServerMessage,
} from '@qfl/core';
import { errorData, isEnvelope, isSession } from './envelope';
import { ApiError } from './errors';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

interface RequestOptions {
  /** Query string (any verb; GET and DELETE carry their parameters here). */
  params?: QueryParams;
  /** JSON body (POST and PUT), or FormData for a multipart upload. */
  body?: unknown;
  /** Send `Authorization: Token <token>`; only such calls take part in refreshing. */
  auth?: boolean;
  /** false: no toast at all, the caller words every failure itself. */
  toast?: boolean;
  /** Server error keys the caller handles itself (not toasted). */
  quiet?: readonly ErrorKey[];
  timeoutMs?: number;
}

/** Options of a call that are not part of the endpoint's declaration. */
type CallBase = Pick<RequestOptions, 'toast' | 'quiet' | 'timeoutMs'>;

/** An object with no required keys: `Empty extends T` holds when every key of T is optional. */
type Empty = Record<never, never>;

/** A declared part: required when its input has required fields, optional when it has none, absent when undeclared. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : Empty extends T ? { [P in K]?: T } : { [P in K]: T };

/**
 * What `api.call` takes for an endpoint, from its declaration in @qfl/core: path params, query and
 * JSON body typed by its schemas (a body-less endpoint may take FormData, for multipart uploads),
 * and `auth: true` exactly when the endpoint needs a signed-in user. An endpoint declared
 * `auth: 'optional'` may take the token when there is one (`auth: signedIn`): the server
 * identifies such a reader and answers them more (a dictionary entry's new-words flag).
 */
export type CallOptions<N extends EndpointName> = CallBase &
  Part<'params', InputOf<Endpoints[N], 'params'>> &
  Part<'query', InputOf<Endpoints[N], 'query'>> &
  ([InputOf<Endpoints[N], 'body'>] extends [undefined] ? { body?: FormData } : Part<'body', InputOf<Endpoints[N], 'body'>>) &
  (Endpoints[N]['auth'] extends true ? { auth: true } : Endpoints[N]['auth'] extends 'optional' ? { auth?: boolean } : { auth?: false });

/** `/api/books/:id` with `{ id: 5 }` → `/api/books/5`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

export type NoticeKey = 'connection' | 'timeout' | 'status' | 'default' | 'serverFlewAway' | 'sessionEnded';

interface SessionPort {
  token(): string | null;
  refreshBody(): InputOf<Endpoints['POST /api/user/refresh/'], 'body'> | null;
  renewed(session: Session): void;
  /** Clear token, refresh credential and userInfo, and go to login. May be called repeatedly. */
  ended(): void;
}

interface FeedbackPort {
  toast(message: string): void;
  text(key: NoticeKey, params?: Record<string, string | number>): string;
  /** +1 when a call starts, -1 when it settles (drives the global loading indicator). */
  busy?(delta: 1 | -1): void;
  /** The backend could not be reached (used to detect being offline). */
  transportFailed?(error: ApiError): void;
  warn?(message: string, detail?: unknown): void;
}

export interface ClientConfig {
  fetch: FetchLike;
  baseUrl?: string;
  timeoutMs?: number;
  /** Sent as Accept-Language so server messages come back in the UI language. */
  language?: () => string;
  session: SessionPort;
  feedback: FeedbackPort;
}

/** The declared path of `POST /api/user/refresh/` (a type error if the declaration moves). */
export const REFRESH_PATH: Endpoints['POST /api/user/refresh/']['path'] = '/api/user/refresh/';

interface Answer {
  status: number;
  ok: boolean;
  body: unknown;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const qs = query.toString();
  const sep = path.includes('?') ? '&' : '?';
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? sep + qs : ''}`;
}

export function createApiClient(config: ClientConfig) {
  const { session, feedback } = config;
  const baseUrl = config.baseUrl ?? '';
  let refreshing: Promise<void> | null = null;

  async function send(method: Method, path: string, opts: RequestOptions, token: string | null): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const lang = config.language?.();
    if (lang) headers['Accept-Language'] = lang;
    if (token) headers.Authorization = `Token ${token}`;
    const withBody = opts.body !== undefined && (method === 'POST' || method === 'PUT' || method === 'PATCH');
    // A FormData body (file uploads) goes as multipart: fetch writes its own boundary header.
    const form = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    if (withBody && !form) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      opts.timeoutMs ?? config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
    try {
      const res = await config.fetch(buildUrl(baseUrl, path, opts.params), {
        method,
        headers,
        body: withBody ? (form ? (opts.body as FormData) : JSON.stringify(opts.body)) : undefined,
        signal: controller.signal,
      });
      return { status: res.status, ok: res.ok, body: parseJson(await res.text()) };
    } catch {
      throw timedOut ? new ApiError('timeout', feedback.text('timeout')) : new ApiError('network', feedback.text('connection'));
    } finally {
      clearTimeout(timer);
    }
  }

  function sessionEnded(code: number): ApiError {
    session.ended();
    return new ApiError('session', feedback.text('sessionEnded'), { code });
  }

  /** Resolves when a new token is stored; rejects (session or transport error) otherwise. */
  async function refresh(): Promise<void> {
    const body = session.refreshBody();
    if (!body) throw sessionEnded(401);
    // A refresh that cannot reach the server keeps the session: being offline is not a
    // reason to sign the user out. The waiting calls fail with the transport error.
    const answer = await send('POST', REFRESH_PATH, { body }, null);
    if (isEnvelope(answer.body) && answer.body.code === 200 && isSession(answer.body.data)) {
      session.renewed(answer.body.data);
      return;
    }
    throw sessionEnded(isEnvelope(answer.body) ? answer.body.code : answer.status);
  }

  function refreshOnce(): Promise<void> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function reject(error: ApiError, opts: RequestOptions, message: string): never {
    const quiet = error.key !== undefined && opts.quiet?.includes(error.key);
    if (opts.toast !== false && !quiet) feedback.toast(message);
    throw error;
  }

  function transportFailure(error: unknown, opts: RequestOptions): never {
    const failure = error as ApiError;
    if (failure.kind === 'session') throw failure;
    feedback.transportFailed?.(failure);
    return reject(failure, opts, failure.message);
  }

  /** Waits for a refresh (starting one if asked); a refresh that failed fails the call. */
  async function awaitRefresh(opts: RequestOptions, start: boolean): Promise<void> {
    try {
      await (start ? refreshOnce() : refreshing);
    } catch (error) {
      transportFailure(error, opts);
    }
  }

  async function execute<T>(method: Method, path: string, opts: RequestOptions, replay: boolean): Promise<T> {
    // Calls arriving while a refresh is under way wait for it instead of sending a dead token.
    if (opts.auth && refreshing) await awaitRefresh(opts, false);
    const token = opts.auth ? session.token() : null;

    let answer: Answer;
    try {
      answer = await send(method, path, opts, token);
    } catch (error) {
      return transportFailure(error, opts);
    }

    const { body } = answer;
    if (!isEnvelope(body)) {
      if (answer.ok) return body as T;
      feedback.warn?.(`${method} ${path} answered HTTP ${answer.status} without an envelope`, body);
      const message = feedback.text('status', { status: answer.status });
      return reject(new ApiError('http', message, { status: answer.status }), opts, message);
    }

    if (body.code === 200) return body.data as T;
    if (body.code === 401 && opts.auth) {
      if (replay) throw sessionEnded(401);
      // If another call already refreshed since this one was sent, just replay.
      if (session.token() === token) await awaitRefresh(opts, true);
      return execute<T>(method, path, opts, true);
    }
    if (body.code === 400) throw sessionEnded(400);

    const { error: key, params } = errorData(body.data);
    const message = body.msg ? (toastableServerMessage(body.msg) ?? feedback.text('serverFlewAway')) : feedback.text('default');
    const failure = new ApiError('server', body.msg || message, {
      code: body.code,
      status: answer.status,
      key,
      params,
      serverMsg: body.msg,
    });
    return reject(failure, opts, message);
  }

  async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
    feedback.busy?.(1);
    try {
      return await execute<T>(method, path, opts, false);
    } finally {
      feedback.busy?.(-1);
    }
  }

  /**
   * Calls a declared endpoint by its name, `'METHOD /path'` (see @qfl/core endpoints): its params,
   * query, body and answer are typed by the declaration.
   */
  function call<N extends EndpointName>(
    name: N,
    ...[options]: Empty extends CallOptions<N> ? [CallOptions<N>?] : [CallOptions<N>]
  ): Promise<ResponseOf<Endpoints[N]>> {
    const space = name.indexOf(' ');
    const method = name.slice(0, space) as Method;
    const { params, query, body, ...rest } = (options ?? {}) as CallBase & {
      params?: Record<string, unknown>;
      query?: QueryParams;
      body?: unknown;
      auth?: boolean;
    };
    return request<ResponseOf<Endpoints[N]>>(method, fillPath(name.slice(space + 1), params), { ...rest, params: query, body });
  }

  // `request` takes any path: the app's instance (http.ts) exposes only `call`; tests drive the
  // envelope, refresh and transport rules through `request` with made-up paths.
  return { call, request };
}
