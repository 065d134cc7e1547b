/** Study tab card: the last exam's score (or a hint) and a way into the exams. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useExamHistoryQuery } from './api/exams';
import { EXAM_PATHS } from './paths';
import './exam.css';

export function ExamCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useExamHistoryQuery();
  const last = history.data?.find((h) => h.submittedAt !== null);
  const line = history.isPending
    ? t('common.loading')
    : last
      ? t('exam.cardLast', { score: last.score ?? 0, total: last.total })
      : t('exam.cardHint');
  return (
    <section className="card exam-card" data-testid="card-exam">
      <div className="exam-card__text">
        <h2 className="card__title">{t('exam.title')}</h2>
        <p className="muted" data-testid="exam-card-line">
          {line}
        </p>
      </div>
      <Button color="primary" size="small" onClick={() => navigate(EXAM_PATHS.index)} data-testid="exam-card-open">
        {t('exam.cardOpen')}
      </Button>
    </section>
  );
}

export default ExamCard;
