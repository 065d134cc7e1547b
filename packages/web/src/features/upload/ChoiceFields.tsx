/** The chip pickers of the upload form, also used by the edit page: language, level, type, visibility, mode. */
import { BOOK_TYPES, type BookType, LANGS, type Lang, LEVELS, UPLOAD_MODES, type UploadMode } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { type Chip, ChipRow } from '../study/ChipRow';
import type { Visibility } from './form-state';

interface PickerProps<V> {
  value: V;
  onChange(value: V): void;
  label: string;
  testId: string;
}

export function LangPicker({ value, onChange, label, testId }: PickerProps<Lang | null>) {
  const { t } = useTranslation();
  const chips: Chip<Lang | null>[] = LANGS.map((lang) => ({ value: lang, label: t(`langs.${lang}`), testId: `${testId}-${lang}` }));
  return <ChipRow label={label} chips={chips} value={value} onChange={onChange} testId={testId} />;
}

export function LevelPicker({ value, onChange, label, testId }: PickerProps<number | null>) {
  const { t } = useTranslation();
  const chips: Chip<number | null>[] = LEVELS.map((level) => ({
    value: level,
    label: t('common.levelN', { level }),
    testId: `${testId}-${level}`,
  }));
  return <ChipRow label={label} chips={chips} value={value} onChange={onChange} small testId={testId} />;
}

export function TypePicker({ value, onChange, label, testId }: PickerProps<BookType>) {
  const { t } = useTranslation();
  const chips: Chip<BookType>[] = BOOK_TYPES.map((type) => ({
    value: type,
    label: t(`study.bookTypes.${type}`),
    testId: `${testId}-${type}`,
  }));
  return <ChipRow label={label} chips={chips} value={value} onChange={onChange} testId={testId} />;
}

export function VisibilityPicker({ value, onChange, label, testId }: PickerProps<Visibility>) {
  const { t } = useTranslation();
  const chips: Chip<Visibility>[] = (['private', 'public'] as const).map((v) => ({
    value: v,
    label: t(`upload.visibility.${v}`),
    testId: `${testId}-${v}`,
  }));
  return <ChipRow label={label} chips={chips} value={value} onChange={onChange} testId={testId} />;
}

export function ModePicker({ value, onChange, label, testId }: PickerProps<UploadMode>) {
  const { t } = useTranslation();
  const chips: Chip<UploadMode>[] = UPLOAD_MODES.map((mode) => ({
    value: mode,
    label: t(`upload.mode.${mode}`),
    testId: `${testId}-${mode}`,
  }));
  return <ChipRow label={label} chips={chips} value={value} onChange={onChange} testId={testId} />;
}
