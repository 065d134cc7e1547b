/** One own book in "my dictionaries": title, facts, the admin's reason when rejected, and study / edit / delete. */
import Button from 'antd-mobile/es/components/button';
import type { BookSummary } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { confirmDelete } from '../../components/confirm';
import { toast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { bookTitle } from '../books/api/books';
import { bookPath } from '../study/paths';
import { editBookPath } from '../upload/paths';
import { deleteBook, invalidateMyBooks } from './api/my-books';
import { BookTags } from './BookTags';

export function MyBookCard({ book }: { book: BookSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const title = bookTitle(book, currentLanguage());
  const remove = () =>
    void confirmDelete(
      async () => {
        await deleteBook(book.id);
        toast(t('myBooks.deleted'));
        await invalidateMyBooks(client);
      },
      t('myBooks.deleteContent', { title }),
    );
  return (
    <li className="card my-book" data-testid="my-book" data-book-id={book.id}>
      <p className="my-book__title">{title}</p>
      <BookTags book={book} />
      {book.reviewStatus === 'rejected' && book.reviewReason && (
        <p className="my-book__reason" data-testid="my-book-reason">
          {t('myBooks.rejectedReason', { reason: book.reviewReason })}
        </p>
      )}
      {book.reviewStatus === 'pending' && book.status === 'public' && <p className="muted my-book__note">{t('myBooks.pendingNote')}</p>}
      <div className="my-book__actions">
        <Button size="small" color="primary" onClick={() => navigate(bookPath(book.id))} data-testid="my-book-study">
          {t('myBooks.study')}
        </Button>
        <Button size="small" onClick={() => navigate(editBookPath(book.id))} data-testid="my-book-edit">
          {t('myBooks.edit')}
        </Button>
        <Button size="small" color="danger" fill="outline" onClick={remove} data-testid="my-book-delete">
          {t('myBooks.delete')}
        </Button>
      </div>
    </li>
  );
}
