/** An honest empty state: says what is not there yet, optionally with one action. */
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  hint?: string;
  action?: ReactNode;
  testId?: string;
}

export function EmptyState({ title, hint, action, testId }: EmptyStateProps) {
  return (
    <div className="empty" data-testid={testId}>
      <svg className="empty__icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="8" y="12" width="32" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M8 20h32M18 28h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="empty__title">{title}</p>
      {hint && <p className="empty__hint">{hint}</p>}
      {action}
    </div>
  );
}
