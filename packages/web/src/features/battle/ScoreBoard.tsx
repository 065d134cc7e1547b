/** Both players' scores and progress bars, my combo, and the opponent's state on this question. */
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useTranslation } from 'react-i18next';
import { displayName, PlayerAvatar } from './PlayerBadge';
import { visibleOpponent } from './state/battle-state';
import { useBattle } from './state/battle-store';
import { useMePlayer } from './use-me-player';

export function ScoreBoard() {
  const { t } = useTranslation();
  const s = useBattle();
  const me = useMePlayer();
  const theirs = visibleOpponent(s);
  const percent = (done: number) => Math.round((Math.min(done, s.total) / Math.max(1, s.total)) * 100);
  return (
    <section className="battle-board" aria-label={t('battle.scores')}>
      <div className="battle-board__side" data-testid="battle-board-me">
        <div className="battle-board__head">
          <PlayerAvatar player={me} size={32} />
          <span className="battle-board__name">{displayName(me, t)}</span>
        </div>
        <strong className="battle-board__score" data-testid="battle-my-score">
          {s.myScore}
        </strong>
        <ProgressBar percent={percent(s.myDone.length)} aria-label={t('battle.myProgress')} data-testid="battle-my-progress" />
        {s.combo >= 2 && (
          <span className="battle-combo" data-testid="battle-combo">
            {t('battle.combo', { n: s.combo })}
          </span>
        )}
      </div>
      <div className="battle-board__side battle-board__side--them" data-testid="battle-board-opponent">
        <div className="battle-board__head">
          <span className="battle-board__name">{displayName(s.opponent, t)}</span>
          <PlayerAvatar player={s.opponent} size={32} />
        </div>
        <strong className="battle-board__score" data-testid="battle-opponent-score">
          {s.opponentScore}
        </strong>
        <ProgressBar
          percent={percent(s.opponentDone.length)}
          aria-label={t('battle.opponentProgress')}
          className="battle-board__bar--them"
          data-testid="battle-opponent-progress"
        />
        <span className={`battle-them battle-them--${theirs}`} data-testid="battle-opponent-state" data-state={theirs} aria-live="polite">
          {t(`battle.opponentState.${theirs}`)}
        </span>
      </div>
    </section>
  );
}
