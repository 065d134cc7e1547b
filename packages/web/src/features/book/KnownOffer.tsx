/**
 * The book page's "already known?" banner: tests showed the learner knows N words of this book
 * that they have no card for; "mark them known" gives each an Easy review (a card), "not now"
 * hides the offer on this device until tests show more.
 */
import { randomId } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { useSession } from '../../session/store';
import { notifyFailure } from '../study/notify';
import { useBookEvidenceQuery, useMarkKnownMutation } from './api/evidence';
import { dismissKnownOffer, showKnownOffer } from './known-offer';

/** Headwords shown in the banner before "…". */
const PREVIEW = 6;

export function KnownOffer({ bookId, enabled }: { bookId: number; enabled: boolean }) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userInfo?.id);
  const evidence = useBookEvidenceQuery(bookId, enabled && userId !== undefined);
  const mark = useMarkKnownMutation(bookId);
  const [dismissed, setDismissed] = useState(false);
  const data = evidence.data;
  if (!data || userId === undefined || dismissed || !showKnownOffer(userId, bookId, data.count)) return null;
  const preview = data.known.slice(0, PREVIEW).map((w) => w.headword);
  return (
    <section className="card known-offer" data-testid="book-known-offer" aria-live="polite">
      <p className="known-offer__title">{t('knownOffer.title', { count: data.count })}</p>
      <p className="known-offer__words" data-testid="book-known-offer-words">
        {preview.join(', ')}
        {data.count > preview.length ? ' …' : ''}
      </p>
      <p className="known-offer__hint">{t('knownOffer.hint')}</p>
      <div className="known-offer__actions">
        <Button
          color="primary"
          size="small"
          loading={mark.isPending}
          onClick={() =>
            mark.mutate(randomId(), {
              onSuccess: (r) => toast(t('knownOffer.marked', { count: r.marked })),
              onError: notifyFailure,
            })
          }
          data-testid="book-known-offer-accept"
        >
          {t('knownOffer.accept')}
        </Button>
        <Button
          size="small"
          fill="outline"
          disabled={mark.isPending}
          onClick={() => {
            dismissKnownOffer(userId, bookId, data.count);
            setDismissed(true);
          }}
          data-testid="book-known-offer-dismiss"
        >
          {t('knownOffer.dismiss')}
        </Button>
      </div>
    </section>
  );
}
