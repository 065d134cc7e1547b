/**
 * Forgot password (#/pages/login/reset): phone, a code sent for `reset`, the new password
 * twice; success signs the user in like a sign-in does. Public, reached from the login screen.
 */
import { CODE_LENGTH, isCode } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isSession } from '../../api/envelope';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { toast, toastLoading } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { followUserLanguage } from '../../i18n';
import { useSession } from '../../session/store';
import { failureMessage } from '../login/outcome';
import { pathAfterSignIn } from '../login/redirect';
import { useSmsSender } from '../login/use-sms-sender';
import { normalizeCode, normalizePhone, validatePhone } from '../login/validate';
import { Field } from '../login/Field';
import { CodeRow, PhoneRow } from '../login/PhoneCodeInputs';
import { checkNewPassword } from './profile';
import { resetPassword } from './api/profile';
import '../login/login.css';
import './account.css';

type Fields = { phone: string; code: string; password: string; confirm: string };

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack(PATHS.login);
  const signIn = useSession((s) => s.signIn);
  const sms = useSmsSender();
  const [fields, setFields] = useState<Fields>({ phone: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);

  const set = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const value = name === 'phone' ? normalizePhone(raw) : name === 'code' ? normalizeCode(raw) : raw;
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onSendCode = () => {
    const phoneError = validatePhone(fields.phone);
    if (phoneError) return setErrors((e) => ({ ...e, phone: t(phoneError.key) }));
    void sms.send(fields.phone, 'reset', isCode(fields.code));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const phoneError = validatePhone(fields.phone);
    const passwordError = checkNewPassword(fields.password, fields.confirm);
    const found: Partial<Record<keyof Fields, string>> = {
      phone: phoneError ? t(phoneError.key) : undefined,
      code: isCode(fields.code) ? undefined : t('login.codeInvalid', { length: CODE_LENGTH }),
      password: passwordError ? t(passwordError) : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || busy) return;
    setBusy(true);
    toastLoading(t('login.verifying'));
    try {
      const answer = await resetPassword({ phone: fields.phone, code: fields.code, password: fields.password });
      if (!isSession(answer)) return toast(t('login.noToken'));
      signIn(answer);
      toast(t('account.passwordReset'));
      void followUserLanguage(answer.userInfo);
      navigate(pathAfterSignIn(answer.userInfo, null), { replace: true });
    } catch (error) {
      const message = failureMessage(error);
      toast('text' in message ? message.text : t(message.key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page" data-testid="page-reset-password">
      <NavBar title={t('account.resetTitle')} onBack={back} />
      <main className="page__body">
        <p className="muted">{t('account.resetIntro')}</p>
        <form className="login-form" onSubmit={onSubmit} noValidate>
          <PhoneRow value={fields.phone} onChange={set('phone')} error={errors.phone} />
          <CodeRow value={fields.code} onChange={set('code')} error={errors.code} sms={sms} onSend={onSendCode} />
          <Field id="password" label={t('account.newPassword')} error={errors.password}>
            <input
              id="field-password"
              className="input"
              type="password"
              autoComplete="new-password"
              maxLength={64}
              placeholder={t('login.newPasswordPlaceholder')}
              value={fields.password}
              onChange={set('password')}
              data-testid="password"
            />
          </Field>
          <Field id="confirm" label={t('account.confirmPassword')}>
            <input
              id="field-confirm"
              className="input"
              type="password"
              autoComplete="new-password"
              maxLength={64}
              value={fields.confirm}
              onChange={set('confirm')}
              data-testid="password-confirm"
            />
          </Field>
          <Button block type="submit" color="primary" size="large" loading={busy} className="login-form__submit" data-testid="submit-reset">
            {t('account.resetSubmit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
