/** Social tab: friends and team. Nothing exists yet, and it says so. */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';

export default function SocialPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="page-social">
      <NavBar title={t('tabs.social')} />
      <main className="page__body">
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
