/**
 * The study loop: practice sessions (a book group, due reviews, the new-words book) and their
 * answers, today's words, the new-words book, the quiz, the daily test and progress. A book with
 * its groups and words is books.ts; the memory settings are memory.ts.
 */
import {
  answerBody,
  answerResultSchema,
  dailyTestStateSchema,
  newWordsBookQuery,
  progressSchema,
  quizCreateBody,
  sessionCreateBody,
  sessionSummarySchema,
  skipBody,
  skipResultSchema,
  studySessionIdParams,
  studySessionSchema,
  todaySchema,
  wordListSchema,
} from '../schemas/study.js';
import type { Endpoint } from './define.js';

export const studyEndpoints = {
  createSession: {
    method: 'POST',
    path: '/api/study/sessions',
    auth: true,
    summary: 'Start (or resume) a practice session: a book group, due reviews, or a group of the new-words book',
    body: sessionCreateBody,
    response: studySessionSchema,
  },
  session: {
    method: 'GET',
    path: '/api/study/sessions/:id',
    auth: true,
    summary: 'A practice session (to resume it)',
    params: studySessionIdParams,
    response: studySessionSchema,
  },
  answer: {
    method: 'POST',
    path: '/api/study/sessions/:id/answers',
    auth: true,
    summary: 'Answer one item (graded on the server; idempotent per requestId). Wrong items may be answered again until right.',
    params: studySessionIdParams,
    body: answerBody,
    response: answerResultSchema,
  },
  skip: {
    method: 'POST',
    path: '/api/study/sessions/:id/skip',
    auth: true,
    summary: '"I know it already": an Easy review, and the word is done in this session',
    params: studySessionIdParams,
    body: skipBody,
    response: skipResultSchema,
  },
  summary: {
    method: 'GET',
    path: '/api/study/sessions/:id/summary',
    auth: true,
    summary: 'Score, time, points, mistakes and next reviews of a session',
    params: studySessionIdParams,
    response: sessionSummarySchema,
  },
  today: {
    method: 'GET',
    path: '/api/study/today',
    auth: true,
    summary: "Today's words: due reviews (most forgotten first) and new words of the active book",
    response: todaySchema,
  },
  newWords: {
    method: 'GET',
    path: '/api/study/new-words',
    auth: true,
    summary: 'The new-words book with memory cards (groups of 20)',
    query: newWordsBookQuery,
    response: wordListSchema,
  },
  quiz: {
    method: 'POST',
    path: '/api/quiz',
    auth: true,
    summary: 'A multiple-choice quiz from a book, a level or the new-words book (answered with the session answers endpoint)',
    body: quizCreateBody,
    response: studySessionSchema,
  },
  dailyTest: {
    method: 'GET',
    path: '/api/daily-test',
    auth: true,
    summary: "Today's daily test: done, points earned, an unfinished session",
    response: dailyTestStateSchema,
  },
  startDailyTest: {
    method: 'POST',
    path: '/api/daily-test',
    auth: true,
    summary: 'Start the daily test: due and weak words; points the first time each day, practice only after',
    response: studySessionSchema,
  },
  progress: {
    method: 'GET',
    path: '/api/progress',
    auth: true,
    summary: 'Learned, known, retention, streak, calendar, forecast and vocabulary size',
    response: progressSchema,
  },
} as const satisfies Record<string, Endpoint>;
