/** One book in the chooser: title, type tag, level, item count and how much of it the learner already knows. */
import type { BookSummary } from '@qfl/core';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { bookTitle } from '../books/api/books';
import { knownShareOf } from './api/catalog';

interface BookRowProps {
  book: BookSummary;
  active: boolean;
  onOpen(): void;
}

export function BookRow({ book, active, onOpen }: BookRowProps) {
  const { t } = useTranslation();
  const share = knownShareOf(book);
  return (
    <li>
      <button
        type="button"
        className="book-row"
        onClick={onOpen}
        data-testid="book-choose-item"
        data-book-id={book.id}
        data-type={book.type}
      >
        <span className="book-row__main">
          <span className="book-row__title">{bookTitle(book, currentLanguage())}</span>
          <span className="book-row__meta">
            <span className={`tag tag--${book.type === 'word' ? 'primary' : 'warning'}`}>{t(`study.bookTypes.${book.type}`)}</span>
            {active && <span className="tag tag--success">{t('bookUx.activeBook')}</span>}
            <span>{t('common.levelN', { level: book.level })}</span>
            <span>{t('study.bookItems', { count: book.itemCount })}</span>
          </span>
          {share !== null && (
            <span className="book-row__known" data-testid="book-choose-known">
              <span className="book-row__bar" aria-hidden="true">
                <span style={{ width: `${Math.round(share * 100)}%` }} />
              </span>
              {t('bookUx.knownShare', { percent: Math.round(share * 100) })}
            </span>
          )}
        </span>
        <RightOutline className="book-row__chevron" aria-hidden="true" />
      </button>
    </li>
  );
}
