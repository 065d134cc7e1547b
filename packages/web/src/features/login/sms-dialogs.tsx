/** The two SMS modals of the spec: "delayed SMS, keep waiting?" and the daily code limit. */
import Dialog from 'antd-mobile/es/components/dialog';
import { i18n } from '../../i18n';

/** Resolves to what the user chose; closing the modal any other way means keep waiting. */
export function askSmsDelayed(): Promise<'wait' | 'resend'> {
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
export function showDailyLimit(limit: string | number | undefined): void {
  const text = limit === undefined || limit === '' ? i18n.t('login.dailyLimitReached') : i18n.t('login.dailyLimit', { limit });
  void Dialog.alert({
    content: <div data-testid="sms-daily-limit">{text}</div>,
    confirmText: i18n.t('common.confirm'),
  });
}
