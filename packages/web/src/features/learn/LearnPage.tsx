/**
 * Learn a group (#/pages/word/index?session=): the session's words one card at a time, "I know it
 * already" to skip a word (an Easy review; its items leave the practice), then "start practice".
 */
import { randomId, type StudySession } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { hasErrorKey } from '../../api/errors';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useSession } from '../../session/store';
import { sessionKeys, useSessionQuery } from '../practice/api/sessions';
import { invalidateAfterStudy } from '../study/invalidate';
import { LoadFailed } from '../study/LoadFailed';
import { NavigationFailed } from '../study/NavigationFailed';
import { notifyFailure } from '../study/notify';
import { parseId, practicePath, summaryPath } from '../study/paths';
import { skipWord } from './api/skip';
import { WordCard } from './WordCard';
import { belongsTo, isSentence, refKey, sentenceItemIds, wordRef } from './word-ref';
import '../study/study-common.css';
import './learn.css';

function LearnCards({ session }: { session: StudySession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession((s) => s.userInfo?.id);
  const [index, setIndex] = useState(0);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [skipping, setSkipping] = useState(false);
  const [newWords, setNewWords] = useState(() => new Map(session.words.map((w) => [w.entryId, w.inNewWords])));
  const sentences = useMemo(() => sentenceItemIds(session.items), [session.items]);
  const words = session.words;
  const word = words[index];
  const last = index >= words.length - 1;
  const ref = word ? wordRef(word, sentences) : null;
  const start = () => navigate(practicePath(session.id));

  const skip = async () => {
    if (!ref) return;
    setSkipping(true);
    try {
      const result = await skipWord(session.id, ref, randomId(32));
      setSkipped((s) => [...s, refKey(ref)]);
      // Practice leaves out the items of a word known already.
      client.setQueryData<StudySession>(sessionKeys.detail(session.id, userId), (s) =>
        s ? { ...s, items: s.items.filter((i) => !belongsTo(i, ref)), completed: result.completed } : s,
      );
      if (result.completed) {
        await invalidateAfterStudy(client);
        navigate(summaryPath(session.id), { replace: true });
      } else if (!last) setIndex(index + 1);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSkipping(false);
    }
  };

  if (!word)
    return (
      <main className="page__body">
        <EmptyState
          title={t('learn.noWords')}
          action={
            <Button color="primary" onClick={start} data-testid="learn-start">
              {t('learn.startPractice')}
            </Button>
          }
        />
      </main>
    );
  const isSkipped = ref !== null && skipped.includes(refKey(ref));
  return (
    <>
      <main className="page__body learn__body">
        <div className="learn__top">
          <span className="learn__position" data-testid="learn-position">
            {t('learn.position', { n: index + 1, total: words.length })}
          </span>
          <button type="button" className="learn__to-practice" onClick={start} data-testid="learn-skip-to-practice">
            {t('learn.practiceNow')}
          </button>
        </div>
        <WordCard
          key={index}
          word={word}
          sentence={isSentence(word, sentences)}
          skipped={isSkipped}
          inNewWords={newWords.get(word.entryId) === true}
          onNewWords={(on) => setNewWords((m) => new Map(m).set(word.entryId, on))}
        />
        {ref !== null && !isSkipped && (
          <Button fill="none" className="learn__skip" loading={skipping} onClick={() => void skip()} data-testid="learn-skip">
            {t('learn.knowIt')}
          </Button>
        )}
      </main>
      <div className="action-bar">
        <Button disabled={index === 0} onClick={() => setIndex(index - 1)} data-testid="learn-prev">
          {t('learn.previous')}
        </Button>
        {last ? (
          <Button color="primary" onClick={start} data-testid="learn-start">
            {t('learn.startPractice')}
          </Button>
        ) : (
          <Button color="primary" onClick={() => setIndex(index + 1)} data-testid="learn-next">
            {t('learn.next')}
          </Button>
        )}
      </div>
    </>
  );
}

export default function LearnPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('session'));
  const goBack = useGoBack(PATHS.study);
  const session = useSessionQuery(id);

  let body: ReactNode;
  if (session.data?.completed) return <Navigate to={summaryPath(session.data.id)} replace />;
  if (session.data) body = <LearnCards key={session.data.id} session={session.data} />;
  else {
    let inner: ReactNode;
    if (id === null) inner = <NavigationFailed onBack={goBack} need="session" />;
    else if (hasErrorKey(session.error, 'study.sessionNotFound'))
      inner = <EmptyState title={t('practice.sessionNotFound')} testId="learn-not-found" />;
    else if (session.isError) inner = <LoadFailed query={session} />;
    else inner = <DelayedPlaceholder kind="loading" />;
    body = <main className="page__body">{inner}</main>;
  }
  return (
    <div className="page" data-testid="page-learn">
      <NavBar title={t('learn.title')} onBack={goBack} />
      {body}
    </div>
  );
}
