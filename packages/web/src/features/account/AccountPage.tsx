/**
 * Account (#/pages/account/index): the avatar (PNG/JPEG/WebP up to 2 MB, checked before the
 * upload), the nickname and the password (old, new, confirm). Reached from the mine tab and
 * the personal center.
 */
import Button from 'antd-mobile/es/components/button';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorKey, isApiError } from '../../api/errors';
import { useCurrentUser } from './api/user';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import '../login/login.css';
import { Field } from '../login/Field';
import { Avatar, useDisplayName } from './Avatar';
import { AVATAR_TYPES, checkAvatarFile, checkNewPassword, checkNickname, NICKNAME_MAX_LENGTH, nicknameOf } from './profile';
import { MODERATION_REFUSALS, useChangePasswordMutation, useUpdateProfileMutation, useUploadAvatarMutation } from './api/profile';

function serverReason(error: unknown): string | null {
  return isApiError(error) && error.kind === 'server' && error.serverMsg ? error.serverMsg : null;
}

/** A moderation refusal (blocked word, suspension) shown at the field; other failures were toasted. */
function moderationReason(error: unknown): string | null {
  return MODERATION_REFUSALS.some((key) => hasErrorKey(error, key)) ? serverReason(error) : null;
}

function AvatarSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const name = useDisplayName(user);
  const upload = useUploadAvatarMutation();
  const [error, setError] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = checkAvatarFile(file);
    setError(problem ? t(problem) : null);
    if (problem) return;
    upload.mutate(file, { onSuccess: () => toast(t('account.avatarSaved')), onError: (e) => setError(moderationReason(e)) });
  };

  return (
    <section className="card account-avatar" data-testid="account-avatar">
      <Avatar user={user} size={72} />
      <div className="account-avatar__text">
        <p className="account-avatar__name" data-testid="account-name">
          {name}
        </p>
        <p className="muted">{user?.phone ?? ''}</p>
        <label className="account-file">
          {upload.isPending ? t('account.avatarUploading') : t('account.changeAvatar')}
          <input
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={onFile}
            disabled={upload.isPending}
            data-testid="account-avatar-input"
          />
        </label>
        {error && (
          <p className="account-error" role="alert" data-testid="account-avatar-error">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}

function NicknameSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const save = useUpdateProfileMutation();
  const [nickname, setNickname] = useState(() => nicknameOf(user) ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNickname(nickname);
    setError(problem ? t(problem, { max: NICKNAME_MAX_LENGTH }) : null);
    if (problem || save.isPending) return;
    save.mutate(
      { nickname: nickname.trim() },
      { onSuccess: () => toast(t('account.nicknameSaved')), onError: (e) => setError(moderationReason(e)) },
    );
  };

  return (
    <form className="card account-form" onSubmit={onSubmit} noValidate>
      <Field id="nickname" label={t('account.nicknameLabel')} error={error}>
        <input
          id="field-nickname"
          className="input"
          value={nickname}
          maxLength={NICKNAME_MAX_LENGTH * 2}
          placeholder={t('account.nicknamePlaceholder')}
          onChange={(e) => {
            setNickname(e.target.value);
            setError(null);
          }}
          data-testid="account-nickname"
        />
      </Field>
      <Button
        type="submit"
        color="primary"
        block
        loading={save.isPending}
        className="account-form__submit"
        data-testid="account-nickname-save"
      >
        {t('account.saveNickname')}
      </Button>
    </form>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePasswordMutation();
  const [fields, setFields] = useState({ oldPassword: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<{ oldPassword?: string; password?: string }>({});

  const set = (name: keyof typeof fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewPassword(fields.password, fields.confirm);
    const next = {
      oldPassword: fields.oldPassword ? undefined : t('account.oldPasswordRequired'),
      password: problem ? t(problem) : undefined,
    };
    setErrors(next);
    if (next.oldPassword || next.password || change.isPending) return;
    change.mutate(
      { oldPassword: fields.oldPassword, password: fields.password },
      {
        onSuccess: () => {
          setFields({ oldPassword: '', password: '', confirm: '' });
          toast(t('account.passwordChanged'));
        },
        onError: (error) => {
          if (isApiError(error) && error.kind === 'session') return; // already sent to login
          const reason = serverReason(error);
          if (hasErrorKey(error, 'auth.invalidCredentials') || (isApiError(error) && String(error.key) === 'auth.wrongPassword')) {
            setErrors({ oldPassword: reason ?? t('account.wrongPassword') });
          } else toast(reason ?? t('account.passwordFailed'));
        },
      },
    );
  };

  const input = (name: keyof typeof fields, label: string, autoComplete: string, error?: string) => (
    <Field id={`account-${name}`} label={label} error={error}>
      <input
        id={`field-account-${name}`}
        className="input"
        type="password"
        autoComplete={autoComplete}
        maxLength={64}
        value={fields[name]}
        onChange={set(name)}
        data-testid={`account-${name}`}
      />
    </Field>
  );

  return (
    <form className="card account-form" onSubmit={onSubmit} noValidate>
      <h2 className="card__title">{t('account.changePassword')}</h2>
      {input('oldPassword', t('account.oldPassword'), 'current-password', errors.oldPassword)}
      {input('password', t('account.newPassword'), 'new-password', errors.password)}
      {input('confirm', t('account.confirmPassword'), 'new-password')}
      <Button
        type="submit"
        color="primary"
        block
        loading={change.isPending}
        className="account-form__submit"
        data-testid="account-password-save"
      >
        {t('account.changePassword')}
      </Button>
    </form>
  );
}

export default function AccountPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.mine);
  return (
    <div className="page" data-testid="page-account">
      <NavBar title={t('account.title')} onBack={back} />
      <main className="page__body">
        <AvatarSection />
        <NicknameSection />
        <PasswordSection />
      </main>
    </div>
  );
}
