/**
 * The personal new-words book (#/pages/book/new-words): words in groups of 20, each with its
 * audio, meaning and memory state; remove a word (confirm-delete: only on confirm, otherwise
 * "operation cancelled"), practise a group on the practice screen, or take a quiz on them.
 */
import type { StudyWord, WordList } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { confirmDelete } from '../../components/confirm';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { AudioButton } from '../audio';
import { DICT_PATHS, detailPath } from '../dict/paths';
import { QueryView } from '../homes/QueryView';
import { useSafeNavigate } from '../homes/use-safe-navigate';
import { useStartSession } from '../homes/use-start-session';
import { newWordsQuizPath } from '../study-tab/paths';
import { WordStateChip } from '../study-tab/WordStateChip';
import { invalidateNewWords, removeNewWord, startNewWordsSession, useNewWordsQuery } from './api/new-words';
import { clampGroup, groupCount, groupSize } from './groups';
import { playerHref } from '../player/paths';
import './new-words.css';

function WordRow({ word, onRemove }: { word: StudyWord; onRemove: (word: StudyWord) => void }) {
  const { t } = useTranslation();
  const go = useSafeNavigate();
  const entryId = word.entryId;
  return (
    <li className="nw-word" data-testid="new-word" data-entry={entryId ?? undefined}>
      <AudioButton text={word.text} lang={word.lang} size="small" data-testid="new-word-audio" />
      <button
        type="button"
        className="nw-word__main"
        disabled={entryId === null}
        onClick={() => entryId !== null && go(detailPath(entryId, DICT_PATHS.word))}
      >
        <span className="nw-word__text" lang={word.lang} data-testid="new-word-text">
          {word.text}
          {word.pron && <span className="nw-word__pron">{word.pron}</span>}
        </span>
        <span className="nw-word__meaning" lang={word.meaningsLang ?? undefined}>
          {word.meanings.slice(0, 2).join('; ')}
        </span>
      </button>
      <WordStateChip word={word} />
      <button
        type="button"
        className="nw-word__remove tap-target"
        aria-label={t('newWords.remove', { word: word.text })}
        onClick={() => onRemove(word)}
        data-testid="new-word-remove"
      >
        <DeleteOutline />
      </button>
    </li>
  );
}

export default function NewWordsPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.study);
  const go = useSafeNavigate();
  const client = useQueryClient();
  const [group, setGroup] = useState(0);
  const words = useNewWordsQuery(group);
  const practise = useStartSession();
  const total = words.data?.total ?? 0;
  const groups = groupCount(total);

  useEffect(() => {
    if (words.data && !words.isPlaceholderData && group !== clampGroup(group, total)) setGroup(clampGroup(group, total));
  }, [words.data, words.isPlaceholderData, group, total]);

  const remove = (word: StudyWord) => {
    const entryId = word.entryId;
    if (entryId === null) return;
    void confirmDelete(
      async () => {
        await removeNewWord(entryId);
        toast(t('newWords.removed', { word: word.text }));
        await Promise.all([invalidateNewWords(client), client.invalidateQueries({ queryKey: ['dict', 'entry', entryId] })]);
      },
      t('newWords.removeConfirm', { word: word.text }),
    );
  };

  const book = (page: WordList): ReactNode => {
    if (page.total === 0)
      return (
        <section className="card">
          <EmptyState
            title={t('newWords.empty')}
            hint={t('newWords.emptyHint')}
            testId="new-words-empty"
            action={
              <Button color="primary" size="small" onClick={() => go(DICT_PATHS.search)} data-testid="new-words-search">
                {t('newWords.searchWords')}
              </Button>
            }
          />
        </section>
      );
    return (
      <>
        <p className="muted" data-testid="new-words-total">
          {t('newWords.total', { count: total, groups })}
        </p>
        {groups > 1 && (
          <CapsuleTabs activeKey={String(group)} onChange={(key) => setGroup(Number(key))} className="nw-groups">
            {Array.from({ length: groups }, (_, g) => (
              <CapsuleTabs.Tab
                key={String(g)}
                title={
                  <span data-testid={`new-words-group-${g + 1}`}>{t('newWords.group', { n: g + 1, count: groupSize(total, g) })}</span>
                }
              />
            ))}
          </CapsuleTabs>
        )}
        <div className="nw-actions">
          <Button
            color="primary"
            loading={practise.pending}
            onClick={() => practise.start(() => startNewWordsSession(group))}
            data-testid="new-words-practise"
          >
            {t('newWords.practise', { n: group + 1 })}
          </Button>
          <Button onClick={() => go(newWordsQuizPath())} data-testid="new-words-quiz">
            {t('newWords.quiz')}
          </Button>
          <Button onClick={() => go(playerHref({ source: 'new-words' }))} data-testid="new-words-listen">
            {t('player.openNewWords')}
          </Button>
        </div>
        <section className="card card--flush">
          <ul className="nw-list" data-testid="new-words-list">
            {page.items.map((word) => (
              <WordRow key={`${word.entryId}-${word.itemId}`} word={word} onRemove={remove} />
            ))}
          </ul>
        </section>
      </>
    );
  };

  return (
    <div className="page" data-testid="page-new-words">
      <NavBar title={t('newWords.title')} onBack={back} />
      <main className="page__body">
        <QueryView query={words} testId="new-words-failed">
          {book}
        </QueryView>
      </main>
    </div>
  );
}
