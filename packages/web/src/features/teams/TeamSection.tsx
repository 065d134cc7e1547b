/** The social tab's teams card: my teams (open one), invites waiting, and the way to all of them. */
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMyTeams } from './api/teams';
import { TEAM_PATHS, teamPath } from './paths';

export function TeamSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMyTeams();
  const items = mine.data?.items ?? [];
  const invites = mine.data?.invites.length ?? 0;
  return (
    <section className="card" data-testid="social-teams">
      <h2 className="card__title">{t('teams.title')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('teams.sectionHint')}</p>
      ) : (
        <List>
          {items.slice(0, 3).map((team) => (
            <List.Item
              key={team.id}
              onClick={() => navigate(teamPath(team.id))}
              description={t('teams.memberCount', { n: team.memberCount })}
              data-testid={`social-team-${team.id}`}
            >
              {team.name}
            </List.Item>
          ))}
        </List>
      )}
      {invites > 0 && <p className="muted">{t('teams.invitesWaiting', { n: invites })}</p>}
      <Button block color="primary" fill="outline" onClick={() => navigate(TEAM_PATHS.list)} data-testid="social-teams-open">
        {t('teams.open')}
      </Button>
    </section>
  );
}
