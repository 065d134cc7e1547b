/**
 * The upload form (first step): book language, level, type, visibility, titles, translation
 * mode, description and the content. Checked on "Preview" with the spec's messages; the state
 * belongs to the page so nothing is lost going back from the preview.
 */
import Button from 'antd-mobile/es/components/button';
import { UPLOAD_LIMITS } from '@qfl/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { LangPicker, LevelPicker, ModePicker, TypePicker, VisibilityPicker } from './ChoiceFields';
import { EntryField } from './EntryField';
import type { UploadFormState } from './form-state';
import { FormRow } from './FormRow';
import { TitleFields } from './TitleFields';
import { type UploadFormError, uploadFormError } from './validate';

interface UploadFormProps {
  state: UploadFormState;
  onChange(next: Partial<UploadFormState>): void;
  onSubmit(): void;
}

/** Which block shows the error under it. */
function errorField(error: UploadFormError | null): 'lang' | 'level' | 'title' | 'description' | 'content' | null {
  if (!error) return null;
  if (error.key === 'upload.langRequired') return 'lang';
  if (error.key === 'upload.levelRequired') return 'level';
  if (error.key === 'upload.titleRequired' || error.key === 'upload.titleTooLong') return 'title';
  if (error.key === 'upload.descriptionTooLong') return 'description';
  return 'content';
}

export function UploadForm({ state, onChange, onSubmit }: UploadFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<UploadFormError | null>(null);
  const message = error ? t(`uploadForm.${error.key}`, error.params) : null;
  const at = (field: ReturnType<typeof errorField>) => (errorField(error) === field ? message : null);
  const change = (next: Partial<UploadFormState>) => {
    setError(null);
    onChange(next);
  };
  const submit = () => {
    const problem = uploadFormError({
      lang: state.lang,
      level: state.level,
      type: state.type,
      nativeTitle: state.nativeTitle,
      titles: state.titles,
      description: state.description,
      entry: state.entry,
      list: state.text,
      article: state.text,
      file: state.file,
    });
    setError(problem);
    if (problem) toast(t(`uploadForm.${problem.key}`, problem.params));
    else onSubmit();
  };

  return (
    <form
      className="up-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="upload-form"
    >
      <section className="card up-card">
        <FormRow label={t('upload.langLabel')} error={at('lang')} testId="upload-row-lang">
          <LangPicker value={state.lang} onChange={(lang) => change({ lang })} label={t('upload.langLabel')} testId="upload-lang" />
        </FormRow>
        <FormRow label={t('upload.levelLabel')} error={at('level')} testId="upload-row-level">
          <LevelPicker value={state.level} onChange={(level) => change({ level })} label={t('upload.levelLabel')} testId="upload-level" />
        </FormRow>
        <FormRow label={t('upload.typeLabel')}>
          <TypePicker value={state.type} onChange={(type) => change({ type })} label={t('upload.typeLabel')} testId="upload-type" />
        </FormRow>
        <FormRow label={t('upload.visibilityLabel')} hint={t('upload.visibilityNote')}>
          <VisibilityPicker
            value={state.visibility}
            onChange={(visibility) => change({ visibility })}
            label={t('upload.visibilityLabel')}
            testId="upload-visibility"
          />
        </FormRow>
      </section>
      <section className="card up-card">
        <TitleFields
          nativeLang={state.nativeLang}
          nativeTitle={state.nativeTitle}
          titles={state.titles}
          onChange={change}
          error={at('title')}
        />
        <FormRow label={t('upload.descriptionLabel')} htmlFor="up-description" error={at('description')}>
          <textarea
            id="up-description"
            className="up-textarea up-textarea--short"
            rows={3}
            value={state.description}
            maxLength={UPLOAD_LIMITS.descriptionLength}
            placeholder={t('upload.descriptionPlaceholder')}
            onChange={(e) => change({ description: e.target.value })}
            data-testid="upload-description"
          />
        </FormRow>
      </section>
      <section className="card up-card">
        <FormRow label={t('upload.modeLabel')} hint={t(`upload.modeHint.${state.mode}`)}>
          <ModePicker value={state.mode} onChange={(mode) => change({ mode })} label={t('upload.modeLabel')} testId="upload-mode" />
        </FormRow>
        <EntryField
          type={state.type}
          mode={state.mode}
          lang={state.lang}
          nativeLang={state.nativeLang}
          entry={state.entry}
          text={state.text}
          file={state.file}
          error={at('content')}
          onChange={change}
        />
      </section>
      <Button type="submit" block color="primary" size="large" data-testid="upload-preview">
        {t('upload.previewButton')}
      </Button>
    </form>
  );
}
