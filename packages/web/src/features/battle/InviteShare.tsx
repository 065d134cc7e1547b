/** An invite's code and link, with copy and (where the device can) share. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import type { BattleInvite } from './api/battle';
import { absoluteLink } from './battle-rules';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function InviteShare({ invite }: { invite: BattleInvite }) {
  const { t } = useTranslation();
  const link = absoluteLink(invite.link, window.location.origin);
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="battle-invite" data-testid="battle-invite">
      <p className="muted">{t('battle.inviteCodeLabel')}</p>
      <p className="battle-invite__code" data-testid="battle-invite-code">
        {invite.code}
      </p>
      <p className="battle-invite__link" data-testid="battle-invite-link">
        {link}
      </p>
      <div className="battle-invite__actions">
        <Button onClick={async () => toast(t((await copy(link)) ? 'battle.copied' : 'battle.copyFailed'))} data-testid="battle-invite-copy">
          {t('battle.copyLink')}
        </Button>
        {canShare && (
          <Button
            onClick={() =>
              navigator
                .share({ title: t('battle.title'), text: t('battle.shareText', { code: invite.code }), url: link })
                .catch(() => undefined)
            }
            data-testid="battle-invite-share"
          >
            {t('battle.share')}
          </Button>
        )}
      </div>
    </div>
  );
}
