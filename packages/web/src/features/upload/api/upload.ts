/**
 * The upload calls: preview (a JSON body for a pasted list or article, the multipart helper for a
 * file), apply, and the progress poll (`GET /api/upload/progress/:key`, every ~500 ms while a
 * preview or an apply is in flight). Server failures arrive already localized and toasted.
 */
import { ERROR_KEYS, type Endpoints, UPLOAD_LIMITS, type UploadApply, type UploadPreview, type UploadProgress } from '@qfl/core';
import { api } from '../../../api/http';
import { uploader } from '../../../api/upload';
import type { UploadHandle } from '../../../api/upload-client';
import { type UploadFormState, toFormFields, toJsonBody } from '../form-state';

export const POLL_INTERVAL_MS = 500;
/**
 * Upload and book errors are shown whole on the page (use-upload-flow.ts), so the client does not
 * also toast them cut off at 30 characters ("Excel needs at least 11 columns" is 31).
 */
export const UPLOAD_ERROR_KEYS = ERROR_KEYS.filter((k) => k.startsWith('upload.') || k.startsWith('book.'));
/** A pasted list may be 2 M characters: the server may take its whole parse budget, plus the trip. */
const SLOW_CALL_MS = UPLOAD_LIMITS.parseMs + 30_000;

export function previewList(state: UploadFormState, progressKey: string): Promise<UploadPreview> {
  return api.call('POST /api/upload/preview', {
    body: toJsonBody(state, progressKey),
    auth: true,
    timeoutMs: SLOW_CALL_MS,
    quiet: UPLOAD_ERROR_KEYS,
  });
}

/**
 * Sends the file with the form fields. Asks `/api/user/info` first through the main client: if the
 * token has expired that call refreshes it, so the helper's "login expired" confirm only shows
 * when the session is really over (the helper itself does not refresh, as the spec says).
 */
export async function startFilePreview(
  state: UploadFormState,
  progressKey: string,
  onProgress: (loaded: number, total: number) => void,
): Promise<UploadHandle<UploadPreview> | null> {
  const file = state.file;
  if (!file || !(await uploader.checkReadable(file))) return null;
  await api.call('GET /api/user/info', { auth: true, toast: false }).catch(() => undefined);
  return uploader.upload<UploadPreview>({
    // The multipart form of the declared endpoint (XHR, for upload progress).
    path: '/api/upload/preview' satisfies Endpoints['POST /api/upload/preview']['path'],
    file,
    fileName: file.name,
    formData: toFormFields(state, progressKey),
    onProgress,
  });
}

export function applyUpload(uploadId: string): Promise<UploadApply> {
  return api.call('POST /api/upload/:uploadId/apply', {
    params: { uploadId },
    body: {},
    auth: true,
    timeoutMs: SLOW_CALL_MS,
    quiet: UPLOAD_ERROR_KEYS,
  });
}

export function fetchProgress(key: string): Promise<UploadProgress> {
  return api.call('GET /api/upload/progress/:key', { params: { key }, auth: true, toast: false });
}

/**
 * Asks for progress until stopped, one request at a time (the next waits for the answer, so a
 * slow server never has several polls queued). Unknown keys (404 before the server registered
 * the key) are ignored: the next poll tries again.
 */
export function pollProgress(key: string, onAnswer: (progress: UploadProgress) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      const progress = await fetchProgress(key);
      if (!stopped) onAnswer(progress);
    } catch {
      // not known yet, or a dropped poll: the request itself decides success
    }
    if (!stopped) timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
  };
  timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
