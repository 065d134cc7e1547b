/** The API client's rules, driven through an injected fetch (no network, no browser). */
import type { Session, UserInfo } from '@qfl/core';
import { describe, expect, it, vi } from 'vitest';
import { type ClientConfig, createApiClient, type FetchLike, fillPath, REFRESH_PATH } from './client';
import { ApiError } from './errors';

const user: UserInfo = {
  id: 7,
  phone: '13800000000',
  nickname: 'u7',
  identity: 'student',
  nativeLang: 'zh',
  learningLang: 'en',
  level: 3,
  uiLang: null,
  role: 'user',
  timeZone: 'Asia/Shanghai',
  avatarUrl: null,
  createdAt: 0,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ok = (data: unknown) => json({ code: 200, msg: 'ok', data });

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

function setup(handler: (call: Call) => Response | Promise<Response>, overrides: Partial<ClientConfig> = {}) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal,
    };
    calls.push(call);
    return handler(call);
  };
  const state = { token: 'old' as string | null, refreshToken: 'r1' as string | null, busy: 0 };
  const session = {
    token: () => state.token,
    refreshBody: () => (state.refreshToken ? { userId: user.id, refreshToken: state.refreshToken } : null),
    renewed: vi.fn((s: Session) => {
      state.token = s.token;
      state.refreshToken = s.refreshToken;
    }),
    ended: vi.fn(() => {
      state.token = null;
      state.refreshToken = null;
    }),
  };
  const feedback = {
    toast: vi.fn(),
    text: (key: string, params?: Record<string, string | number>) => (params ? `${key}:${Object.values(params).join(',')}` : key),
    busy: (delta: 1 | -1) => {
      state.busy += delta;
    },
    transportFailed: vi.fn(),
    warn: vi.fn(),
  };
  const api = createApiClient({ fetch, session, feedback, language: () => 'en', ...overrides });
  return { api, calls, state, session, feedback };
}

const newSession: Session = { token: 'new', refreshToken: 'r2', expiresIn: 900, userInfo: user };
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('api client: envelope', () => {
  it('resolves data on code 200 and sends the token only when asked', async () => {
    const { api, calls, state } = setup(() => ok({ a: 1 }));
    await expect(api.request('GET', '/api/x', { params: { lang: 'en', level: 3, skip: undefined } })).resolves.toEqual({ a: 1 });
    await api.request('POST', '/api/y', { body: { b: 2 }, auth: true });
    expect(calls[0]?.url).toBe('/api/x?lang=en&level=3');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.headers['Accept-Language']).toBe('en');
    expect(calls[1]?.headers.Authorization).toBe('Token old');
    expect(calls[1]?.headers['Content-Type']).toBe('application/json');
    expect(calls[1]?.body).toEqual({ b: 2 });
    expect(state.busy).toBe(0);
  });

  it('puts DELETE parameters in the query and honours the base URL', async () => {
    const { api, calls } = setup(() => ok(null), { baseUrl: 'https://h.example/' });
    await api.request('DELETE', '/api/z', { params: { id: 5 }, auth: true });
    expect(calls[0]).toMatchObject({ url: 'https://h.example/api/z?id=5', method: 'DELETE', body: undefined });
  });

  it('resolves a 2xx answer without an envelope as is', async () => {
    const { api } = setup(() => json({ status: 'up' }));
    await expect(api.request('GET', '/api/health')).resolves.toEqual({ status: 'up' });
  });
});

describe('api client: code 500 failures', () => {
  const failure = (msg: string) => json({ code: 500, msg, data: { error: 'sms.dailyLimit', params: { limit: 10 } } }, 429);

  it('toasts a short server message and rejects with its key and params', async () => {
    const { api, feedback } = setup(() => failure('今日次数已用完'));
    const error = await api.request('POST', '/api/user/sendCode', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 500, key: 'sms.dailyLimit', params: { limit: 10 } });
    expect(feedback.toast).toHaveBeenCalledWith('今日次数已用完');
  });

  it('replaces a message longer than 30 characters', async () => {
    const { api, feedback } = setup(() => failure('x'.repeat(31)));
    await expect(api.request('GET', '/api/a')).rejects.toBeInstanceOf(ApiError);
    expect(feedback.toast).toHaveBeenCalledWith('serverFlewAway');
  });

  it('keeps a message of exactly 30 characters', async () => {
    const { api, feedback } = setup(() => failure('y'.repeat(30)));
    await expect(api.request('GET', '/api/a')).rejects.toBeInstanceOf(ApiError);
    expect(feedback.toast).toHaveBeenCalledWith('y'.repeat(30));
  });

  it('does not toast keys the caller handles, nor anything with toast: false', async () => {
    const { api, feedback } = setup(() => failure('limit'));
    await expect(api.request('GET', '/api/a', { quiet: ['sms.dailyLimit'] })).rejects.toMatchObject({ key: 'sms.dailyLimit' });
    await expect(api.request('GET', '/api/a', { toast: false })).rejects.toBeInstanceOf(ApiError);
    expect(feedback.toast).not.toHaveBeenCalled();
  });
});

