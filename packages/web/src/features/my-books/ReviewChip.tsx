/** A book's translation review status as a coloured tag (pending, approved, rejected, auto approved). */
import { REVIEW_STATUSES } from '@qfl/core';
import { useTranslation } from 'react-i18next';

type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const TONE: Record<ReviewStatus, string> = {
  pending: 'tag--warning',
  approved: 'tag--success',
  rejected: 'tag--danger',
  auto_approved: 'tag--primary',
};

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

export function ReviewChip({ status }: { status: string | undefined }) {
  const { t } = useTranslation();
  if (!isReviewStatus(status)) return null;
  return (
    <span className={`tag ${TONE[status]}`} data-testid="review-status" data-status={status}>
      {t(`myBooks.review.${status}`)}
    </span>
  );
}
