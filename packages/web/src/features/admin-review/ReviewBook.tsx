/**
 * One pending book opened for review: its facts, its items page by page, and the decision —
 * approve, or reject with a reason (required: the owner reads it on "my dictionaries").
 */
import Button from 'antd-mobile/es/components/button';
import type { BookSummary } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { bookTitle } from '../books/api/books';
import { BookTags } from '../my-books/BookTags';
import { ItemsList } from '../my-books/ItemsList';
import { FormRow } from '../upload/FormRow';
import { invalidateReview, type ReviewDecision, reviewBook } from './api/admin-review';

export function ReviewBook({ book, onDone }: { book: BookSummary; onDone(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (decision: ReviewDecision) => {
    setBusy(true);
    try {
      await reviewBook(book.id, decision);
      toast(t(decision.decision === 'approve' ? 'adminReview.approved' : 'adminReview.rejected'));
      await invalidateReview(client);
      onDone();
    } catch {
      // toasted by the API client (e.g. book.notPending when another admin was faster)
    } finally {
      setBusy(false);
    }
  };
  const reject = () => {
    if (!reason.trim()) {
      setError(t('adminReview.reasonRequired'));
      return;
    }
    void decide({ decision: 'reject', reason: reason.trim() });
  };

  return (
    <>
      <section className="card my-book" data-testid="review-book" data-book-id={book.id}>
        <p className="my-book__title">{bookTitle(book, currentLanguage())}</p>
        <BookTags book={book} />
        {Object.values(book.descriptions)[0] && <p className="muted">{Object.values(book.descriptions)[0]}</p>}
      </section>
      <section className="card">
        <h2 className="card__title">{t('myBooks.itemsHeading')}</h2>
        <ItemsList bookId={book.id} />
      </section>
      <section className="card up-card">
        <FormRow label={t('adminReview.reasonLabel')} htmlFor="review-reason" error={error}>
          <textarea
            id="review-reason"
            className="up-textarea"
            rows={3}
            maxLength={500}
            value={reason}
            placeholder={t('adminReview.reasonPlaceholder')}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            data-testid="review-reason"
          />
        </FormRow>
        <div className="my-book__actions">
          <Button color="danger" fill="outline" loading={busy} onClick={reject} data-testid="review-reject">
            {t('adminReview.reject')}
          </Button>
          <Button color="primary" loading={busy} onClick={() => void decide({ decision: 'approve' })} data-testid="review-approve">
            {t('adminReview.approve')}
          </Button>
        </div>
      </section>
    </>
  );
}