describe('api client: session', () => {
  it('code 400 clears the session at once, without a refresh', async () => {
    const { api, calls, session } = setup(() => json({ code: 400, msg: 'bad', data: null }, 401));
    await expect(api.request('GET', '/api/user/info', { auth: true })).rejects.toMatchObject({ kind: 'session' });
    expect(session.ended).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/user/info']);
  });

  it('refreshes once for concurrent 401s, queues later calls and replays them all', async () => {
    let refreshes = 0;
    const { api, calls, session, state } = setup(async (call) => {
      if (call.url === REFRESH_PATH) {
        refreshes++;
        expect(call.body).toEqual({ userId: 7, refreshToken: 'r1' });
        expect(call.headers.Authorization).toBeUndefined();
        await tick(20);
        return ok(newSession);
      }
      if (call.headers.Authorization === 'Token new') return ok(call.url);
      return json({ code: 401, msg: 'expired', data: { error: 'auth.tokenExpired' } }, 401);
    });
    const first = api.request('GET', '/api/a', { auth: true });
    const second = api.request('GET', '/api/b', { auth: true });
    await tick(5);
    const third = api.request('GET', '/api/c', { auth: true }); // arrives during the refresh
    await expect(Promise.all([first, second, third])).resolves.toEqual(['/api/a', '/api/b', '/api/c']);
    expect(refreshes).toBe(1);
    expect(session.renewed).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.url === '/api/c').map((c) => c.headers.Authorization)).toEqual(['Token new']);
    expect(state.busy).toBe(0);
  });

  it('a refresh answering 401 ends the session and rejects every waiting call', async () => {
    const { api, calls, session } = setup((call) =>
      call.url === REFRESH_PATH ? json({ code: 401, msg: 'no', data: null }, 401) : json({ code: 401, msg: 'expired', data: null }, 401),
    );
    const results = await Promise.allSettled([api.request('GET', '/api/a', { auth: true }), api.request('GET', '/api/b', { auth: true })]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { kind: 'session' } });
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    expect(session.ended).toHaveBeenCalled();
  });

  it('a refresh answering 400 ends the session too', async () => {
    const { api, session } = setup((call) =>
      call.url === REFRESH_PATH ? json({ code: 400, msg: 'reuse', data: null }, 401) : json({ code: 401, msg: 'e', data: null }, 401),
    );
    await expect(api.request('GET', '/api/a', { auth: true })).rejects.toMatchObject({ kind: 'session' });
    expect(session.ended).toHaveBeenCalled();
  });

  it('without a refresh credential, a 401 ends the session', async () => {
    const { api, calls, session, state } = setup(() => json({ code: 401, msg: 'e', data: null }, 401));
    state.refreshToken = null;
    await expect(api.request('GET', '/api/a', { auth: true })).rejects.toMatchObject({ kind: 'session' });
    expect(session.ended).toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('a second 401 after a successful refresh ends the session instead of looping', async () => {
    const { api, calls, session } = setup((call) =>
      call.url === REFRESH_PATH ? ok(newSession) : json({ code: 401, msg: 'e', data: null }, 401),
    );
    await expect(api.request('GET', '/api/a', { auth: true })).rejects.toMatchObject({ kind: 'session' });
    expect(calls.map((c) => c.url)).toEqual(['/api/a', REFRESH_PATH, '/api/a']);
    expect(session.ended).toHaveBeenCalledTimes(1);
  });

  it('a refresh that cannot reach the server keeps the session and reports the network', async () => {
    const { api, session, feedback } = setup((call) => {
      if (call.url === REFRESH_PATH) throw new TypeError('Failed to fetch');
      return json({ code: 401, msg: 'e', data: null }, 401);
    });
    await expect(api.request('GET', '/api/a', { auth: true })).rejects.toMatchObject({ kind: 'network' });
    expect(session.ended).not.toHaveBeenCalled();
    expect(feedback.transportFailed).toHaveBeenCalled();
  });
});

describe('api client: transport failures', () => {
  it('maps a failed fetch to "backend connection abnormal"', async () => {
    const { api, feedback } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.request('GET', '/api/a')).rejects.toMatchObject({ kind: 'network', message: 'connection' });
    expect(feedback.toast).toHaveBeenCalledWith('connection');
    expect(feedback.transportFailed).toHaveBeenCalledTimes(1);
  });

  it('maps no answer within the timeout to "request timed out"', async () => {
    // This fetch never answers by itself; only the client's abort ends it.
    const { api, feedback } = setup(
      (call) =>
        new Promise<Response>((_, fail) => {
          call.signal?.addEventListener('abort', () => fail(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 10 },
    );
    await expect(api.request('GET', '/api/slow')).rejects.toMatchObject({ kind: 'timeout', message: 'timeout' });
    expect(feedback.toast).toHaveBeenCalledWith('timeout');
  });

  it('maps a non-2xx answer without an envelope to "status abnormal" with the status', async () => {
    const { api, feedback } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.request('GET', '/api/a')).rejects.toMatchObject({ kind: 'http', status: 502, message: 'status:502' });
    expect(feedback.warn).toHaveBeenCalledTimes(1);
    expect(feedback.toast).toHaveBeenCalledWith('status:502');
  });
});

describe('api client: declared endpoints', () => {
  it('calls an endpoint by its declared method and path, with its query and body', async () => {
    const { api, calls } = setup(() => ok({ items: [], total: 0, page: 2, pageSize: 20, hasMore: false }));
    await api.call('GET /score/getScoreRecorde', { query: { page: 2, pageSize: 20 }, auth: true });
    await api.call('POST /score/useScore', { body: { amount: 5, requestId: 'r-1', reason: 'test' }, auth: true });
    expect(calls[0]).toMatchObject({ url: '/score/getScoreRecorde?page=2&pageSize=20', method: 'GET', body: undefined });
    expect(calls[0]?.headers.Authorization).toBe('Token old');
    expect(calls[1]).toMatchObject({ url: '/score/useScore', method: 'POST', body: { amount: 5, requestId: 'r-1', reason: 'test' } });
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath('/api/books/:id/words/:word', { id: 5, word: 'a b/c' })).toBe('/api/books/5/words/a%20b%2Fc');
    expect(() => fillPath('/api/books/:id', {})).toThrow(':id');
  });
});
