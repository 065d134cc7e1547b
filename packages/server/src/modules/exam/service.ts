/**
 * Exams and reading quizzes: creating an attempt (questions generated and stored with their
 * answers, the server's clock started), submitting it once (graded by section, late flagged,
 * every vocabulary and listening question — and every cloze word — a review of the learner's card
 * in the one memory, a skipped one Again; a word without a card makes none and is kept as word
 * evidence; all in one transaction), reading it back, adding the words of wrong answers to the new-words book.
 */
import {
  type DraftQuestion,
  type ExamAttempt,
  type ExamDefinition,
  type ExamHistoryItem,
  type ExamList,
  type ExamNewWords,
  type ExamSubmitBody,
  type ExamSummary,
  examDeadline,
  gradeAnswer,
  type ItemKind,
  type Lang,
  listeningQuestions,
  type ReadingQuizHistoryItem,
  type ReviewSource,
  seededRandom,
  submissionStatus,
  vocabularyQuestions,
} from '@qfl/core';
import { type Executor, inTransaction, isPostgres } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { Nlp } from '../../nlp/index.js';
import { booksRepo } from '../books/repo.js';
import { dictRepo } from '../dict/repo.js';
import { recordReview } from '../memory/service.js';
import { studyBook } from '../study/context.js';
import { meaningOrder } from '../study/words.js';
import { settleTasks } from '../tasks/service.js';
import { type Band, examPassage, examSentences, examWords } from './content.js';
import { passageQuestions } from './passages.js';
import { presentAttempt, presentExam } from './presenter.js';
import { type AttemptRow, type ExamRow, examRepo } from './repo.js';
import { numbered, parseSections, type StoredSection } from './stored.js';

/** Questions of a reading passage in an exam; of a page in a reading quiz. */
const EXAM_PASSAGE_QUESTIONS = 5;
/** Time counted per question when the client sent none (for the rating), at most. */
const MAX_DEFAULT_MS = 60_000;

interface Learner {
  native: string | null;
  learning: string | null;
  level: number | null;
}

async function learner(db: Executor, userId: number): Promise<Learner> {
  const u = await examRepo.learner(db, userId);
  return { native: u?.native_lang ?? null, learning: u?.learning_lang ?? null, level: u?.level ?? null };
}

function definitionOf(exam: ExamRow): ExamDefinition {
  try {
    const def = JSON.parse(exam.definition) as ExamDefinition;
    return Array.isArray(def.sections) ? def : { sections: [] };
  } catch {
    return { sections: [] };
  }
}

const openTo = (exam: ExamRow, userId: number) => exam.assignee === null || exam.assignee === userId;

export async function listExams(db: Executor, actor: Actor, q: { lang?: Lang; level?: number; kind?: string }): Promise<ExamList> {
  await examRepo.ensureBuiltins(db);
  const me = await learner(db, actor.id);
  const lang = (q.lang ?? me.learning ?? 'en') as Lang;
  const rows = await examRepo.list(db, actor.id, {
    lang,
    ...(q.level !== undefined ? { level: q.level } : {}),
    ...(q.kind ? { kind: q.kind } : {}),
  });
  return { lang, level: q.level ?? null, items: rows.map(presentExam) };
}

export async function examSummary(db: Executor, actor: Actor, examId: number): Promise<ExamSummary> {
  await examRepo.ensureBuiltins(db);
  const exam = await examRepo.byId(db, examId);
  if (!exam || !openTo(exam, actor.id)) throw new AppError('exam.notFound', 404);
  return presentExam(exam);
}

