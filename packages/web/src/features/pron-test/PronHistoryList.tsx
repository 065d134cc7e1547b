/** Past scores of a test kind, newest first. */
import type { PronKind } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { usePronHistoryQuery } from './api/pron-tests';

export function PronHistoryList({ kind, onOpen }: { kind: PronKind; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const history = usePronHistoryQuery(kind);
  if (history.isPending || history.isError) return null;
  return (
    <section className="card pron-history" data-testid="pron-history">
      <h2 className="card__title">{t('pronTest.historyTitle')}</h2>
      {history.data.length === 0 ? (
        <p className="muted">{t('pronTest.historyEmpty')}</p>
      ) : (
        <ul className="pron-history__list">
          {history.data.map((h) => (
            <li key={h.id}>
              <button type="button" className="pron-history__item" onClick={() => onOpen(h.id)} data-testid="pron-history-item">
                <span>{new Date(h.at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</span>
                <span className="muted">{t(`langs.${h.lang}`)}</span>
                <strong>{t('pronTest.score', { score: h.score, total: h.total })}</strong>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
