/** Social tab: PK battles, friends and team (friends and team do not exist yet, and it says so). */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { BATTLE_PATHS } from '../battle/paths';

export default function SocialPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page" data-testid="page-social">
      <NavBar title={t('tabs.social')} />
      <main className="page__body">
        <section className="card" data-testid="social-battle">
          <h2 className="card__title">{t('battle.title')}</h2>
          <p className="muted">{t('battle.socialHint')}</p>
          <Button color="primary" onClick={() => navigate(BATTLE_PATHS.index)} data-testid="social-battle-open">
            {t('battle.cardOpen')}
          </Button>
        </section>
        <section className="card">
          <h2 className="card__title">{t('social.friends')}</h2>
          <EmptyState title={t('social.noFriends')} testId="social-friends-empty" />
        </section>
        <section className="card">
          <h2 className="card__title">{t('social.team')}</h2>
          <EmptyState title={t('social.noTeam')} testId="social-team-empty" />
        </section>
      </main>
    </div>
  );
}
