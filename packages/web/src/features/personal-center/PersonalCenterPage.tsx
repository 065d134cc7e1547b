/**
 * Personal center: daily and total points (with a link to their records), links to friends, chats
 * and teams, profile, privacy (findable by phone, blacklist), settings and the UI language.
 */
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { Avatar, useDisplayName } from '../account/Avatar';
import { useCurrentUser } from '../account/api/user';
import { VoiceSetting } from '../audio';
import { ChatUnreadBadge } from '../chat/ChatUnreadBadge';
import { CHAT_PATHS } from '../chat/paths';
import { DICT_PATHS } from '../dict/paths';
import { BLACKLIST_PATH } from '../blacklist/paths';
import { FindableSwitch } from '../friends/FindableSwitch';
import { FRIENDS_PATHS } from '../friends/paths';
import { PointsRecordsLink } from '../points/PointsRecordsLink';
import { PointsStats } from '../points/PointsStats';
import { STUDY_HOME_PATHS } from '../study-tab/paths';
import { TEAM_PATHS } from '../teams/paths';
import { LanguageSwitcher } from './LanguageSwitcher';

export default function PersonalCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack(PATHS.mine);
  const user = useCurrentUser();
  const name = useDisplayName(user);

  return (
    <div className="page" data-testid="page-personal-center">
      <NavBar title={t('mine.personalCenter')} onBack={back} />
      <main className="page__body">
        <section className="card" data-testid="center-points">
          <div className="stats">
            <PointsStats
              labels={{ daily: t('mine.dailyPoints'), total: t('mine.totalPoints') }}
              testIds={{ daily: 'points-daily', total: 'points-total' }}
            />
          </div>
          <PointsRecordsLink testId="center-points-records" />
        </section>
        <List className="card card--flush">
          <List.Item onClick={() => navigate(FRIENDS_PATHS.list)} data-testid="center-friends">
            {t('mine.friends')}
          </List.Item>
          <List.Item onClick={() => navigate(CHAT_PATHS.list)} extra={<ChatUnreadBadge />} data-testid="center-chat">
            {t('mine.chat')}
          </List.Item>
          <List.Item onClick={() => navigate(TEAM_PATHS.list)} data-testid="center-team">
            {t('mine.team')}
          </List.Item>
        </List>
        <List className="card card--flush" header={t('mine.profile')}>
          <List.Item
            prefix={<Avatar user={user} size={32} />}
            extra={name}
            onClick={() => navigate(PATHS.account)}
            data-testid="center-account"
          >
            {t('mine.nickname')}
          </List.Item>
          <List.Item extra={user?.phone ?? ''}>{t('mine.phone')}</List.Item>
          <List.Item extra={user?.identity ? t(`identities.${user.identity}`) : t('common.notSet')}>{t('mine.identity')}</List.Item>
        </List>
        <List className="card card--flush" header={t('friends.privacy')} data-testid="center-privacy">
          <FindableSwitch />
          <List.Item onClick={() => navigate(BLACKLIST_PATH)} data-testid="center-blacklist">
            {t('blacklist.title')}
          </List.Item>
        </List>
        <List className="card card--flush" header={t('mine.settings')}>
          <List.Item onClick={() => navigate(PATHS.account)} data-testid="center-account-settings">
            {t('account.title')}
          </List.Item>
          <List.Item onClick={() => navigate(PATHS.settings)} data-testid="center-identity-settings">
            {t('mine.identitySettings')}
          </List.Item>
          <List.Item onClick={() => navigate(STUDY_HOME_PATHS.studySettings)} data-testid="center-study-settings">
            {t('studySettings.title')}
          </List.Item>
        </List>
        <section className="card" data-testid="center-language">
          <h2 className="card__title">{t('uiLang.title')}</h2>
          <p className="muted" style={{ marginBottom: 10 }}>
            {t('uiLang.hint')}
          </p>
          <LanguageSwitcher />
        </section>
        <section className="card" data-testid="center-voice">
          <VoiceSetting />
        </section>
        <List className="card card--flush">
          <List.Item onClick={() => navigate(DICT_PATHS.about)} data-testid="center-about">
            {t('about.title')}
          </List.Item>
        </List>
      </main>
    </div>
  );
}
