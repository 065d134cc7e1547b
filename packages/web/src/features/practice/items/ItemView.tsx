/**
 * One practice item: its prompt and the way to answer it by kind (a flashcard is recalled and
 * graded by the learner, see RecallItem). Exposes the item id and its
 * answer hash as data attributes (nothing the item does not already carry) for end-to-end tests.
 */
import type { RatingValue, SessionItem, StudyWord } from '@qfl/core';
import type { Feedback } from '../engine/practice-state';
import { ChoiceItem } from './ChoiceItem';
import { ItemPrompt } from './ItemPrompt';
import { RecallItem } from './RecallItem';
import { SpellItem } from './SpellItem';
import { WordOrderItem } from './WordOrderItem';

interface ItemViewProps {
  item: SessionItem;
  feedback: Feedback | null;
  onAnswer(given: string): void;
}

interface ItemViewAllProps extends ItemViewProps {
  /** The word the item practises (a flashcard shows its meanings once revealed). */
  word?: StudyWord | null;
  onRate?(rating: RatingValue): void;
}

function AnswerInput({ item, feedback, onAnswer }: ItemViewProps) {
  if (item.kind === 'word-order' && item.tokens && item.tokens.length > 0)
    return <WordOrderItem item={item} feedback={feedback} onAnswer={onAnswer} />;
  if (item.kind === 'spell' || !item.choices || item.choices.length === 0)
    return <SpellItem item={item} feedback={feedback} onAnswer={onAnswer} />;
  return <ChoiceItem item={item} feedback={feedback} onAnswer={onAnswer} />;
}

export function ItemView({ item, feedback, onAnswer, word = null, onRate }: ItemViewAllProps) {
  return (
    <div
      className="item"
      data-testid="practice-item"
      data-item-id={item.id}
      data-entry-id={item.entryId ?? ''}
      data-kind={item.kind}
      data-answer-hash={item.answerHash}
    >
      {item.kind === 'flashcard' && onRate ? (
        <RecallItem item={item} word={word} onRate={onRate} />
      ) : (
        <>
          <ItemPrompt item={item} answered={feedback !== null} />
          <AnswerInput item={item} feedback={feedback} onAnswer={onAnswer} />
        </>
      )}
    </div>
  );
}
