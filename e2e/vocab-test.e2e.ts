/**
 * The vocabulary size test in the browser, on the full built-in English content: a new user
 * learning English who knows the 3,000 most frequent words answers until the test ends, sees an estimate with its range, and finds it in
 * the history (list and chart); the chart library is not part of the login page.
 * Screenshots go to var/e2e/screens/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { VOCAB_MAX_QUESTIONS, VOCAB_MIN_QUESTIONS } from '@qfl/core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

const progressText = (page: Page) => page.getByTestId('vocab-progress').innerText();

/** Words of the built-in English content ranked ≤ 3000 with a meaning: what the simulated learner knows. */
const KNOWN_RANK = 3000;
const KNOWN_WORDS = 2558;

/** The learner's choice: the right meaning for a word ranked ≤ 3000 (read from the dictionary), else "I don't know". */
async function choose(page: Page): Promise<string> {
  const entryId = await page.getByTestId('vocab-question').getAttribute('data-entry-id');
  const res = await fetch(`${baseUrl}/api/dict/entries/${entryId}`);
  const entry = ((await res.json()) as { data: { freqRank: number | null; meanings: Record<string, string[]> } }).data;
  if ((entry.freqRank ?? Number.POSITIVE_INFINITY) > KNOWN_RANK) return 'vocab-skip';
  const meaning = entry.meanings.zh?.[0] ?? entry.meanings.en?.[0] ?? '';
  const choices = await page.locator('[data-testid^="vocab-choice-"]').allInnerTexts();
  const text = meaning.replace(/\s+/g, ' ').trim();
  // The choice is the meaning, cut when long: the longest choice the meaning starts with.
  let index = -1;
  for (const [i, c] of choices.entries()) {
    const head = c.trim().replace(/…$/, '');
    if (text.startsWith(head) && (index < 0 || head.length > (choices[index] ?? '').length)) index = i;
  }
  expect(index, `${meaning} among ${choices.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return `vocab-choice-${index}`;
}

describe('vocabulary size test', () => {
  it('a new learner of English answers until done, sees an estimate and finds it in the history', async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // native zh, learning en
    const { context, page } = await newPhonePage(browser(), baseUrl);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/#/');
    await page.getByTestId('page-login').waitFor();
    expect(scripts.some((u) => u.includes('chart-setup'))).toBe(false);
    await storeSession(page, session);
    await page.goto('/#/pages/vocab-test/index');
    await page.getByTestId('vocab-intro').waitFor();
    await page.getByTestId('vocab-start').click();
    await page.getByTestId('vocab-question').waitFor();
    expect(await page.locator('[data-testid^="vocab-choice-"]').count()).toBe(4);
    await page.screenshot({ path: join(screens, 'vocab-question-zh.png') });

    let answered = 0;
    while (!(await page.getByTestId('vocab-result').isVisible())) {
      expect(answered).toBeLessThan(VOCAB_MAX_QUESTIONS);
      const before = await progressText(page);
      await page.getByTestId(await choose(page)).click();
      answered++;
      await page.waitForFunction((text) => {
        const result = document.querySelector('[data-testid="vocab-result"]');
        const progress = document.querySelector('[data-testid="vocab-progress"]');
        return result !== null || (progress !== null && (progress as HTMLElement).innerText !== text);
      }, before);
      if (answered === 1) expect(await page.getByTestId('vocab-last').isVisible()).toBe(true);
    }
    // Adaptive: it stops once the 90% interval is within ±12% (after at least the minimum), or at the maximum.
    expect(answered).toBeGreaterThanOrEqual(VOCAB_MIN_QUESTIONS);
    expect(answered).toBeLessThanOrEqual(VOCAB_MAX_QUESTIONS);
    const estimate = await page.getByTestId('vocab-estimate').innerText();
    expect(estimate).toMatch(/≈\s*[\d,]+/);
    const value = Number((estimate.match(/[\d,]+/)?.[0] ?? '').replace(/,/g, ''));
    // A learner who knows exactly the 2,558 most frequent words: the estimate lands near it.
    expect(value).toBeGreaterThan(KNOWN_WORDS * 0.7);
    expect(value).toBeLessThan(KNOWN_WORDS * 1.4);
    expect(await page.getByTestId('vocab-range').innerText()).toMatch(/[\d,]+–[\d,]+/);

    const history = page.getByTestId('vocab-history-item');
    await history.first().waitFor();
    expect(await history.count()).toBe(1);
    const shown = (estimate.match(/[\d,]+/)?.[0] ?? '').replace(/,/g, '');
    expect((await history.first().innerText()).replace(/,/g, '')).toContain(shown);
    await page.locator('[data-testid="vocab-history-chart"][data-ready="true"] canvas').waitFor();
    expect(scripts.some((u) => u.includes('chart-setup'))).toBe(true);
    await page.screenshot({ path: join(screens, 'vocab-result-zh.png'), fullPage: true });

    const api = await fetch(`${baseUrl}/api/vocab-test/history?lang=en`, { headers: { authorization: `Token ${session.token}` } });
    const items = ((await api.json()) as { data: { items: { estimate: number; questions: number }[] } }).data.items;
    expect(items).toHaveLength(1);
    expect(String(items[0]?.estimate)).toBe(shown);
    expect(items[0]?.questions).toBe(answered);
    await context.close();
  });
});
