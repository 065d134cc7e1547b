/**
 * Now playing: the word, its reading and its translation, large, with the place in the playlist.
 * Tapping the card pauses or resumes; a horizontal swipe skips (left: next, right: previous).
 */
import type { PlaylistItem } from '@qfl/core';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineStatus } from '../engine/player-engine';

const SWIPE_PX = 50;

export function NowPlaying({
  item,
  index,
  total,
  status,
  loopLine,
  onToggle,
  onNext,
  onPrevious,
}: {
  item: PlaylistItem;
  index: number;
  total: number;
  status: EngineStatus;
  loopLine: string | null;
  onToggle(): void;
  onNext(): void;
  onPrevious(): void;
}) {
  const { t } = useTranslation();
  const touch = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  return (
    <section className={`pl-now pl-now--${status}`} data-testid="player-now" data-index={index} data-status={status} data-key={item.key}>
      <div className="pl-now__progress">
        <span data-testid="player-progress">{t('player.progress', { current: index + 1, total })}</span>
        {loopLine && <span data-testid="player-loop-line">{loopLine}</span>}
      </div>
      <ProgressBar percent={total > 0 ? ((index + 1) / total) * 100 : 0} />
      <button
        type="button"
        className="pl-now__surface"
        aria-live="polite"
        data-testid="player-surface"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') onNext();
          else if (e.key === 'ArrowLeft') onPrevious();
          else return;
          e.preventDefault();
        }}
        onTouchStart={(e) => {
          const p = e.touches[0];
          touch.current = p ? { x: p.clientX, y: p.clientY } : null;
          swiped.current = false;
        }}
        onTouchEnd={(e) => {
          const start = touch.current;
          const p = e.changedTouches[0];
          touch.current = null;
          if (!start || !p) return;
          const dx = p.clientX - start.x;
          if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(p.clientY - start.y)) {
            swiped.current = true;
            if (dx < 0) onNext();
            else onPrevious();
          }
        }}
        onClick={() => {
          // A swipe also ends in a click on touch screens: it skipped, it must not pause too.
          if (swiped.current) {
            swiped.current = false;
            return;
          }
          onToggle();
        }}
      >
        <span className="pl-now__word" lang={item.lang} data-testid="player-word">
          {item.text}
        </span>
        {item.reading && item.reading.toLowerCase() !== item.text.toLowerCase() && (
          <span className="pl-now__reading" lang={item.lang} data-testid="player-reading">
            {item.reading}
          </span>
        )}
        {item.translation && (
          <span className="pl-now__translation" lang={item.translationLang} data-testid="player-translation">
            {item.translation}
          </span>
        )}
        <span className="pl-now__status" data-testid="player-status">
          {t(`player.status.${status}`)}
        </span>
        <span className="pl-now__hint">{t('player.tapHint')}</span>
      </button>
    </section>
  );
}
