/**
 * The text of a page, kept flat for long pages on phones: one span per word with its status as a
 * CSS class, plain text between words, one listener on the container (event delegation) and no
 * React state or handler per word; each paragraph skips layout off screen (`content-visibility`).
 * Sentences carry `data-s` (their index in the page) so the player can highlight one without a
 * render.
 */
import type { ReadingPage, WordStatus } from '@qfl/core';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ReadingTextProps {
  page: ReadingPage;
  statuses: readonly WordStatus[];
  openTranslations: ReadonlySet<number>;
  onWord(index: number, sentence: number): void;
  onTranslate(paragraph: number): void;
}

function ReadingTextView({ page, statuses, openTranslations, onWord, onTranslate }: ReadingTextProps) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const word = target.closest<HTMLElement>('[data-w]');
    if (word) {
      const sentence = word.closest<HTMLElement>('[data-s]');
      onWord(Number(word.dataset.w), Number(sentence?.dataset.s ?? 0));
      return;
    }
    const tr = target.closest<HTMLElement>('[data-tr]');
    if (tr) onTranslate(Number(tr.dataset.tr));
  };
  let s = 0;
  const paragraphs: ReactNode[] = page.paragraphs.map((para, p) => {
    const sentences = para.sentences.map((sentence) => {
      const index = s++;
      return (
        <span key={index} className="rd-s" data-s={index}>
          {sentence.tokens.map((tok, k) =>
            tok.w === null ? (
              tok.text
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: tokens are fixed for the page
              <span key={k} className={`rd-w rd-${statuses[tok.w] ?? 'new'}`} data-w={tok.w}>
                {tok.text}
              </span>
            ),
          )}{' '}
        </span>
      );
    });
    const Tag = para.heading ? 'h3' : 'p';
    return (
      // A heading and its body share their item: the heading flag tells them apart.
      <div key={`${para.itemId}-${para.heading ? 'h' : 'b'}`} className="rd-para">
        <Tag className={para.heading ? 'rd-heading' : 'rd-p'}>{sentences}</Tag>
        {para.translation !== null && (
          <>
            <button
              type="button"
              className="rd-tr-toggle tap-target--inline"
              data-tr={p}
              aria-expanded={openTranslations.has(p)}
              data-testid="reading-translate"
            >
              {openTranslations.has(p) ? t('reading.hideTranslation') : t('reading.showTranslation')}
            </button>
            {openTranslations.has(p) && (
              <p className="rd-translation" data-testid="reading-translation">
                {para.translation}
              </p>
            )}
          </>
        )}
      </div>
    );
  });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: one delegated listener for every word (the popup is the keyboard-free tap target on phones)
    <div className="rd-text" lang={page.book.lang} onClick={onClick} data-testid="reading-text">
      {paragraphs}
    </div>
  );
}

export const ReadingText = memo(ReadingTextView);

/** The sentences of a page in order (for the player). */
export function pageSentences(page: ReadingPage): string[] {
  return page.paragraphs.flatMap((p) => p.sentences.map((s) => s.text));
}
