/**
 * Choose a book (#/pages/book/book-choose): by learning language, category tree and level
 * (defaults: the user's learning language and level), each book with its type, size and the
 * share already known. "My dictionaries" (the learner's uploaded books) sits on top. Filters live in the query string so "back" returns to the same list.
 */
import { isLang, type Lang, MAX_LEVEL, MIN_LEVEL } from '@qfl/core';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useCurrentUser } from '../account/api/user';
import { useStudySettingsQuery } from '../book/api/study-settings';
import { LoadFailed } from '../study/LoadFailed';
import { bookPath } from '../study/paths';
import { UPLOAD_PATHS } from '../upload/paths';
import { useCatalogQuery } from './api/catalog';
import { CategoryFilter, LangTabs, LevelFilter } from './BookFilters';
import { BookRow } from './BookRow';
import './book-choose.css';

function parseLevel(value: string | null): number | null | undefined {
  if (value === 'all') return null;
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= MIN_LEVEL && n <= MAX_LEVEL ? n : undefined;
}

export default function BookChoosePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.study);
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const langParam = params.get('lang');
  const lang: Lang = isLang(langParam) ? langParam : (user?.learningLang ?? 'en');
  const levelParam = parseLevel(params.get('level'));
  const level = levelParam === undefined ? (lang === user?.learningLang ? (user?.level ?? null) : null) : levelParam;
  const category = params.get('category') || null;
  const books = useCatalogQuery({ lang, level, category });
  const settings = useStudySettingsQuery();

  const update = (next: { lang?: Lang; level?: number | null; category?: string | null }) => {
    const merged = { lang, level, category, ...next };
    const q = new URLSearchParams({ lang: merged.lang, level: merged.level === null ? 'all' : String(merged.level) });
    if (merged.category) q.set('category', merged.category);
    setParams(q, { replace: true });
  };

  let list: ReactNode;
  if (books.isError) list = <LoadFailed query={books} />;
  else if (!books.data) list = <DelayedPlaceholder kind="loading" />;
  else if (books.data.length === 0)
    list = <EmptyState title={t('study.booksEmpty')} hint={t('bookUx.noBooksHint')} testId="book-choose-empty" />;
  else
    list = (
      <ul className="book-choose__list card card--flush" data-testid="book-choose-list">
        {books.data.map((book) => (
          <BookRow key={book.id} book={book} active={settings.data?.activeBookId === book.id} onOpen={() => navigate(bookPath(book.id))} />
        ))}
      </ul>
    );

  return (
    <div className="page" data-testid="page-book-choose">
      <NavBar title={t('bookUx.chooseTitle')} onBack={goBack} />
      <main className="page__body">
        <button
          type="button"
          className="book-row card book-choose__mine"
          onClick={() => navigate(UPLOAD_PATHS.mine)}
          data-testid="book-choose-mine"
        >
          <span className="book-row__main">
            <span className="book-row__title">{t('myBooks.title')}</span>
            <span className="book-row__meta">{t('myBooks.chooseHint')}</span>
          </span>
          <RightOutline className="book-row__chevron" aria-hidden="true" />
        </button>
        <section className="book-choose__filters">
          <LangTabs
            value={lang}
            onChange={(next) => update({ lang: next, category: null, level: next === user?.learningLang ? (user?.level ?? null) : null })}
          />
          <CategoryFilter lang={lang} value={category} onChange={(next) => update({ category: next })} />
          <LevelFilter value={level} onChange={(next) => update({ level: next })} />
        </section>
        {list}
      </main>
    </div>
  );
}
