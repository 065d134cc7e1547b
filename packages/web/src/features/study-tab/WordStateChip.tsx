/** A word's memory state as a small chip: new, learning, review, relearning (due words marked). */
import type { StudyWord } from '@qfl/core';
import { useTranslation } from 'react-i18next';

export function WordStateChip({ word, due = false }: { word: StudyWord; due?: boolean }) {
  const { t } = useTranslation();
  const state = word.card?.state ?? 'new';
  return (
    <span className={`state-chip state-chip--${state}${due ? ' state-chip--due' : ''}`} data-testid="word-state" data-state={state}>
      {t(`studyHome.states.${state}`)}
    </span>
  );
}
