/**
 * The new learner's numbers are true (issue 26), replayed in Chromium with the UI in Chinese: a
 * Chinese speaker learning English learns one group of a word book, takes two 10-question quizzes
 * on a level (one scored 1 / 10), and takes the vocabulary size test answering "I don't know" to
 * every rare word. Then "new today" equals the words learned, known ≤ learned, today's reviews hold
 * no word met only in a test, and no task is paid without its work.
 */
import { join } from 'node:path';
import { answerHash, type SessionItem, type StudySession } from '@qfl/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { playToSummary } from './study-player.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

const call = <T>(token: string, method: string, path: string, body?: object) => authedCall<T>(baseUrl, token, method, path, body);

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

function rightChoice(item: SessionItem): string {
  const right = item.choices?.find((c) => answerHash(item.id, c) === item.answerHash);
  if (right === undefined) throw new Error(`item ${item.id} (${item.kind}) has no right choice`);
  return right;
}

/** A quiz on the learner's level through the quiz page, `right` answers right and the others wrong. */
async function levelQuiz(page: Page, right: number): Promise<StudySession> {
  // From the study tab each time: the quiz page keeps its result while its address stays the same.
  await page.goto('/#/pages/index/index');
  await page.getByTestId('page-study').waitFor();
  await page.goto('/#/pages/quiz/quiz?from=level');
  await page.getByTestId('quiz-setup').waitFor();
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quiz' && r.request().method() === 'POST');
  await page.getByTestId('quiz-start').click();
  const quiz = ((await (await created).json()) as { data: StudySession }).data;
  expect(quiz.items).toHaveLength(10);
  for (const [n, item] of quiz.items.entries()) {
    await page.locator(`[data-testid="quiz-item"][data-item="${item.id}"]`).waitFor();
    const good = rightChoice(item);
    const pick = n < right ? good : (item.choices?.find((c) => c !== good) ?? good);
    await page
      .getByTestId('quiz-choice')
      .filter({ hasText: exactly(pick) })
      .click();
    await page.getByTestId('quiz-feedback').waitFor();
    await page.getByTestId('quiz-next').click();
  }
  await page.getByTestId('quiz-score').waitFor();
  expect(await page.getByTestId('quiz-score').innerText()).toBe(`${right} / 10`);
  return quiz;
}

/** The vocabulary test: right for words ranked ≤ 2,000, "I don't know" for the rest. */
async function vocabTest(page: Page): Promise<number[]> {
  await page.goto('/#/pages/vocab-test/index');
  await page.getByTestId('vocab-start').click();
  const asked: number[] = [];
  for (let n = 0; n < 80 && !(await page.getByTestId('vocab-result').isVisible()); n++) {
    const question = page.getByTestId('vocab-question');
    await question.waitFor();
    const entryId = Number(await question.getAttribute('data-entry-id'));
    asked.push(entryId);
    const entry = (
      (await (await fetch(`${baseUrl}/api/dict/entries/${entryId}`)).json()) as {
        data: { freqRank: number | null; meanings: Record<string, string[]> };
      }
    ).data;
    const progress = await page.getByTestId('vocab-progress').innerText();
    let target = 'vocab-skip';
    if ((entry.freqRank ?? Number.POSITIVE_INFINITY) <= 2000) {
      const meaning = (entry.meanings.zh?.[0] ?? entry.meanings.en?.[0] ?? '').replace(/\s+/g, ' ').trim();
      const choices = await page.locator('[data-testid^="vocab-choice-"]').allInnerTexts();
      const i = choices.findIndex((c) => meaning.startsWith(c.trim().replace(/…$/, '')));
      if (i >= 0) target = `vocab-choice-${i}`;
    }
    await page.getByTestId(target).click();
    await page.waitForFunction((text) => {
      const p = document.querySelector('[data-testid="vocab-progress"]') as HTMLElement | null;
      return document.querySelector('[data-testid="vocab-result"]') !== null || (p !== null && p.innerText !== text);
    }, progress);
  }
  await page.getByTestId('vocab-result').waitFor();
  return asked;
}

