/**
 * My unused codes (of one side): a live one can be cancelled; an expired one is marked so (it is
 * listed a day after its expiry, then deleted) with a button that makes a new code for the same
 * person.
 */
import type { MentorInvite, MentorSide } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm';
import { currentLanguage } from '../../i18n';
import { createInvite, invalidateMentors, revokeLink } from './api/mentors';

function RenewButton({ invite }: { invite: MentorInvite }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const renew = async () => {
    setBusy(true);
    try {
      await createInvite({ relation: invite.relation, as: invite.as });
      await invalidateMentors(client);
    } catch {
      // The API client has toasted the failure (e.g. too many codes).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="mini" color="primary" fill="outline" loading={busy} onClick={() => void renew()} data-testid="mentors-renew-code">
      {t('mentors.renewCode')}
    </Button>
  );
}

export function PendingCodes({ items, as }: { items: MentorInvite[]; as: MentorSide }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const mine = items.filter((i) => i.as === as);
  if (mine.length === 0) return null;
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' });
  return (
    <section className="card" data-testid="mentors-pending">
      <h2 className="card__title">{t('mentors.pendingTitle')}</h2>
      <ul className="mentors-list">
        {mine.map((p) => (
          <li
            key={p.id}
            className="mentors-row"
            data-testid="mentors-pending-code"
            data-code={p.code}
            data-expired={p.expired ? 'true' : 'false'}
          >
            <div className="mentors-row__text">
              <strong className="mentors-pending__code">
                {p.code}{' '}
                {p.expired && (
                  <Tag color="default" data-testid="mentors-code-expired">
                    {t('mentors.expiredTag')}
                  </Tag>
                )}
              </strong>
              <span className="muted">
                {t(`mentors.for.${p.relation}`)} ·{' '}
                {t(p.expired ? 'mentors.codeExpiredOn' : 'mentors.codeExpires', { date: date.format(new Date(p.expiresAt)) })}
              </span>
            </div>
            {p.expired ? (
              <RenewButton invite={p} />
            ) : (
              <Button
                size="mini"
                fill="outline"
                onClick={() =>
                  void confirmDelete(async () => {
                    await revokeLink(p.id);
                    await invalidateMentors(client);
                  }, t('mentors.cancelCodeConfirm'))
                }
                data-testid="mentors-cancel-code"
              >
                {t('mentors.cancelCode')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
