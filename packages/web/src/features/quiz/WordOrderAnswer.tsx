/**
 * Answering a word-order item (a sentence item of a sentence book): tap the shuffled words in
 * order, tap a placed word to put it back; the answer is the words joined as core's
 * `joinTokens` does (no spaces for Chinese and Japanese).
 */
import { joinTokens, type SessionItem } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function WordOrderAnswer({
  item,
  disabled,
  onAnswer,
}: {
  item: SessionItem;
  disabled: boolean;
  onAnswer: (answer: string) => void;
}) {
  const { t } = useTranslation();
  // Each shuffled word with an id of its own: a word may occur twice in a sentence.
  const pieces = useMemo(() => (item.tokens ?? []).map((text, id) => ({ id, text })), [item.tokens]);
  const [placed, setPlaced] = useState<number[]>([]);
  const textOf = (id: number) => pieces[id]?.text ?? '';
  const place = (id: number) => !disabled && setPlaced((p) => [...p, id]);
  const unplace = (id: number) => !disabled && setPlaced((p) => p.filter((k) => k !== id));
  return (
    <div className="quiz-order">
      <div className="quiz-order__line" data-testid="quiz-order-line" lang={item.lang}>
        {placed.map((id) => (
          <button type="button" key={id} className="quiz-order__token" onClick={() => unplace(id)} disabled={disabled}>
            {textOf(id)}
          </button>
        ))}
      </div>
      <div className="quiz-order__pool" lang={item.lang}>
        {pieces
          .filter((piece) => !placed.includes(piece.id))
          .map((piece) => (
            <button
              type="button"
              key={piece.id}
              className="quiz-order__token"
              onClick={() => place(piece.id)}
              disabled={disabled}
              data-testid="quiz-order-token"
            >
              {piece.text}
            </button>
          ))}
      </div>
      <Button
        block
        color="primary"
        disabled={disabled || placed.length !== pieces.length}
        onClick={() => onAnswer(joinTokens(placed.map(textOf), item.lang))}
        data-testid="quiz-submit"
      >
        {t('quiz.submit')}
      </Button>
    </div>
  );
}
