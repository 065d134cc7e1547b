/**
 * Mine tab: who I am (avatar, nickname), the way to the personal center, my dictionaries (and,
 * for admins, the review of public books), the account, identity and language settings, log out.
 */
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { currentLanguage } from '../../i18n';
import { Avatar, useDisplayName } from '../account/Avatar';
import { useCurrentUser } from '../account/api/user';
import { LanguageSwitcher } from '../personal-center/LanguageSwitcher';
import { ADMIN_REVIEW_PATH } from '../admin-review/paths';
import { MODERATION_PATHS } from '../moderation/paths';
import { STUDY_HOME_PATHS } from '../study-tab/paths';
import { UPLOAD_PATHS } from '../upload/paths';
import { formatDate } from './format';
import { confirmLogout } from './logout';
import './mine-tab.css';

export default function MinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const name = useDisplayName(user);
  const [languageOpen, setLanguageOpen] = useState(false);
  const learning = user?.learningLang
    ? `${t(`langs.${user.learningLang}`)} · ${user.level ? t('common.levelN', { level: user.level }) : t('common.notSet')}`
    : t('common.notSet');

  return (
    <div className="page" data-testid="page-mine">
      <NavBar title={t('tabs.mine')} />
      <main className="page__body">
        <section className="card profile" data-testid="user-summary">
          <Avatar user={user} />
          <div className="profile__text">
            <p className="profile__name" data-testid="user-nickname">
              {name}
            </p>
            <p className="muted">{user?.phone ?? ''}</p>
            <p className="muted">
              {user?.identity ? t(`identities.${user.identity}`) : t('common.notSet')} · {learning}
            </p>
            {user?.createdAt ? (
              <p className="muted">{t('mine.memberSince', { date: formatDate(user.createdAt, currentLanguage()) })}</p>
            ) : null}
          </div>
        </section>
        <List className="card card--flush">
          <List.Item onClick={() => navigate(PATHS.personalCenter)} data-testid="mine-personal-center">
            {t('mine.personalCenter')}
          </List.Item>
          <List.Item onClick={() => navigate(STUDY_HOME_PATHS.newWords)} data-testid="mine-new-words">
            {t('newWords.title')}
          </List.Item>
          <List.Item onClick={() => navigate(UPLOAD_PATHS.mine)} data-testid="mine-my-books">
            {t('myBooks.title')}
          </List.Item>
          <List.Item onClick={() => navigate(UPLOAD_PATHS.index)} data-testid="mine-upload">
            {t('myBooks.upload')}
          </List.Item>
          {user?.role === 'admin' && (
            <List.Item onClick={() => navigate(ADMIN_REVIEW_PATH)} data-testid="mine-admin-review">
              {t('adminReview.title')}
            </List.Item>
          )}
          {user?.role === 'admin' && (
            <List.Item onClick={() => navigate(MODERATION_PATHS.reports)} data-testid="mine-admin-reports">
              {t('moderation.reports.title')}
            </List.Item>
          )}
          {user?.role === 'admin' && (
            <List.Item onClick={() => navigate(MODERATION_PATHS.queue)} data-testid="mine-admin-moderation">
              {t('moderation.queue.title')}
            </List.Item>
          )}
          <List.Item onClick={() => navigate(PATHS.account)} data-testid="mine-account">
            {t('account.title')}
          </List.Item>
          <List.Item onClick={() => navigate(PATHS.settings)} data-testid="mine-identity-settings">
            {t('mine.identitySettings')}
          </List.Item>
          <List.Item
            onClick={() => setLanguageOpen((open) => !open)}
            extra={t(`endonyms.${currentLanguage()}`)}
            data-testid="mine-language"
          >
            {t('uiLang.title')}
          </List.Item>
        </List>
        {languageOpen && (
          <section className="card">
            <LanguageSwitcher />
          </section>
        )}
        <Button block color="danger" fill="outline" size="large" onClick={() => void confirmLogout()} data-testid="logout">
          {t('mine.logout')}
        </Button>
      </main>
    </div>
  );
}
