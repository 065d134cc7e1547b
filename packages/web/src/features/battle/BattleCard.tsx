/** Study tab card: my battle rating in the learning language (or a hint) and the way into battles. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/store';
import { useBattleRecordsQuery } from './api/battle';
import { BATTLE_PATHS } from './paths';
import './battle.css';

export function BattleCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useSession((s) => s.userInfo?.learningLang ?? null);
  const records = useBattleRecordsQuery();
  const mine = records.data?.items.find((r) => r.lang === lang);
  const line = records.isPending
    ? t('common.loading')
    : mine
      ? t('battle.cardRecord', { rating: mine.rating, wins: mine.wins, losses: mine.losses })
      : t('battle.cardHint');
  return (
    <section className="card battle-entry" data-testid="card-battle">
      <div className="battle-entry__text">
        <h2 className="card__title">{t('battle.title')}</h2>
        <p className="muted" data-testid="battle-card-line">
          {line}
        </p>
      </div>
      <Button color="primary" size="small" onClick={() => navigate(BATTLE_PATHS.index)} data-testid="battle-card-open">
        {t('battle.cardOpen')}
      </Button>
    </section>
  );
}

export default BattleCard;
