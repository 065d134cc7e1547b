/** One word (or sentence) to learn: text, reading and pronunciation with audio, meanings (native language first), example with its translation. */
import type { StudyWord } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../session/store';
import { AudioButton } from '../audio';
import { LangTag } from '../dict/LangTag';
import { NewWordsSwitch } from '../practice/NewWordsSwitch';

interface WordCardProps {
  word: StudyWord;
  /** A sentence of a sentence book (no new-words toggle: that book holds words). */
  sentence: boolean;
  skipped: boolean;
  inNewWords: boolean;
  onNewWords(on: boolean): void;
}

export function WordCard({ word, sentence, skipped, inNewWords, onNewWords }: WordCardProps) {
  const { t } = useTranslation();
  const reading = word.reading && word.reading !== word.text ? word.reading : null;
  const nativeLang = useSession((s) => s.userInfo?.nativeLang) ?? currentLanguage();
  // Meanings in another language than the reader's (English where no bilingual data exists) are labelled.
  const otherLang = !sentence && word.meaningsLang && word.meaningsLang !== nativeLang ? word.meaningsLang : null;
  return (
    <article className="card learn-card" data-testid="learn-card" data-entry-id={word.entryId ?? ''} data-skipped={skipped}>
      <div className="learn-card__head">
        <h2 className={`learn-card__text${sentence ? ' learn-card__text--sentence' : ''}`} lang={word.lang} data-testid="learn-word">
          {word.text}
        </h2>
        <AudioButton text={word.text} lang={word.lang} size="large" data-testid="learn-audio" />
      </div>
      {(reading || word.pron) && (
        <p className="learn-card__pron" lang={word.lang}>
          {reading && <span>{reading}</span>}
          {word.pron && <span>{word.pron}</span>}
        </p>
      )}
      {skipped && <span className="tag tag--success learn-card__skipped">{t('learn.markedKnown')}</span>}
      <section className="learn-card__section">
        <h3 className="learn-card__label">
          {t(sentence ? 'learn.translation' : 'learn.meanings')} {otherLang && <LangTag lang={otherLang} />}
        </h3>
        {word.meanings.length === 0 ? (
          <p className="muted">{t('learn.noMeanings')}</p>
        ) : sentence ? (
          <p className="learn-card__translation-main" data-testid="learn-meanings">
            {word.meanings[0]}
          </p>
        ) : (
          <ol className="learn-card__meanings" data-testid="learn-meanings" lang={word.meaningsLang ?? undefined}>
            {word.meanings.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: meanings can repeat; their order is their identity
              <li key={i}>{m}</li>
            ))}
          </ol>
        )}
      </section>
      {word.example && (
        <section className="learn-card__section">
          <h3 className="learn-card__label">{t('learn.example')}</h3>
          <div className="learn-card__example">
            <p lang={word.lang}>{word.example.text}</p>
            <AudioButton text={word.example.text} lang={word.lang} size="small" data-testid="learn-example-audio" />
          </div>
          {word.example.translation && <p className="learn-card__translation">{word.example.translation}</p>}
        </section>
      )}
      {word.entryId !== null && !sentence && <NewWordsSwitch entryId={word.entryId} on={inNewWords} onChange={onNewWords} />}
    </article>
  );
}
