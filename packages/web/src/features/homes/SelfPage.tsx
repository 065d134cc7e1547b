/**
 * The self learner's home (#/pages/index/self): the active book with progress, the learner's
 * own uploaded books (the first few, "see all" and "upload"; plainly "none yet" when there are
 * none) and the daily goal.
 */
import Button from 'antd-mobile/es/components/button';
import type { BookDetail, BookSummary } from '@qfl/core';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { currentLanguage } from '../../i18n';
import { bookTitle } from '../books/api/books';
import { useStudySettingsQuery } from '../study-settings/api/study-settings';
import { DailyGoalPicker } from '../study-settings/DailyGoalPicker';
import { bookPath, STUDY_HOME_PATHS } from '../study-tab/paths';
import { useMyBooksQuery } from '../my-books/api/my-books';
import { UPLOAD_PATHS } from '../upload/paths';
import { learnedShare, useBookDetailQuery } from './api/self-home';
import { QueryView } from './QueryView';
import { useSafeNavigate } from './use-safe-navigate';
import './homes.css';

function ActiveBook({ bookId }: { bookId: number | null }) {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  const book = useBookDetailQuery(bookId);
  if (bookId === null) {
    return (
      <>
        <p className="muted" data-testid="self-no-book">
          {t('homes.noActiveBook')}
        </p>
        <Button color="primary" onClick={() => go(STUDY_HOME_PATHS.bookChoose)} data-testid="self-choose-book">
          {t('homes.chooseBook')}
        </Button>
      </>
    );
  }
  return (
    <QueryView query={book} testId="self-book-failed">
      {(b) => <BookProgress book={b} />}
    </QueryView>
  );
}

function BookProgress({ book: b }: { book: BookDetail }) {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  const share = learnedShare(b);
  const done = b.groups.filter((g) => g.completed).length;
  return (
    <div data-testid="self-book">
      <p className="home-book__title">{bookTitle(b, currentLanguage())}</p>
      <ProgressBar percent={Math.round(share * 100)} text />
      <p className="muted home-book__meta">
        {t('homes.bookProgress', { done, groups: b.groups.length, known: Math.round(b.knownShare * 100) })}
      </p>
      <div className="home-step__body home-step__body--stacked">
        <Button color="primary" onClick={() => go(bookPath(b.id))} data-testid="self-continue">
          {b.nextGroup === null ? t('homes.reviewBook') : t('homes.continueBook', { group: b.nextGroup })}
        </Button>
        <Button onClick={() => go(STUDY_HOME_PATHS.bookChoose)} data-testid="self-change-book">
          {t('homes.changeBook')}
        </Button>
      </div>
    </div>
  );
}

function OwnBooks() {
  const books = useMyBooksQuery();
  return (
    <QueryView query={books} testId="self-own-failed">
      {(list) => <OwnBookList books={list} />}
    </QueryView>
  );
}

/** Books shown on the home; the rest are one tap away on "my dictionaries". */
const OWN_SHOWN = 3;

function OwnBookActions({ more }: { more: boolean }) {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  return (
    <div className="home-step__body">
      <Button size="small" color="primary" onClick={() => go(UPLOAD_PATHS.index)} data-testid="self-own-upload">
        {t('myBooks.upload')}
      </Button>
      {more && (
        <Button size="small" onClick={() => go(UPLOAD_PATHS.mine)} data-testid="self-own-all">
          {t('myBooks.seeAll')}
        </Button>
      )}
    </div>
  );
}

function OwnBookList({ books }: { books: BookSummary[] }) {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  if (books.length === 0)
    return (
      <>
        <p className="muted" data-testid="self-own-none">
          {t('homes.ownNone')}
        </p>
        <OwnBookActions more={false} />
      </>
    );
  return (
    <>
      <ul className="home-books">
        {books.slice(0, OWN_SHOWN).map((book) => (
          <li key={book.id}>
            <button type="button" className="home-books__item" onClick={() => go(bookPath(book.id))} data-testid="self-own-book">
              <span className="home-books__title">{bookTitle(book, currentLanguage())}</span>
              <span className="muted">{t('homes.ownItems', { count: book.itemCount })}</span>
            </button>
          </li>
        ))}
      </ul>
      <OwnBookActions more />
    </>
  );
}

export default function SelfPage() {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  const settings = useStudySettingsQuery();
  return (
    <div className="page" data-testid="page-self">
      <NavBar title={t('homes.selfTitle')} />
      <main className="page__body">
        <section className="home-hero">
          <h2>{t('homes.selfHeading')}</h2>
          <p className="muted">{t('homes.selfIntro')}</p>
        </section>
        <section className="card" data-testid="self-active-book">
          <h2 className="card__title">{t('homes.activeBook')}</h2>
          <QueryView query={settings}>{(data) => <ActiveBook bookId={data.activeBookId} />}</QueryView>
        </section>
        <section className="card" data-testid="self-own-books">
          <h2 className="card__title">{t('homes.ownBooks')}</h2>
          <OwnBooks />
        </section>
        <section className="card" data-testid="self-goal">
          <h2 className="card__title">{t('homes.stepGoal')}</h2>
          <DailyGoalPicker />
        </section>
        <Button block color="primary" fill="outline" size="large" onClick={() => go(PATHS.study)} data-testid="self-go-study">
          {t('homes.goStudy')}
        </Button>
      </main>
    </div>
  );
}
