/**
 * Accept / refuse buttons of a team invite waiting for me (my teams page, the info tab's notice).
 * Shown while the invite is pending in my teams' answer; accepting opens the team.
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAnswerInvite, useMyTeams } from './api/teams';
import { teamPath } from './paths';

export function InviteActions({ inviteId, testId }: { inviteId: number; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMyTeams();
  const answer = useAnswerInvite();
  const invite = mine.data?.invites.find((i) => i.id === inviteId);
  if (!invite) return null;
  return (
    <span className="teams__actions">
      <Button
        size="small"
        color="primary"
        loading={answer.isPending && answer.variables?.accept === true}
        disabled={answer.isPending}
        onClick={(e) => {
          e.stopPropagation();
          answer.mutate({ id: invite.id, accept: true }, { onSuccess: () => navigate(teamPath(invite.teamId)) });
        }}
        data-testid={`${testId}-accept`}
      >
        {t('teams.accept')}
      </Button>
      <Button
        size="small"
        loading={answer.isPending && answer.variables?.accept === false}
        disabled={answer.isPending}
        onClick={(e) => {
          e.stopPropagation();
          answer.mutate({ id: invite.id, accept: false });
        }}
        data-testid={`${testId}-refuse`}
      >
        {t('teams.refuse')}
      </Button>
    </span>
  );
}
