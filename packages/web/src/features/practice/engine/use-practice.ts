/**
 * Plays a session: shows an item, grades the answer on the client at once (no round trip between
 * items), sends it in the background with a fresh requestId and the time from display to answer,
 * and applies the server's grade when it comes (the server wins). Reusable by any page that
 * creates a session (group, review, new-words, quiz, daily test). A flashcard (active recall) is
 * graded by the learner instead: `rate` sends the grade and shows the next item at once.
 */
import { type AnswerBody, type AnswerResult, type RatingValue, randomId, type SessionItem, type StudySession } from '@qfl/core';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { hasErrorKey, isApiError } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { i18n } from '../../../i18n';
import { notifyFailure } from '../../study/notify';
import { postAnswer } from '../api/answers';
import { expectedChoice, gradeLocally, retriesWrong } from './grade';
import { type Feedback, initialState, practiceReducer } from './practice-state';
import { isFinished, progressOf, startQueue } from './queue';
import { createSubmitter, type Submitter } from './submitter';

export interface Practice {
  item: SessionItem | null;
  feedback: Feedback | null;
  /** Changes with every fresh display of an item (remounts its view). */
  displayKey: string;
  answer(given: string): void;
  /** A flashcard's grade (Again 1 … Easy 4): sent as the FSRS rating; any grade ends the card's turn and the next item shows. */
  rate(rating: RatingValue): void;
  next(): void;
  progress: number;
  done: number;
  total: number;
  firstTry: number;
  points: number;
  /** The server said the session is complete. */
  serverCompleted: boolean;
  /** Every item is behind the learner (answers may still be on their way). */
  finished: boolean;
  /** Resolves when every answer has reached the server. */
  drain(): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

export function usePractice(session: StudySession): Practice {
  const items = session.items;
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const [state, dispatch] = useReducer(practiceReducer, undefined, () =>
    initialState(
      startQueue(
        items.map((i) => i.id),
        retriesWrong(session.kind),
        // A resumed session skips what was already answered right (or skipped).
        items.filter((i) => i.done).map((i) => i.id),
      ),
    ),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const shownAt = useRef(performance.now());

  // One sender per mounted session; created in the effect so a (StrictMode) remount gets a live one.
  const submitter = useRef<Submitter<AnswerBody, AnswerResult> | null>(null);
  useEffect(() => {
    const sender = createSubmitter<AnswerBody, AnswerResult>({
      send: (body) => postAnswer(session.id, body),
      isTransport: (e) => isApiError(e) && e.isTransport,
      wait,
      onTrouble: () => toast(i18n.t('bookUx.networkFailed')),
    });
    submitter.current = sender;
    return () => sender.close();
  }, [session.id]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock restarts whenever another item comes on screen
  useEffect(() => {
    if (state.feedback === null) shownAt.current = performance.now();
  }, [state.onScreen, state.feedback]);

  const answer = useCallback(
    (given: string) => {
      const s = stateRef.current;
      const item = s.onScreen === null ? undefined : byId.get(s.onScreen);
      const sender = submitter.current;
      if (!item || !sender || s.feedback !== null) return;
      const ms = Math.max(0, Math.min(3_600_000, Math.round(performance.now() - shownAt.current)));
      const correct = gradeLocally(item, given);
      const requestId = randomId(32);
      dispatch({ type: 'answer', given, correct, expected: correct ? given : expectedChoice(item), requestId });
      const overruledAway = (serverCorrect: boolean) => {
        // The server disagrees about an answer no longer on screen: say so (its grade is the one that counts).
        if (serverCorrect !== correct && stateRef.current.feedback?.requestId !== requestId) {
          toast(
            i18n.t(serverCorrect ? 'practice.overruledRight' : 'practice.overruledWrong', {
              prompt: item.kind === 'listen-choice' ? '🔊' : item.prompt,
            }),
          );
        }
      };
      sender.submit({ itemId: item.id, answer: given, ms, requestId }).then(
        (result) => {
          overruledAway(result.correct);
          dispatch({ type: 'graded', itemId: item.id, requestId, clientCorrect: correct, result });
          if (result.points > 0) toast(i18n.t('practice.pointsEarned', { points: result.points }));
        },
        (error: unknown) => {
          const finishedSession = hasErrorKey(error, 'study.sessionFinished');
          if (finishedSession || hasErrorKey(error, 'study.itemDone')) {
            overruledAway(true);
            dispatch({ type: 'closed', itemId: item.id, requestId, clientCorrect: correct, sessionFinished: finishedSession });
          } else {
            notifyFailure(error);
            dispatch({ type: 'refused', requestId });
          }
        },
      );
    },
    [byId],
  );

  const rate = useCallback(
    (rating: RatingValue) => {
      const s = stateRef.current;
      const item = s.onScreen === null ? undefined : byId.get(s.onScreen);
      const sender = submitter.current;
      if (item?.kind !== 'flashcard' || !sender || s.feedback !== null) return;
      const ms = Math.max(0, Math.min(3_600_000, Math.round(performance.now() - shownAt.current)));
      const requestId = randomId(32);
      // Any grade is the card's whole turn (an Again is a mistake the summary lists, not a retry here).
      dispatch({ type: 'answer', given: '', correct: true, expected: item.prompt, requestId });
      dispatch({ type: 'next' });
      sender.submit({ itemId: item.id, answer: '', ms, requestId, rating }).then(
        (result) => {
          dispatch({ type: 'graded', itemId: item.id, requestId, clientCorrect: true, result: { ...result, correct: true } });
          if (result.points > 0) toast(i18n.t('practice.pointsEarned', { points: result.points }));
        },
        (error: unknown) => {
          const finishedSession = hasErrorKey(error, 'study.sessionFinished');
          if (finishedSession || hasErrorKey(error, 'study.itemDone'))
            dispatch({ type: 'closed', itemId: item.id, requestId, clientCorrect: true, sessionFinished: finishedSession });
          else notifyFailure(error);
        },
      );
    },
    [byId],
  );

  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const drain = useCallback(() => submitter.current?.drain() ?? Promise.resolve(), []);

  const { queue } = state;
  return {
    item: state.onScreen === null ? null : (byId.get(state.onScreen) ?? null),
    feedback: state.feedback,
    displayKey: `${state.onScreen}-${state.shown}`,
    answer,
    rate,
    next,
    progress: progressOf(queue),
    done: queue.done.length,
    total: queue.total,
    firstTry: queue.firstTry.length,
    points: state.points,
    serverCompleted: state.serverCompleted,
    finished: isFinished(queue) && state.feedback === null,
    drain,
  };
}
