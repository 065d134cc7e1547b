/**
 * Book intro (#/pages/book/book?id=): title and description in the UI language, the known share,
 * "already known?" (words tests showed as known, to mark known), "choose this book", the points a
 * finished group earns, "start next group", every group with its status (a tap starts it) and the
 * word list. An unknown id says "book info not found".
 */
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { hasErrorKey } from '../../api/errors';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useCreateSessionMutation } from '../practice/api/sessions';
import { LoadFailed } from '../study/LoadFailed';
import { NavigationFailed } from '../study/NavigationFailed';
import { notifyFailure } from '../study/notify';
import { learnPath, parseId, practicePath, STUDY_PATHS, wordListPath } from '../study/paths';
import { readingPath } from '../reading/paths';
import { useBookDetailQuery } from './api/book-detail';
import { useChooseBookMutation } from './api/study-settings';
import { ShareToChat } from '../chat/ShareToChat';
import { BookHeader } from './BookHeader';
import { GroupList } from './GroupList';
import { KnownOffer } from './KnownOffer';
import { playerHref } from '../player/paths';
import '../study/study-common.css';
import './book.css';

export default function BookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(STUDY_PATHS.bookChoose);
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const book = useBookDetailQuery(id);
  const choose = useChooseBookMutation();
  const create = useCreateSessionMutation();
  const [starting, setStarting] = useState<number | null>(null);

  const start = (group: number) => {
    if (id === null) return;
    // An article book's groups are its pages: they are read, not drilled.
    const groups = book.data?.type === 'article' ? book.data.groups : null;
    if (groups) {
      navigate(readingPath(id, Math.max(1, groups.findIndex((g) => g.index === group) + 1)));
      return;
    }
    setStarting(group);
    create.mutate(
      { bookId: id, group },
      {
        onSuccess: (session) => navigate(session.words.length > 0 ? learnPath(session.id) : practicePath(session.id)),
        onError: notifyFailure,
        onSettled: () => setStarting(null),
      },
    );
  };

  let body: ReactNode;
  if (id === null) body = <NavigationFailed onBack={goBack} need="book" />;
  else if (hasErrorKey(book.error, 'study.bookNotFound'))
    body = (
      <EmptyState
        title={t('bookUx.bookNotFound')}
        testId="book-not-found"
        action={
          <Button color="primary" size="small" onClick={() => navigate(STUDY_PATHS.bookChoose)} data-testid="book-not-found-choose">
            {t('bookUx.chooseTitle')}
          </Button>
        }
      />
    );
  else if (book.isError) body = <LoadFailed query={book} />;
  else if (!book.data) body = <DelayedPlaceholder kind="loading" />;
  else {
    const b = book.data;
    body = (
      <>
        <BookHeader book={b} choosing={choose.isPending} onChoose={() => choose.mutate(b.id, { onError: notifyFailure })} />
        <div className="book-share">
          <ShareToChat kind="book" id={b.id} testId="book-share-chat" />
        </div>
        <KnownOffer bookId={b.id} enabled={b.type === 'word'} />
        <section className="card book-next" data-testid="book-next">
          {b.nextGroup === null ? (
            <p className="book-next__title" data-testid="book-all-done">
              {t('bookUx.allGroupsDone')}
            </p>
          ) : (
            <>
              <p className="book-next__title">{t('bookUx.nextGroupTitle', { n: b.nextGroup })}</p>
              <p className="book-next__reward" data-testid="book-group-points">
                {t('bookUx.groupReward', { points: b.groupPoints })}
              </p>
              <Button
                block
                color="primary"
                size="large"
                loading={starting === b.nextGroup}
                disabled={starting !== null}
                onClick={() => {
                  if (b.nextGroup !== null) start(b.nextGroup);
                }}
                data-testid="book-start-next"
              >
                {b.type === 'article'
                  ? t('reading.readPage', { n: b.groups.findIndex((g) => g.index === b.nextGroup) + 1 })
                  : t('bookUx.startNext')}
              </Button>
            </>
          )}
          <Link className="book-next__list tap-target" to={wordListPath(b.id)} data-testid="book-word-list">
            {t('bookUx.wordList')}
          </Link>
          {b.type !== 'article' && (
            <Link className="book-next__list tap-target" to={playerHref({ source: 'book', book: b.id })} data-testid="book-listen">
              {t('player.openBook')}
            </Link>
          )}
          {b.type === 'article' && (
            <Link className="book-next__list tap-target" to={readingPath(b.id)} data-testid="book-read">
              {t('reading.readLink')}
            </Link>
          )}
        </section>
        <section className="card card--flush">
          <h2 className="card__title">{t('bookUx.groups')}</h2>
          <GroupList bookId={b.id} groups={b.groups} starting={starting} onStart={start} />
        </section>
      </>
    );
  }

  return (
    <div className="page" data-testid="page-book">
      <NavBar title={t('bookUx.bookTitle')} onBack={goBack} />
      <main className="page__body">{body}</main>
    </div>
  );
}
