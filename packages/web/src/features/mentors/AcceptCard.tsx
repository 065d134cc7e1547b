/** Enter someone's code: the link becomes active (the other side is told by the server). */
import type { MentorSide } from '@qfl/core';
import { MENTOR_CODE_LENGTH, normalizeMentorCode } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { acceptCode, invalidateMentors } from './api/mentors';
import { usePeerName } from './PeerName';

function Linked({ peer, side }: { peer: Parameters<typeof usePeerName>[0]; side: MentorSide }) {
  const { t } = useTranslation();
  const name = usePeerName(peer);
  return (
    <p className="mentors-accept__done" data-testid="mentors-accepted">
      {t(side === 'mentor' ? 'mentors.linkedStudent' : 'mentors.linkedMentor', { name })}
    </p>
  );
}

export function AcceptCard({ as }: { as: MentorSide }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<Awaited<ReturnType<typeof acceptCode>>['link'] | null>(null);
  const ready = normalizeMentorCode(code).length === MENTOR_CODE_LENGTH;
  const submit = async () => {
    if (!ready) {
      toast(t('mentors.codeLength', { n: MENTOR_CODE_LENGTH }));
      return;
    }
    setPending(true);
    try {
      setDone((await acceptCode(code)).link);
      setCode('');
      await invalidateMentors(client);
    } catch {
      // The API client has toasted the server's localized message.
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="card mentors-accept" data-testid={`mentors-accept-${as}`}>
      <h2 className="card__title">{t(as === 'mentor' ? 'mentors.acceptStudentTitle' : 'mentors.acceptMentorTitle')}</h2>
      <p className="muted">{t(as === 'mentor' ? 'mentors.acceptStudentHint' : 'mentors.acceptMentorHint')}</p>
      <div className="mentors-accept__row">
        <Input
          className="mentors-accept__input"
          value={code}
          onChange={(v) => {
            setCode(v);
            setDone(null);
          }}
          placeholder={t('mentors.codePlaceholder')}
          maxLength={20}
          autoComplete="off"
          onEnterPress={() => void submit()}
          data-testid="mentors-code-input"
        />
        <Button color="primary" loading={pending} onClick={() => void submit()} data-testid="mentors-accept">
          {t('mentors.accept')}
        </Button>
      </div>
      {done && <Linked peer={done.peer} side={done.side} />}
    </section>
  );
}
