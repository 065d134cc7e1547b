/** Previous / play-pause / next, and "I know this" / "again" for the item on screen. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { EngineStatus } from '../engine/player-engine';

const ICONS = {
  previous: 'M6 6h2v12H6zm3.5 6 8.5 6V6z',
  next: 'M16 6h2v12h-2zM6 18l8.5-6L6 6z',
  play: 'M8 5v14l11-7z',
  pause: 'M6 19h4V5H6zm8-14v14h4V5z',
};

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

export function PlayerControls({
  status,
  marking,
  onToggle,
  onNext,
  onPrevious,
  onMark,
}: {
  status: EngineStatus;
  marking: boolean;
  onToggle(): void;
  onNext(): void;
  onPrevious(): void;
  onMark(verdict: 'known' | 'again'): void;
}) {
  const { t } = useTranslation();
  const playing = status === 'playing' || status === 'buffering' || status === 'loading';
  return (
    <div className="pl-controls">
      <div className="pl-controls__transport">
        <button
          type="button"
          className="pl-round tap-target"
          onClick={onPrevious}
          aria-label={t('player.previous')}
          data-testid="player-previous"
        >
          <Icon d={ICONS.previous} />
        </button>
        <button
          type="button"
          className="pl-round pl-round--main"
          onClick={onToggle}
          aria-label={playing ? t('player.pause') : t('player.play')}
          aria-pressed={playing}
          data-testid="player-toggle"
        >
          <Icon d={playing ? ICONS.pause : ICONS.play} />
        </button>
        <button type="button" className="pl-round tap-target" onClick={onNext} aria-label={t('player.next')} data-testid="player-next">
          <Icon d={ICONS.next} />
        </button>
      </div>
      <div className="pl-controls__marks">
        <Button color="success" fill="outline" disabled={marking} onClick={() => onMark('known')} data-testid="player-known">
          {t('player.known')}
        </Button>
        <Button color="warning" fill="outline" disabled={marking} onClick={() => onMark('again')} data-testid="player-again">
          {t('player.again')}
        </Button>
      </div>
    </div>
  );
}