export async function createExamAttempt(
  db: Executor,
  nlp: Nlp,
  actor: Actor,
  uiLang: string,
  examId: number,
  now = Date.now(),
): Promise<ExamAttempt> {
  await examRepo.ensureBuiltins(db);
  const exam = await examRepo.byId(db, examId);
  if (!exam || !openTo(exam, actor.id)) throw new AppError('exam.notFound', 404);
  const me = await learner(db, actor.id);
  const order = meaningOrder(me.native, uiLang);
  const seed = `exam:${exam.id}:${actor.id}:${now}`;
  const rng = seededRandom(seed);
  const band: Band = { lang: exam.lang, levelFrom: exam.level_from, levelTo: exam.level_to };
  const def = definitionOf(exam);
  const wordsWanted = def.sections.filter((s) => s.kind !== 'reading').reduce((n, s) => n + s.count, 0);
  const words = wordsWanted > 0 ? await examWords(db, band, order, wordsWanted * 2, rng) : [];
  const meaningPool = words.map((w) => w.meaning as string);
  const used = new Set<number>();
  const fresh = () => words.filter((w) => !used.has(w.entryId));
  const sections: StoredSection[] = [];
  const avoid = new Set<number>();
  for (const [i, sec] of def.sections.entries()) {
    let questions: DraftQuestion[] = [];
    if (sec.kind === 'vocabulary') {
      const spell = Math.min(sec.spell ?? 0, sec.count);
      questions = vocabularyQuestions(fresh(), meaningPool, { choice: sec.count - spell, spell }, rng);
    } else if (sec.kind === 'listening') {
      const sentences = await examSentences(db, band, sec.count, rng);
      questions = listeningQuestions(fresh(), sentences, meaningPool, sec.count, rng);
    } else {
      for (let p = 0; p < sec.count; p++) {
        const passage = await examPassage(db, band, rng, avoid);
        if (!passage) break;
        for (const it of passage.items) if (it.itemId !== null) avoid.add(it.itemId);
        const qs = await passageQuestions(db, nlp, exam.lang as Lang, passage.items, `${seed}:${i}:${p}`, order, EXAM_PASSAGE_QUESTIONS);
        if (qs.length > 0)
          sections.push({ kind: 'reading', passage: { paragraphs: passage.items.map((x) => x.text), lang: exam.lang }, questions: qs });
      }
      continue;
    }
    for (const q of questions) if (q.entryId !== null) used.add(q.entryId);
    if (questions.length > 0) sections.push({ kind: sec.kind, passage: null, questions });
  }
  const total = sections.reduce((n, s) => n + s.questions.length, 0);
  if (total === 0) throw new AppError('exam.unavailable', 422);
  const row = {
    user_id: actor.id,
    kind: 'exam',
    exam_id: exam.id,
    book_id: null,
    page: null,
    lang: exam.lang,
    questions: JSON.stringify(sections),
    total,
    started_at: now,
    deadline: examDeadline(now, exam.time_limit_sec),
  };
  const id = await examRepo.insertAttempt(db, row);
  return presentAttempt({ ...row, id, late: 0, submitted_at: null, score: null, answers: null, request_id: null }, exam, null, now);
}

/** How a question's answer counts in the memory (the rating thresholds of its kind), or null when it does not. */
function reviewKind(section: string, q: DraftQuestion, kind: 'exam' | 'reading'): ItemKind | null {
  if (q.kind === 'cloze-choice') return q.entryId !== null ? 'word-choice' : null;
  if (q.kind === 'fill-blank') return q.entryId !== null ? 'spell' : null;
  if (kind === 'reading' || (section !== 'vocabulary' && section !== 'listening')) return null;
  switch (q.kind) {
    case 'meaning-choice':
      return 'meaning-choice';
    case 'spell':
      return 'spell';
    case 'listen-meaning':
      return 'listen-choice';
    case 'listen-sentence':
      return q.itemId !== null ? 'translation-choice' : null;
    default:
      return null;
  }
}

async function context(db: Executor, row: AttemptRow, uiLang: string) {
  if (row.kind === 'exam') return { exam: row.exam_id === null ? null : ((await examRepo.byId(db, row.exam_id)) ?? null), book: null };
  if (row.book_id === null) return { exam: null, book: null };
  const b = await examRepo.bookTitles(db, row.book_id);
  let title = '';
  try {
    const titles = JSON.parse(b?.titles ?? '{}') as Record<string, string>;
    title = titles[uiLang] ?? Object.values(titles)[0] ?? '';
  } catch {
    title = '';
  }
  return { exam: null, book: { id: row.book_id, page: row.page ?? 0, title } };
}

