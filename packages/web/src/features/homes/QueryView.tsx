/**
 * A query's answer, or the spec's home messages when it failed: "data load failed" with a
 * retry, "reload failed" when the retry failed too, "book info not found" (no retry) for a
 * missing book. Stays mounted through the retry (a query without data goes back to pending
 * while it refetches), so it knows that a failure is a failed reload.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorKey } from '../../api/errors';
import { EmptyState } from '../../components/EmptyState';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  testId?: string;
}

export function QueryView<T>({ query, children, testId = 'load-failed' }: QueryViewProps<T>) {
  const { t } = useTranslation();
  const [retry, setRetry] = useState<'idle' | 'running' | 'failed'>('idle');
  if (query.data !== undefined) return children(query.data);
  if (!query.isError && retry !== 'running') return <p className="muted">{t('common.loading')}</p>;
  if (hasErrorKey(query.error, 'study.bookNotFound')) {
    return <EmptyState title={t('homes.messages.bookNotFound')} testId="book-not-found" />;
  }
  const again = async () => {
    setRetry('running');
    const result = await query.refetch();
    setRetry(result.isError ? 'failed' : 'idle');
  };
  return (
    <EmptyState
      title={t(retry === 'failed' ? 'homes.messages.reloadFailed' : 'homes.messages.dataLoadFailed')}
      testId={testId}
      action={
        <Button size="small" loading={retry === 'running'} onClick={() => void again()} data-testid={`${testId}-retry`}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
