/**
 * `#/pages/battle/index`: quick match by learning language and level (a practice bot steps in
 * after 10 s), invite a friend by code or link (or join one: `?code=` from the link fills it in),
 * challenge one friend (`?challenge=<userId>` from their card: they get the invite on the info
 * tab), my record per language and recent battles. A match moves on to the room page.
 */
import { isLang, type Lang } from '@qfl/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useSession } from '../../session/store';
import { toast } from '../../components/toast';
import { type BattleInvite, createInvite } from './api/battle';
import { ChallengeCard } from './ChallengeCard';
import { HistoryCard } from './HistoryCard';
import { InviteCard } from './InviteCard';
import { QueuePanel } from './QueuePanel';
import { type MatchSettings, QuickMatchCard } from './QuickMatchCard';
import { RecordCard } from './RecordCard';
import { useBattle } from './state/battle-store';
import { useBattleErrors, useFollowPhase, useScrollTop } from './use-battle-flow';
import './battle.css';

/** A finished battle does not pull the index to its result: coming back here starts afresh. */
const STAY_WHEN = ['finished'] as const;

function useDefaults(): MatchSettings {
  const user = useSession((s) => s.userInfo);
  const mode = useBattle((s) => s.mode);
  // The last quick match's settings win over the identity settings (a rematch, a second round).
  if (mode?.kind === 'quick') return { lang: mode.lang, level: mode.level };
  const lang: Lang = user?.learningLang && isLang(user.learningLang) ? user.learningLang : 'en';
  return { lang, level: user?.level ?? 1 };
}

/** Index pages mounted now (StrictMode mounts twice in development: a remount must not count as leaving). */
let mountedIndexPages = 0;

/** Walking away while still waiting leaves the queue: nobody should be matched with an absent learner. */
function useLeaveQueueOnExit(): void {
  useEffect(() => {
    mountedIndexPages += 1;
    return () => {
      mountedIndexPages -= 1;
      window.setTimeout(() => {
        const { phase, leave } = useBattle.getState();
        if (mountedIndexPages === 0 && (phase === 'connecting' || phase === 'queued')) leave();
      }, 0);
    };
  }, []);
}

export default function BattleIndexPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.study);
  const [params] = useSearchParams();
  const defaults = useDefaults();
  const [settings, setSettings] = useState<MatchSettings>(defaults);
  const [invite, setInvite] = useState<BattleInvite | null>(null);
  const [creating, setCreating] = useState(false);
  const phase = useBattle((s) => s.phase);
  const { quickMatch, joinInvite, leave, reset } = useBattle.getState();
  useFollowPhase('index', STAY_WHEN);
  useScrollTop();
  useBattleErrors();

  // Back here after a result: that battle is over, the page starts afresh.
  useEffect(() => {
    if (useBattle.getState().phase === 'finished') useBattle.getState().reset();
  }, []);
  useEffect(() => {
    if (phase === 'idle') setInvite(null);
  }, [phase]);
  useLeaveQueueOnExit();

  const challenged = Number(params.get('challenge'));
  const friendId = Number.isSafeInteger(challenged) && challenged > 0 ? challenged : null;
  const waiting = phase === 'connecting' || phase === 'queued';
  const createAndWait = async (to?: { id: number; name: string }) => {
    setCreating(true);
    try {
      const created = await createInvite(settings.lang, settings.level, to?.id);
      setInvite(created);
      joinInvite(created.code);
      if (to) toast(t('battle.challengeSent', { name: to.name }));
    } catch {
      // The API client has toasted the localized reason.
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="page battle-page" data-testid="page-battle-index">
      <NavBar title={t('battle.title')} onBack={goBack} />
      <main className="page__body">
        {waiting ? (
          <QueuePanel
            invite={invite}
            onCancel={() => {
              leave();
              reset();
            }}
          />
        ) : (
          <>
            <QuickMatchCard
              value={settings}
              onChange={setSettings}
              busy={false}
              onStart={() => quickMatch(settings.lang, settings.level)}
            />
            {friendId !== null && (
              <ChallengeCard friendId={friendId} sending={creating} onSend={(name) => void createAndWait({ id: friendId, name })} />
            )}
            <InviteCard
              initialCode={params.get('code') ?? ''}
              creating={creating}
              onCreate={() => void createAndWait()}
              onJoin={joinInvite}
            />
          </>
        )}
        <RecordCard lang={settings.lang} />
        <HistoryCard />
      </main>
    </div>
  );
}
