/**
 * Sending verification codes: a countdown (the server's cooldown, 60 s by default) keeps the
 * button disabled. Pressing "resend" for the same phone and purpose while no valid code has
 * been typed first asks whether the SMS is merely delayed (keep waiting / resend): that is
 * the moment a user has evidently not received it, without interrupting anyone still typing.
 */
import { SMS_RESEND_SECONDS } from '@qfl/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorKey } from '../../api/errors';
import { toast } from '../../components/toast';
import { sendCode } from '../account/api/session';
import { askSmsDelayed, showDailyLimit } from './sms-dialogs';

export type SmsPurpose = 'login' | 'register' | 'reset';

export function useSmsSender() {
  const { t } = useTranslation();
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const lastSent = useRef<{ phone: string; purpose: SmsPurpose } | null>(null);

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const startCountdown = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  const send = useCallback(
    async (phone: string, purpose: SmsPurpose, hasValidCode: boolean) => {
      if (remaining > 0 || sending) return;
      const last = lastSent.current;
      if (last?.phone === phone && last.purpose === purpose && !hasValidCode) {
        if ((await askSmsDelayed()) === 'wait') return;
      }
      setSending(true);
      try {
        const answer = await sendCode({ phone, purpose });
        lastSent.current = { phone, purpose };
        startCountdown(answer?.cooldownSeconds > 0 ? answer.cooldownSeconds : SMS_RESEND_SECONDS);
        toast(t('login.codeSent'));
      } catch (error) {
        if (hasErrorKey(error, 'sms.dailyLimit')) void showDailyLimit(error.params?.limit);
        else if (hasErrorKey(error, 'sms.cooldown')) {
          const seconds = Number(error.params?.seconds ?? error.params?.cooldownSeconds);
          if (seconds > 0) startCountdown(seconds);
        }
        // Anything else was already toasted by the API client.
      } finally {
        setSending(false);
      }
    },
    [remaining, sending, startCountdown, t],
  );

  return { remaining, sending, sent: lastSent.current !== null, send };
}
