/**
 * Mentors and parents in Chromium with two users: the student studies for real (a quiz of ten
 * words in the browser), creates a code on the links page; the mentor enters it from the social
 * tab's card, finds the student in their list and opens the progress page (the numbers are the
 * student's own); the student revokes the link with a confirm, and the mentor's page then says
 * there is no access. The reverse direction (mentor's code) is covered by the integration test.
 * Set MENTORS_SHOTS=<dir> to save 375×812 screenshots of each page on the way.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Progress } from '@qfl/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const shotsDir = process.env.MENTORS_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  // Charts draw once chart.js has loaded.
  await page.waitForFunction(() => [...document.querySelectorAll('.chart')].every((c) => c.getAttribute('data-ready') === 'true'));
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().innerText()).trim();

/** A quiz of ten words of the student's level, answered in the browser (the first choice each time). */
async function studyQuiz(page: Page): Promise<void> {
  await page.goto('/#/pages/quiz/quiz?from=level');
  await page.getByTestId('quiz-start').click();
  for (let n = 0; n < 40; n++) {
    const item = page.getByTestId('quiz-item');
    const next = await Promise.race([
      item.waitFor().then(() => 'item' as const),
      page
        .getByTestId('quiz-result')
        .waitFor()
        .then(() => 'result' as const),
    ]);
    if (next === 'result') return;
    const id = await item.getAttribute('data-item');
    if ((await page.getByTestId('quiz-choice').count()) > 0) await page.getByTestId('quiz-choice').first().click();
    else {
      await page.getByTestId('quiz-input').locator('input').fill('x');
      await page.getByTestId('quiz-submit').click();
    }
    await page.getByTestId('quiz-feedback').waitFor();
    await page.getByTestId('quiz-next').click();
    await page.waitForFunction(
      (prev) =>
        document.querySelector('[data-testid="quiz-result"]') !== null ||
        document.querySelector('[data-testid="quiz-item"]')?.getAttribute('data-item') !== prev,
      id,
    );
  }
  throw new Error('the quiz did not end');
}

describe('mentors and parents', () => {
  it("links a mentor by the student's code, shows the student's progress, and ends access on revoke", { timeout: 240_000 }, async () => {
    const student = await signUpByApi(baseUrl, logFile);
    const mentor = await signUpByApi(baseUrl, logFile);
    const mentorInfo = await authedCall<typeof mentor.session.userInfo>(baseUrl, mentor.session.token, 'PUT', '/api/user/settings', {
      identity: 'mentor',
      nativeLang: 'en',
      learningLang: 'zh',
      level: 5,
    });
    await authedCall(baseUrl, student.session.token, 'PUT', '/api/user/profile', { nickname: 'Xiaoming' });

    // The student studies in the browser, then makes a code for a mentor (zh UI).
    const s = await newPhonePage(browser(), baseUrl, 'zh-CN');
    await s.page.goto('/#/pages/login/login');
    await s.page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await storeSession(s.page, student.session);
    // Five words studied (a quiz alone makes no cards: it only reviews what the learner studies).
    for (const [i, word] of ['apple', 'house', 'water', 'river', 'bread'].entries()) {
      const hits = await authedCall<{ id: number; headword: string }[]>(
        baseUrl,
        student.session.token,
        'GET',
        `/api/dict/search?q=${word}&lang=en&limit=5`,
      );
      const entryId = (hits.find((h) => h.headword === word) ?? hits[0])?.id;
      await authedCall(baseUrl, student.session.token, 'POST', '/api/memory/reviews', {
        entryId,
        source: 'practice',
        correct: true,
        ms: 4000,
        requestId: `e2e-mentor-study-${i}-${Date.now()}`,
      });
    }
    await studyQuiz(s.page);
    const own = await authedCall<Progress>(baseUrl, student.session.token, 'GET', '/api/progress');
    expect(own.learned).toBeGreaterThan(0);

    await s.page.goto('/#/pages/social/index');
    await s.page.getByTestId('social-mentors').waitFor();
    await s.page.getByTestId('social-mentors-open').click();
    await s.page.getByTestId('mentors-no-mentors').waitFor();
    await s.page.getByTestId('mentors-relation-parent').click();
    await s.page.getByTestId('mentors-create-code').click();
    const code = await text(s.page, 'mentors-code-value');
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await s.page.getByTestId('mentors-pending-code').waitFor();
    await shot(s.page, 'student-links-zh');

    // The mentor (en UI) opens the links page from the social tab (mentor view first) and enters it.
    const m = await newPhonePage(browser(), baseUrl, 'en-US');
    await m.page.goto('/#/pages/login/login');
    await m.page.evaluate(() => localStorage.setItem('lang', 'en'));
    await storeSession(m.page, { ...mentor.session, userInfo: mentorInfo });
    await m.page.goto('/#/pages/social/index');
    await m.page.getByTestId('social-mentors').waitFor();
    expect(await text(m.page, 'social-mentors')).toContain('My students');
    await m.page.getByTestId('social-mentors-open').click();
    await m.page.getByTestId('mentors-no-students').waitFor();
    await m.page.getByTestId('mentors-code-input').locator('input').fill(code.toLowerCase());
    await m.page.getByTestId('mentors-accept').click();
    expect(await text(m.page, 'mentors-accepted')).toContain('Xiaoming');
    const row = m.page.locator(`[data-testid="mentors-student"][data-student="${student.session.userInfo.id}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('1-day streak');
    await shot(m.page, 'mentor-links-en');

    // The student's progress: the same numbers as their own page, the charts and lists.
    await row.click();
    await m.page.getByTestId('page-student-progress').waitFor();
    expect(await text(m.page, 'student-name')).toBe('Xiaoming');
    expect(await text(m.page, 'student-learned')).toBe(String(own.learned));
    expect(await text(m.page, 'student-streak')).toBe('1');
    await m.page.getByTestId('student-learned-chart').waitFor();
    await m.page.getByTestId('student-minutes-chart').waitFor();
    await m.page.getByTestId('student-exams-empty').waitFor();
    expect(await m.page.getByTestId('student-weak-word').count()).toBe(own.learned);
    await shot(m.page, 'student-progress-en');

    // The student sees who can see their progress (also on the social tab) and revokes with a confirm.
    await s.page.goto('/#/pages/social/index');
    expect(await text(s.page, 'mentors-section-who')).toContain('1');
    await s.page.getByTestId('social-mentors-open').click();
    const link = s.page.locator(`[data-testid="mentors-link"][data-peer="${mentor.session.userInfo.id}"]`);
    await link.waitFor();
    expect(await link.innerText()).toContain('我的家长');
    await shot(s.page, 'student-who-sees-zh');
    await link.getByTestId('mentors-revoke').click();
    await s.page.getByTestId('confirm-ok').click();
    await s.page.getByTestId('mentors-no-mentors').waitFor();

    // The mentor's access has ended: the page says so (no error toast), and the list is empty.
    await m.page.reload();
    await m.page.getByTestId('student-no-access').waitFor();
    expect(await m.page.getByTestId('student-learned').count()).toBe(0);
    await shot(m.page, 'student-no-access-en');
    await m.page.getByTestId('student-no-access-links').click();
    await m.page.getByTestId('mentors-no-students').waitFor();

    await s.context.close();
    await m.context.close();
  });
});
