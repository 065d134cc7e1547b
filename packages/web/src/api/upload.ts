/**
 * The app's multipart upload helper: the pure helper (upload-client.ts) wired to the browser's
 * XMLHttpRequest, the session's token, the stored `token_type`, toasts, i18n texts and the
 * "login expired" confirm (confirm → the login page, cancel → stay).
 */
import { goTo, PATHS } from '../app/paths';
import { loadDialog } from '../components/dialog';
import { toast } from '../components/toast';
import { currentLanguage, i18n } from '../i18n';
import { useSession } from '../session/store';
import { API_BASE } from './base';
import { createUploadClient, type UploadNoticeKey, type XhrLike } from './upload-client';

/** One variant of the spec keeps `token_type` next to `token` in localStorage. */
export const TOKEN_TYPE_KEY = 'token_type';

const NOTICE_KEYS = {
  submitFailed: 'uploadErrors.submitFailed',
  uploadFailed: 'uploadErrors.uploadFailed',
  fileReadFailed: 'uploadErrors.fileReadFailed',
  timeout: 'network.timeout',
  serverFlewAway: 'network.serverFlewAway',
  default: 'network.default',
} as const satisfies Record<UploadNoticeKey, string>;

function storedTokenType(): string | null {
  try {
    return localStorage.getItem(TOKEN_TYPE_KEY);
  } catch {
    return null;
  }
}

async function confirmRelogin(): Promise<boolean> {
  const Dialog = await loadDialog().catch(() => null);
  if (!Dialog) return false;
  return Dialog.confirm({
    content: i18n.t('uploadErrors.loginExpired'),
    confirmText: i18n.t('uploadErrors.relogin'),
    cancelText: i18n.t('uploadErrors.stay'),
  });
}

export const uploader = createUploadClient({
  xhr: () => new XMLHttpRequest() as unknown as XhrLike,
  baseUrl: API_BASE,
  language: currentLanguage,
  token: () => useSession.getState().token,
  tokenType: storedTokenType,
  feedback: {
    toast,
    text: (key) => i18n.t(NOTICE_KEYS[key]),
    confirmRelogin,
    goLogin: () => goTo(PATHS.login),
  },
});
