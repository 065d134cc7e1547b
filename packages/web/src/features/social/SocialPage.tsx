/** Social tab: PK battles, then one card per social feature (friends, chats, team, circle, mentors). */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/NavBar';
import { BATTLE_PATHS } from '../battle/paths';
import { ChatSection } from '../chat/ChatSection';
import { CircleSection } from '../circle/CircleSection';
import { FriendsSection } from '../friends/FriendsSection';
import { MentorSection } from '../mentors/MentorSection';
import { TeamSection } from '../teams/TeamSection';

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
        <ChatSection />
        <FriendsSection />
        <TeamSection />
        <CircleSection />
        <MentorSection />
      </main>
    </div>
  );
}
