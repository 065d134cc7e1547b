/**
 * The study loop in the browser: a new user picks an English word book, starts its next group,
 * skips one word ("I know it already"), practises the group with some answers wrong on purpose
 * (they come back until right), sees the summary with the points earned, the study tab's points
 * change, adds a word to the new-words book, and the word list shows memory states other than new.
 * Right answers are computed from what each item carries (its id and answer hash, see study-player).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { giveAnswer, rightAnswer, shownItem, wrongAnswer } from './study-player.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();

const api = <T>(token: string, method: string, path: string, body?: object) => authedCall<T>(baseUrl, token, method, path, body);

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().innerText()).trim();

describe('the study loop', () => {
  it('picks a book, learns and practises a group, earns points and changes the memory', { timeout: 240_000 }, async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const token = session.token;
    const userInfo = await api<typeof session.userInfo>(token, 'PUT', '/api/user/settings', {
      identity: 'student',
      nativeLang: 'zh',
      learningLang: 'en',
      level: 1,
    });
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/pages/login/login');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await storeSession(page, { ...session, userInfo });

    await page.goto('/#/pages/index/index');
    await page.waitForFunction(() => document.querySelector('[data-testid="study-points-daily"]')?.textContent?.trim() === '0');

    // Choose a book: English, the user's level preselected, an English word book.
    await page.goto('/#/pages/book/book-choose');
    await page.getByTestId('book-choose-item').first().waitFor();
    expect(await page.getByTestId('book-choose-lang-en').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('book-choose-level-1').getAttribute('aria-pressed')).toBe('true');
    expect(await text(page, 'book-choose-known')).toContain('0%');
    const wordBook = page.locator('[data-testid="book-choose-item"][data-type="word"]').first();
    const bookId = Number(await wordBook.getAttribute('data-book-id'));
    await wordBook.click();

    // Book intro: the reward before starting, choose it, start the next group.
    await page.getByTestId('book-title').waitFor();
    expect(await text(page, 'book-group-points')).toContain('10 points');
    await page.getByTestId('book-choose-this').click();
    await page.getByTestId('book-active').waitFor();
    expect((await api<{ activeBookId: number }>(token, 'GET', '/api/study/settings')).activeBookId).toBe(bookId);
    await page.getByTestId('book-start-next').click();

    // Learn: skip the first word.
    await page.getByTestId('learn-card').waitFor();
    const sessionId = Number(new URL(page.url().replace('#', '')).searchParams.get('session'));
    const studySession = await api<{ words: { text: string; entryId: number }[]; group: number }>(
      token,
      'GET',
      `/api/study/sessions/${sessionId}`,
    );
    const words = studySession.words.map((w) => w.text);
    const skipped = Number(await page.getByTestId('learn-card').getAttribute('data-entry-id'));
    await page.getByTestId('learn-skip').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="learn-position"]')?.textContent?.startsWith('2 /'));
    await page.getByTestId('learn-skip-to-practice').click();

    // Practise: the first three answers wrong on purpose, the rest right, until the summary.
    const seen = new Map<number, number>();
    let wrongLeft = 3;
    let flagged = false;
    for (let n = 0; n < 120; n++) {
      const next = await Promise.race([
        shownItem(page),
        page
          .getByTestId('page-summary')
          .waitFor()
          .then(() => null),
      ]);
      if (next === null) break;
      expect(Number(await page.getByTestId('practice-item').getAttribute('data-entry-id'))).not.toBe(skipped);
      seen.set(next.id, (seen.get(next.id) ?? 0) + 1);
      const wrong = wrongLeft > 0 && (seen.get(next.id) ?? 0) === 1;
      if (wrong) wrongLeft -= 1;
      await giveAnswer(page, next, wrong ? wrongAnswer(next) : rightAnswer(next, words));
      expect(await page.getByTestId('practice-feedback').getAttribute('data-correct')).toBe(String(!wrong));
      if (wrong && !flagged) {
        // The word just missed goes to the new-words book.
        await page.getByTestId('new-words-switch').click();
        await page.waitForSelector('[data-testid="new-words-switch"][aria-pressed="true"]');
        flagged = true;
      }
      await page.getByTestId('practice-continue').click();
    }
    expect([...seen.values()].some((times) => times > 1)).toBe(true); // wrong items came back

    // Summary: the group's points, three mistakes.
    await page.getByTestId('summary-points').waitFor();
    expect(await text(page, 'summary-points')).toBe('+10');
    expect(await page.getByTestId('summary-mistakes').locator('li').count()).toBe(3);

    // The study tab's points changed; today's words and progress moved on the server.
    await page.getByTestId('summary-done').click();
    // The group's 10, plus whatever daily tasks the session completed.
    const pointsToday = await api<{ daily: number }>(token, 'GET', '/api/points/summary');
    expect(pointsToday.daily).toBeGreaterThanOrEqual(10);
    await page.waitForFunction(
      (daily) => document.querySelector('[data-testid="study-points-daily"]')?.textContent?.trim() === String(daily),
      pointsToday.daily,
    );
    const today = await api<{ reviewedToday: number; newToday: number }>(token, 'GET', '/api/study/today');
    expect(today.reviewedToday + today.newToday).toBeGreaterThan(0);
    const progress = await api<{ learned: number }>(token, 'GET', '/api/progress');
    expect(progress.learned).toBeGreaterThan(0);
    const newWords = await api<{ total: number }>(token, 'GET', '/api/study/new-words');
    expect(newWords.total).toBe(1);

    // The word list shows memory states other than new, and the group is completed on the intro.
    await page.goto(`/#/pages/word/wordList?book=${bookId}&group=${studySession.group}`);
    await page.getByTestId('word-list-row').first().waitFor();
    const states = await page.getByTestId('word-list-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state')));
    expect(states.filter((s) => s !== 'new').length).toBe(states.length);
    await page.getByTestId('word-list-filter-new').click();
    await page.getByTestId('word-list-empty').waitFor();
    await page.goto(`/#/pages/book/book?id=${bookId}`);
    await page.locator(`[data-testid="book-group"][data-status="completed"]`).first().waitFor();
    await context.close();
  });

  it('says "book info not found", "page navigation failed", "data load failed", "reload failed" and "network request failed" where they apply', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const books = await api<{ items: { id: number; type: string }[] }>(session.token, 'GET', '/api/books?lang=en&level=1');
    const bookId = books.items.find((b) => b.type === 'word')?.id;
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/pages/login/login');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await storeSession(page, session);
    await page.goto('/#/pages/book/book?id=999999');
    await page.getByTestId('book-not-found').waitFor();
    expect(await text(page, 'book-not-found')).toContain('Book info not found');
    await page.goto('/#/pages/word/do?session=abc');
    await page.getByTestId('study-navigation-failed').waitFor();
    expect(await text(page, 'study-navigation-failed')).toContain('Page navigation failed');
    // It says what the link lacked and leads to it: a book page without a book offers to choose one.
    await page.goto('/#/pages/book/book');
    const noBook = page.getByTestId('study-navigation-failed').filter({ hasText: 'This page shows one book' });
    await noBook.waitFor();
    await noBook.getByTestId('study-navigation-way').click();
    await page.waitForURL(/#\/pages\/book\/book-choose/);

    // The book cannot be loaded, nor on retry; then it can.
    await page.route('**/api/books/*', (route) => route.abort());
    await page.goto(`/#/pages/book/book?id=${bookId}`);
    await page.getByTestId('study-load-failed').waitFor();
    expect(await text(page, 'study-load-failed')).toContain('Data load failed');
    await page.getByTestId('study-retry').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="study-load-failed"]')?.textContent?.includes('Reload failed'));
    await page.unroute('**/api/books/*');
    await page.getByTestId('study-retry').click();
    await page.getByTestId('book-title').waitFor();

    // Starting a group without a connection says so, and stays on the intro.
    await page.route('**/api/study/sessions', (route) => route.abort());
    await page.getByTestId('book-start-next').click();
    await page.getByText('Network request failed').waitFor();
    expect(page.url()).toContain('/pages/book/book');
    // The word list takes the book as ?id= too, as the book page does.
    await page.goto(`/#/pages/word/wordList?id=${bookId}`);
    await page.getByTestId('word-list-row').first().waitFor();
    await context.close();
  });
});
