/**
 * Exams and reading answering in the browser, on the built-in content: a learner of English takes
 * an exam (choices, a typed word, a listening question played, submitted with unanswered
 * questions after a confirm), sees the score by section with every answer and the right one, adds
 * the missed words to the new-words book, and finds the attempt in the history detail under both
 * the spec's double-slash route and its normalized form; then answers the reading questions of an
 * article page. Screenshots go to var/e2e/screens/.
 */
import { join } from 'node:path';
import type { ExamAttempt } from '@qfl/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

/** Answers the question on screen the way a hurried learner does: the first choice, a typed guess, the sentences as listed. */
async function answer(page: Page, index: number): Promise<void> {
  const q = page.getByTestId('exam-question').nth(index);
  const kind = await q.getAttribute('data-kind');
  if (kind === 'spell' || kind === 'fill-blank') {
    await q.getByTestId('exam-input').locator('input').fill('guess');
  } else if (kind === 'sentence-order') {
    while ((await q.locator('[data-testid^="exam-order-"]').count()) > 0) await q.locator('[data-testid^="exam-order-"]').first().click();
  } else {
    await q.getByTestId('exam-choice-0').click();
  }
  await expect.poll(() => q.getAttribute('data-answered')).toBe('true');
}

describe('exams', () => {
  it('takes an exam, sees its result, adds missed words and finds it in the history detail (both routes)', async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // native zh, learning en, level 5
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/');
    await storeSession(page, session);
    await page.goto('/#/pages/exam/index');
    await page.getByTestId('page-exam-index').waitFor();
    const items = page.getByTestId('exam-for-you').getByTestId('exam-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    await page.screenshot({ path: join(screens, 'exam-index-zh.png') });

    await page.locator('[data-testid="exam-item"][data-kind="standard"]').getByTestId('exam-item-start').click();
    await page.getByTestId('exam-intro').waitFor();
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-bar').waitFor();
    const attemptId = Number(new URL(page.url().replace('#', '')).searchParams.get('attempt'));
    expect(attemptId).toBeGreaterThan(0);
    expect(await page.getByTestId('exam-timer').innerText()).toMatch(/^1[45]:\d\d$/);
    const sections = await page.getByTestId('exam-section').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(sections).toEqual(['vocabulary', 'listening', 'reading']);
    await page.screenshot({ path: join(screens, 'exam-submit-zh.png') });

    // Three choices and one typed word in vocabulary, one listening question heard and answered.
    for (const i of [0, 1, 2]) await answer(page, i);
    const typed = page.locator('[data-testid="exam-question"][data-kind="spell"]').first();
    await typed.getByTestId('exam-input').locator('input').fill('guess');
    const listening = page.locator('[data-testid="exam-section"][data-kind="listening"] [data-testid="exam-question"]').first();
    const audio = page.waitForResponse((r) => r.url().includes('/api/audio'));
    await listening.getByTestId('exam-listen').click();
    const heard = await audio;
    expect([200, 206]).toContain(heard.status()); // media elements ask for byte ranges
    expect(heard.headers()['content-type']).toMatch(/^audio\//);
    await listening.getByTestId('exam-choice-1').click();
    await listening.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screens, 'exam-listening-zh.png') });
    expect(await page.getByTestId('exam-answered').innerText()).toContain('5/');

    // Submitting with unanswered questions asks first.
    await page.getByTestId('exam-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('page-exam-result').waitFor();
    await page.getByTestId('exam-score').waitFor();
    expect(page.url()).toContain(`/pages/exam/submitResult?attempt=${attemptId}`);
    const result = await authedCall<ExamAttempt>(baseUrl, session.token, 'GET', `/api/exams/attempts/${attemptId}`);
    expect(result.late).toBe(false);
    expect(await page.getByTestId('exam-score').innerText()).toBe(`${result.score}/${result.total}`);
    const sectionScores = page.getByTestId('exam-section-scores').locator('li');
    expect(await sectionScores.count()).toBe(3);
    expect(await page.getByTestId('exam-reviewed').count()).toBe(result.total);
    // Every wrong question shows the right answer.
    const wrong = result.sections.flatMap((s) => s.questions).filter((q) => !q.correct).length;
    expect(await page.getByTestId('exam-expected').count()).toBe(wrong);
    await page.screenshot({ path: join(screens, 'exam-result-zh.png') });

    // The missed words go to the new-words book.
    const missed = new Set(
      result.sections.flatMap((s) => s.questions).flatMap((q) => (q.correct === false && q.entryId !== null ? [q.entryId] : [])),
    );
    expect(missed.size).toBeGreaterThan(0);
    await page.getByTestId('exam-add-words').click();
    await expect.poll(() => page.getByTestId('exam-add-words').isDisabled()).toBe(true);
    // The button is disabled as the request leaves: the words are there once the server has answered.
    const newWords = async () =>
      new Set(
        (await authedCall<{ items: { id: number }[] }>(baseUrl, session.token, 'GET', '/api/dict/new-words?limit=100')).items.map(
          (w) => w.id,
        ),
      );
    await expect.poll(newWords).toEqual(missed);

    // The history lists it; its detail opens under the spec's double-slash route and the normalized one.
    await page.getByTestId('exam-back-index').click();
    const row = page.locator(`[data-testid="exam-history-item"][data-attempt="${attemptId}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain(`${result.score}/${result.total}`);
    await row.click();
    await page.getByTestId('page-exam-result').waitFor();
    // In-app links are resolved by react-router, which collapses the double slash.
    expect(page.url()).toMatch(new RegExp(`#/pages/exam//?history/detail\\?attempt=${attemptId}$`));
    expect(await page.getByTestId('exam-score').innerText()).toBe(`${result.score}/${result.total}`);
    for (const hash of [`#/pages/exam/history/detail?attempt=${attemptId}`, `#/pages/exam//history/detail?attempt=${attemptId}`]) {
      await page.goto('/#/pages/exam/index');
      await page.getByTestId('page-exam-index').waitFor();
      await page.goto(`/${hash}`);
      await page.getByTestId('exam-score').waitFor();
      expect(await page.getByTestId('exam-reviewed').count()).toBe(result.total);
      // Loaded afresh (a shared link, a reload): the same page.
      await page.reload();
      await page.getByTestId('exam-score').waitFor();
      expect(page.url()).toContain(hash);
    }
    await page.screenshot({ path: join(screens, 'exam-history-detail-zh.png'), fullPage: false });
    // Other paths under /pages/exam/ are still the 404 page.
    await page.goto('/#/pages/exam//nothing/here');
    await page.getByTestId('page-404').waitFor();

    // A second submission of the same attempt is refused.
    const again = await fetch(`${baseUrl}/api/exams/attempts/${attemptId}/submit`, {
      method: 'POST',
      headers: { authorization: `Token ${session.token}`, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ answers: [], requestId: 'e2e-second-submit' }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { msg: string }).msg).toMatch(/already been submitted/);
    await context.close();
  });

  it('answers the reading questions of an article page and keeps the score', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const books = await authedCall<{ items: { id: number; slug: string }[] }>(
      baseUrl,
      session.token,
      'GET',
      '/api/books?lang=en&type=article&level=3',
    );
    const book = books.items.find((b) => b.slug === 'en-reading-tatoeba-level3');
    expect(book).toBeDefined();
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/');
    // This learner reads the app in English.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await storeSession(page, session);
    // The reading exams' page lists the articles of the learner's level; one opens its first page's questions.
    await page.goto('/#/pages/exam/reading/list');
    await page.getByTestId('reading-article').first().click();
    await page.getByTestId('page-reading-quiz').waitFor();
    await page.getByTestId('exam-question').first().waitFor();
    expect(page.url()).toMatch(/#\/pages\/book\/reading-page\?id=\d+&page=1$/);

    await page.goto(`/#/pages/book/reading-page?id=${book?.id}&page=1`);
    await page.getByTestId('reading-passage').waitFor();
    await page.getByTestId('exam-question').first().waitFor();
    const count = await page.getByTestId('exam-question').count();
    expect(count).toBeGreaterThanOrEqual(5);
    const kinds = await page.getByTestId('exam-question').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toContain('cloze-choice');
    expect(kinds).toContain('true-false');
    expect(kinds).toContain('translation-match');
    const prompts = await page.getByTestId('exam-question').allInnerTexts();
    await page.screenshot({ path: join(screens, 'reading-page-en.png') });
    for (let i = 0; i < count; i++) await answer(page, i);
    await page.getByTestId('reading-submit').click();
    await page.getByTestId('reading-result').waitFor();
    const score = await page.getByTestId('exam-score').innerText();
    expect(score).toMatch(new RegExp(`^\\d+/${count}$`));
    expect(await page.getByTestId('exam-reviewed').count()).toBe(count);
    await page.getByTestId('reading-history-item').first().waitFor();
    expect(await page.getByTestId('reading-history-item').first().innerText()).toContain(score);
    await page.screenshot({ path: join(screens, 'reading-result-en.png') });

    // The same page gives the same questions again.
    await page.getByTestId('reading-again').click();
    await page.getByTestId('exam-question').first().waitFor();
    expect(await page.getByTestId('exam-question').allInnerTexts()).toEqual(prompts);
    await context.close();
  });
});
