/** My dictionaries (#/pages/upload-dictionary/mine): the learner's uploaded books, and the way to upload another. */
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { LoadFailed } from '../study/LoadFailed';
import { UPLOAD_PATHS } from '../upload/paths';
import { useMyBooksQuery } from './api/my-books';
import { MyBookCard } from './MyBookCard';
import '../study/study-common.css';
import './my-books.css';

export default function MyBooksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.mine);
  const books = useMyBooksQuery();
  const upload = (
    <Button block color="primary" onClick={() => navigate(UPLOAD_PATHS.index)} data-testid="my-books-upload">
      {t('myBooks.upload')}
    </Button>
  );

  let list: ReactNode;
  if (books.isError) list = <LoadFailed query={books} />;
  else if (!books.data) list = <DelayedPlaceholder kind="loading" />;
  else if (books.data.length === 0) list = <EmptyState title={t('myBooks.empty')} hint={t('myBooks.emptyHint')} testId="my-books-empty" />;
  else
    list = (
      <ul className="my-books" data-testid="my-books-list">
        {books.data.map((book) => (
          <MyBookCard key={book.id} book={book} />
        ))}
      </ul>
    );

  return (
    <div className="page" data-testid="page-my-books">
      <NavBar title={t('myBooks.title')} onBack={goBack} />
      <main className="page__body">
        {upload}
        {list}
      </main>
    </div>
  );
}
