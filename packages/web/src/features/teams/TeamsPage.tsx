/**
 * My teams (`TEAM_PATHS.list`): the teams I am in, invites waiting for me (accept / refuse),
 * create a team (name, description) and join one by its code.
 */
import { TEAM_LIMITS, textLength } from '@qfl/core';
import { personName } from '../friends/person-name';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { useCreateTeam, useJoinTeam, useMyTeams } from './api/teams';
import { InviteActions } from './InviteActions';
import { teamPath } from './paths';
import './teams.css';

function CreateTeamCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const nameLength = textLength(name.trim());
  const tooLong = nameLength > TEAM_LIMITS.nameMax || textLength(description.trim()) > TEAM_LIMITS.descriptionMax;
  const submit = async () => {
    const team = await create.mutateAsync({ name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}) });
    toast(t('teams.created'));
    navigate(teamPath(team.id));
  };
  return (
    <section className="card teams__form" data-testid="teams-create">
      <h2 className="card__title">{t('teams.createTitle')}</h2>
      <Input
        placeholder={t('teams.namePlaceholder')}
        value={name}
        onChange={setName}
        clearable
        data-testid="teams-create-name"
        aria-label={t('teams.namePlaceholder')}
      />
      <p className={`teams__counter ${nameLength > TEAM_LIMITS.nameMax ? 'teams__counter--over' : ''}`}>
        {nameLength}/{TEAM_LIMITS.nameMax}
      </p>
      <TextArea
        placeholder={t('teams.descriptionPlaceholder')}
        value={description}
        onChange={setDescription}
        autoSize={{ minRows: 2, maxRows: 4 }}
        data-testid="teams-create-description"
      />
      <Button
        block
        color="primary"
        disabled={nameLength === 0 || tooLong}
        loading={create.isPending}
        onClick={() => void submit().catch(() => undefined)}
        data-testid="teams-create-submit"
      >
        {t('teams.create')}
      </Button>
    </section>
  );
}

function JoinTeamCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinTeam();
  const [code, setCode] = useState('');
  const valid = /^[A-Za-z0-9]{6}$/.test(code.trim());
  const submit = async () => {
    const { team } = await join.mutateAsync(code.trim().toUpperCase());
    toast(t('teams.joined', { name: team.name }));
    navigate(teamPath(team.id));
  };
  return (
    <section className="card" data-testid="teams-join">
      <h2 className="card__title">{t('teams.joinTitle')}</h2>
      <p className="muted">{t('teams.joinHint')}</p>
      <div className="teams__row">
        <Input
          placeholder={t('teams.codePlaceholder')}
          value={code}
          onChange={(v) => setCode(v.toUpperCase())}
          maxLength={6}
          data-testid="teams-join-code"
          aria-label={t('teams.codePlaceholder')}
        />
        <Button
          color="primary"
          disabled={!valid}
          loading={join.isPending}
          onClick={() => void submit().catch(() => undefined)}
          data-testid="teams-join-submit"
        >
          {t('teams.join')}
        </Button>
      </div>
    </section>
  );
}

export default function TeamsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.social);
  const mine = useMyTeams();
  const data = mine.data;
  return (
    <div className="page" data-testid="page-teams">
      <NavBar title={t('teams.title')} onBack={goBack} />
      <main className="page__body">
        {data && data.invites.length > 0 && (
          <section className="card card--flush" data-testid="teams-invites">
            <h2 className="card__title">{t('teams.invitesTitle')}</h2>
            <List>
              {data.invites.map((inv) => (
                <List.Item
                  key={inv.id}
                  description={t('teams.invitedBy', { name: personName(inv.from, t) })}
                  extra={<InviteActions inviteId={inv.id} testId={`teams-invite-${inv.id}`} />}
                >
                  {inv.teamName}
                </List.Item>
              ))}
            </List>
          </section>
        )}
        <section className="card card--flush" data-testid="teams-mine">
          <h2 className="card__title">{t('teams.mine', { n: data?.items.length ?? 0, max: data?.maxTeams ?? 0 })}</h2>
          {mine.isPending ? (
            <DelayedPlaceholder kind="loading" />
          ) : mine.isError ? (
            <DelayedPlaceholder kind="error" onRetry={() => void mine.refetch()} />
          ) : data && data.items.length > 0 ? (
            <List>
              {data.items.map((team) => (
                <List.Item
                  key={team.id}
                  onClick={() => navigate(teamPath(team.id))}
                  description={`${t('teams.memberCount', { n: team.memberCount })} · ${t(team.myRole === 'owner' ? 'teams.roleOwner' : 'teams.roleMember')}`}
                  data-testid={`teams-item-${team.id}`}
                >
                  {team.name}
                </List.Item>
              ))}
            </List>
          ) : (
            <EmptyState title={t('teams.emptyTitle')} hint={t('teams.emptyHint')} testId="teams-empty" />
          )}
        </section>
        <CreateTeamCard />
        <JoinTeamCard />
      </main>
    </div>
  );
}
