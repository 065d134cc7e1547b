/**
 * Identity settings: identity, native language, learning language and level (1-20, each
 * described). Saving needs both languages and a signed-in user (else the auth prompt).
 */
import { type Identity, type Lang, toastableServerMessage } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { PATHS } from '../../app/paths';
import { showAuthPrompt } from '../../components/AuthPrompt';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { followUserLanguage } from '../../i18n';
import { useSession } from '../../session/store';
import { saveSettings } from '../account/api/user';
import { withTimeZone } from '../account/time-zone';
import { safeRedirect } from '../login/redirect';
import { identityOptions, languageOptions, levelKey, levelOptions, sameLanguage } from './options';
import './settings.css';

function tagged(label: string, testId: string) {
  return <span data-testid={testId}>{label}</span>;
}

export default function IdentitySettingsPage() {
  const { t } = useTranslation();
  const goBackOrStudy = useGoBack(PATHS.study);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // After sign-in from the authorization prompt: back to the page the user came from.
  const redirect = safeRedirect(params.get('redirect'));
  const done = () => (redirect ? navigate(redirect, { replace: true }) : goBackOrStudy());
  const back = useGoBack(PATHS.mine);
  const user = useSession((s) => s.userInfo);
  const signedIn = useSession((s) => s.token !== null);
  const setUserInfo = useSession((s) => s.setUserInfo);
  const [identity, setIdentity] = useState<Identity | null>(user?.identity ?? null);
  const [nativeLang, setNativeLang] = useState<Lang | null>(user?.nativeLang ?? null);
  const [learningLang, setLearningLang] = useState<Lang | null>(user?.learningLang ?? null);
  const [level, setLevel] = useState<number>(user?.level ?? 1);
  const [saving, setSaving] = useState(false);
  const sameLangs = sameLanguage(nativeLang, learningLang);

  const save = async () => {
    if (!signedIn) return showAuthPrompt();
    if (!identity) return toast(t('settings.identityRequired'));
    if (!nativeLang || !learningLang) return toast(t('settings.languageRequired'));
    if (sameLangs) return toast(t('settingsUx.sameLanguage'));
    setSaving(true);
    try {
      const updated = await saveSettings(withTimeZone({ identity, nativeLang, learningLang, level }));
      setUserInfo(updated);
      void followUserLanguage(updated);
      toast(t('settings.saved'));
      done();
    } catch (error) {
      if (isApiError(error) && error.kind === 'session') return; // already sent to login
      const reason = isApiError(error) ? toastableServerMessage(error.serverMsg) : null;
      toast(reason ? t('settings.identityFailedReason', { reason }) : t('settings.identityFailed'));
    } finally {
      setSaving(false);
    }
  };

  const langOptions = (prefix: string) =>
    languageOptions.map((lang) => ({ value: lang, label: tagged(t(`langs.${lang}`), `settings-${prefix}-${lang}`) }));

  return (
    <div className="page" data-testid="page-settings">
      <NavBar title={t('settings.title')} onBack={back} />
      <main className="page__body settings">
        <p className="muted">{t('settings.intro')}</p>
        <section className="card">
          <h2 className="card__title">{t('settings.identity')}</h2>
          <Selector
            columns={2}
            options={identityOptions.map((id) => ({ value: id, label: tagged(t(`identities.${id}`), `settings-identity-${id}`) }))}
            value={identity ? [identity] : []}
            onChange={(v) => setIdentity(v[0] ?? null)}
          />
        </section>
        <section className="card">
          <h2 className="card__title">{t('settings.nativeLang')}</h2>
          <Selector
            columns={3}
            options={langOptions('native')}
            value={nativeLang ? [nativeLang] : []}
            onChange={(v) => setNativeLang(v[0] ?? null)}
          />
        </section>
        <section className="card">
          <h2 className="card__title">{t('settings.learningLang')}</h2>
          <Selector
            columns={3}
            options={langOptions('learning')}
            value={learningLang ? [learningLang] : []}
            onChange={(v) => setLearningLang(v[0] ?? null)}
          />
          {sameLangs && (
            <p className="settings__warning" role="alert" data-testid="settings-same-language">
              {t('settingsUx.sameLanguage')}
            </p>
          )}
        </section>
        <section className="card">
          <h2 className="card__title">{t('settings.level')}</h2>
          <Selector
            className="settings__levels"
            columns={1}
            options={levelOptions.map((n) => ({
              value: n,
              label: tagged(`${t('common.levelN', { level: n })} · ${t(`levels.${levelKey(n)}.name`)}`, `settings-level-${n}`),
              description: t(`levels.${levelKey(n)}.desc`),
            }))}
            value={[level]}
            onChange={(v) => setLevel(v[0] ?? level)}
          />
        </section>
      </main>
      <footer className="settings__footer">
        <Button block color="primary" size="large" loading={saving} disabled={sameLangs} onClick={save} data-testid="save-settings">
          {t('settings.save')}
        </Button>
      </footer>
    </div>
  );
}
