/** My record per language (wins, losses, draws, rating), the chosen language first. */
import type { Lang } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { useBattleRecordsQuery } from './api/battle';

export function RecordCard({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const records = useBattleRecordsQuery();
  const items = [...(records.data?.items ?? [])].sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang));
  return (
    <section className="card battle-card" data-testid="battle-records">
      <h2 className="card__title">{t('battle.recordTitle')}</h2>
      {records.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : records.isError ? (
        <p className="muted" data-testid="battle-records-failed">
          {t('battle.loadFailed')}
        </p>
      ) : items.length === 0 ? (
        <p className="muted" data-testid="battle-records-empty">
          {t('battle.recordEmpty')}
        </p>
      ) : (
        <ul className="battle-records">
          {items.map((r) => (
            <li key={r.lang} className="battle-record" data-testid="battle-record" data-lang={r.lang}>
              <span className="battle-record__lang">{t(`langs.${r.lang}`)}</span>
              <span className="battle-record__wld">{t('battle.wld', { wins: r.wins, losses: r.losses, draws: r.draws })}</span>
              <span className="battle-record__rating" data-testid="battle-record-rating">
                {t('battle.rating', { rating: r.rating })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
