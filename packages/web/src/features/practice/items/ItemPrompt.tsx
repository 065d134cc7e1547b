/**
 * What an item asks, by kind: a word or sentence to understand (with its audio), a meaning or a
 * translation to answer in the learning language, or — for listen-choice — only a speaker that
 * plays once on display (the word itself stays hidden until the answer).
 */
import type { SessionItem } from '@qfl/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioButton } from '../../audio';
import { useAudioPlayback } from '../../audio/use-audio-playback';

const QUESTION = {
  'meaning-choice': 'practice.ask.meaningChoice',
  'word-choice': 'practice.ask.wordChoice',
  'listen-choice': 'practice.ask.listenChoice',
  spell: 'practice.ask.spell',
  'translation-choice': 'practice.ask.translationChoice',
  'word-order': 'practice.ask.wordOrder',
  flashcard: 'practice.ask.flashcard',
} as const;

/** Prompts longer than this (a long meaning) use the sentence size instead of the headline size. */
const LONG_PROMPT = 24;

/** Kinds whose prompt is in the learning language (the others show a meaning or translation). */
const PROMPT_IN_TARGET = new Set(['meaning-choice', 'translation-choice', 'flashcard']);

function ListenPrompt({ item }: { item: SessionItem }) {
  const { t } = useTranslation();
  const { state, toggle } = useAudioPlayback(item.prompt, item.lang);
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  useEffect(() => {
    // Once per display (the view remounts for each): the tap that brought the item up lets the browser play sound.
    const timer = setTimeout(() => toggleRef.current(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <button
      type="button"
      className={`listen-button listen-button--${state}`}
      onClick={toggle}
      aria-label={t('practice.playAgain')}
      data-testid="practice-listen"
      data-state={state}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 9.5h3.2L12 5.6v12.8l-4.8-3.9H4z" fill="currentColor" />
        <path
          d="M15 9.2a4 4 0 0 1 0 5.6M17.4 6.8a7.4 7.4 0 0 1 0 10.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <span>{t('practice.playAgain')}</span>
    </button>
  );
}

export function ItemPrompt({ item, answered }: { item: SessionItem; answered: boolean }) {
  const { t } = useTranslation();
  const inTarget = PROMPT_IN_TARGET.has(item.kind);
  const sentence = item.kind === 'translation-choice' || item.kind === 'word-order';
  return (
    <section className="item-prompt">
      <p className="item-prompt__ask">{t(QUESTION[item.kind])}</p>
      {item.kind === 'listen-choice' ? (
        <>
          <ListenPrompt item={item} />
          {answered && (
            <p className="item-prompt__text item-prompt__text--revealed" lang={item.lang} data-testid="practice-revealed">
              {item.prompt}
            </p>
          )}
        </>
      ) : (
        <div className="item-prompt__line">
          <p
            className={`item-prompt__text${sentence || item.prompt.length > LONG_PROMPT ? ' item-prompt__text--sentence' : ''}`}
            lang={inTarget ? item.lang : undefined}
            data-testid="practice-prompt"
          >
            {item.prompt}
          </p>
          {inTarget && <AudioButton text={item.prompt} lang={item.lang} size="large" data-testid="practice-prompt-audio" />}
        </div>
      )}
    </section>
  );
}
