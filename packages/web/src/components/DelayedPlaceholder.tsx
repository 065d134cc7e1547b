/**
 * Loading and error placeholders for pages. Both appear only after ASYNC_DELAY_MS (200 ms);
 * the error one always offers a retry, so a failed page is never blank.
 */
import { ASYNC_DELAY_MS } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useDelayed } from './use-delayed';

interface DelayedPlaceholderProps {
  kind: 'loading' | 'error';
  /** Error headline; defaults to "page failed to load". */
  message?: string;
  onRetry?: () => void;
  delayMs?: number;
}

export function DelayedPlaceholder({ kind, message, onRetry, delayMs = ASYNC_DELAY_MS }: DelayedPlaceholderProps) {
  const { t } = useTranslation();
  const visible = useDelayed(delayMs);
  if (!visible) return null;
  if (kind === 'loading') {
    return (
      <div className="placeholder" role="status" data-testid="page-loading">
        <span className="spinner" aria-hidden="true" />
        <span className="placeholder__text">{t('page.loading')}</span>
      </div>
    );
  }
  return (
    <div className="placeholder" role="alert" data-testid="page-error">
      <p className="placeholder__title">{message ?? t('page.loadFailed')}</p>
      <p className="placeholder__text">{t('page.retryHint')}</p>
      {onRetry && (
        <Button color="primary" onClick={onRetry} data-testid="page-retry">
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
