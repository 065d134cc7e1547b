/** An exam in a list: its name, sections, time limit and a start button. */
import type { ExamSummary } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { examTitle, formatDuration } from '../exam-name';
import { examSubmitPath } from '../paths';

export function ExamItem({ exam }: { exam: ExamSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parts = exam.sections.map((s) => t(`exam.sectionCount.${s.kind}`, { count: s.count }));
  return (
    <li className="exam-item" data-testid="exam-item" data-exam={exam.id} data-kind={exam.kind}>
      <div className="exam-item__text">
        <strong className="exam-item__title">{examTitle(t, exam)}</strong>
        <span className="muted exam-item__meta">
          {parts.join(' · ')} · {formatDuration(t, exam.timeLimitSec)}
        </span>
      </div>
      <Button size="small" color="primary" fill="outline" onClick={() => navigate(examSubmitPath(exam.id))} data-testid="exam-item-start">
        {t('exam.take')}
      </Button>
    </li>
  );
}
