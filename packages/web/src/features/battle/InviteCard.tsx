/** Invite a friend (a code and link for the chosen language and level), or join a friend's battle by code. */
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeCode } from './battle-rules';

interface Props {
  initialCode: string;
  creating: boolean;
  onCreate: () => void;
  onJoin: (code: string) => void;
}

export function InviteCard({ initialCode, creating, onCreate, onJoin }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const join = () => {
    const valid = normalizeCode(code);
    if (!valid) {
      setError(t('battle.codeInvalid'));
      return;
    }
    setError(null);
    onJoin(valid);
  };
  return (
    <section className={`card battle-card${initialCode ? ' battle-card--highlight' : ''}`} data-testid="battle-invite-card">
      <h2 className="card__title">{t('battle.inviteTitle')}</h2>
      <p className="muted">{t('battle.inviteHint')}</p>
      <Button block size="large" color="primary" fill="outline" loading={creating} onClick={onCreate} data-testid="battle-invite-create">
        {t('battle.inviteCreate')}
      </Button>
      <form
        className="battle-join"
        onSubmit={(e) => {
          e.preventDefault();
          join();
        }}
      >
        <Input
          className="battle-join__input"
          value={code}
          onChange={(v) => {
            setCode(v);
            setError(null);
          }}
          placeholder={t('battle.codePlaceholder')}
          maxLength={16}
          autoComplete="off"
          aria-label={t('battle.codePlaceholder')}
          data-testid="battle-join-code"
        />
        <Button type="submit" color="primary" data-testid="battle-join">
          {t('battle.join')}
        </Button>
      </form>
      {error && (
        <p className="battle-error" role="alert" data-testid="battle-join-error">
          {error}
        </p>
      )}
    </section>
  );
}
