/** My unused codes (of one side), each cancellable. */
import type { MentorInvite, MentorSide } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm';
import { currentLanguage } from '../../i18n';
import { invalidateMentors, revokeLink } from './api/mentors';

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
          <li key={p.id} className="mentors-row" data-testid="mentors-pending-code">
            <div className="mentors-row__text">
              <strong className="mentors-pending__code">{p.code}</strong>
              <span className="muted">
                {t(`mentors.for.${p.relation}`)} · {t('mentors.codeExpires', { date: date.format(new Date(p.expiresAt)) })}
              </span>
            </div>
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
          </li>
        ))}
      </ul>
    </section>
  );
}
