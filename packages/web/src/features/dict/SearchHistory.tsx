/**
 * The signed-in user's search history under the empty search box: tap an item to search it
 * again, remove one, or clear all after a confirm-delete dialog.
 */
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm';
import { LangTag } from './LangTag';
import { useDictHistory, useHistoryActions } from './api/dictionary';

export function SearchHistory({ onPick }: { onPick(query: string): void }) {
  const { t } = useTranslation();
  const history = useDictHistory();
  const { remove, clear } = useHistoryActions();
  const items = history.data ?? [];
  if (items.length === 0) return history.isSuccess ? <p className="dict-note muted">{t('dict.historyEmpty')}</p> : null;
  return (
    <section className="card card--flush" aria-labelledby="dict-history-title">
      <div className="dict-history__bar">
        <h2 id="dict-history-title" className="card__title">
          {t('dict.history')}
        </h2>
        <button
          type="button"
          className="dict-link-button"
          onClick={() => void confirmDelete(() => clear.mutateAsync(), t('dict.clearHistoryConfirm'))}
          data-testid="dict-history-clear"
        >
          {t('dict.clearHistory')}
        </button>
      </div>
      <ul className="dict-list">
        {items.map((item) => (
          <li key={item.id} className="dict-history__item">
            <button type="button" className="dict-history__query" onClick={() => onPick(item.query)} data-testid="dict-history-item">
              <span lang={item.lang}>{item.query}</span>
              <LangTag lang={item.lang} />
            </button>
            <button
              type="button"
              className="dict-history__remove"
              aria-label={t('dict.removeHistoryItem', { query: item.query })}
              onClick={() => remove.mutate(item.id)}
              data-testid="dict-history-remove"
            >
              <CloseOutline />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
