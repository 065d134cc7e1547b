/**
 * Create a code. A student makes one for a mentor or a parent; a mentor or parent makes one for a
 * student ("I am their mentor / parent"). The code shows large until the page is left.
 */
import type { MentorRelation, MentorSide } from '@qfl/core';
import { MENTOR_RELATIONS } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createInvite, invalidateMentors, type MentorInvite } from './api/mentors';
import { CodeShow } from './CodeShow';

const tagged = (text: string, testId: string) => <span data-testid={testId}>{text}</span>;

export function InviteCard({ as }: { as: MentorSide }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [relation, setRelation] = useState<MentorRelation>('mentor');
  const [invite, setInvite] = useState<MentorInvite | null>(null);
  const [pending, setPending] = useState(false);
  const create = async () => {
    setPending(true);
    try {
      setInvite(await createInvite({ relation, as }));
      await invalidateMentors(client);
    } catch {
      // The API client has toasted the failure.
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="card mentors-invite" data-testid={`mentors-invite-${as}`}>
      <h2 className="card__title">{t(as === 'student' ? 'mentors.inviteMentorTitle' : 'mentors.inviteStudentTitle')}</h2>
      <p className="muted">{t(as === 'student' ? 'mentors.inviteMentorHint' : 'mentors.inviteStudentHint')}</p>
      <Selector
        columns={2}
        value={[relation]}
        onChange={(v) => v[0] && setRelation(v[0])}
        options={MENTOR_RELATIONS.map((r) => ({
          value: r,
          label: tagged(t(as === 'student' ? `mentors.for.${r}` : `mentors.iAm.${r}`), `mentors-relation-${r}`),
        }))}
      />
      <Button block color="primary" loading={pending} onClick={() => void create()} data-testid="mentors-create-code">
        {t('mentors.createCode')}
      </Button>
      {invite && <CodeShow invite={invite} />}
    </section>
  );
}
