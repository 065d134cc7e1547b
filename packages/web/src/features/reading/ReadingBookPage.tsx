/**
 * The reader (#/pages/book/reading-book?id=<bookId>&page=<n>): without `page` the summary before
 * opening, with it the page. Another user's private book and unknown ids say "article not found";
 * a book that is not an article says so.
 */
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hasErrorKey } from '../../api/errors';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { LoadFailed } from '../study/LoadFailed';
import { parseId, STUDY_PATHS } from '../study/paths';
import { useReadingPageQuery, useReadingSummaryQuery } from './api/reading';
import { readingPath } from './paths';
import { ReadingPageView } from './ReadingPageView';
import { ReadingSummaryView } from './ReadingSummaryView';
import '../study/study-common.css';
import './reading.css';

const titleOf = (titles: Record<string, string>, lang: string) =>
  titles[currentLanguage()] ?? titles[lang] ?? Object.values(titles)[0] ?? '';

function Missing({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = hasErrorKey(error, 'reading.notArticle')
    ? 'notArticle'
    : hasErrorKey(error, 'reading.pageNotFound')
      ? 'pageNotFound'
      : 'notFound';
  return (
    <EmptyState
      title={t(`reading.${key}`)}
      testId="reading-missing"
      action={
        <Button color="primary" size="small" onClick={() => navigate(STUDY_PATHS.bookChoose)}>
          {t('reading.chooseBook')}
        </Button>
      }
    />
  );
}

const isMissing = (error: unknown) =>
  hasErrorKey(error, 'reading.bookNotFound') || hasErrorKey(error, 'reading.notArticle') || hasErrorKey(error, 'reading.pageNotFound');

export default function ReadingBookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const page = parseId(params.get('page'));
  const goBack = useGoBack(STUDY_PATHS.bookChoose);
  const summary = useReadingSummaryQuery(page === null ? id : null);
  const pageQuery = useReadingPageQuery(id, page);
  const query = page === null ? summary : pageQuery;

  let title = t('reading.title');
  let body: ReactNode;
  if (id === null) body = <Missing error={null} />;
  else if (query.isError) body = isMissing(query.error) ? <Missing error={query.error} /> : <LoadFailed query={query} />;
  else if (page === null) {
    if (!summary.data) body = <DelayedPlaceholder kind="loading" />;
    else {
      title = titleOf(summary.data.book.titles, summary.data.book.lang) || title;
      body = <ReadingSummaryView summary={summary.data} title={title} onOpen={(n) => navigate(readingPath(id, n))} />;
    }
  } else if (!pageQuery.data) body = <DelayedPlaceholder kind="loading" />;
  else {
    const data = pageQuery.data;
    title = titleOf(data.book.titles, data.book.lang) || title;
    body = (
      <ReadingPageView
        key={`${id}-${page}`}
        data={data}
        onPage={(n) => {
          navigate(readingPath(id, n), { replace: true });
          window.scrollTo(0, 0);
        }}
      />
    );
  }

  return (
    <div className="page" data-testid="page-reading">
      <NavBar title={title} onBack={page !== null && id !== null ? () => navigate(readingPath(id), { replace: true }) : goBack} />
      <main className="page__body rd-body">{body}</main>
    </div>
  );
}
