/**
 * Both pronunciation tests in the browser: a learner of English takes the phonetic test (IPA),
 * then the multiple-readings test in Chinese, answering every question; each shows a score with
 * every question's right answer and lands in the history. Screenshots go to var/e2e/screens/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

/** Answers the ten questions (the second option each time, "I don't know" for the last) and waits for the result. */
async function takeTest(page: Page, name: string): Promise<string> {
  await page.getByTestId('pron-start').click();
  await page.getByTestId('pron-question').waitFor();
  await page.screenshot({ path: join(screens, `pron-${name}-question-zh.png`) });
  for (let n = 1; n <= 10; n++) {
    await page.waitForFunction((k) => document.querySelector('[data-testid="pron-progress"]')?.textContent?.startsWith(`第 ${k} `), n);
    expect(await page.locator('[data-testid^="pron-option-"]').count()).toBeGreaterThanOrEqual(2);
    await page.getByTestId(n === 10 ? 'pron-skip' : 'pron-option-1').click();
  }
  await page.getByTestId('pron-result').waitFor();
  expect(await page.getByTestId('pron-result-item').count()).toBe(10);
  await page.screenshot({ path: join(screens, `pron-${name}-result-zh.png`), fullPage: true });
  return page.getByTestId('pron-score').innerText();
}

describe('pronunciation tests', () => {
  it('takes the phonetic test and the multiple-readings test, sees the scores and the history', async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // native zh, learning en
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/');
    await storeSession(page, session);

    await page.goto('/#/pages/test-phonetic/index');
    await page.getByTestId('pron-intro').waitFor();
    const phonetic = await takeTest(page, 'phonetic');
    expect(phonetic).toMatch(/^\d+ \/ 10 分$/);
    await page.getByTestId('pron-history-item').first().waitFor();
    expect(await page.getByTestId('pron-history-item').count()).toBe(1);
    expect(await page.getByTestId('pron-history-item').innerText()).toContain(phonetic);
    // A past attempt opens with its detail.
    await page.getByTestId('pron-again').click();
    await page.getByTestId('pron-history-item').first().click();
    await page.getByTestId('pron-result').waitFor();
    expect(await page.getByTestId('pron-score').innerText()).toBe(phonetic);
    expect(await page.getByTestId('pron-result-item').count()).toBe(10);

    await page.goto('/#/pages/test-multi-pronunciation/index');
    await page.getByTestId('pron-intro').waitFor();
    await page.getByTestId('pron-lang').getByText('中文').click();
    const multi = await takeTest(page, 'multi');
    expect(multi).toMatch(/^\d+ \/ 10 分$/);
    // Every result shows the word in context with the character asked about marked.
    expect(await page.locator('[data-testid="pron-result"] mark').count()).toBe(10);
    await page.getByTestId('pron-history-item').first().waitFor();

    const history = await authedCall<{ items: { kind: string; lang: string; score: number; total: number }[] }>(
      baseUrl,
      session.token,
      'GET',
      '/api/pron-tests/history',
    );
    expect(history.items.map((h) => [h.kind, h.lang, h.total])).toEqual([
      ['multi', 'zh', 10],
      ['phonetic', 'en', 10],
    ]);
    expect(`${history.items[0]?.score} / 10 分`).toBe(multi);
    expect(`${history.items[1]?.score} / 10 分`).toBe(phonetic);
    await context.close();
  });
});
