/**
 * Review of public books' translations (#/pages/admin/review), for admins only: the pending
 * books, one opened with its items, approve or reject with a reason. Anyone else sees an
 * "admins only" empty state (the server refuses them the calls anyway).
 */
import type { BookSummary } from '@qfl/core';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { useCurrentUser } from '../account/api/user';
import { bookTitle } from '../books/api/books';
import { BookTags } from '../my-books/BookTags';
import { LoadFailed } from '../study/LoadFailed';
import { usePendingBooksQuery } from './api/admin-review';
import { ReviewBook } from './ReviewBook';
import '../study/study-common.css';
import '../upload/upload.css';
import '../my-books/my-books.css';
import '../book-choose/book-choose.css';

function PendingList({ onOpen }: { onOpen(book: BookSummary): void }) {
  const { t } = useTranslation();
  const pending = usePendingBooksQuery(true);
  if (pending.isError) return <LoadFailed query={pending} />;
  if (!pending.data) return <DelayedPlaceholder kind="loading" />;
  if (pending.data.length === 0) return <EmptyState title={t('adminReview.empty')} testId="review-empty" />;
  return (
    <ul className="book-choose__list card card--flush" data-testid="review-list">
      {pending.data.map((book) => (
        <li key={book.id}>
          <button type="button" className="book-row" onClick={() => onOpen(book)} data-testid="review-item" data-book-id={book.id}>
            <span className="book-row__main">
              <span className="book-row__title">{bookTitle(book, currentLanguage())}</span>
              <BookTags book={book} />
            </span>
            <RightOutline className="book-row__chevron" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export default function AdminReviewPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.mine);
  const user = useCurrentUser();
  const [open, setOpen] = useState<BookSummary | null>(null);

  let body: ReactNode;
  if (user?.role !== 'admin') body = <EmptyState title={t('adminReview.adminsOnly')} testId="review-admins-only" />;
  else if (open) body = <ReviewBook key={open.id} book={open} onDone={() => setOpen(null)} />;
  else body = <PendingList onOpen={setOpen} />;

  return (
    <div className="page" data-testid="page-admin-review">
      <NavBar title={t('adminReview.title')} onBack={open ? () => setOpen(null) : goBack} />
      <main className="page__body">{body}</main>
    </div>
  );
}
