/**
 * A session in play: progress, the item, the feedback of each answer; when every item is behind
 * the learner, waits for the last answers to reach the server, refreshes points, today's words,
 * progress and books, and opens the summary.
 */
import type { StudySession } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { NavBar } from '../../components/NavBar';
import { useSession } from '../../session/store';
import { sessionKeys } from './api/sessions';
import { invalidateAfterStudy } from '../study/invalidate';
import { isSentenceKind } from '../study/item-kinds';
import { summaryPath } from '../study/paths';
import { wordOf } from './engine/recall';
import { usePractice } from './engine/use-practice';
import { FeedbackPanel } from './FeedbackPanel';
import { ItemView } from './items/ItemView';

interface PracticeRunProps {
  session: StudySession;
  onBack(): void;
}

export function PracticeRun({ session, onBack }: PracticeRunProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const practice = usePractice(session);
  const [newWords, setNewWords] = useState(
    () => new Map(session.words.flatMap((w) => (w.entryId === null ? [] : [[w.entryId, w.inNewWords] as const]))),
  );
  const { finished, drain, item, feedback } = practice;
  const completedRef = useRef(false);
  completedRef.current = practice.serverCompleted;
  const userId = useSession((s) => s.userInfo?.id);

  useEffect(() => {
    if (!finished) return;
    let live = true;
    void drain()
      .then(() => {
        // Opening this session again (back, a link) goes straight to its summary.
        if (completedRef.current)
          client.setQueryData<StudySession>(sessionKeys.detail(session.id, userId), (s) => (s ? { ...s, completed: true } : s));
        return invalidateAfterStudy(client);
      })
      .then(() => live && navigate(summaryPath(session.id), { replace: true }));
    return () => {
      live = false;
    };
  }, [finished, drain, client, navigate, session.id, userId]);

  const percent = Math.round(practice.progress * 100);
  return (
    <div className="page practice" data-testid="page-practice" data-session-id={session.id}>
      <NavBar
        title={t(`practice.title.${session.kind}`)}
        onBack={onBack}
        right={
          <span className="practice__count" data-testid="practice-count">
            {practice.done}/{practice.total}
          </span>
        }
      />
      <div
        className="practice__progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('practice.progress')}
        data-testid="practice-progress"
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <main className="page__body practice__body">
        {finished || !item ? (
          <DelayedPlaceholder kind="loading" />
        ) : (
          <ItemView
            key={practice.displayKey}
            item={item}
            feedback={feedback}
            onAnswer={practice.answer}
            word={item.kind === 'flashcard' ? wordOf(session.words, item) : null}
            onRate={practice.rate}
          />
        )}
      </main>
      {feedback && item && (
        <FeedbackPanel
          key={feedback.requestId}
          feedback={feedback}
          lang={item.lang}
          entryId={isSentenceKind(item.kind) ? null : item.entryId}
          inNewWords={item.entryId !== null && newWords.get(item.entryId) === true}
          onNewWords={(on) => item.entryId !== null && setNewWords((m) => new Map(m).set(item.entryId as number, on))}
          onContinue={practice.next}
        />
      )}
    </div>
  );
}
