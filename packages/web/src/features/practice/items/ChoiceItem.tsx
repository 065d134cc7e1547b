/**
 * Choose one of several answers (meaning, word, heard word, translation). After the answer the
 * right choice turns green and a wrong pick red. Keys 1-9 pick a choice.
 */
import type { SessionItem } from '@qfl/core';
import { useEffect } from 'react';
import type { Feedback } from '../engine/practice-state';

interface ChoiceItemProps {
  item: SessionItem;
  feedback: Feedback | null;
  onAnswer(given: string): void;
}

/** Choices in the learning language are words or sentences; the others are meanings. */
const CHOICES_IN_TARGET = new Set(['word-choice', 'listen-choice']);

export function ChoiceItem({ item, feedback, onAnswer }: ChoiceItemProps) {
  const choices = item.choices ?? [];
  useEffect(() => {
    if (feedback) return;
    const onKey = (event: KeyboardEvent) => {
      const n = Number(event.key);
      const choice = Number.isInteger(n) && n >= 1 ? choices[n - 1] : undefined;
      if (choice !== undefined && !(event.target instanceof HTMLInputElement)) onAnswer(choice);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choices, feedback, onAnswer]);

  return (
    <ul className="choices" data-testid="practice-choices">
      {choices.map((choice, i) => {
        let mark = '';
        if (feedback) {
          if (feedback.expected !== null && choice === feedback.expected) mark = ' choice--right';
          else if (choice === feedback.given && !feedback.correct) mark = ' choice--wrong';
          else mark = ' choice--dim';
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two meanings can read the same; the position tells them apart
          <li key={i}>
            <button
              type="button"
              className={`choice${mark}`}
              disabled={feedback !== null}
              onClick={() => onAnswer(choice)}
              lang={CHOICES_IN_TARGET.has(item.kind) ? item.lang : undefined}
              data-testid="practice-choice"
              data-choice={choice}
            >
              <span className="choice__key" aria-hidden="true">
                {i + 1}
              </span>
              <span className="choice__text">{choice}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
