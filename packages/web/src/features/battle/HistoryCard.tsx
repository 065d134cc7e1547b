/** Recent battles: opponent (bot badge), score, outcome and rating change. */
import { useTranslation } from 'react-i18next';
import { useBattleHistoryQuery } from './api/battle';
import { PlayerName } from './PlayerBadge';

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function HistoryCard() {
  const { t, i18n } = useTranslation();
  const history = useBattleHistoryQuery();
  const items = history.data?.items ?? [];
  const date = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (
    <section className="card battle-card" data-testid="battle-history">
      <h2 className="card__title">{t('battle.historyTitle')}</h2>
      {history.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : history.isError ? (
        <p className="muted">{t('battle.loadFailed')}</p>
      ) : items.length === 0 ? (
        <p className="muted" data-testid="battle-history-empty">
          {t('battle.historyEmpty')}
        </p>
      ) : (
        <ul className="battle-history">
          {items.slice(0, 10).map((h) => (
            <li
              key={h.id}
              className={`battle-history__item battle-history__item--${h.winner}`}
              data-testid="battle-history-item"
              data-winner={h.winner}
            >
              <div className="battle-history__who">
                <PlayerName player={h.opponent} />
                <span className="muted">
                  {t(`langs.${h.lang}`)} · {date.format(new Date(h.endedAt))}
                </span>
              </div>
              <div className="battle-history__score">
                <strong>{t(`battle.outcome.${h.winner}`)}</strong>
                <span>
                  {h.myScore} : {h.opponentScore}
                </span>
                <span className={h.ratingChange >= 0 ? 'battle-up' : 'battle-down'}>{signed(h.ratingChange)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
