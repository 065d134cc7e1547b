/**
 * `#/pages/battle/result`: who won, both scores, the rating change, the points earned, the words
 * I missed (each into the new-words book with one tap), and a rematch with the same settings.
 */
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/NavBar';
import { invalidatePoints } from '../points/api/points';
import { invalidateBattle } from './api/battle';
import { MissedWordToggle } from './MissedWordToggle';
import { BATTLE_PATHS } from './paths';
import { PlayerAvatar, PlayerName } from './PlayerBadge';
import { useBattle } from './state/battle-store';
import { useFollowPhase, useScrollTop } from './use-battle-flow';
import { useMePlayer } from './use-me-player';
import './battle.css';

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export default function BattleResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const result = useBattle((s) => s.result);
  const mode = useBattle((s) => s.mode);
  const opponent = useBattle((s) => s.opponent);
  const me = useMePlayer();
  useFollowPhase('result');
  useScrollTop();

  // The record, history and points changed with this battle.
  useEffect(() => {
    if (!result) return;
    void invalidateBattle(client);
    void invalidatePoints(client);
  }, [result, client]);

  if (!result) return null;
  const { winner, scores, rating, missed, points, reason } = result;
  const backToIndex = () => {
    useBattle.getState().reset();
    navigate(BATTLE_PATHS.index, { replace: true });
  };
  const rematch = () => {
    if (mode?.kind === 'quick') {
      useBattle.getState().quickMatch(mode.lang, mode.level);
      navigate(BATTLE_PATHS.index, { replace: true });
    } else backToIndex();
  };

  return (
    <div className="page battle-page" data-testid="page-battle-result">
      <NavBar title={t('battle.resultTitle')} onBack={backToIndex} />
      <main className="page__body">
        <section className={`card battle-result battle-result--${winner}`} data-testid="battle-result" data-winner={winner}>
          <h2 className="battle-result__title" data-testid="battle-winner">
            {t(`battle.outcomeTitle.${winner}`)}
          </h2>
          {reason && reason !== 'finished' && (
            <p className="muted" data-testid="battle-reason">
              {t(`battle.reason.${reason}`)}
            </p>
          )}
          <div className="battle-result__scores">
            <div className="battle-result__side">
              <PlayerAvatar player={me} size={48} />
              <PlayerName player={me} />
              <strong data-testid="battle-result-me">{scores.me}</strong>
            </div>
            <span className="battle-vs">:</span>
            <div className="battle-result__side">
              <PlayerAvatar player={opponent} size={48} />
              <PlayerName player={opponent} />
              <strong data-testid="battle-result-opponent">{scores.opponent}</strong>
            </div>
          </div>
          <div className="battle-result__stats">
            {rating && (
              <p data-testid="battle-rating-change">
                {t('battle.ratingChange', { before: rating.before, after: rating.after, diff: signed(rating.after - rating.before) })}
              </p>
            )}
            <p data-testid="battle-points">{t('battle.pointsEarned', { points })}</p>
          </div>
        </section>
        <section className="card" data-testid="battle-missed">
          <h2 className="card__title">{t('battle.missedTitle')}</h2>
          {missed.length === 0 ? (
            <p className="muted" data-testid="battle-missed-none">
              {t('battle.missedNone')}
            </p>
          ) : (
            <ul className="battle-missed">
              {missed.map((m) => (
                <li key={m.entryId} className="battle-missed__item" data-testid="battle-missed-word" data-entry={m.entryId}>
                  <div className="battle-missed__text">
                    <strong>{m.word}</strong>
                    <span className="muted">{m.meaning}</span>
                  </div>
                  <MissedWordToggle entryId={m.entryId} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <Button block color="primary" size="large" onClick={rematch} data-testid="battle-rematch">
          {mode?.kind === 'quick' ? t('battle.rematch') : t('battle.again')}
        </Button>
        <Button block size="large" onClick={backToIndex} data-testid="battle-back">
          {t('battle.backToIndex')}
        </Button>
      </main>
    </div>
  );
}
