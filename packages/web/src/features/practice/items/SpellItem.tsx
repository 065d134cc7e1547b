/** Type the word (or spell it): a text field that submits on Enter; after a wrong answer the expected one shows. */
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionItem } from '@qfl/core';
import type { Feedback } from '../engine/practice-state';

interface SpellItemProps {
  item: SessionItem;
  feedback: Feedback | null;
  onAnswer(given: string): void;
}

export function SpellItem({ item, feedback, onAnswer }: SpellItemProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') onAnswer(text);
  };
  const state = feedback ? (feedback.correct ? ' spell__input--right' : ' spell__input--wrong') : '';
  return (
    <form className="spell" onSubmit={submit} data-testid="practice-spell">
      <input
        ref={input}
        className={`spell__input${state}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        readOnly={feedback !== null}
        lang={item.lang}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        aria-label={t('practice.typeHere')}
        placeholder={t('practice.typeHere')}
        data-testid="practice-spell-input"
      />
      {!feedback && (
        <Button block color="primary" type="submit" disabled={text.trim() === ''} data-testid="practice-spell-submit">
          {t('practice.check')}
        </Button>
      )}
    </form>
  );
}
