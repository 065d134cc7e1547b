/**
 * The study tab's daily loop in the browser: a new learner lands on the first-run home, sets a
 * daily goal, gets a book, sees today's words (in at most three requests; one today), adds a word to the
 * new-words book from its detail page, takes a quiz with mistakes, then the daily test twice:
 * the first earns the daily-test points, the second earns nothing.
 */
import { join } from 'node:path';
import { answerHash, DAILY_TEST_POINTS, type SessionItem, type StudySession } from '@qfl/core';
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

function rightChoice(item: SessionItem): string {
  const right = item.choices?.find((c) => answerHash(item.id, c) === item.answerHash);
  if (right === undefined) throw new Error(`item ${item.id} (${item.kind}) has no right choice`);
  return right;
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const playAllRight = (page: Page) => playToSummary(page);

async function pointsTotal(page: Page): Promise<number> {
  const total = page.getByTestId('study-points-total');
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="study-points-total"]')?.textContent ?? ''));
  return Number((await total.innerText()).replace(/\D/g, ''));
}

describe('study home', () => {
  it('takes a new learner from the first-run home through today, the new-words book, a quiz and the daily test twice', async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // a student learning English (level 5)
    const token = session.token;
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/pages/login/login');
    await storeSession(page, session, { firstRun: true });

    // First visit of the study tab: the new learner's home.
    await page.goto('/#/pages/index/index');
    await page.getByTestId('page-newindex').waitFor();
    expect(page.url()).toContain('#/pages/index/newindex');
    await page.getByTestId('daily-goal-30').click();
    await expect.poll(async () => (await call<{ dailyNew: number }>(token, 'GET', '/api/study/settings')).dailyNew).toBe(30);
    await page.screenshot({ path: join(screens, 'study-newindex-zh.png'), fullPage: true });

    // A book, picked through the API (the book-choice page is another feature).
    const books = await call<{ items: { id: number; type: string; itemCount: number }[] }>(token, 'GET', '/api/books?lang=en&level=1');
    const book = books.items.find((b) => b.type === 'word' && b.itemCount >= 40);
    if (!book) throw new Error('no English word book of level 1');
    await call(token, 'PUT', '/api/study/settings', { activeBookId: book.id });

    // The study tab now stays (the first-run home was shown once) and lists today's words.
    await page.getByTestId('tab-study').click();
    await page.getByTestId('page-study').waitFor();
    await page.getByTestId('today-word').first().waitFor();
    expect(await page.getByTestId('today-word').count()).toBe(5);
    expect(await page.getByTestId('today-new').innerText()).toMatch(/0\s*\/\s*30/);
    expect(await page.getByTestId('today-due').innerText()).toBe('0');
    await page.getByTestId('daily-test-start').waitFor();

    // The whole tab loads with at most three API requests (the tab bar's unread badge, one call on
    // every tab, belongs to the shell, not to the study tab).
    const requests: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/api/') && path !== '/api/notifications/unread-count') requests.push(`${req.method()} ${path}`);
    });
    await page.reload();
    await page.getByTestId('today-word').first().waitFor();
    await page.getByTestId('daily-test-start').waitFor();
    await pointsTotal(page);
    await page.waitForLoadState('networkidle');
    // Today's words carry the daily test and the points: one call today (other cards may add theirs, within three).
    expect(requests).toContain('GET /api/study/today');
    expect(requests.length, requests.join(', ')).toBeLessThanOrEqual(3);
    // The cards far below (reading history, exams, practice, quick tools) load once scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('card-tools').scrollIntoViewIfNeeded();
    await page.getByTestId('card-practice').waitFor();
    expect(await page.getByTestId('practice-link-sentences').getAttribute('href')).toBe('#/pages/sentence/search');
    await page.getByTestId('card-exam').waitFor();
    expect(requests).toContain('GET /api/exams/history');
    await page.screenshot({ path: join(screens, 'study-today-zh.png'), fullPage: true });

    // A word of today into the new-words book from its detail page; the book lists it.
    const word = (await page.getByTestId('today-word').first().locator('.today__text').innerText()).trim();
    await page.getByTestId('today-word').first().locator('button').click();
    await page.waitForURL(/#\/pages\/word\/word\?id=\d+/);
    await page.getByTestId('word-new-words-toggle').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="word-new-words-toggle"]')?.getAttribute('aria-pressed') === 'true',
    );
    await page.goto('/#/pages/book/new-words');
    await page.getByTestId('new-word').first().waitFor();
    expect(await page.getByTestId('new-word-text').allInnerTexts()).toEqual([expect.stringContaining(word)]);
    // Removing asks first; cancelling keeps the word and says so.
    await page.getByTestId('new-word-remove').first().click();
    await page.getByTestId('confirm-cancel').click();
    await page.getByText('操作已取消').waitFor();
    expect(await page.getByTestId('new-word').count()).toBe(1);

    // A quiz on my new words needs at least four: one is too few, said in the UI language.
    await page.goto('/#/pages/quiz/quiz?from=new-words');
    await page.getByTestId('quiz-setup').waitFor();
    await page.getByTestId('quiz-start').click();
    expect(await page.getByTestId('quiz-error').innerText()).toMatch(/至少.*4/);

    // A quiz from the active book: three answers wrong, the rest right.
    await page.getByTestId('quiz-from-book').click();
    await page.getByTestId(`quiz-book-${book.id}`).waitFor();
    await page.screenshot({ path: join(screens, 'quiz-setup-zh.png'), fullPage: true });
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quiz' && r.request().method() === 'POST');
    await page.getByTestId('quiz-start').click();
    const quiz = ((await (await created).json()) as { data: StudySession }).data;
    expect(quiz.items).toHaveLength(10);
    for (const [n, item] of quiz.items.entries()) {
      await page.locator(`[data-testid="quiz-item"][data-item="${item.id}"]`).waitFor();
      const right = rightChoice(item);
      const pick = n < 3 ? (item.choices?.find((c) => c !== right) ?? right) : right;
      if (n === 0) await page.screenshot({ path: join(screens, 'quiz-question-zh.png'), fullPage: true });
      await page
        .getByTestId('quiz-choice')
        .filter({ hasText: exactly(pick) })
        .click();
      await page.getByTestId('quiz-feedback').waitFor();
      await page.getByTestId('quiz-next').click();
    }
    await page.getByTestId('quiz-score').waitFor();
    expect(await page.getByTestId('quiz-score').innerText()).toBe('7 / 10');
    expect(await page.getByTestId('quiz-percent').innerText()).toBe('70%');
    expect(await page.getByTestId('quiz-mistake').count()).toBe(3);
    const expected = await page.getByTestId('quiz-mistake-expected').allInnerTexts();
    expect(expected).toEqual(quiz.items.slice(0, 3).map(rightChoice));
    const toggle = page.getByTestId('quiz-mistake-new-words').first();
    await toggle.waitFor();
    await page.screenshot({ path: join(screens, 'quiz-result-zh.png'), fullPage: true });
    // A mistaken word goes into the new-words book from the result (at most one of the three is in it already).
    const mistake = page
      .getByTestId('quiz-mistake')
      .filter({ has: page.locator('[aria-pressed="false"]') })
      .first();
    const added = Number(await mistake.getAttribute('data-entry'));
    await mistake.getByTestId('quiz-mistake-new-words').click();
    await page.locator(`[data-testid="quiz-mistake"][data-entry="${added}"] [aria-pressed="true"]`).waitFor();
    const inBook = await call<{ items: { entryId: number | null }[] }>(token, 'GET', '/api/study/new-words?limit=100');
    expect(inBook.items.map((w) => w.entryId)).toContain(added);

    // The daily test: started from the card, played right on the practice screen, earns its points once.
    await page.goto('/#/pages/index/index');
    // The quiz's answers may have completed tasks: the total before the test, from the server.
    const before = (await call<{ total: number }>(token, 'GET', '/api/points/summary')).total;
    await page.getByTestId('daily-test-start').click();
    await page.waitForURL(/#\/pages\/word\/do\?session=\d+/);
    const first = Number(new URL(page.url().replace('#', '')).searchParams.get('session'));
    expect(await playAllRight(page)).toBe(`+${DAILY_TEST_POINTS}`);
    // Tasks the test completed may add theirs to the test's own points.
    const afterFirst = (await call<{ total: number }>(token, 'GET', '/api/points/summary')).total;
    expect(afterFirst).toBeGreaterThanOrEqual(before + DAILY_TEST_POINTS);
    await page.goto('/#/pages/index/index');
    await page.getByTestId('daily-test-done').waitFor();
    expect(await page.getByTestId('daily-test-done').innerText()).toContain(`+${DAILY_TEST_POINTS}`);
    // The tab shows its cached answer first, then today's (refetched on every visit).
    await expect.poll(() => pointsTotal(page)).toBe(afterFirst);

    // A second try the same day practises and earns nothing.
    await page.getByTestId('daily-test-retry').click();
    await page.waitForURL(/#\/pages\/word\/do\?session=\d+/);
    const second = Number(new URL(page.url().replace('#', '')).searchParams.get('session'));
    expect(second).not.toBe(first);
    expect(await playAllRight(page)).toBe('+0');
    expect(await call<{ earned: boolean; done: boolean }>(token, 'GET', '/api/daily-test')).toMatchObject({ done: true, earned: true });
    // One daily-test credit in the ledger, of the test's points; anything else came from tasks.
    const ledger = await call<{ items: { amount: number; reason: string }[] }>(token, 'GET', '/score/getScoreRecorde?page=1&pageSize=50');
    expect(ledger.items.filter((r) => r.reason === 'daily-test')).toEqual([expect.objectContaining({ amount: DAILY_TEST_POINTS })]);
    const afterSecond = (await call<{ total: number }>(token, 'GET', '/api/points/summary')).total;
    const taskCredits = ledger.items.filter((r) => r.reason.startsWith('task:')).reduce((sum, r) => sum + r.amount, 0);
    expect(afterSecond).toBe(DAILY_TEST_POINTS + taskCredits);
    await page.goto('/#/pages/index/index');
    await page.getByTestId('daily-test-done').waitFor();
    await expect.poll(() => pointsTotal(page)).toBe(afterSecond);
    await page.screenshot({ path: join(screens, 'study-after-zh.png'), fullPage: true });
    await context.close();
  });

  it('opens the self-learner home for a first-time self learner, once', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const info = await call<typeof session.userInfo>(session.token, 'PUT', '/api/user/settings', {
      identity: 'self_learner',
      nativeLang: 'zh',
      learningLang: 'en',
      level: 5,
    });
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/pages/login/login');
    await storeSession(page, { ...session, userInfo: info }, { firstRun: true });
    await page.goto('/#/pages/index/index');
    await page.getByTestId('page-self').waitFor();
    await page.getByTestId('self-own-none').waitFor();
    await page.getByTestId('self-no-book').waitFor();
    await page.getByTestId('tab-study').click();
    await page.getByTestId('page-study').waitFor();
    await page.getByTestId('today-choose-book').waitFor();
    await page.reload();
    await page.getByTestId('today-empty').waitFor();
    expect(page.url()).toContain('#/pages/index/index');
    await context.close();
  });

  it('says the data failed to load, then that reloading failed, and loads on a later retry', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/pages/login/login');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await storeSession(page, session);
    const failing = { code: 500, msg: 'Database busy', data: { error: 'internal' } };
    await page.route('**/api/study/today', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(failing) }),
    );
    await page.goto('/#/pages/index/index');
    const failed = page.getByTestId('today-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('Data load failed');
    expect(await page.getByTestId('card-daily-test').innerText()).toContain('Data load failed');
    await page.getByTestId('today-failed-retry').click();
    await page.getByText('Reload failed').waitFor();
    await page.unroute('**/api/study/today');
    await page.getByTestId('today-failed-retry').click();
    await page.getByTestId('today-choose-book').waitFor();
    await page.getByTestId('daily-test-start').waitFor();
    await context.close();
  });
});