describe('numbers a learner can trust', () => {
  it('after a group, two quizzes and a vocabulary test: new today = words learned, known ≤ learned, no test word to review, no unearned task', {
    timeout: 300_000,
  }, async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // native zh, learning en, level 5
    const token = session.token;
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/pages/login/login');
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await storeSession(page, session);

    // Learn one group of a level-1 word book, every answer right.
    const books = await call<{ items: { id: number; type: string; itemCount: number }[] }>(token, 'GET', '/api/books?lang=en&level=1');
    const book = books.items.find((b) => b.type === 'word' && b.itemCount >= 40);
    if (!book) throw new Error('no English word book of level 1');
    await call(token, 'PUT', '/api/study/settings', { activeBookId: book.id });
    await page.goto(`/#/pages/book/book?id=${book.id}`);
    await page.getByTestId('book-start-next').click();
    await page.getByTestId('learn-card').waitFor();
    const sessionId = Number(new URL(page.url().replace('#', '')).searchParams.get('session'));
    const group = await call<{ words: { text: string; entryId: number | null }[] }>(token, 'GET', `/api/study/sessions/${sessionId}`);
    const groupWords = new Set(group.words.map((w) => w.entryId));
    await page.getByTestId('learn-skip-to-practice').click();
    await playToSummary(
      page,
      group.words.map((w) => w.text),
    );

    // Two quizzes on level 5 (one scored 1 / 10) and the vocabulary test.
    const quizzes = [await levelQuiz(page, 1), await levelQuiz(page, 6)];
    const asked = await vocabTest(page);
    const testWords = new Set([...quizzes.flatMap((q) => q.items.map((i) => i.entryId)), ...asked]);

    // New today equals the words learned in the group, on the server and on the study tab.
    const progress = await call<{ learned: number; known: number; mature: number; expectedKnown30: number }>(token, 'GET', '/api/progress');
    const today = await call<{ newToday: number; items: { entryId: number | null; reason: string }[] }>(token, 'GET', '/api/study/today');
    expect(progress.learned).toBe(groupWords.size);
    expect(today.newToday).toBe(progress.learned);
    expect(progress.known).toBeLessThanOrEqual(progress.learned);
    expect(progress.mature).toBe(0);
    await page.goto('/#/pages/index/index');
    await page.getByTestId('today-new').waitFor();
    await expect
      .poll(async () => (await page.getByTestId('today-new').innerText()).replace(/\s/g, ''))
      .toMatch(new RegExp(`^${progress.learned}/`));
    await page.screenshot({ path: join(screens, 'honest-study-tab-zh.png'), fullPage: true });

    // No word met only in a test is waiting for review.
    for (const item of today.items.filter((i) => i.reason === 'due')) expect(groupWords.has(item.entryId)).toBe(true);
    const onlyInTests = [...testWords].filter((id) => id !== null && !groupWords.has(id));
    expect(onlyInTests.length).toBeGreaterThan(0);
    const cards = await call<{ items: unknown[] }>(token, 'GET', `/api/memory/cards?entryIds=${onlyInTests.slice(0, 100).join(',')}`);
    expect(cards.items).toHaveLength(0);

    // No task paid without its work: nothing was due at the day's start, and 70 new words were not learned.
    const tasks = await call<{ items: { key: string; completed: boolean }[] }>(token, 'GET', '/task/getTask');
    const task = (key: string) => tasks.items.find((t) => t.key === key);
    expect(task('daily-clear-reviews')?.completed ?? false).toBe(false);
    expect(task('weekly-new-words')?.completed ?? false).toBe(false);
    const ledger = await call<{ items: { amount: number; reason: string }[] }>(token, 'GET', '/score/getScoreRecorde?page=1&pageSize=50');
    expect(ledger.items.map((r) => r.reason)).not.toContain('task:daily-clear-reviews');

    // The progress page shows the same numbers.
    await page.goto('/#/pages/progress/index');
    await page.getByTestId('page-progress').waitFor();
    await page.screenshot({ path: join(screens, 'honest-progress-zh.png'), fullPage: true });
    await context.close();
  });
});
