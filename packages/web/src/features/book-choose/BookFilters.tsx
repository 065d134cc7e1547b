/** The filters of the book chooser: learning language, category tree (one chip row per level) and level. */
import { LANGS, type Lang, LEVELS } from '@qfl/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { type Chip, ChipRow } from '../study/ChipRow';
import { useCategoriesQuery } from './api/categories';
import { buildCategoryTree, categoryRows, categoryTitle } from './category-tree';

export function LangTabs({ value, onChange }: { value: Lang; onChange(lang: Lang): void }) {
  const { t } = useTranslation();
  const chips: Chip<Lang>[] = LANGS.map((lang) => ({ value: lang, label: t(`langs.${lang}`), testId: `book-choose-lang-${lang}` }));
  return <ChipRow label={t('bookUx.learningLanguage')} chips={chips} value={value} onChange={onChange} testId="book-choose-langs" />;
}

export function CategoryFilter({ lang, value, onChange }: { lang: Lang; value: string | null; onChange(name: string | null): void }) {
  const { t } = useTranslation();
  const categories = useCategoriesQuery(lang);
  const tree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  if (tree.length === 0) return null;
  const uiLang = currentLanguage();
  return (
    <div className="book-choose__categories" data-testid="book-choose-categories">
      {categoryRows(tree, value).map((row, depth) => {
        const chips: Chip<string | null>[] = [
          { value: row.parent, label: t('bookUx.allCategories'), testId: `book-choose-category-all-${depth}` },
          ...row.options.map((c) => ({ value: c.name, label: categoryTitle(c, uiLang), testId: `book-choose-category-${c.name}` })),
        ];
        // The chip of this row that lies on the selected path (or the row's "all").
        const selected = row.options.find((c) => value === c.name || value?.startsWith(`${c.name}_`))?.name ?? row.parent;
        return (
          <ChipRow
            key={row.parent ?? ''}
            label={t('bookUx.category')}
            chips={chips}
            value={selected}
            onChange={onChange}
            small={depth > 0}
          />
        );
      })}
    </div>
  );
}

export function LevelFilter({ value, onChange }: { value: number | null; onChange(level: number | null): void }) {
  const { t } = useTranslation();
  const chips: Chip<number | null>[] = [
    { value: null, label: t('bookUx.allLevels'), testId: 'book-choose-level-all' },
    ...LEVELS.map((level) => ({ value: level, label: t('common.levelN', { level }), testId: `book-choose-level-${level}` })),
  ];
  return <ChipRow label={t('bookUx.level')} chips={chips} value={value} onChange={onChange} small testId="book-choose-levels" />;
}
