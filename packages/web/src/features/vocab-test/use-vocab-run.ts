/**
 * One run of the vocabulary test in the page: start, answer (the server grades and picks the next
 * word), resend an answer that did not arrive (same request id: the server answers it once), and
 * the result. Time per question is measured from when it was shown.
 */
import { type Lang, randomId, type VocabAnswerBody, type VocabQuestion, type VocabResult } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { invalidateProgress } from '../progress/api/progress';
import { answerVocabQuestion, invalidateVocabHistory, startVocabTest } from './api/vocab-test';

export interface LastAnswer {
  word: string;
  expected: string;
  outcome: 'right' | 'wrong' | 'skipped';
}

export type VocabRun =
  | { phase: 'intro' }
  | {
      phase: 'question';
      id: number;
      /** The tested language (the word's `lang` attribute). */
      lang: Lang;
      question: VocabQuestion;
      asked: number;
      maxQuestions: number;
      last: LastAnswer | null;
      /** The answer being sent (buttons disabled), or that failed to arrive (`failed`). */
      sending: VocabAnswerBody | null;
      failed: boolean;
    }
  | { phase: 'result'; result: VocabResult; asked: number };

const MAX_MS = 3_600_000;

export function useVocabRun() {
  const client = useQueryClient();
  const [run, setRun] = useState<VocabRun>({ phase: 'intro' });
  const [starting, setStarting] = useState(false);
  const shownAt = useRef(0);

  const start = useCallback(async () => {
    setStarting(true);
    try {
      const started = await startVocabTest();
      shownAt.current = Date.now();
      setRun({
        phase: 'question',
        id: started.id,
        lang: started.lang,
        question: started.question,
        asked: 0,
        maxQuestions: started.maxQuestions,
        last: null,
        sending: null,
        failed: false,
      });
    } catch {
      // The API client has shown the reason (e.g. no test for this language yet).
    } finally {
      setStarting(false);
    }
  }, []);

  const send = useCallback(
    async (id: number, question: VocabQuestion, body: VocabAnswerBody) => {
      setRun((r) => (r.phase === 'question' ? { ...r, sending: body, failed: false } : r));
      try {
        const answer = await answerVocabQuestion(id, body);
        const last: LastAnswer = {
          word: question.word,
          expected: answer.expected,
          outcome: body.answer === null ? 'skipped' : answer.correct ? 'right' : 'wrong',
        };
        if (answer.done && answer.result) {
          setRun({ phase: 'result', result: answer.result, asked: answer.asked });
          void invalidateVocabHistory(client);
          void invalidateProgress(client);
        } else if (answer.question) {
          shownAt.current = Date.now();
          const next = answer.question;
          setRun((r) => (r.phase === 'question' ? { ...r, question: next, asked: answer.asked, last, sending: null, failed: false } : r));
        }
      } catch {
        setRun((r) => (r.phase === 'question' ? { ...r, failed: true } : r));
      }
    },
    [client],
  );

  const answer = useCallback(
    (choice: string | null) => {
      if (run.phase !== 'question' || run.sending) return;
      const body: VocabAnswerBody = {
        entryId: run.question.entryId,
        answer: choice,
        ms: Math.min(MAX_MS, Math.max(0, Date.now() - shownAt.current)),
        requestId: randomId(24),
      };
      void send(run.id, run.question, body);
    },
    [run, send],
  );

  const resend = useCallback(() => {
    if (run.phase === 'question' && run.sending && run.failed) void send(run.id, run.question, run.sending);
  }, [run, send]);

  return { run, starting, start, answer, resend };
}
