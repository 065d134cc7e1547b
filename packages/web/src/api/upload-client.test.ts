/** The multipart helper's decisions, driven through a fake XHR and hand-fired timers (no browser, no clock). */
import { describe, expect, it, vi } from 'vitest';
import { authorizationHeader, createUploadClient, type UploadNoticeKey, type XhrLike } from './upload-client';

class FakeXhr implements XhrLike {
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
  answer(body: unknown, status = 200) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function setup(opts: { token?: string | null; tokenType?: string | null; relogin?: boolean } = {}) {
  const xhr = new FakeXhr();
  const pending: { fn: () => void; cleared: boolean }[] = [];
  const feedback = {
    toast: vi.fn(),
    text: (key: UploadNoticeKey) => `t:${key}`,
    confirmRelogin: vi.fn(async () => opts.relogin ?? false),
    goLogin: vi.fn(),
  };
  const client = createUploadClient({
    xhr: () => xhr,
    baseUrl: 'https://api.test/',
    language: () => 'en',
    token: () => (opts.token === undefined ? 'abc' : opts.token),
    tokenType: () => opts.tokenType ?? null,
    timers: {
      set: (fn) => {
        const t = { fn, cleared: false };
        pending.push(t);
        return t;
      },
      clear: (handle) => {
        (handle as { cleared: boolean }).cleared = true;
      },
    },
    feedback,
  });
  /** Fires the one live timer, as if 10 s had passed with nothing happening. */
  const elapse = () => {
    const live = pending.filter((t) => !t.cleared);
    expect(live).toHaveLength(1);
    live[0]?.fn();
  };
  const liveTimers = () => pending.filter((t) => !t.cleared).length;
  return { xhr, client, feedback, elapse, liveTimers };
}

const file = new Blob(['word,pron'], { type: 'text/csv' });

describe('authorizationHeader', () => {
  it('builds "<token_type> <token>", Token by default, none without a token', () => {
    expect(authorizationHeader('abc', null)).toBe('Token abc');
    expect(authorizationHeader('abc', '')).toBe('Token abc');
    expect(authorizationHeader('abc', 'Bearer')).toBe('Bearer abc');
    expect(authorizationHeader(null, 'Bearer')).toBeNull();
  });
});

describe('upload helper', () => {
  it('posts the file under `file` with the text fields, auth and language, and resolves data on code 200', async () => {
    const { xhr, client } = setup({ tokenType: 'Bearer' });
    const handle = client.upload<{ uploadId: string }>({ path: '/api/upload/preview', file, fileName: 'w.csv', formData: { lang: 'en' } });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://api.test/api/upload/preview');
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(xhr.headers['Accept-Language']).toBe('en');
    expect(xhr.sent?.get('lang')).toBe('en');
    expect((xhr.sent?.get('file') as File | undefined)?.name).toBe('w.csv');
    xhr.answer({ code: 200, msg: 'ok', data: { uploadId: 'u1' } });
    await expect(handle.promise).resolves.toEqual({ uploadId: 'u1' });
  });

  it('uses another field name when asked', () => {
    const { xhr, client } = setup();
    client.upload({ path: '/x', file, name: 'sheet' });
    expect(xhr.sent?.get('sheet')).not.toBeNull();
    expect(xhr.sent?.get('file')).toBeNull();
  });

  it('code 401: asks to stay or log in again; confirm goes to login', async () => {
    const { xhr, client, feedback } = setup({ relogin: true });
    const handle = client.upload({ path: '/x', file });
    xhr.answer({ code: 401, msg: 'expired', data: null });
    await expect(handle.promise).rejects.toMatchObject({ kind: 'session', code: 401 });
    await vi.waitFor(() => expect(feedback.goLogin).toHaveBeenCalledOnce());
    expect(feedback.confirmRelogin).toHaveBeenCalledOnce();
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('code 401 and "stay": no navigation', async () => {
    const { xhr, client, feedback } = setup({ relogin: false });
    const handle = client.upload({ path: '/x', file });
    xhr.answer({ code: 401, msg: 'expired', data: null });
    await expect(handle.promise).rejects.toMatchObject({ kind: 'session' });
    await vi.waitFor(() => expect(feedback.confirmRelogin).toHaveBeenCalledOnce());
    expect(feedback.goLogin).not.toHaveBeenCalled();
  });

  it('code 500: toasts the server message and rejects with its key', async () => {
    const { xhr, client, feedback } = setup();
    const handle = client.upload({ path: '/x', file });
    xhr.answer({ code: 500, msg: 'File too large', data: { error: 'upload.fileTooLarge', params: { max: 20 } } });
    await expect(handle.promise).rejects.toMatchObject({ kind: 'server', key: 'upload.fileTooLarge', params: { max: 20 } });
    expect(feedback.toast).toHaveBeenCalledWith('File too large');
    expect(feedback.confirmRelogin).not.toHaveBeenCalled();
  });

  it('another non-200 code also toasts; a long message becomes "the server flew out of the universe"', async () => {
    const { xhr, client, feedback } = setup();
    const handle = client.upload({ path: '/x', file });
    xhr.answer({ code: 403, msg: 'x'.repeat(31), data: null });
    await expect(handle.promise).rejects.toMatchObject({ kind: 'server', code: 403 });
    expect(feedback.toast).toHaveBeenCalledWith('t:serverFlewAway');
  });

  it('an answer without an envelope toasts "upload failed" (file) or "submit failed" (no file)', async () => {
    const a = setup();
    const withFile = a.client.upload({ path: '/x', file });
    a.xhr.answer('<html>bad gateway</html>', 502);
    await expect(withFile.promise).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(a.feedback.toast).toHaveBeenCalledWith('t:uploadFailed');

    const b = setup();
    const noFile = b.client.upload({ path: '/x', formData: { list: 'a|b' } });
    b.xhr.onerror?.();
    await expect(noFile.promise).rejects.toMatchObject({ kind: 'network' });
    expect(b.feedback.toast).toHaveBeenCalledWith('t:submitFailed');
  });

  it('times out after the inactivity period: aborts, toasts, rejects', async () => {
    const { xhr, client, feedback, elapse } = setup();
    const handle = client.upload({ path: '/x', file });
    elapse();
    await expect(handle.promise).rejects.toMatchObject({ kind: 'timeout' });
    expect(xhr.aborted).toBe(true);
    expect(feedback.toast).toHaveBeenCalledWith('t:timeout');
  });

  it('upload progress and keepAlive restart the clock instead of adding timers', async () => {
    const { xhr, client, liveTimers, elapse } = setup();
    const onProgress = vi.fn();
    const handle = client.upload({ path: '/x', file, onProgress });
    const first = liveTimers();
    xhr.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    expect(onProgress).toHaveBeenCalledWith(5, 10);
    handle.keepAlive();
    handle.keepAlive();
    expect(first).toBe(1);
    expect(liveTimers()).toBe(1);
    // The answer arriving stops the clock for good.
    xhr.answer({ code: 200, msg: 'ok', data: 1 });
    await expect(handle.promise).resolves.toBe(1);
    expect(liveTimers()).toBe(0);
    handle.keepAlive();
    expect(liveTimers()).toBe(0);
    expect(() => elapse()).toThrow();
  });

  it('without a token sends no Authorization header', () => {
    const { xhr, client } = setup({ token: null });
    client.upload({ path: '/x', file });
    expect(xhr.headers.Authorization).toBeUndefined();
  });

  it('checkReadable: an unreadable file toasts "file read failed"', async () => {
    const { client, feedback } = setup();
    await expect(client.checkReadable(file)).resolves.toBe(true);
    const broken = { slice: () => ({ arrayBuffer: () => Promise.reject(new Error('gone')) }) } as unknown as Blob;
    await expect(client.checkReadable(broken)).resolves.toBe(false);
    expect(feedback.toast).toHaveBeenCalledWith('t:fileReadFailed');
  });
});