/**
 * Submits an attempt once. A replay of the same requestId answers the stored result; any other
 * second submission is refused (409) and writes nothing. After the deadline (+ grace) the attempt
 * is still scored and marked late.
 */
export async function submitAttempt(
  db: Executor,
  actor: Actor,
  uiLang: string,
  kind: 'exam' | 'reading',
  attemptId: number,
  body: ExamSubmitBody,
  now = Date.now(),
): Promise<ExamAttempt> {
  const row = await inTransaction(db, async (trx) => {
    const found = await examRepo.attempt(trx, actor.id, attemptId, kind, isPostgres(trx));
    if (!found) throw new AppError('exam.attemptNotFound', 404);
    if (found.submitted_at !== null) {
      if (found.request_id === body.requestId) return found;
      throw new AppError('exam.alreadySubmitted', 409);
    }
    const status = found.deadline === null ? 'on-time' : submissionStatus({ deadline: found.deadline, submittedAt: null }, now);
    const all = numbered(parseSections(found.questions));
    const given: (string | null)[] = all.map(() => null);
    const ms: (number | undefined)[] = all.map(() => undefined);
    for (const a of body.answers) {
      if (a.questionId >= all.length) throw new AppError('validation', 422, { field: 'questionId' });
      given[a.questionId] = a.answer;
      ms[a.questionId] = a.ms;
    }
    const source: ReviewSource = kind === 'exam' ? 'exam' : 'reading';
    const defaultMs = Math.min(MAX_DEFAULT_MS, Math.max(1000, Math.round((now - found.started_at) / Math.max(1, all.length))));
    let score = 0;
    let reviews = 0;
    for (const { id, section, q } of all) {
      const answer = given[id] ?? null;
      const correct = gradeAnswer(q, answer);
      if (correct) score++;
      const itemKind = reviewKind(section, q, kind);
      if (itemKind === null) continue;
      const bySentence = q.kind === 'listen-sentence';
      // A skipped question is a failed recall (Again), as a wrong one. A test makes no card: a
      // word without one is kept as evidence.
      const outcome = await recordReview(
        trx,
        actor.id,
        {
          entryId: bySentence ? null : q.entryId,
          itemId: bySentence ? q.itemId : null,
          source,
          correct: answer !== null && correct,
          ...(answer === null ? { outcome: 'skipped' as const } : {}),
          ms: ms[id] ?? defaultMs,
          requestId: `${source}:${found.id}:${id}`,
          kind: itemKind,
          size: itemKind === 'spell' ? [...q.expected].length : 0,
          timeZone: actor.timeZone,
          createCard: false,
        },
        now,
      );
      if (outcome.recorded) reviews++;
    }
    if (reviews > 0) await settleTasks(trx, actor.id, actor.timeZone, now);
    const set = { submitted_at: now, late: status === 'late' ? 1 : 0, score, answers: JSON.stringify(given), request_id: body.requestId };
    await examRepo.submit(trx, found.id, set);
    return { ...found, ...set };
  });
  const ctx = await context(db, row, uiLang);
  return presentAttempt(row, ctx.exam, ctx.book, now);
}

export async function attemptDetail(
  db: Executor,
  actor: Actor,
  uiLang: string,
  kind: 'exam' | 'reading',
  attemptId: number,
): Promise<ExamAttempt> {
  const row = await examRepo.attempt(db, actor.id, attemptId, kind);
  if (!row) throw new AppError('exam.attemptNotFound', 404);
  const ctx = await context(db, row, uiLang);
  return presentAttempt(row, ctx.exam, ctx.book);
}

