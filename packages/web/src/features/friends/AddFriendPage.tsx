/**
 * `#/pages/social/friend-add`: find a user by exact phone number (only users who allow it; the
 * answer never says whether the phone exists), my share code with its QR code, enter someone's code,
 * and whether others may find me by phone.
 */
import { normalizePhone, type PublicUser, shareCodeSchema } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { searchByPhone, useShareCodeQuery, userByCode } from './api/friends';
import { FindableSwitch } from './FindableSwitch';
import { FRIENDS_PATHS, userCardPath } from './paths';
import { ShareQr, shareLink } from './ShareQr';
import { UserAvatar, usePublicName } from './UserAvatar';
import './friends.css';

const PHONE = /^1[3-9]\d{9}$/;

function Found({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = usePublicName(user);
  return (
    <div className="friends-found" data-testid="friends-found">
      <UserAvatar user={user} />
      <span className="friends-found__name">{name}</span>
      <Button size="small" color="primary" onClick={() => navigate(userCardPath(user.id))} data-testid="friends-found-open">
        {t('friends.view')}
      </Button>
    </div>
  );
}

function PhoneSearch() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PublicUser | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const search = async () => {
    const normalized = normalizePhone(phone);
    if (!PHONE.test(normalized)) {
      setError(t('friends.phoneInvalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setResult((await searchByPhone(normalized)).user);
    } catch {
      setResult(undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card" data-testid="friends-phone">
      <h2 className="card__title">{t('friends.byPhone')}</h2>
      <p className="muted">{t('friends.byPhoneHint')}</p>
      <form
        className="friends-form"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <Input
          value={phone}
          onChange={(v) => {
            setPhone(v);
            setError(null);
            setResult(undefined);
          }}
          type="tel"
          inputMode="tel"
          maxLength={20}
          placeholder={t('friends.phonePlaceholder')}
          aria-label={t('friends.phonePlaceholder')}
          data-testid="friends-phone-input"
        />
        <Button type="submit" color="primary" loading={busy} data-testid="friends-phone-search">
          {t('friends.search')}
        </Button>
      </form>
      {error && (
        <p className="friends-error" role="alert">
          {error}
        </p>
      )}
      {result === null && (
        <p className="muted" data-testid="friends-phone-none">
          {t('friends.phoneNone')}
        </p>
      )}
      {result && <Found user={result} />}
    </section>
  );
}

function CodeEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    const parsed = shareCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t('friends.codeInvalid'));
      return;
    }
    setBusy(true);
    try {
      const user = await userByCode(parsed.data);
      navigate(userCardPath(user.id));
    } catch (err) {
      if (isApiError(err) && err.key === 'friends.userNotFound') setError(t('friends.codeUnknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card" data-testid="friends-code-entry">
      <h2 className="card__title">{t('friends.byCode')}</h2>
      <form
        className="friends-form"
        onSubmit={(e) => {
          e.preventDefault();
          void open();
        }}
      >
        <Input
          value={code}
          onChange={(v) => {
            setCode(v);
            setError(null);
          }}
          maxLength={12}
          autoComplete="off"
          placeholder={t('friends.codePlaceholder')}
          aria-label={t('friends.codePlaceholder')}
          data-testid="friends-code-input"
        />
        <Button type="submit" color="primary" loading={busy} data-testid="friends-code-open">
          {t('friends.open')}
        </Button>
      </form>
      {error && (
        <p className="friends-error" role="alert" data-testid="friends-code-error">
          {error}
        </p>
      )}
    </section>
  );
}

function MyCode() {
  const { t } = useTranslation();
  const code = useShareCodeQuery();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('friends.copied'));
    } catch {
      toast(t('friends.copyFailed'));
    }
  };
  return (
    <section className="card" data-testid="friends-my-code">
      <h2 className="card__title">{t('friends.myCode')}</h2>
      <p className="muted">{t('friends.myCodeHint')}</p>
      {code.data && (
        <>
          <p className="friends-code" data-testid="friends-my-code-value">
            {code.data.code}
          </p>
          <ShareQr text={shareLink(code.data.code)} label={t('friends.qrLabel')} />
          <Button block fill="outline" color="primary" onClick={() => void copy(shareLink(code.data.code))} data-testid="friends-copy-link">
            {t('friends.copyLink')}
          </Button>
        </>
      )}
    </section>
  );
}

export default function AddFriendPage() {
  const { t } = useTranslation();
  const back = useGoBack(FRIENDS_PATHS.list);
  return (
    <div className="page" data-testid="page-friend-add">
      <NavBar title={t('friends.add')} onBack={back} />
      <main className="page__body">
        <CodeEntry />
        <PhoneSearch />
        <MyCode />
        <List className="card card--flush">
          <FindableSwitch />
        </List>
      </main>
    </div>
  );
}
