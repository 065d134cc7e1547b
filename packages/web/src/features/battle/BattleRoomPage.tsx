/**
 * `#/pages/battle/room`: both players (the bot says it is one), their ready states, and the
 * countdown to the first question once both are ready. Leaving asks first and cancels cleanly.
 * Opened with no battle running, it resumes a room left moments ago (a reload) or goes back.
 */
import { BATTLE_COUNTDOWN_MS, BATTLE_QUESTION_MS } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavBar } from '../../components/NavBar';
import { ConnectionBanner } from './ConnectionBanner';
import { confirmLeave } from './leave-battle';
import { BATTLE_PATHS, inviteJoinPath } from './paths';
import { PlayerAvatar, PlayerName } from './PlayerBadge';
import type { BattlePlayer } from './state/battle-state';
import { useBattle } from './state/battle-store';
import { useBattleErrors, useFollowPhase, useTick, useScrollTop } from './use-battle-flow';
import { useMePlayer } from './use-me-player';
import './battle.css';

/** Resumes a recent room when the page opens with nothing running; otherwise the index. */
export function useResumeOrLeave(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const { phase, resume } = useBattle.getState();
    if (phase === 'idle' && !resume()) navigate(BATTLE_PATHS.index, { replace: true });
  }, [navigate]);
}

function Seat({ player, ready, me, testId }: { player: BattlePlayer | null; ready: boolean; me: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="battle-seat" data-testid={testId} data-ready={ready}>
      <PlayerAvatar player={player} size={72} />
      <PlayerName player={player} testId={`${testId}-name`} />
      {me && <span className="battle-seat__you">{t('battle.you')}</span>}
      {player?.level !== undefined && <span className="muted">{t('common.levelN', { level: player.level })}</span>}
      {player?.rating !== undefined && <span className="muted">{t('battle.rating', { rating: player.rating })}</span>}
      <Tag color={ready ? 'success' : 'default'} fill="outline" data-testid={`${testId}-ready`}>
        {ready ? t('battle.ready') : me ? t('battle.notReadyMe') : t('battle.notReady')}
      </Tag>
    </div>
  );
}

export default function BattleRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const s = useBattle();
  const me = useMePlayer();
  useResumeOrLeave();
  useFollowPhase('room');
  useScrollTop();
  useBattleErrors();
  const code = params.get('code');
  useEffect(() => {
    if (code) navigate(inviteJoinPath(code), { replace: true });
  }, [code, navigate]);
  const now = useTick(200, s.startsAt !== null);
  const left = s.startsAt === null ? null : Math.max(0, Math.ceil((s.startsAt - s.serverNow()) / 1000));
  void now;

  return (
    <div className="page battle-page" data-testid="page-battle-room">
      <NavBar title={t('battle.roomTitle')} onBack={() => void confirmLeave(false)} />
      <ConnectionBanner />
      <main className="page__body">
        <section className="card battle-room">
          <div className="battle-seats">
            <Seat player={me} ready={s.meReady} me testId="battle-me" />
            <span className="battle-vs" aria-hidden="true">
              VS
            </span>
            <Seat player={s.opponent} ready={s.opponentReady} me={false} testId="battle-opponent" />
          </div>
          {s.opponent?.bot && (
            <p className="battle-bot-says" data-testid="battle-bot-says">
              {t('battle.botSays')}
            </p>
          )}
          <p className="muted battle-room__rules">{t('battle.rules', { n: s.total, s: BATTLE_QUESTION_MS / 1000 })}</p>
        </section>
        {left !== null ? (
          <section className="card battle-countdown" data-testid="battle-countdown" aria-live="assertive">
            <p className="muted">{t('battle.startsIn')}</p>
            <p className="battle-countdown__n" key={left}>
              {left > 0 ? left : t('battle.go')}
            </p>
          </section>
        ) : (
          <Button
            block
            color="primary"
            size="large"
            className="battle-ready"
            disabled={s.meReady || s.connection !== 'open'}
            onClick={s.ready}
            data-testid="battle-ready"
          >
            {s.meReady ? t('battle.waitingOpponent') : t('battle.readyAction')}
          </Button>
        )}
        <Button block size="large" onClick={() => void confirmLeave(false)} data-testid="battle-leave">
          {t('battle.leave')}
        </Button>
        <p className="muted battle-room__hint">{t('battle.countdownHint', { s: BATTLE_COUNTDOWN_MS / 1000 })}</p>
      </main>
    </div>
  );
}
