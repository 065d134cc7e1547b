/**
 * Edit an own book (#/pages/upload-dictionary/edit?id=): its titles, description, level and
 * visibility; its items (edit text and translation, delete one); delete the whole book.
 */
import Button from 'antd-mobile/es/components/button';
import type { BookDetail, StudyWord } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { confirmDelete } from '../../components/confirm';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { bookTitle } from '../books/api/books';
import { LoadFailed } from '../study/LoadFailed';
import { parseId } from '../study/paths';
import { UPLOAD_PATHS } from '../upload/paths';
import { deleteBook, deleteItem, invalidateMyBooks, updateItem, useMyBookQuery } from './api/my-books';
import { BookMetaForm } from './BookMetaForm';
import { ItemEditPopup } from './ItemEditPopup';
import { ItemsList } from './ItemsList';
import '../study/study-common.css';
import '../upload/upload.css';
import './my-books.css';

function Editor({ book }: { book: BookDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [editing, setEditing] = useState<StudyWord | null>(null);
  const title = bookTitle(book, currentLanguage());

  const removeItem = (item: StudyWord) =>
    void confirmDelete(
      async () => {
        if (item.itemId === null) return;
        await deleteItem(book.id, item.itemId);
        toast(t('myBooks.itemDeleted'));
        await invalidateMyBooks(client);
      },
      t('myBooks.itemDeleteContent', { text: item.text }),
    );
  const removeBook = () =>
    void confirmDelete(
      async () => {
        await deleteBook(book.id);
        toast(t('myBooks.deleted'));
        await invalidateMyBooks(client);
        navigate(UPLOAD_PATHS.mine, { replace: true });
      },
      t('myBooks.deleteContent', { title }),
    );
  const saveItem = async (text: string, translation: string | null) => {
    if (editing?.itemId == null) return;
    await updateItem(book.id, editing.itemId, { text, translation });
    toast(t('myBooks.itemSaved'));
    await invalidateMyBooks(client);
  };

  return (
    <>
      <BookMetaForm book={book} />
      <section className="card" data-testid="edit-book-items">
        <h2 className="card__title">{t('myBooks.itemsHeading')}</h2>
        <ItemsList
          bookId={book.id}
          actions={(item) =>
            item.itemId === null ? null : (
              <>
                <Button size="mini" onClick={() => setEditing(item)} data-testid="item-edit">
                  {t('myBooks.edit')}
                </Button>
                <Button size="mini" color="danger" fill="none" onClick={() => removeItem(item)} data-testid="item-delete">
                  {t('myBooks.delete')}
                </Button>
              </>
            )
          }
        />
      </section>
      <Button block color="danger" fill="outline" onClick={removeBook} data-testid="edit-delete-book">
        {t('myBooks.deleteBook')}
      </Button>
      <ItemEditPopup
        item={editing}
        professional={book.translationMode === 'professional'}
        onClose={() => setEditing(null)}
        onSave={saveItem}
      />
    </>
  );
}

export default function EditBookPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(UPLOAD_PATHS.mine);
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const book = useMyBookQuery(id);

  let body: ReactNode;
  if (id === null) body = <EmptyState title={t('homes.messages.bookNotFound')} testId="edit-book-missing" />;
  else if (book.isError) body = <LoadFailed query={book} />;
  else if (!book.data) body = <DelayedPlaceholder kind="loading" />;
  else if (book.data.mine === false) body = <EmptyState title={t('myBooks.notYours')} testId="edit-book-not-mine" />;
  else body = <Editor key={book.data.id} book={book.data} />;

  return (
    <div className="page" data-testid="page-edit-book">
      <NavBar title={t('myBooks.editTitle')} onBack={goBack} />
      <main className="page__body">{body}</main>
    </div>
  );
}
