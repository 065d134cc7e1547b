/**
 * The edit page's book fields: titles, description, level and visibility, saved with
 * `PUT /api/books/:id`. Saving a public professional book sends it back to admin review; the
 * form says so before the user saves.
 */
import Button from 'antd-mobile/es/components/button';
import { type BookDetail, UPLOAD_LIMITS } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { useCurrentUser } from '../account/api/user';
import { LevelPicker, VisibilityPicker } from '../upload/ChoiceFields';
import { FormRow } from '../upload/FormRow';
import { TitleFields } from '../upload/TitleFields';
import { uploadFormError } from '../upload/validate';
import { changeNeedsReview, invalidateMyBooks, updateBook } from './api/my-books';
import { type MetaState, metaBody, metaFromBook } from './meta-form';

export function BookMetaForm({ book }: { book: BookDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [state, setState] = useState<MetaState>(() => metaFromBook(book, user?.nativeLang ?? null));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<MetaState>) => {
    setError(null);
    setState((s) => ({ ...s, ...next }));
  };
  const review = changeNeedsReview(book, state.visibility);

  const save = async () => {
    // The same checks as the upload form, content aside (the book already has items).
    const problem = uploadFormError({
      lang: book.lang,
      level: state.level,
      type: book.type,
      nativeTitle: state.nativeTitle,
      titles: state.titles,
      description: state.description,
      entry: 'file',
      file: true,
    });
    if (problem) {
      setError(t(`uploadForm.${problem.key}`, problem.params));
      return;
    }
    setSaving(true);
    try {
      const saved = await updateBook(book.id, metaBody(state));
      toast(saved.reviewStatus === 'pending' && saved.status === 'public' ? t('myBooks.savedPending') : t('myBooks.saved'));
      await invalidateMyBooks(client);
    } catch {
      // toasted by the API client
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card up-card" data-testid="edit-book-meta">
      <TitleFields nativeLang={state.nativeLang} nativeTitle={state.nativeTitle} titles={state.titles} onChange={change} error={error} />
      <FormRow label={t('upload.descriptionLabel')} htmlFor="up-description">
        <textarea
          id="up-description"
          className="up-textarea up-textarea--short"
          rows={3}
          value={state.description}
          maxLength={UPLOAD_LIMITS.descriptionLength}
          onChange={(e) => change({ description: e.target.value })}
          data-testid="edit-description"
        />
      </FormRow>
      <FormRow label={t('upload.levelLabel')}>
        <LevelPicker value={state.level} onChange={(level) => change({ level })} label={t('upload.levelLabel')} testId="edit-level" />
      </FormRow>
      <FormRow label={t('upload.visibilityLabel')} hint={review ? t('myBooks.reviewAgain') : t('upload.visibilityNote')}>
        <VisibilityPicker
          value={state.visibility}
          onChange={(visibility) => change({ visibility })}
          label={t('upload.visibilityLabel')}
          testId="edit-visibility"
        />
      </FormRow>
      <Button color="primary" block loading={saving} onClick={() => void save()} data-testid="edit-save">
        {t('myBooks.save')}
      </Button>
    </section>
  );
}
