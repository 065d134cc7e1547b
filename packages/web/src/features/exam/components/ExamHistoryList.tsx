/** Past attempts, newest first: name, date, score (late ones flagged), each opening its detail. */
import type { ExamHistoryItem } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { currentLanguage } from '../../../i18n';
import { examTitle } from '../exam-name';
import { examHistoryDetailPath, examSubmitPath } from '../paths';

export function ExamHistoryList({ items }: { items: ExamHistoryItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <EmptyState title={t('exam.noHistory')} testId="exam-history-empty" />;
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="exam-history" data-testid="exam-history">
      {items.map((h) => (
        <li key={h.attemptId}>
          <Link
            className="exam-history__row tap-target"
            to={h.submittedAt ? examHistoryDetailPath(h.attemptId) : examSubmitPath(h.exam.id, h.attemptId)}
            data-testid="exam-history-item"
            data-attempt={h.attemptId}
          >
            <span className="exam-history__text">
              <strong>{examTitle(t, h.exam)}</strong>
              <span className="muted">{date.format(new Date(h.submittedAt ?? h.startedAt))}</span>
            </span>
            <span className="exam-history__score">
              {h.submittedAt ? t('exam.scoreOf', { score: h.score ?? 0, total: h.total }) : t('exam.unfinished')}
              {h.late && <span className="exam-tag exam-tag--late">{t('exam.late')}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
