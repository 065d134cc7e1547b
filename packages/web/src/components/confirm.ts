/**
 * Confirm-cancel and confirm-delete dialogs: the action runs only on confirm; otherwise a
 * toast says the operation was cancelled. Both resolve to whether the action ran and
 * succeeded; they never reject, so callers may fire and forget them.
 */
import { createElement } from 'react';
import { isApiError } from '../api/errors';
import { i18n } from '../i18n';
import { loadDialog } from './dialog';
import { toast } from './toast';

interface ConfirmOptions {
  content: string;
  title?: string;
  confirmText?: string;
}

function label(text: string, testId: string) {
  return createElement('span', { 'data-testid': testId }, text);
}

async function confirmThen(action: () => unknown, options: ConfirmOptions): Promise<boolean> {
  // Never rejects: a dialog that cannot load (offline, chunk failure) runs nothing.
  const Dialog = await loadDialog().catch(() => null);
  if (!Dialog) return false;
  const confirmed = await Dialog.confirm({
    title: options.title,
    content: createElement('div', { 'data-testid': 'confirm-dialog' }, options.content),
    confirmText: label(options.confirmText ?? i18n.t('common.confirm'), 'confirm-ok'),
    cancelText: label(i18n.t('common.cancel'), 'confirm-cancel'),
  });
  if (!confirmed) {
    toast(i18n.t('confirm.cancelled'));
    return false;
  }
  try {
    await action();
    return true;
  } catch (error) {
    // A failed request has already been toasted by the API client; anything else is a bug.
    if (!isApiError(error)) console.error('Confirmed action failed', error);
    return false;
  }
}

/** "Are you sure?" before an action that can be called off (log out, leave, discard). */
export function confirmCancel(content: string, action: () => unknown): Promise<boolean> {
  return confirmThen(action, { content });
}

/** "Delete?" before removing something for good. */
export function confirmDelete(action: () => unknown, content: string = i18n.t('confirm.deleteContent')): Promise<boolean> {
  return confirmThen(action, {
    content,
    title: i18n.t('confirm.deleteTitle'),
    confirmText: i18n.t('confirm.delete'),
  });
}
