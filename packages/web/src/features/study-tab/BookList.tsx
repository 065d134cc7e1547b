/** Books for the user's learning language and level, straight from `GET /api/books`. */
import { BOOK_TYPES, type BookType, type Lang } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { currentLanguage } from '../../i18n';
import { type BookSummary, bookTitle, useBooksQuery } from '../books/api/books';

function isBookType(value: unknown): value is BookType {
  return typeof value === 'string' && (BOOK_TYPES as readonly string[]).includes(value);
}

function BookMeta({ book }: { book: BookSummary }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (isBookType(book.type)) parts.push(t(`study.bookTypes.${book.type}`));
  if (typeof book.level === 'number') parts.push(t('common.levelN', { level: book.level }));
  if (typeof book.itemCount === 'number') parts.push(t('study.bookItems', { count: book.itemCount }));
  return <span className="book-list__meta">{parts.join(' · ')}</span>;
}

export function BookList({ lang, level }: { lang: Lang; level: number | null }) {
  const { t } = useTranslation();
  const books = useBooksQuery({ lang, level });
  let content: ReactNode;
  if (books.isPending) content = <p className="muted">{t('common.loading')}</p>;
  else if (books.isError)
    content = (
      <EmptyState
        title={t('study.loadFailed')}
        testId="books-error"
        action={
          <Button size="small" onClick={() => void books.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (books.data.length === 0)
    content = <EmptyState title={t('study.booksEmpty')} hint={t('study.booksEmptyHint')} testId="books-empty" />;
  else
    content = (
      <ul className="book-list">
        {books.data.map((book) => (
          <li key={book.id} className="book-list__item" data-testid="book-item">
            <span className="book-list__title">{bookTitle(book, currentLanguage())}</span>
            <BookMeta book={book} />
          </li>
        ))}
      </ul>
    );
  return (
    <section className="card" data-testid="card-books">
      <h2 className="card__title">{t('study.books')}</h2>
      {content}
    </section>
  );
}
