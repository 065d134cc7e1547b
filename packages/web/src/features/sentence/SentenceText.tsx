/**
 * A sentence as the learner reads it: every word the dictionary knows is a button that opens its
 * dictionary page; readings (pinyin, kana) sit above their words when the analyser gives them.
 * The text between tokens (spaces) is kept as written.
 */
import type { SentenceDetail } from '@qfl/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SentenceTextProps {
  sentence: Pick<SentenceDetail, 'text' | 'lang' | 'tokens'>;
  onWord(entryId: number): void;
}

export function SentenceText({ sentence, onWord }: SentenceTextProps) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  let at = 0;
  for (const tok of sentence.tokens) {
    if (tok.start < at) continue;
    if (tok.start > at) parts.push(sentence.text.slice(at, tok.start));
    const shown = tok.reading ? (
      <ruby>
        {tok.text}
        <rt>{tok.reading}</rt>
      </ruby>
    ) : (
      tok.text
    );
    if (tok.word && tok.entryId !== null) {
      const id = tok.entryId;
      parts.push(
        <button
          key={tok.start}
          type="button"
          className="sentence-word"
          onClick={() => onWord(id)}
          aria-label={t('sentence.openWord', { word: tok.text })}
          data-testid="sentence-word"
        >
          {shown}
        </button>,
      );
    } else {
      parts.push(
        <span key={tok.start} className={tok.word ? 'sentence-word sentence-word--unknown' : undefined}>
          {shown}
        </span>,
      );
    }
    at = tok.end;
  }
  if (at < sentence.text.length) parts.push(sentence.text.slice(at));
  return (
    <p className="sentence-text" lang={sentence.lang} data-testid="sentence-text">
      {parts}
    </p>
  );
}
