/**
 * The spec's prompt for users who are not signed in: "authorization not done", with
 * "go to authorize" (→ login) and "go back". `AuthPrompt` stands in for a guarded page;
 * `showAuthPrompt` is the same prompt as a modal, for actions that need a session. Login
 * gets the current page as `?redirect=`, so signing in returns the user to it.
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { goTo, PATHS } from '../app/paths';
import { currentHashPath, loginPathFor } from '../features/login/redirect';
import { i18n } from '../i18n';
import { loadDialog } from './dialog';
import { useGoBack } from './use-go-back';

export function AuthPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = useGoBack(PATHS.login);
  return (
    <div className="auth-prompt" role="alertdialog" aria-labelledby="auth-prompt-text" data-testid="auth-prompt">
      <div className="auth-prompt__card">
        <p id="auth-prompt-text" className="auth-prompt__text">
          {t('auth.notAuthorized')}
        </p>
        <Button
          block
          color="primary"
          onClick={() => navigate(loginPathFor(location.pathname + location.search))}
          data-testid="auth-go-authorize"
        >
          {t('auth.goAuthorize')}
        </Button>
        <Button block fill="none" onClick={goBack} data-testid="auth-go-back">
          {t('auth.goBack')}
        </Button>
      </div>
    </div>
  );
}

export function showAuthPrompt(): void {
  void loadDialog().then((Dialog) =>
    Dialog.show({
      content: (
        <div className="auth-prompt__text" data-testid="auth-prompt">
          {i18n.t('auth.notAuthorized')}
        </div>
      ),
      closeOnAction: true,
      actions: [
        [
          { key: 'back', text: <span data-testid="auth-go-back">{i18n.t('auth.goBack')}</span> },
          {
            key: 'authorize',
            bold: true,
            text: <span data-testid="auth-go-authorize">{i18n.t('auth.goAuthorize')}</span>,
            onClick: () => goTo(loginPathFor(currentHashPath())),
          },
        ],
      ],
    }),
  );
}
