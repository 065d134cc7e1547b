/** "Page navigation failed": the link that led here lacks what the page needs (a book or session id). */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';

export function NavigationFailed({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('bookUx.navigationFailed')}
      testId="study-navigation-failed"
      action={
        <Button color="primary" size="small" onClick={onBack} data-testid="study-navigation-back">
          {t('common.back')}
        </Button>
      }
    />
  );
}
