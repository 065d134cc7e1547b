/**
 * The study tab's reading history: books read recently with the page reached and a progress
 * bar; a tap continues where the learner stopped. Nothing read yet: the card stays out of the way.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useReadingHistoryQuery } from './api/reading';
import { readingPath } from './paths';
import './reading.css';

export function ReadingHistoryCard({ limit = 3 }: { limit?: number }) {
  const { t } = useTranslation();
  const history = useReadingHistoryQuery();
  const items = history.data?.items.slice(0, limit) ?? [];
  if (items.length === 0) return null;
  return (
    <section className="card rd-history" data-testid="reading-history-card">
      <h2 className="card__title">{t('reading.historyTitle')}</h2>
      <ul className="rd-history__list">
        {items.map((item) => (
          <li key={item.bookId}>
            <Link className="rd-history__row" to={readingPath(item.bookId, Math.max(1, item.page))} data-testid="reading-history-item">
              <span className="rd-history__title" lang={item.lang}>
                {item.titles[currentLanguage()] ?? item.titles[item.lang] ?? Object.values(item.titles)[0]}
              </span>
              <span className="rd-history__page">{t('reading.pageOf', { page: item.page, pages: item.pages })}</span>
              <span
                className="rd-meter rd-meter--thin"
                role="progressbar"
                aria-valuenow={item.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={t('reading.progress', { percent: item.progress })}
              >
                <span className="rd-meter__bar" style={{ width: `${item.progress}%` }} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default ReadingHistoryCard;
