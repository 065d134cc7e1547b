/**
 * The per-question timer: a bar that empties by the server's deadline (corrected by the clock
 * offset) as one CSS animation — no re-render per frame — and the seconds left as text.
 */
import { BATTLE_QUESTION_MS } from '@qfl/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Keyed per question: the time left is read once, when the question appears, and the animation runs from there. */
function Fill({ remainingMs, late, paused }: { remainingMs: number; late: boolean; paused: boolean }) {
  const [start] = useState(() => ({ from: Math.max(0, Math.min(1, remainingMs / BATTLE_QUESTION_MS)), ms: Math.max(0, remainingMs) }));
  return (
    <div
      className={`battle-timer__fill${late ? ' battle-timer__fill--late' : ''}${paused ? ' battle-timer__fill--paused' : ''}`}
      style={{ animationDuration: `${start.ms}ms`, ['--from' as string]: String(start.from) }}
    />
  );
}

/** `paused` once I have answered: my clock for this question has stopped, whatever the opponent still does. */
export function TimerBar({
  questionId,
  remainingMs,
  secondsLeft,
  paused,
}: {
  questionId: string;
  remainingMs: number;
  secondsLeft: number;
  paused: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="battle-timer" data-testid="battle-timer" data-left={secondsLeft}>
      <div className="battle-timer__track" role="timer" aria-label={t('battle.secondsLeft', { s: secondsLeft })}>
        <Fill key={questionId} remainingMs={remainingMs} late={secondsLeft <= 3 && !paused} paused={paused} />
      </div>
      <span className="battle-timer__s" aria-hidden="true">
        {secondsLeft}
      </span>
    </div>
  );
}
