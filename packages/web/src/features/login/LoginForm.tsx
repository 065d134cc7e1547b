/**
 * The sign-in / sign-up form. Modes share the fields (the phone survives a mode switch):
 * password sign-in (phone + password), SMS sign-in (phone + code), sign up (phone + code
 * + password). States: verifying → succeeded / succeeded without token / failed.
 */
import type { Session } from '@qfl/core';
import { isCode } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isSession } from '../../api/envelope';
import { PATHS } from '../../app/paths';
import { toast, toastLoading } from '../../components/toast';
import { followUserLanguage } from '../../i18n';
import { useSession } from '../../session/store';
import { login, register } from '../account/api/session';
import { withTimeZone } from '../account/time-zone';
import { Field } from './Field';
import { CodeRow, PhoneRow } from './PhoneCodeInputs';
import { answerMessage, failureMessage, type LoginMessage } from './outcome';
import { pathAfterSignIn } from './redirect';
import { useSmsSender } from './use-sms-sender';
import {
  type FieldErrors,
  type LoginFields,
  type LoginMode,
  normalizeCode,
  normalizePhone,
  validateLogin,
  validatePhone,
} from './validate';

function submit(mode: LoginMode, { phone, password, code }: LoginFields): Promise<Session> {
  if (mode === 'register') return register(withTimeZone({ phone, code, password }));
  return mode === 'code' ? login(withTimeZone({ phone, code })) : login(withTimeZone({ phone, password }));
}

const NORMALIZE: Record<keyof LoginFields, (raw: string) => string> = {
  phone: normalizePhone,
  code: normalizeCode,
  password: (raw) => raw,
};

/** `redirect`: the in-app page to return to after signing in (already validated). */
export function LoginForm({ mode, redirect }: { mode: LoginMode; redirect: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const sms = useSmsSender();
  const [fields, setFields] = useState<LoginFields>({ phone: '', password: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const say = (message: LoginMessage) => toast('text' in message ? message.text : t(message.key));

  const change = (name: keyof LoginFields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = NORMALIZE[name](event.target.value);
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onSendCode = () => {
    const phoneError = validatePhone(fields.phone);
    if (phoneError) {
      setErrors((e) => ({ ...e, phone: phoneError }));
      return;
    }
    void sms.send(fields.phone, mode === 'register' ? 'register' : 'login', isCode(fields.code));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(mode, fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    toastLoading(t('login.verifying'));
    try {
      const answer = await submit(mode, fields);
      say(answerMessage(answer, mode === 'register'));
      if (!isSession(answer)) return;
      signIn(answer);
      void followUserLanguage(answer.userInfo);
      navigate(pathAfterSignIn(mode === 'register' ? null : answer.userInfo, redirect), { replace: true });
    } catch (error) {
      say(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const registering = mode === 'register';

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <PhoneRow value={fields.phone} onChange={change('phone')} error={errors.phone} />
      {mode !== 'password' && <CodeRow value={fields.code} onChange={change('code')} error={errors.code} sms={sms} onSend={onSendCode} />}
      {mode !== 'code' && (
        <Field id="password" label={t('login.password')} error={errors.password}>
          <input
            id="field-password"
            className="input"
            type="password"
            autoComplete={registering ? 'new-password' : 'current-password'}
            maxLength={64}
            placeholder={registering ? t('login.newPasswordPlaceholder') : t('login.passwordPlaceholder')}
            value={fields.password}
            onChange={change('password')}
            data-testid="password"
          />
        </Field>
      )}
      {mode === 'password' && (
        <Link className="login-form__forgot" to={PATHS.resetPassword} data-testid="forgot-password">
          {t('account.forgotPassword')}
        </Link>
      )}
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={busy}
        className="login-form__submit"
        data-testid={registering ? 'submit-register' : 'submit-login'}
      >
        {registering ? t('login.submitRegister') : t('login.submitLogin')}
      </Button>
    </form>
  );
}
