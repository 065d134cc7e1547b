/**
 * Put the words in order: tap the shuffled words to build the sentence, tap a placed word to take it
 * back, then check. The answer is the placed words joined the way the language writes them.
 */
import { joinTokens, type SessionItem } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '../engine/practice-state';

interface WordOrderItemProps {
  item: SessionItem;
  feedback: Feedback | null;
  onAnswer(given: string): void;
}

export function WordOrderItem({ item, feedback, onAnswer }: WordOrderItemProps) {
  const { t } = useTranslation();
  const tokens = item.tokens ?? [];
  // Positions in `tokens`, so a word that appears twice stays two tiles.
  const [placed, setPlaced] = useState<number[]>([]);
  const locked = feedback !== null;
  const place = (i: number) => !locked && setPlaced((p) => [...p, i]);
  const unplace = (i: number) => !locked && setPlaced((p) => p.filter((x) => x !== i));
  const state = feedback ? (feedback.correct ? ' order__built--right' : ' order__built--wrong') : '';
  return (
    <div className="order" data-testid="practice-order">
      <fieldset className={`order__built${state}`} lang={item.lang} data-testid="practice-order-built">
        <legend className="sr-only">{t('practice.yourSentence')}</legend>
        {placed.length === 0 && <span className="order__hint">{t('practice.tapWords')}</span>}
        {placed.map((i) => (
          <button
            key={i}
            type="button"
            className="token token--placed"
            onClick={() => unplace(i)}
            disabled={locked}
            data-testid="practice-order-placed"
          >
            {tokens[i]}
          </button>
        ))}
      </fieldset>
      <div className="order__pool" lang={item.lang}>
        {tokens.map((token, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens can repeat; the position is the tile
            key={i}
            type="button"
            className="token"
            onClick={() => place(i)}
            disabled={locked || placed.includes(i)}
            data-testid="practice-order-token"
            data-token={token}
          >
            {token}
          </button>
        ))}
      </div>
      {!locked && (
        <Button
          block
          color="primary"
          disabled={placed.length === 0}
          onClick={() =>
            onAnswer(
              joinTokens(
                placed.map((i) => tokens[i] ?? ''),
                item.lang,
              ),
            )
          }
          data-testid="practice-order-submit"
        >
          {t('practice.check')}
        </Button>
      )}
    </div>
  );
}
