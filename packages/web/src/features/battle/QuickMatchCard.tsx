/** Quick match: the learning language and level (defaults from the identity settings) and the ±2 levels it accepts. */
import { LANGS, type Lang, MAX_LEVEL, MIN_LEVEL } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import Stepper from 'antd-mobile/es/components/stepper';
import { useTranslation } from 'react-i18next';
import { levelKey } from '../settings/options';
import { levelSpan } from './battle-rules';

export interface MatchSettings {
  lang: Lang;
  level: number;
}

interface Props {
  value: MatchSettings;
  onChange: (next: MatchSettings) => void;
  onStart: () => void;
  busy: boolean;
}

export function QuickMatchCard({ value, onChange, onStart, busy }: Props) {
  const { t } = useTranslation();
  const span = levelSpan(value.level);
  return (
    <section className="card battle-card" data-testid="battle-quick">
      <h2 className="card__title">{t('battle.quickTitle')}</h2>
      <p className="muted">{t('battle.quickHint')}</p>
      <Selector
        columns={3}
        className="battle-langs"
        value={[value.lang]}
        onChange={(v) => v[0] && onChange({ ...value, lang: v[0] })}
        options={LANGS.map((lang) => ({
          value: lang,
          label: (
            <span data-testid={`battle-lang-${lang}`} lang={lang}>
              {t(`langs.${lang}`)}
            </span>
          ),
        }))}
      />
      <div className="battle-level">
        <span className="battle-level__label">{t('battle.level')}</span>
        <Stepper
          min={MIN_LEVEL}
          max={MAX_LEVEL}
          digits={0}
          value={value.level}
          onChange={(v) => onChange({ ...value, level: Math.max(MIN_LEVEL, Math.min(MAX_LEVEL, Math.round(v ?? MIN_LEVEL))) })}
          data-testid="battle-level"
        />
      </div>
      <p className="muted" data-testid="battle-level-span">
        {t(`levels.${levelKey(value.level)}.name`)} · {t('battle.levelSpan', span)}
      </p>
      <Button block color="primary" size="large" loading={busy} onClick={onStart} data-testid="battle-quick-start">
        {t('battle.quickStart')}
      </Button>
    </section>
  );
}
