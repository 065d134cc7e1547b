/**
 * All exams of a language (the learner's by default), filtered by level band; also the reading
 * exams' page (`kind` reading) with the learner's recent reading answers.
 */
import { type ExamKind, LANGS, type Lang, LEVEL_BANDS } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { useCurrentUser } from '../account/api/user';
import { bookTitle, useBooksQuery } from '../books/api/books';
import { useReadingHistoryQuery } from '../reading-quiz/api/reading-quiz';
import { readingPagePath } from '../reading-quiz/paths';
import { useExamsQuery } from './api/exams';
import { ExamItem } from './components/ExamItem';
import { EXAM_PATHS } from './paths';
import './exam.css';

function Chips<T extends string | number>({
  options,
  value,
  label,
  onChange,
  testId,
  withAll = true,
}: {
  withAll?: boolean;
  options: readonly T[];
  value: T | null;
  label: (v: T | null) => string;
  onChange: (v: T | null) => void;
  testId: string;
}) {
  return (
    <div className="exam-chips">
      {(withAll ? [null, ...options] : options).map((o) => (
        <button
          key={String(o)}
          type="button"
          className={`exam-chip tap-target${o === value ? ' exam-chip--on' : ''}`}
          aria-pressed={o === value}
          onClick={() => onChange(o)}
          data-testid={`${testId}-${o ?? 'all'}`}
        >
          {label(o)}
        </button>
      ))}
    </div>
  );
}

/** Article books of the language and level: each page can be answered (reading-page). */
function Articles({ lang, level }: { lang: Lang; level: number | null }) {
  const { t } = useTranslation();
  const books = useBooksQuery({ lang, level });
  const articles = (books.data ?? []).filter((b) => b.type === 'article').slice(0, 30);
  if (books.isPending || articles.length === 0) return null;
  return (
    <section className="card" data-testid="reading-articles">
      <h2 className="card__title">{t('exam.articles')}</h2>
      <ul className="exam-history">
        {articles.map((b) => (
          <li key={b.id}>
            {/* Built-in books number their pages from 1, uploaded ones from 0 (their first group). */}
            <Link
              className="exam-history__row tap-target"
              to={readingPagePath(b.id, b.builtin === false ? 0 : 1)}
              data-testid="reading-article"
            >
              <span className="exam-history__text">
                <strong>{bookTitle(b, currentLanguage())}</strong>
                <span className="muted">{t('common.levelN', { level: b.level })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentReading() {
  const { t } = useTranslation();
  const history = useReadingHistoryQuery(null);
  if (history.isPending || history.isError || history.data.length === 0) return null;
  return (
    <section className="card" data-testid="reading-recent">
      <h2 className="card__title">{t('exam.recentReading')}</h2>
      <ul className="exam-history">
        {history.data.slice(0, 10).map((h) => (
          <li key={h.attemptId}>
            <Link className="exam-history__row tap-target" to={readingPagePath(h.bookId, h.page)}>
              <span className="exam-history__text">
                <strong>{t('exam.readingPageN', { page: h.page })}</strong>
              </span>
              <span className="exam-history__score">{t('exam.scoreOf', { score: h.score, total: h.total })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ExamCatalog({ kind }: { kind: ExamKind | null }) {
  const { t } = useTranslation();
  const back = useGoBack(EXAM_PATHS.index);
  const user = useCurrentUser();
  const [lang, setLang] = useState<Lang | null>(null);
  const [band, setBand] = useState<number | null>(null);
  const shownLang = lang ?? user?.learningLang ?? 'en';
  const exams = useExamsQuery(shownLang, band, kind);
  const title = kind === 'reading' ? t('exam.readingExams') : t('exam.allExams');
  return (
    <div className="page" data-testid={kind === 'reading' ? 'page-exam-reading-list' : 'page-exam-list'}>
      <NavBar title={title} onBack={back} />
      <main className="page__body">
        <section className="card exam-filters">
          <Chips
            options={LANGS}
            value={shownLang}
            withAll={false}
            label={(v) => t(`langs.${v ?? shownLang}`)}
            onChange={(v) => setLang(v)}
            testId="exam-lang"
          />
          <Chips
            options={LEVEL_BANDS.map(([from]) => from)}
            value={band}
            label={(v) => {
              const b = LEVEL_BANDS.find(([from]) => from === v);
              return b ? t('exam.levels', { from: b[0], to: b[1] }) : t('exam.allLevels');
            }}
            onChange={setBand}
            testId="exam-level"
          />
        </section>
        <section className="card">
          {exams.isPending ? (
            <p className="muted">{t('common.loading')}</p>
          ) : exams.isError ? (
            <EmptyState
              title={t('exam.loadFailed')}
              action={
                <Button size="small" onClick={() => void exams.refetch()}>
                  {t('common.retry')}
                </Button>
              }
            />
          ) : exams.data.items.length === 0 ? (
            <EmptyState title={t('exam.none')} />
          ) : (
            <ul className="exam-list" data-testid="exam-list">
              {exams.data.items.map((e) => (
                <ExamItem key={e.id} exam={e} />
              ))}
            </ul>
          )}
        </section>
        {kind === 'reading' && (
          <>
            <Articles lang={shownLang} level={band ?? user?.level ?? null} />
            <RecentReading />
          </>
        )}
      </main>
    </div>
  );
}

export default function ExamListPage() {
  return <ExamCatalog kind={null} />;
}
