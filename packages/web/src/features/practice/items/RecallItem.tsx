/**
 * A flashcard (active recall, as in Anki): the word or sentence alone; the learner recalls its
 * meaning, shows the answer (the button, Space or Enter) and sees the reading, meanings and an
 * example, then grades Again / Hard / Good / Easy (the buttons, or keys 1-4). Each grade button
 * says when the card comes back, as the server previewed it for that grade.
 */
import type { RatingValue, SessionItem, StudyWord } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { AudioButton } from '../../audio';
import { GRADES, intervalLabel, recallKeyAction } from '../engine/recall';
import { ItemPrompt } from './ItemPrompt';

interface RecallItemProps {
  item: SessionItem;
  /** The word or sentence the card remembers (its meanings, reading, example); null when the session did not carry it. */
  word: StudyWord | null;
  onRate(rating: RatingValue): void;
}

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

function RecallAnswer({ word }: { word: StudyWord | null }) {
  const { t } = useTranslation();
  if (!word) return null;
  const reading = word.reading && word.reading !== word.text ? word.reading : null;
  return (
    <section className="recall__answer" data-testid="recall-answer">
      {(reading || word.pron) && (
        <p className="recall__pron" lang={word.lang}>
          {reading && <span>{reading}</span>}
          {word.pron && <span>{word.pron}</span>}
        </p>
      )}
      {word.meanings.length === 0 ? (
        <p className="muted">{t('learn.noMeanings')}</p>
      ) : word.meanings.length === 1 ? (
        <p className="recall__meaning" data-testid="recall-meanings" lang={word.meaningsLang ?? undefined}>
          {word.meanings[0]}
        </p>
      ) : (
        <ol className="recall__meanings" data-testid="recall-meanings" lang={word.meaningsLang ?? undefined}>
          {word.meanings.slice(0, 3).map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: meanings can repeat; their order is their identity
            <li key={i}>{m}</li>
          ))}
        </ol>
      )}
      {word.example && (
        <div className="recall__example">
          <p className="recall__example-line">
            <span lang={word.lang}>{word.example.text}</span>
            <AudioButton text={word.example.text} lang={word.lang} size="small" data-testid="recall-example-audio" />
          </p>
          {word.example.translation && <p className="recall__translation">{word.example.translation}</p>}
        </div>
      )}
    </section>
  );
}

export function RecallItem({ item, word, onRate }: RecallItemProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const lang = currentLanguage();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = recallKeyAction(event.key, revealed);
      if (!action) return;
      event.preventDefault();
      if (action.type === 'reveal') setRevealed(true);
      else onRate(action.rating);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, onRate]);

  return (
    <>
      <ItemPrompt item={item} answered={revealed} />
      {revealed ? (
        <>
          <RecallAnswer word={word} />
          <fieldset className="recall__grades" data-testid="recall-grades">
            <legend className="recall__question">{t('practice.recall.grade')}</legend>
            <div className="recall__buttons">
              {GRADES.map((g, i) => {
                const when = intervalLabel(item.intervals?.[i], lang);
                const name = t(`practice.recall.${g.key}`);
                return (
                  <button
                    key={g.key}
                    type="button"
                    className={`recall__grade recall__grade--${g.key}`}
                    onClick={() => onRate(g.rating)}
                    aria-label={when ? t('practice.recall.gradeLabel', { grade: name, interval: when }) : name}
                    data-testid="recall-grade"
                    data-rating={g.rating}
                  >
                    <span className="recall__when" data-testid="recall-interval">
                      {when ?? ''}
                    </span>
                    <span className="recall__name">{name}</span>
                    <span className="recall__key" aria-hidden="true">
                      {g.rating}
                    </span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        </>
      ) : (
        <div className="recall__reveal">
          <Button block color="primary" size="large" onClick={() => setRevealed(true)} data-testid="recall-show">
            {t('practice.recall.show')}
          </Button>
          <p className="recall__hint muted">{t('practice.recall.keys')}</p>
        </div>
      )}
    </>
  );
}
