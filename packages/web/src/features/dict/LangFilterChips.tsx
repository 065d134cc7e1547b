/** The visible language filter under the search box: one chip per language and "all languages". */
import type { Lang } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { filterChips, type LangFilter } from './lang-filter';

interface LangFilterChipsProps {
  value: LangFilter;
  learningLang: Lang | null | undefined;
  onChange(filter: LangFilter): void;
}

export function LangFilterChips({ value, learningLang, onChange }: LangFilterChipsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="dict-filter" data-testid="dict-lang-filter">
      <legend className="sr-only">{t('dictUx.filterLabel')}</legend>
      {filterChips(learningLang).map((filter) => (
        <button
          key={filter}
          type="button"
          className="dict-filter__chip"
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
          data-testid={`dict-filter-${filter}`}
        >
          {filter === 'all' ? t('dictUx.allLanguages') : t(`langs.${filter}`)}
        </button>
      ))}
    </fieldset>
  );
}
