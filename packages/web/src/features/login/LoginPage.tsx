/**
 * Entry route: the custom navigation bar with the app title, the language picker, the
 * three modes and the form. `?redirect=` (an in-app path) is where a successful sign-in returns.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { NavBar } from '../../components/NavBar';
import { useSession } from '../../session/store';
import { LoginForm } from './LoginForm';
import { LoginLanguagePicker } from './LoginLanguagePicker';
import { pathAfterSignIn, safeRedirect } from './redirect';
import type { LoginMode } from './validate';
import './login.css';

const MODES = [
  { mode: 'password', label: 'login.modePassword' },
  { mode: 'code', label: 'login.modeCode' },
  { mode: 'register', label: 'login.modeRegister' },
] as const;

export default function LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('password');
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const signedIn = useSession((s) => s.token !== null);
  const userInfo = useSession((s) => s.userInfo);
  // Signed-in users skip the form (the form itself navigates after a fresh sign-in).
  const [wasSignedIn] = useState(signedIn);
  if (wasSignedIn && signedIn) return <Navigate to={pathAfterSignIn(userInfo, redirect)} replace />;

  return (
    <div className="page login-page" data-testid="page-login">
      <NavBar title={t('app.title')} />
      <main className="login">
        <div className="login__top">
          <LoginLanguagePicker />
        </div>
        <section className="login__hero">
          <div className="login__logo">
            <svg viewBox="0 0 48 48" aria-hidden="true">
              <rect x="6" y="26" width="8" height="14" rx="2" />
              <rect x="20" y="18" width="8" height="22" rx="2" />
              <rect x="34" y="8" width="8" height="32" rx="2" />
            </svg>
          </div>
          <p className="login__slogan">{t('app.slogan')}</p>
        </section>
        <div className="login__modes" role="tablist">
          {MODES.map((m) => (
            <button
              key={m.mode}
              type="button"
              role="tab"
              aria-selected={mode === m.mode}
              className={mode === m.mode ? 'login__mode login__mode--active' : 'login__mode'}
              onClick={() => setMode(m.mode)}
              data-testid={`mode-${m.mode}`}
            >
              {t(m.label)}
            </button>
          ))}
        </div>
        <LoginForm mode={mode} redirect={redirect} />
      </main>
    </div>
  );
}
