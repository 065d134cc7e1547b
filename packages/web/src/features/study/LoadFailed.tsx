/**
 * The home messages "data load failed" and, once a retry has failed too, "reload failed", with a
 * retry button. Takes the TanStack query itself: a refetch without data puts the query back to
 * pending (this placeholder unmounts meanwhile), so the count of failures is the query's own.
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

interface FailedQuery {
  refetch: () => Promise<unknown>;
  /** How many times the query has failed (TanStack's `errorUpdateCount`). */
  errorUpdateCount: number;
  isFetching: boolean;
}

export function LoadFailed({ query, testId = 'study-load-failed' }: { query: FailedQuery; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="placeholder" role="alert" data-testid={testId}>
      <p className="placeholder__title">{t(query.errorUpdateCount > 1 ? 'bookUx.reloadFailed' : 'bookUx.dataLoadFailed')}</p>
      <p className="placeholder__text">{t('page.retryHint')}</p>
      <Button color="primary" loading={query.isFetching} onClick={() => void query.refetch()} data-testid="study-retry">
        {t('common.retry')}
      </Button>
    </div>
  );
}
