/** A fresh invite code shown large, with copy and when it expires. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import type { MentorInvite } from './api/mentors';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function CodeShow({ invite }: { invite: MentorInvite }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="mentors-code" data-testid="mentors-code">
      <p className="muted">{t(invite.as === 'student' ? 'mentors.codeForMentor' : 'mentors.codeForStudent')}</p>
      <p className="mentors-code__value" data-testid="mentors-code-value">
        {invite.code}
      </p>
      <p className="muted">{t('mentors.codeExpires', { date: date.format(new Date(invite.expiresAt)) })}</p>
      <Button
        size="small"
        onClick={async () => toast(t((await copy(invite.code)) ? 'mentors.copied' : 'mentors.copyFailed'))}
        data-testid="mentors-code-copy"
      >
        {t('mentors.copy')}
      </Button>
    </div>
  );
}
