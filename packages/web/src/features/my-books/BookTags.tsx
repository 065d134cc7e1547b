/** The facts of an uploaded book in one wrapped line: type, language, level, size, visibility, review status. */
import type { BookSummary } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { ReviewChip } from './ReviewChip';

export function BookTags({ book }: { book: BookSummary }) {
  const { t } = useTranslation();
  const visibility = book.status === 'public' ? 'public' : 'private';
  return (
    <span className="my-book__meta">
      <span className={`tag tag--${book.type === 'word' ? 'primary' : 'warning'}`}>{t(`study.bookTypes.${book.type}`)}</span>
      <span>{t(`langs.${book.lang}`)}</span>
      <span>{t('common.levelN', { level: book.level })}</span>
      <span>{t('study.bookItems', { count: book.itemCount })}</span>
      <span className="tag" data-testid="book-visibility">
        {t(`upload.visibility.${visibility}`)}
      </span>
      {book.translationMode === 'professional' || book.translationMode === 'simple' ? (
        <span>{t(`upload.mode.${book.translationMode}`)}</span>
      ) : null}
      {visibility === 'public' && <ReviewChip status={book.reviewStatus} />}
    </span>
  );
}
