/**
 * One team (`TEAM_PATHS.team?id=`): its code to share, the weekly team goal as progress bars,
 * every member's study this week, invite a friend (picker), the team chat, leave (confirm) and,
 * for the owner, remove a member (confirm).
 */
import type { TeamDetail, TeamMember } from '@qfl/core';
import { personName } from '../friends/person-name';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { API_BASE } from '../../api/base';
import { confirmCancel, confirmDelete } from '../../components/confirm';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { useSession } from '../../session/store';
import { teamChatPath } from '../chat/paths';
import { useInvitable, useInviteFriend, useLeaveTeam, useRemoveMember, useTeam } from './api/teams';
import { TEAM_PATHS } from './paths';
import './teams.css';

function MemberAvatar({ member }: { member: Pick<TeamMember, 'nickname' | 'avatarUrl'> }) {
  const letter = [...(member.nickname ?? '?')][0]?.toUpperCase();
  return (
    <span className="teams__avatar" aria-hidden="true">
      {member.avatarUrl ? <img src={`${API_BASE}${member.avatarUrl}`} alt="" /> : letter}
    </span>
  );
}

function GoalCard({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation();
  const { goal } = detail;
  return (
    <section className="card" data-testid="team-goal">
      <h2 className="card__title">{t('teams.goalTitle')}</h2>
      <p className="muted">{t('teams.goalHint', { from: detail.weekStart, to: detail.weekEnd, n: detail.members.length })}</p>
      {(['words', 'minutes'] as const).map((part) => (
        <div key={part} className="teams__goal" data-testid={`team-goal-${part}`}>
          <div className="teams__goal-label">
            <span>{t(part === 'words' ? 'teams.goalWords' : 'teams.goalMinutes')}</span>
            <span>
              {goal[part].done}/{goal[part].target}
            </span>
          </div>
          <ProgressBar percent={goal[part].percent} style={{ '--track-width': '8px' }} />
        </div>
      ))}
      {goal.reached && <p className="teams__reached">{t('teams.goalReached')}</p>}
    </section>
  );
}

function InvitePicker({ teamId, onClose }: { teamId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const friends = useInvitable(teamId, true);
  const invite = useInviteFriend(teamId);
  const items = friends.data?.items ?? [];
  return (
    <div className="teams__picker" data-testid="team-invite-picker">
      <h2 className="card__title">{t('teams.inviteTitle')}</h2>
      {friends.isPending ? (
        <DelayedPlaceholder kind="loading" />
      ) : items.length === 0 ? (
        <EmptyState title={t('teams.noFriendsToInvite')} hint={t('teams.noFriendsHint')} />
      ) : (
        <List>
          {items.map((f) => (
            <List.Item
              key={f.id}
              prefix={<MemberAvatar member={f} />}
              extra={
                <Button
                  size="small"
                  color="primary"
                  disabled={f.invited}
                  onClick={() => invite.mutate(f.id, { onSuccess: () => toast(t('teams.invited')) })}
                  data-testid={`team-invite-${f.id}`}
                >
                  {f.invited ? t('teams.invitedAlready') : t('teams.invite')}
                </Button>
              }
            >
              {personName(f, t)}
            </List.Item>
          ))}
        </List>
      )}
      <Button block onClick={onClose}>
        {t('common.back')}
      </Button>
    </div>
  );
}

export default function TeamPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(TEAM_PATHS.list);
  const [params] = useSearchParams();
  const teamId = Number(params.get('id')) || 0;
  const me = useSession((s) => s.userInfo?.id);
  const team = useTeam(teamId);
  const leave = useLeaveTeam(teamId);
  const remove = useRemoveMember(teamId);
  const [picking, setPicking] = useState(false);
  const detail = team.data;
  const owner = detail?.team.myRole === 'owner';

  const copyCode = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast(t('teams.codeCopied'));
    } catch {
      toast(t('teams.codeCopyFailed', { code }));
    }
  };

  return (
    <div className="page" data-testid="page-team">
      <NavBar title={detail?.team.name ?? t('teams.title')} onBack={goBack} />
      <main className="page__body">
        {team.isPending ? (
          <DelayedPlaceholder kind="loading" />
        ) : !detail ? (
          <EmptyState
            title={t('teams.notAvailable')}
            action={
              <Button onClick={() => navigate(TEAM_PATHS.list, { replace: true })} data-testid="team-to-list">
                {t('teams.open')}
              </Button>
            }
          />
        ) : (
          <>
            <section className="card" data-testid="team-info">
              {detail.team.description && <p className="teams__description">{detail.team.description}</p>}
              <div className="teams__code">
                <span className="muted">{t('teams.code')}</span>
                <strong data-testid="team-code">{detail.team.code}</strong>
                <Button size="mini" onClick={() => void copyCode(detail.team.code)} data-testid="team-code-copy">
                  {t('teams.copy')}
                </Button>
              </div>
              <p className="muted">{t('teams.memberCountOf', { n: detail.members.length, max: detail.maxMembers })}</p>
              <div className="teams__buttons">
                <Button color="primary" onClick={() => setPicking(true)} data-testid="team-invite-open">
                  {t('teams.inviteFriend')}
                </Button>
                <Button onClick={() => navigate(teamChatPath(teamId))} data-testid="team-chat">
                  {t('teams.chat')}
                </Button>
              </div>
            </section>
            <GoalCard detail={detail} />
            <section className="card card--flush" data-testid="team-members">
              <h2 className="card__title">{t('teams.membersWeek')}</h2>
              <List>
                {detail.members.map((m) => (
                  <List.Item
                    key={m.id}
                    prefix={<MemberAvatar member={m} />}
                    description={t('teams.memberWeek', { words: m.week.words, minutes: m.week.minutes, points: m.week.points })}
                    extra={
                      owner && m.id !== me ? (
                        <Button
                          size="small"
                          color="danger"
                          fill="outline"
                          onClick={() =>
                            void confirmDelete(() => remove.mutateAsync(m.id), t('teams.removeConfirm', { name: personName(m, t) }))
                          }
                          data-testid={`team-remove-${m.id}`}
                        >
                          {t('teams.remove')}
                        </Button>
                      ) : m.role === 'owner' ? (
                        <span className="teams__badge">{t('teams.roleOwner')}</span>
                      ) : undefined
                    }
                    data-testid={`team-member-${m.id}`}
                  >
                    {personName(m, t)}
                    {m.id === me ? ` ${t('teams.you')}` : ''}
                  </List.Item>
                ))}
              </List>
            </section>
            <Button
              block
              color="danger"
              fill="outline"
              onClick={() =>
                void confirmCancel(t(owner ? 'teams.leaveConfirmOwner' : 'teams.leaveConfirm'), async () => {
                  await leave.mutateAsync();
                  navigate(TEAM_PATHS.list, { replace: true });
                })
              }
              data-testid="team-leave"
            >
              {t('teams.leave')}
            </Button>
          </>
        )}
      </main>
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
        {picking && <InvitePicker teamId={teamId} onClose={() => setPicking(false)} />}
      </Popup>
    </div>
  );
}