/** The words behind wrong answers of a submitted exam, into the new-words book (idempotent). */
export async function addWrongWords(db: Executor, actor: Actor, attemptId: number, now = Date.now()): Promise<ExamNewWords> {
  return inTransaction(db, async (trx) => {
    const row = await examRepo.attempt(trx, actor.id, attemptId, 'exam');
    if (!row) throw new AppError('exam.attemptNotFound', 404);
    if (row.submitted_at === null) throw new AppError('exam.notSubmitted', 409);
    const answers = JSON.parse(row.answers ?? '[]') as (string | null)[];
    const wrong = new Set<number>();
    for (const { id, q } of numbered(parseSections(row.questions)))
      if (q.entryId !== null && !gradeAnswer(q, answers[id] ?? null)) wrong.add(q.entryId);
    const ids = [...wrong];
    const existing = ids.length === 0 ? [] : await examRepo.existingEntryIds(trx, ids);
    for (const id of existing) await dictRepo.setNewWords(trx, actor.id, id, true, now);
    return { added: existing.length, entryIds: existing };
  });
}

/** Exam attempts of a learner: their own history, or a linked mentor's view of it. */
export async function examHistory(db: Executor, actor: Pick<Actor, 'id'>): Promise<ExamHistoryItem[]> {
  const rows = await examRepo.history(db, actor.id, 'exam');
  const exams = await examRepo.byIds(db, [...new Set(rows.map((r) => r.exam_id).filter((id): id is number => id !== null))]);
  return rows.flatMap((r) => {
    const exam = r.exam_id === null ? undefined : exams.get(r.exam_id);
    if (!exam) return [];
    return [
      {
        attemptId: r.id,
        exam: presentExam(exam),
        startedAt: new Date(r.started_at).toISOString(),
        submittedAt: r.submitted_at === null ? null : new Date(r.submitted_at).toISOString(),
        late: r.late === 1,
        score: r.score,
        total: r.total,
      },
    ];
  });
}

/**
 * A reading quiz on a page (group) of an article book the learner may view. The questions depend
 * only on (book, page) — the same page gives the same quiz — and an open quiz of the page is
 * answered again rather than a new one stored.
 */
export async function createReadingQuiz(
  db: Executor,
  nlp: Nlp,
  actor: Actor,
  uiLang: string,
  bookId: number,
  page: number,
  now = Date.now(),
): Promise<ExamAttempt> {
  const book = await studyBook(db, actor, bookId);
  if (book.type !== 'article') throw new AppError('exam.notArticle', 422);
  const open = await examRepo.openReading(db, actor.id, book.id, page);
  if (open) {
    const ctx = await context(db, open, uiLang);
    return presentAttempt(open, null, ctx.book, now);
  }
  const items = await booksRepo.groupItems(db, book.id, page);
  if (items.length === 0) throw new AppError('exam.pageNotFound', 404);
  const me = await learner(db, actor.id);
  const questions = await passageQuestions(
    db,
    nlp,
    book.lang as Lang,
    items.map((i) => ({ itemId: i.id, text: i.text, translation: i.translation })),
    `reading:${book.id}:${page}`,
    meaningOrder(me.native, uiLang),
  );
  if (questions.length === 0) throw new AppError('exam.unavailable', 422);
  const sections: StoredSection[] = [{ kind: 'reading', passage: { paragraphs: items.map((i) => i.text), lang: book.lang }, questions }];
  const row = {
    user_id: actor.id,
    kind: 'reading',
    exam_id: null,
    book_id: book.id,
    page,
    lang: book.lang,
    questions: JSON.stringify(sections),
    total: questions.length,
    started_at: now,
    deadline: null,
  };
  const id = await examRepo.insertAttempt(db, row);
  const full: AttemptRow = { ...row, id, late: 0, submitted_at: null, score: null, answers: null, request_id: null };
  const ctx = await context(db, full, uiLang);
  return presentAttempt(full, null, ctx.book, now);
}

export async function readingHistory(db: Executor, actor: Actor, bookId?: number): Promise<ReadingQuizHistoryItem[]> {
  const rows = await examRepo.history(db, actor.id, 'reading', bookId);
  return rows.map((r) => ({
    attemptId: r.id,
    bookId: r.book_id ?? 0,
    page: r.page ?? 0,
    score: r.score ?? 0,
    total: r.total,
    submittedAt: new Date(r.submitted_at ?? r.started_at).toISOString(),
  }));
}
