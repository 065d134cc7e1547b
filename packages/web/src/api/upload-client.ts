/**
 * The multipart upload helper of spec points 7 and 8, as pure logic: a file under a field name
 * (default `file`) plus text fields, `Authorization: <token_type> <token>` (token_type defaults
 * to `Token`), and the upload helper's own answer handling:
 *   code 200 → resolve `data`
 *   code 401 → confirm "login status expired, stay on page or log in again?"; confirm → login
 *   code 500 or any other code → toast the server's message (cut off past 30 characters)
 *   transport failures → the spec's upload messages (submit failed, file read failed, upload failed)
 *
 * Timeout: the spec's 10 s, but as an INACTIVITY timeout. A 20 MB file on a phone line cannot
 * reach the server in 10 s, and parsing a large spreadsheet takes longer still, so a wall-clock
 * 10 s would fail every real upload. The clock restarts on each upload progress event and on
 * each `keepAlive()` (called when a progress poll shows the server still working); it fires
 * only when nothing has moved for 10 s.
 *
 * XMLHttpRequest, not fetch: fetch reports no upload progress. The XHR factory, timers, session
 * and feedback are injected so the decisions run in tests without a browser.
 */
import { toastableServerMessage } from '@qfl/core';
import { isEnvelope, errorData } from './envelope';
import { ApiError } from './errors';

export const UPLOAD_TIMEOUT_MS = 10_000;
export const DEFAULT_TOKEN_TYPE = 'Token';

/** The part of XMLHttpRequest the helper uses. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

export type UploadNoticeKey = 'submitFailed' | 'uploadFailed' | 'fileReadFailed' | 'timeout' | 'serverFlewAway' | 'default';

export interface UploadClientConfig {
  xhr: () => XhrLike;
  baseUrl?: string;
  language?: () => string;
  token: () => string | null;
  /** The stored `token_type`; null or empty means `Token`. */
  tokenType?: () => string | null;
  timeoutMs?: number;
  timers?: { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void };
  feedback: {
    toast(message: string): void;
    text(key: UploadNoticeKey): string;
    /** The "login expired: stay or log in again?" confirm; resolves true for "log in again". */
    confirmRelogin(): Promise<boolean>;
    goLogin(): void;
  };
}

export interface UploadRequest {
  path: string;
  file?: Blob | null;
  fileName?: string;
  /** Field name of the file (spec: default `file`). */
  name?: string;
  formData?: Record<string, string>;
  onProgress?(loaded: number, total: number): void;
}

export interface UploadHandle<T> {
  promise: Promise<T>;
  /** The server is still working (a progress poll answered): restart the inactivity clock. */
  keepAlive(): void;
  abort(): void;
}

export function authorizationHeader(token: string | null, tokenType: string | null | undefined): string | null {
  if (!token) return null;
  return `${tokenType?.trim() || DEFAULT_TOKEN_TYPE} ${token}`;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function createUploadClient(config: UploadClientConfig) {
  const { feedback } = config;
  const timers = config.timers ?? {
    set: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const timeoutMs = config.timeoutMs ?? UPLOAD_TIMEOUT_MS;

  /** Decides what an answer means; toasts or confirms as the spec says; returns data or throws. */
  function settle<T>(status: number, text: string, transportKey: UploadNoticeKey): T {
    const body = parseJson(text);
    if (!isEnvelope(body)) {
      const message = feedback.text(transportKey);
      feedback.toast(message);
      throw new ApiError('http', message, { status });
    }
    if (body.code === 200) return body.data as T;
    if (body.code === 401) {
      void feedback.confirmRelogin().then((relogin) => {
        if (relogin) feedback.goLogin();
      });
      throw new ApiError('session', body.msg ?? '', { code: 401 });
    }
    const { error: key, params } = errorData(body.data);
    const message = body.msg ? (toastableServerMessage(body.msg) ?? feedback.text('serverFlewAway')) : feedback.text('default');
    feedback.toast(message);
    throw new ApiError('server', body.msg || message, { code: body.code, status, key, params, serverMsg: body.msg });
  }

  function upload<T>(req: UploadRequest): UploadHandle<T> {
    const xhr = config.xhr();
    const transportKey: UploadNoticeKey = req.file ? 'uploadFailed' : 'submitFailed';
    let timer: unknown = null;
    let finished = false;
    let fail: (error: ApiError) => void = () => undefined;

    const stopClock = () => {
      if (timer !== null) timers.clear(timer);
      timer = null;
    };
    const restartClock = () => {
      if (finished) return;
      stopClock();
      timer = timers.set(() => {
        xhr.abort();
        const message = feedback.text('timeout');
        feedback.toast(message);
        fail(new ApiError('timeout', message));
      }, timeoutMs);
    };

    const promise = new Promise<T>((resolve, reject) => {
      const done = (run: () => T) => {
        if (finished) return;
        stopClock();
        finished = true;
        try {
          resolve(run());
        } catch (error) {
          reject(error);
        }
      };
      fail = (error) =>
        done(() => {
          throw error;
        });

      const form = new FormData();
      for (const [key, value] of Object.entries(req.formData ?? {})) form.append(key, value);
      if (req.file) form.append(req.name ?? 'file', req.file, req.fileName ?? (req.file as File).name ?? 'file');

      xhr.upload.onprogress = (event) => {
        restartClock();
        if (event.lengthComputable) req.onProgress?.(event.loaded, event.total);
      };
      xhr.onload = () => done(() => settle<T>(xhr.status, xhr.responseText, transportKey));
      xhr.onerror = () => {
        const message = feedback.text(transportKey);
        feedback.toast(message);
        fail(new ApiError('network', message));
      };

      xhr.open('POST', `${(config.baseUrl ?? '').replace(/\/$/, '')}${req.path}`);
      xhr.setRequestHeader('Accept', 'application/json');
      const lang = config.language?.();
      if (lang) xhr.setRequestHeader('Accept-Language', lang);
      const auth = authorizationHeader(config.token(), config.tokenType?.());
      if (auth) xhr.setRequestHeader('Authorization', auth);
      restartClock();
      xhr.send(form);
    });

    return {
      promise,
      keepAlive: restartClock,
      abort: () => {
        if (finished) return;
        xhr.abort();
        fail(new ApiError('network', feedback.text(transportKey)));
      },
    };
  }

  /**
   * Whether the browser can still read a chosen file (a file picked on a phone can vanish before
   * it is sent): reading its first byte fails then, and the user is told "file read failed".
   */
  async function checkReadable(file: Blob): Promise<boolean> {
    try {
      await file.slice(0, 1).arrayBuffer();
      return true;
    } catch {
      feedback.toast(feedback.text('fileReadFailed'));
      return false;
    }
  }

  return { upload, checkReadable };
}

export type UploadClient = ReturnType<typeof createUploadClient>;
