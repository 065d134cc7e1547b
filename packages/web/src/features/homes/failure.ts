/**
 * The spec's home messages for a failed study action: "network request failed" when the
 * backend could not be reached, "book info not found" for a missing book, otherwise the
 * server's own (localized) message when short enough, else "data load failed".
 * null: the session ended and the user is already on the way to login.
 */
import { toastableServerMessage } from '@qfl/core';
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/errors';

export function failureText(error: unknown, t: TFunction): string | null {
  if (!isApiError(error)) return t('homes.messages.dataLoadFailed');
  if (error.kind === 'session') return null;
  if (error.isTransport) return t('homes.messages.networkRequestFailed');
  if (error.key === 'study.bookNotFound') return t('homes.messages.bookNotFound');
  return toastableServerMessage(error.serverMsg) ?? t('homes.messages.dataLoadFailed');
}
