/**
 * Exams and reading answering on a real database (SQLite, and PostgreSQL when configured): an
 * attempt is created, submitted once and scored by section; a second submission is refused and
 * writes nothing; late submissions are flagged; another user's attempt does not exist; answers
 * feed the memory (source exam / reading); wrong words go to the new-words book on request.
 */
import type { ExamAttempt, Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';
import { recordReview } from '../memory/service.js';
import { numbered, parseSections } from './stored.js';

const ARTICLE = [
  {
    text: 'The apple fell from the tree in the garden. A rabbit ran to the river. The teacher opened the window. We bought 3 cakes at the market.',
    translation: '苹果从花园的树上掉了下来。一只兔子跑到河边。老师打开了窗户。我们在市场买了三个蛋糕。',
  },
  {
    text: 'In winter the forest is quiet. A monkey sat on the bridge. The doctor read a letter. My jacket has a silver button.',
    translation: '冬天森林很安静。一只猴子坐在桥上。医生读了一封信。我的夹克有一个银色的纽扣。',
  },
];

async function seedArticle(t: TestApp, opts: { ownerId?: number; status?: string; slug?: string } = {}): Promise<number> {
  const book = await t.app.db
    .insertInto('books')
    .values({
      slug: opts.slug ?? 'fixture-article',
      type: 'article',
      lang: 'en',
      category: 'literature_graded',
      level: 3,
      titles: JSON.stringify({ zh: '测试文章', en: 'Test article' }),
      descriptions: '{}',
      status: opts.status ?? 'public',
      review_status: 'auto_approved',
      translation_mode: 'simple',
      owner_id: opts.ownerId ?? null,
      builtin: opts.ownerId ? 0 : 1,
      item_count: ARTICLE.length,
      group_size: 20,
      created_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bookId = book.id;
  for (const [i, p] of ARTICLE.entries())
    await t.app.db
      .insertInto('book_items')
      .values({
        book_id: bookId,
        position: i,
        group_no: 1,
        entry_id: null,
        text: p.text,
        translation: p.translation,
        extra: null,
        ikey: null,
        chash: null,
        retired_at: null,
      })
      .execute();
  return bookId;
}

describe.each(backends)('exams on %s', (backend) => {
  let t: TestApp;
  let fx: StudyFixture;
  let s: Session;
  let articleId: number;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    articleId = await seedArticle(t);
    s = await signUp(t, '13800138071');
    await settings(s);
  });
  afterEach(async () => t.close());

  async function settings(session: Session) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth(session),
      payload: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 3 },
    });
    expect(res.statusCode).toBe(200);
  }
  const call = (method: 'GET' | 'POST', url: string, payload?: object, session: Session = s, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...auth(session), 'accept-language': lang } });
  const data = async (method: 'GET' | 'POST', url: string, payload?: object, session: Session = s) => {
    const res = await call(method, url, payload, session);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  /**
   * Gives the learner a card (a Good practice review) for every word and sentence the vocabulary
   * and listening questions of an attempt review: an exam reviews existing cards and makes none.
   */
  async function learnWordsOf(attemptId: number, kind: 'exam' | 'reading' = 'exam'): Promise<number> {
    const row = await t.app.db.selectFrom('exam_attempts').select('questions').where('id', '=', attemptId).executeTakeFirstOrThrow();
    let n = 0;
    for (const { section, q } of numbered(parseSections(row.questions))) {
      const cloze = (q.kind === 'cloze-choice' || q.kind === 'fill-blank') && q.entryId !== null;
      if (kind === 'exam' ? section !== 'vocabulary' && section !== 'listening' : !cloze) continue;
      const bySentence = q.kind === 'listen-sentence';
      await recordReview(t.app.db, s.userInfo.id, {
        entryId: bySentence ? null : q.entryId,
        itemId: bySentence ? q.itemId : null,
        source: 'practice',
        rating: 3,
        ms: 3000,
        requestId: `learn-${attemptId}-${n++}`,
      });
    }
    return countRows(t.app.db, 'review_logs');
  }
  /** Cloze questions of an exam's passage about a word a vocabulary or listening question asks too (learnWordsOf carded it). */
  async function learnedCloze(attemptId: number): Promise<number> {
    const row = await t.app.db.selectFrom('exam_attempts').select('questions').where('id', '=', attemptId).executeTakeFirstOrThrow();
    const all = numbered(parseSections(row.questions));
    const learned = new Set(all.filter((x) => x.section !== 'reading').map((x) => x.q.entryId));
    return all.filter(
      (x) => x.section === 'reading' && (x.q.kind === 'cloze-choice' || x.q.kind === 'fill-blank') && learned.has(x.q.entryId),
    ).length;
  }
  /** The stored right answers of an attempt (what only the server knows). */
  async function expectedOf(attemptId: number): Promise<string[]> {
    const row = await t.app.db.selectFrom('exam_attempts').select('questions').where('id', '=', attemptId).executeTakeFirstOrThrow();
    return parseSections(row.questions).flatMap((sec) => sec.questions.map((q) => q.expected));
  }
  async function standardExamId(): Promise<number> {
    const list = await data('GET', '/api/exams?lang=en&level=3');
    const exam = list.items.find((e: { kind: string }) => e.kind === 'standard');
    return exam.id;
  }
  const logsBySource = async (source: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('review_logs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('source', '=', source)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists the exams of the learner language and level band, and all levels on request', async () => {
    const mine = await data('GET', '/api/exams?level=3');
    expect(mine.lang).toBe('en');
    expect(mine.items.map((e: { slug: string }) => e.slug).sort()).toEqual(['en-reading-1-4', 'en-standard-1-4']);
    const one = await data('GET', `/api/exams/${mine.items[0].id}`);
    expect(one).toEqual(mine.items[0]);
    expect((await call('GET', '/api/exams/999999')).statusCode).toBe(404);
    const all = await data('GET', '/api/exams?lang=ja');
    expect(all.items).toHaveLength(10);
    expect(all.items.every((e: { lang: string; assignedBy: null }) => e.lang === 'ja' && e.assignedBy === null)).toBe(true);
  });

  it('takes an exam: questions without answers, scored by section once, reviews with source exam, then the detail and history', async () => {
    const examId = await standardExamId();
    const attempt: ExamAttempt = await data('POST', `/api/exams/${examId}/attempts`);
    expect(attempt.sections.map((x) => x.kind)).toEqual(['vocabulary', 'listening', 'reading']);
    const questions = attempt.sections.flatMap((x) => x.questions);
    expect(questions.every((q) => q.expected === null && q.given === null && q.entryId === null)).toBe(true);
    expect(Date.parse(attempt.deadline as string) - Date.parse(attempt.startedAt)).toBe(15 * 60_000);
    const listening = attempt.sections[1]?.questions ?? [];
    expect(listening.every((q) => q.prompt === '' && q.audio !== null)).toBe(true);
    expect(attempt.sections[2]?.passage?.paragraphs.length).toBeGreaterThan(0);

    // Right answers for the vocabulary section, wrong for listening, none for reading.
    const expected = await expectedOf(attempt.attemptId);
    const vocab = attempt.sections[0]?.questions ?? [];
    const answers = [
      ...vocab.map((q) => ({ questionId: q.id, answer: expected[q.id] as string, ms: 3000 })),
      ...listening.map((q) => ({ questionId: q.id, answer: 'not this one' })),
    ];
    const before = await learnWordsOf(attempt.attemptId);
    // Unanswered passage questions about a carded word are skipped: Again reviews too.
    const skipped = await learnedCloze(attempt.attemptId);
    const result: ExamAttempt = await data('POST', `/api/exams/attempts/${attempt.attemptId}/submit`, {
      answers,
      requestId: 'exam-submit-0001',
    });
    expect(result.late).toBe(false);
    expect(result.score).toBe(vocab.length);
    expect(result.sections.map((x) => [x.kind, x.score, x.total])).toEqual([
      ['vocabulary', vocab.length, vocab.length],
      ['listening', 0, listening.length],
      ['reading', 0, attempt.sections[2]?.questions.length],
    ]);
    const all = result.sections.flatMap((x) => x.questions);
    expect(all.every((q) => q.expected !== null && q.correct !== null)).toBe(true);
    expect(all.find((q) => q.id === listening[0]?.id)).toMatchObject({ given: 'not this one', correct: false });
    // One review of the learner's card per vocabulary and listening question, in the submit transaction.
    expect(await countRows(t.app.db, 'review_logs')).toBe(before + vocab.length + listening.length + skipped);
    expect(await logsBySource('exam')).toBe(vocab.length + listening.length + skipped);

    // The same request again answers the same; another submission is refused and writes nothing.
    const replay = await data('POST', `/api/exams/attempts/${attempt.attemptId}/submit`, { answers, requestId: 'exam-submit-0001' });
    expect(replay.score).toBe(result.score);
    const again = await call(
      'POST',
      `/api/exams/attempts/${attempt.attemptId}/submit`,
      { answers: [], requestId: 'exam-submit-0002' },
      s,
      'zh',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 500, msg: '这次考试已经交过卷，不能再次提交', data: { error: 'exam.alreadySubmitted' } });
    expect(await countRows(t.app.db, 'review_logs')).toBe(before + vocab.length + listening.length + skipped);
    const row = await t.app.db.selectFrom('exam_attempts').selectAll().where('id', '=', attempt.attemptId).executeTakeFirstOrThrow();
    expect(row.request_id).toBe('exam-submit-0001');
    expect(Number(row.score)).toBe(vocab.length);

    const detail: ExamAttempt = await data('GET', `/api/exams/attempts/${attempt.attemptId}`);
    expect(detail).toMatchObject({ attemptId: attempt.attemptId, score: vocab.length, late: false });
    expect(detail.sections.flatMap((x) => x.questions).map((q) => q.expected)).toEqual(expected);
    const history = await data('GET', '/api/exams/history');
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ attemptId: attempt.attemptId, score: vocab.length, late: false, exam: { id: examId } });
  });

  it('a skipped question is Again on an existing card; a word without a card gets none, only evidence', async () => {
    const attempt: ExamAttempt = await data('POST', `/api/exams/${await standardExamId()}/attempts`);
    const questions = attempt.sections.filter((x) => x.kind !== 'reading').flatMap((x) => x.questions);
    const cardsBefore = await countRows(t.app.db, 'memory_cards');
    expect(cardsBefore).toBe(0);
    // Nothing answered, no card: nothing reviewed, no card made, the words kept as evidence (not known).
    const other: ExamAttempt = await data('POST', `/api/exams/${await standardExamId()}/attempts`);
    await data('POST', `/api/exams/attempts/${other.attemptId}/submit`, { answers: [], requestId: 'exam-skip-none-1' });
    expect(await countRows(t.app.db, 'memory_cards')).toBe(0);
    expect(await logsBySource('exam')).toBe(0);
    const evidence = await t.app.db.selectFrom('word_evidence').select('known').execute();
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence.every((e) => e.known === 0)).toBe(true);

    // With cards: every skipped vocabulary and listening question is an Again review of its card.
    await learnWordsOf(attempt.attemptId);
    const cards = await countRows(t.app.db, 'memory_cards');
    const clozeOfLearned = await learnedCloze(attempt.attemptId);
    await data('POST', `/api/exams/attempts/${attempt.attemptId}/submit`, { answers: [], requestId: 'exam-skip-0001' });
    const logs = await t.app.db.selectFrom('review_logs').select(['rating', 'correct']).where('source', '=', 'exam').execute();
    expect(logs).toHaveLength(questions.length + clozeOfLearned);
    expect(logs.every((l) => l.rating === 1 && l.correct === 0)).toBe(true);
    expect(await countRows(t.app.db, 'memory_cards')).toBe(cards);
  });

  it('marks a submission after the deadline and its grace late, still scored', async () => {
    const attempt: ExamAttempt = await data('POST', `/api/exams/${await standardExamId()}/attempts`);
    // The clock ran out a minute ago.
    await t.app.db
      .updateTable('exam_attempts')
      .set({ deadline: Date.now() - 60_000 })
      .where('id', '=', attempt.attemptId)
      .execute();
    const expected = await expectedOf(attempt.attemptId);
    const result = await data('POST', `/api/exams/attempts/${attempt.attemptId}/submit`, {
      answers: [{ questionId: 0, answer: expected[0] }],
      requestId: 'exam-late-0001',
    });
    expect(result).toMatchObject({ late: true, score: 1 });
    const inTime: ExamAttempt = await data('POST', `/api/exams/${await standardExamId()}/attempts`);
    await t.app.db
      .updateTable('exam_attempts')
      .set({ deadline: Date.now() - 5_000 })
      .where('id', '=', inTime.attemptId)
      .execute();
    expect((await data('POST', `/api/exams/attempts/${inTime.attemptId}/submit`, { answers: [], requestId: 'exam-grace-001' })).late).toBe(
      false,
    );
  });

  it("answers 404 for unknown and other users' attempts and writes nothing", async () => {
    const attempt: ExamAttempt = await data('POST', `/api/exams/${await standardExamId()}/attempts`);
    const other = await signUp(t, '13800138072');
    await settings(other);
    for (const [method, url, payload] of [
      ['GET', `/api/exams/attempts/${attempt.attemptId}`, undefined],
      ['POST', `/api/exams/attempts/${attempt.attemptId}/submit`, { answers: [], requestId: 'exam-foreign-01' }],
      ['POST', `/api/exams/attempts/${attempt.attemptId}/new-words`, undefined],
      ['GET', '/api/exams/attempts/999999', undefined],
    ] as const) {
      const res = await call(method, url, payload, other);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().data.error).toBe('exam.attemptNotFound');
    }
    expect((await call('POST', '/api/exams/999999/attempts')).statusCode).toBe(404);
    const row = await t.app.db.selectFrom('exam_attempts').selectAll().where('id', '=', attempt.attemptId).executeTakeFirstOrThrow();
    expect(row.submitted_at).toBeNull();
    expect(await countRows(t.app.db, 'review_logs')).toBe(0);
    // Unauthenticated: 401.
    expect((await t.app.inject({ method: 'GET', url: '/api/exams' })).statusCode).toBe(401);
  });

  it('adds the words of wrong answers to the new-words book on request, after submission only', async () => {
    const attempt: ExamAttempt = await data('POST', `/api/exams/${await standardExamId()}/attempts`);
    const early = await call('POST', `/api/exams/attempts/${attempt.attemptId}/new-words`);
    expect(early.statusCode).toBe(409);
    const vocab = attempt.sections[0]?.questions ?? [];
    const expected = await expectedOf(attempt.attemptId);
    // The first two right, the rest of the vocabulary wrong.
    const answers = vocab.map((q, i) => ({ questionId: q.id, answer: i < 2 ? (expected[q.id] as string) : 'wrong' }));
    const result: ExamAttempt = await data('POST', `/api/exams/attempts/${attempt.attemptId}/submit`, {
      answers,
      requestId: 'exam-words-0001',
    });
    const wrongWords = new Set(
      result.sections.flatMap((x) => x.questions).flatMap((q) => (q.correct === false && q.entryId !== null ? [q.entryId] : [])),
    );
    expect(wrongWords.size).toBeGreaterThanOrEqual(vocab.length - 2);
    const added = await data('POST', `/api/exams/attempts/${attempt.attemptId}/new-words`);
    expect(added.added).toBe(wrongWords.size);
    expect(new Set(added.entryIds)).toEqual(wrongWords);
    const rows = await t.app.db.selectFrom('user_words').select(['entry_id', 'in_new_words']).execute();
    expect(new Set(rows.filter((r) => r.in_new_words === 1).map((r) => r.entry_id))).toEqual(wrongWords);
    // Twice: the same words, nothing more.
    expect((await data('POST', `/api/exams/attempts/${attempt.attemptId}/new-words`)).added).toBe(wrongWords.size);
    expect(await countRows(t.app.db, 'user_words')).toBe(wrongWords.size);
  });

  it('answers reading questions on an article page: same page same quiz, scored, stored, cloze words in the memory', async () => {
    const quiz: ExamAttempt = await data('POST', '/api/reading-quiz', { bookId: articleId, page: 1 });
    const questions = quiz.sections[0]?.questions ?? [];
    const kinds = new Set(questions.map((q) => q.kind));
    expect(kinds.has('cloze-choice')).toBe(true);
    expect(kinds.has('true-false')).toBe(true);
    expect(kinds.has('sentence-order')).toBe(true);
    expect(kinds.has('translation-match')).toBe(true);
    expect(questions.every((q) => q.expected === null)).toBe(true);
    expect(quiz.book).toMatchObject({ id: articleId, page: 1, title: 'Test article' });
    expect(quiz.sections[0]?.passage?.paragraphs).toEqual(ARTICLE.map((p) => p.text));
    // Reopening the page: the same open quiz.
    expect((await data('POST', '/api/reading-quiz', { bookId: articleId, page: 1 })).attemptId).toBe(quiz.attemptId);
    // Another learner gets the same questions.
    const other = await signUp(t, '13800138073');
    await settings(other);
    const theirs: ExamAttempt = await data('POST', '/api/reading-quiz', { bookId: articleId, page: 1 }, other);
    expect(theirs.attemptId).not.toBe(quiz.attemptId);
    expect(theirs.sections[0]?.questions.map((q) => [q.kind, q.prompt, q.choices])).toEqual(
      questions.map((q) => [q.kind, q.prompt, q.choices]),
    );

    const expected = await expectedOf(quiz.attemptId);
    const cloze = questions.filter((q) => q.kind === 'cloze-choice');
    const answers = questions.map((q) => ({
      questionId: q.id,
      answer: q.kind === 'cloze-choice' && q === cloze[0] ? 'zzz' : (expected[q.id] as string),
    }));
    await learnWordsOf(quiz.attemptId, 'reading');
    const result: ExamAttempt = await data('POST', `/api/reading-quiz/${quiz.attemptId}/submit`, {
      answers,
      requestId: 'reading-quiz-001',
    });
    expect(result.score).toBe(questions.length - 1);
    const wordQuestions = questions.filter((q) => q.kind === 'cloze-choice' || q.kind === 'fill-blank').length;
    expect(await logsBySource('reading')).toBe(wordQuestions);
    const wrong = await t.app.db
      .selectFrom('review_logs')
      .select(['correct'])
      .where('source', '=', 'reading')
      .where('correct', '=', 0)
      .execute();
    expect(wrong).toHaveLength(1);
    const twice = await call('POST', `/api/reading-quiz/${quiz.attemptId}/submit`, { answers, requestId: 'reading-quiz-002' });
    expect(twice.statusCode).toBe(409);
    const history = await data('GET', `/api/reading-quiz/history?bookId=${articleId}`);
    expect(history.items).toEqual([
      expect.objectContaining({ attemptId: quiz.attemptId, page: 1, score: questions.length - 1, total: questions.length }),
    ]);
    // After submission a new quiz of the page is a new attempt with the same questions.
    const next: ExamAttempt = await data('POST', '/api/reading-quiz', { bookId: articleId, page: 1 });
    expect(next.attemptId).not.toBe(quiz.attemptId);
    expect(next.sections[0]?.questions.map((q) => q.prompt)).toEqual(questions.map((q) => q.prompt));
  });

  it("refuses reading quizzes on word books, missing pages and another user's private article", async () => {
    expect((await call('POST', '/api/reading-quiz', { bookId: fx.wordBookId, page: 0 })).json().data.error).toBe('exam.notArticle');
    const missing = await call('POST', '/api/reading-quiz', { bookId: articleId, page: 7 });
    expect([missing.statusCode, missing.json().data.error]).toEqual([404, 'exam.pageNotFound']);
    const owner = await signUp(t, '13800138074');
    const ownerId = (await t.app.db.selectFrom('users').select('id').where('phone', '=', '13800138074').executeTakeFirstOrThrow()).id;
    const privateId = await seedArticle(t, { ownerId, status: 'private', slug: 'private-article' });
    expect((await call('POST', '/api/reading-quiz', { bookId: privateId, page: 1 }, owner)).statusCode).toBe(200);
    const foreign = await call('POST', '/api/reading-quiz', { bookId: privateId, page: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(await countRows(t.app.db, 'exam_attempts')).toBe(1);
  });
});
