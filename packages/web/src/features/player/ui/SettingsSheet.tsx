/**
 * The player's settings sheet: mode, the two speeds, the in-word and between-word gaps (negative =
 * overlap), the loop count, the sleep timer and the translation language. Every change applies at
 * once (the engine re-plans what has not started) and is saved.
 */
import {
  LANGS,
  type Lang,
  NATIVE_SPEEDS,
  PLAYER_LOOP_COUNTS,
  PLAYER_SLEEP_MINUTES,
  type PlayerSettings,
  TURBO_GAPS_MS,
  TURBO_MODES,
  TURBO_SPEEDS,
} from '@qfl/core';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { ChoiceRow } from './ChoiceRow';

export function SettingsSheet({
  open,
  settings,
  learningLang,
  onChange,
  onClose,
}: {
  open: boolean;
  settings: PlayerSettings;
  learningLang: Lang | null;
  onChange(patch: Partial<PlayerSettings>): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const gaps = TURBO_GAPS_MS.map((ms) => ({ value: ms, label: t('player.ms', { ms }) }));
  const loopLabel = (n: number) => (n === 0 ? t('player.loops.once') : n < 0 ? t('player.loops.forever') : t('player.loops.times', { n }));
  const langs: (Lang | null)[] = [null, ...LANGS.filter((l) => l !== learningLang)];
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="pl-sheet" destroyOnClose>
      <div className="pl-sheet__head">
        <h2 className="pl-sheet__title">{t('player.settings')}</h2>
        <button type="button" className="pl-sheet__done tap-target" onClick={onClose} data-testid="player-settings-done">
          {t('player.done')}
        </button>
      </div>
      <div className="pl-sheet__body" data-testid="player-settings">
        <ChoiceRow
          label={t('player.mode')}
          testId="player-mode"
          value={settings.mode}
          choices={TURBO_MODES.map((m) => ({ value: m, label: t(`player.modes.${m}`) }))}
          onChange={(mode) => onChange({ mode })}
        />
        <ChoiceRow
          label={t('player.speed')}
          testId="player-speed"
          value={settings.speed}
          choices={TURBO_SPEEDS.map((s) => ({ value: s, label: t('player.speedX', { speed: s }) }))}
          onChange={(speed) => onChange({ speed })}
        />
        <ChoiceRow
          label={t('player.nativeSpeed')}
          testId="player-native-speed"
          value={settings.nativeSpeed}
          choices={NATIVE_SPEEDS.map((s) => ({ value: s, label: t('player.speedX', { speed: s }) }))}
          onChange={(nativeSpeed) => onChange({ nativeSpeed })}
        />
        <ChoiceRow
          label={t('player.inWordGap')}
          hint={t('player.gapHint')}
          testId="player-in-gap"
          value={settings.inWordGapMs}
          choices={gaps}
          onChange={(inWordGapMs) => onChange({ inWordGapMs })}
        />
        <ChoiceRow
          label={t('player.betweenGap')}
          testId="player-between-gap"
          value={settings.betweenGapMs}
          choices={gaps}
          onChange={(betweenGapMs) => onChange({ betweenGapMs })}
        />
        <ChoiceRow
          label={t('player.loopCount')}
          testId="player-loop"
          value={settings.loopCount}
          choices={PLAYER_LOOP_COUNTS.map((n) => ({ value: n, label: loopLabel(n) }))}
          onChange={(loopCount) => onChange({ loopCount })}
        />
        <ChoiceRow
          label={t('player.sleep')}
          testId="player-sleep"
          value={settings.sleepMinutes}
          choices={PLAYER_SLEEP_MINUTES.map((n) => ({ value: n, label: n === 0 ? t('player.sleepOff') : t('player.minutes', { n }) }))}
          onChange={(sleepMinutes) => onChange({ sleepMinutes })}
        />
        <ChoiceRow
          label={t('player.translationLang')}
          testId="player-translation"
          value={settings.translationLang}
          choices={langs.map((l) => ({ value: l, label: l === null ? t('player.translationNative') : t(`langs.${l}`) }))}
          onChange={(translationLang) => onChange({ translationLang })}
        />
      </div>
    </Popup>
  );
}
