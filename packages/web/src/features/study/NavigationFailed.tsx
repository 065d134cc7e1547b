/**
 * "Page navigation failed": the link that led here lacks what the page needs (a book or a session
 * id). Says what was missing and offers the way to it (choose a book, or the study tab), and back.
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { PATHS } from '../../app/paths';
import { STUDY_PATHS } from './paths';
import './study-common.css';

/** What the link lacked. */
export type MissingTarget = 'book' | 'session';

const WAY: Record<MissingTarget, string> = { book: STUDY_PATHS.bookChoose, session: PATHS.study };

export function NavigationFailed({ onBack, need }: { onBack: () => void; need: MissingTarget }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('bookUx.navigationFailed')}
      hint={t(`bookUx.missing.${need}`)}
      testId="study-navigation-failed"
      action={
        <div className="navigation-failed__actions">
          <Button color="primary" size="small" onClick={() => navigate(WAY[need])} data-testid="study-navigation-way">
            {t(`bookUx.missingAction.${need}`)}
          </Button>
          <Button size="small" fill="none" onClick={onBack} data-testid="study-navigation-back">
            {t('common.back')}
          </Button>
        </div>
      }
    />
  );
}
