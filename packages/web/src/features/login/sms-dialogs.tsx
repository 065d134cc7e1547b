/**
 * The two SMS modals of the spec: "delayed SMS, keep waiting?" and the daily code limit.
 * Dialog is loaded on first use, not with the login page.
 */
import { loadDialog } from '../../components/dialog';
import { i18n } from '../../i18n';

/** Resolves to what the user chose; closing the modal any other way means keep waiting. */
export async function askSmsDelayed(): Promise<'wait' | 'resend'> {
  const Dialog = await loadDialog();
  return new Promise((resolve) => {
    Dialog.show({
      title: i18n.t('login.smsDelayedTitle'),
      content: <div data-testid="sms-delayed-modal">{i18n.t('login.smsDelayed')}</div>,
      closeOnAction: true,
      afterClose: () => resolve('wait'),
      actions: [
        [
          {
            key: 'wait',
            text: <span data-testid="sms-keep-waiting">{i18n.t('login.keepWaiting')}</span>,
            onClick: () => resolve('wait'),
          },
          {
            key: 'resend',
            bold: true,
            text: <span data-testid="sms-resend">{i18n.t('login.resendNow')}</span>,
            onClick: () => resolve('resend'),
          },
        ],
      ],
    });
  });
}

/** The daily code limit; without the number from the server, the message names none. */
export async function showDailyLimit(limit: string | number | undefined): Promise<void> {
  const text = limit === undefined || limit === '' ? i18n.t('login.dailyLimitReached') : i18n.t('login.dailyLimit', { limit });
  const Dialog = await loadDialog();
  await Dialog.alert({
    content: <div data-testid="sms-daily-limit">{text}</div>,
    confirmText: i18n.t('common.confirm'),
  });
}
