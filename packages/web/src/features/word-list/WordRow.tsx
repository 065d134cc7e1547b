/** One word of the list: text with audio, first meaning, memory state, next review and chance of recall now. */
import type { StudyWord } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { AudioButton } from '../audio';
import { formatDue, formatPercent } from '../study/format';
import { wordState } from './memory-state';

const STATE_TAG = { new: '', learning: 'tag--warning', review: 'tag--success', relearning: 'tag--danger' } as const;

export function WordRow({ word, now }: { word: StudyWord; now: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const state = wordState(word);
  const card = word.card;
  return (
    <li className="word-row" data-testid="word-list-row" data-state={state}>
      <div className="word-row__main">
        <span className="word-row__text" lang={word.lang}>
          {word.text}
        </span>
        {word.meanings[0] && (
          <span className="word-row__meaning" lang={word.meaningsLang ?? undefined}>
            {word.meanings[0]}
          </span>
        )}
        <span className="word-row__memory">
          <span className={`tag ${STATE_TAG[state]}`} data-testid="word-list-state">
            {t(`wordList.state.${state}`)}
          </span>
          {card && state !== 'new' && (
            <>
              <span>{t('wordList.due', { when: formatDue(card.due, now, lang) ?? t('wordList.dueNow') })}</span>
              <span>{t('wordList.recall', { percent: formatPercent(card.retrievability, lang) })}</span>
            </>
          )}
        </span>
      </div>
      <AudioButton text={word.text} lang={word.lang} data-testid="word-list-audio" />
    </li>
  );
}
