/**
 * Failure toasts of the study pages, whose calls pass `toast: false`: a transport failure says
 * "network request failed", a server refusal shows the server's localized message.
 */
import { toastableServerMessage } from '@qfl/core';
import { isApiError } from '../../api/errors';
import { toast } from '../../components/toast';
import { i18n } from '../../i18n';

export function notifyFailure(error: unknown): void {
  if (!isApiError(error)) {
    toast(i18n.t('bookUx.networkFailed'));
    return;
  }
  if (error.kind === 'session') return; // the client already signed out and said so
  if (error.isTransport) toast(i18n.t('bookUx.networkFailed'));
  else toast((error.serverMsg && toastableServerMessage(error.serverMsg)) || i18n.t('network.serverFlewAway'));
}
