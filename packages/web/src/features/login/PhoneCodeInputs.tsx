/**
 * The phone and SMS-code rows that sign-in, sign-up and password reset share: the same inputs,
 * the same "get code" button with its countdown, so the three forms cannot drift apart.
 */
import { CODE_LENGTH } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldMessage } from './Field';

type OnChange = (event: ChangeEvent<HTMLInputElement>) => void;

export function PhoneRow({ value, onChange, error }: { value: string; onChange: OnChange; error?: FieldMessage }) {
  const { t } = useTranslation();
  return (
    <Field id="phone" label={t('login.phone')} error={error}>
      <input
        id="field-phone"
        className="input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={20}
        placeholder={t('login.phonePlaceholder')}
        value={value}
        onChange={onChange}
        data-testid="phone"
      />
    </Field>
  );
}

interface CodeRowProps {
  value: string;
  onChange: OnChange;
  error?: FieldMessage;
  /** From useSmsSender: seconds until another code may be sent, a send in flight, one sent. */
  sms: { remaining: number; sending: boolean; sent: boolean };
  onSend: () => void;
}

export function CodeRow({ value, onChange, error, sms, onSend }: CodeRowProps) {
  const { t } = useTranslation();
  const label = sms.remaining > 0 ? t('login.resendIn', { seconds: sms.remaining }) : sms.sent ? t('login.resend') : t('login.sendCode');
  return (
    <Field id="code" label={t('login.code')} error={error}>
      <input
        id="field-code"
        className="input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        placeholder={t('login.codePlaceholder', { length: CODE_LENGTH })}
        value={value}
        onChange={onChange}
        data-testid="code"
      />
      <Button
        className="send-code"
        size="small"
        color="primary"
        fill="outline"
        disabled={sms.remaining > 0}
        loading={sms.sending}
        onClick={onSend}
        data-testid="send-code"
      >
        {label}
      </Button>
    </Field>
  );
}
