/** Title, description (UI language), type, level, size and known share of a book; "choose this book" when not active. */
import type { BookDetail } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { bookTitle } from '../books/api/books';

function bookDescription(book: BookDetail, uiLang: string): string | null {
  const d = book.descriptions;
  return d[uiLang] ?? d[book.lang] ?? Object.values(d)[0] ?? null;
}

interface BookHeaderProps {
  book: BookDetail;
  choosing: boolean;
  onChoose(): void;
}

export function BookHeader({ book, choosing, onChoose }: BookHeaderProps) {
  const { t } = useTranslation();
  const uiLang = currentLanguage();
  const description = bookDescription(book, uiLang);
  const percent = Math.round(Math.min(1, Math.max(0, book.knownShare)) * 100);
  return (
    <section className="card book-header">
      <h2 className="book-header__title" data-testid="book-title">
        {bookTitle(book, uiLang)}
      </h2>
      <p className="book-header__meta">
        <span className={`tag tag--${book.type === 'word' ? 'primary' : 'warning'}`}>{t(`study.bookTypes.${book.type}`)}</span>
        <span>{t('common.levelN', { level: book.level })}</span>
        <span>{t('study.bookItems', { count: book.itemCount })}</span>
        <span>{t('bookUx.groupCount', { count: book.groups.length })}</span>
      </p>
      {description && <p className="book-header__description">{description}</p>}
      <div className="book-header__known" data-testid="book-known">
        <span className="book-header__bar" aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </span>
        <span>{t('bookUx.knownShare', { percent })}</span>
      </div>
      {book.active ? (
        <p className="book-header__active" data-testid="book-active">
          <span className="tag tag--success">{t('bookUx.activeBook')}</span>
        </p>
      ) : (
        <Button block fill="outline" color="primary" loading={choosing} onClick={onChoose} data-testid="book-choose-this">
          {t('bookUx.chooseThis')}
        </Button>
      )}
    </section>
  );
}
