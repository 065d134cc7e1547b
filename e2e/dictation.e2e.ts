/**
 * Dictation in the browser on the built-in English content: a learner dictates a group of a word
 * book, makes one mistake and sees the coloured difference, types the rest right, retries the wrong
 * one from the summary and ends with every item right; the answers are reviews (source dictation).
 * Screenshots go to var/e2e/screens/.
 */
import { join } from 'node:path';
import type { DictationSession } from '@qfl/core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

/** The word with one letter left out (the second, so the diff shows a missing letter). */
const misspell = (word: string) => (word.length > 2 ? word[0] + word.slice(2) : `${word}x`);

describe('dictation', () => {
  it('dictates a book group: a mistake shows its difference, the wrong one is retried, the summary counts', async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // native zh, learning en
    const books = await authedCall<{ items: { id: number; type: string }[] }>(baseUrl, session.token, 'GET', '/api/books?lang=en&level=1');
    const bookId = books.items.find((b) => b.type === 'word')?.id as number;
    expect(bookId).toBeGreaterThan(0);

    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/');
    await storeSession(page, session);
    await page.goto(`/#/pages/book/dictation?book=${bookId}&group=1`);
    await page.getByTestId('dictation-setup').waitFor();
    await page.screenshot({ path: join(screens, 'dictation-setup-zh.png') });
    const started = page.waitForResponse((r) => r.url().endsWith('/api/dictation/sessions') && r.request().method() === 'POST');
    await page.getByTestId('dictation-start').click();
    const dictation = ((await (await started).json()) as { data: DictationSession }).data;
    const texts = new Map(dictation.items.map((i) => [i.id, i.audio.text]));
    expect(texts.size).toBeGreaterThan(1);

    const current = async () => texts.get(Number(await page.getByTestId('dictation-item').getAttribute('data-item-id'))) as string;
    const answer = async (text: string) => {
      await page.getByTestId('dictation-input').locator('input, textarea').fill(text);
      await page.getByTestId('dictation-submit').click();
      await page.getByTestId('dictation-result').waitFor();
    };

    // The first item, wrong: the difference marks the missing letter; a slower speed and a hint on the way.
    await page.getByTestId('dictation-item').waitFor();
    await page.getByTestId('dictation-speed-0.8').click();
    expect(await page.getByTestId('dictation-speed-0.8').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('dictation-hint-first').click();
    const first = await current();
    expect(await page.getByTestId('dictation-hint').innerText()).toContain(first[0] as string);
    await answer(misspell(first));
    expect(await page.getByTestId('dictation-verdict').innerText()).toBe('写错了');
    await page.getByTestId('dictation-diff').waitFor();
    expect(await page.locator('[data-testid="dictation-diff"] [data-op="missing"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('dictation-expected').innerText()).toBe(first);
    await page.screenshot({ path: join(screens, 'dictation-diff-zh.png') });

    // The rest, right (upper case and a full stop do not matter).
    for (let n = 1; n < texts.size; n++) {
      await page.getByTestId('dictation-next').click();
      await page.waitForFunction(
        (k) => document.querySelector('[data-testid="dictation-progress"]')?.textContent?.includes(`${k + 1} /`),
        n,
      );
      await answer(`${(await current()).toUpperCase()}.`);
      expect(await page.getByTestId('dictation-verdict').innerText()).toBe('正确！');
    }
    await page.getByTestId('dictation-next').click();
    await page.getByTestId('dictation-summary').waitFor();
    expect(await page.getByTestId('dictation-score').innerText()).toContain(`${texts.size - 1} / ${texts.size}`);
    expect(await page.getByTestId('dictation-wrong-list').innerText()).toContain(first);
    await page.screenshot({ path: join(screens, 'dictation-summary-zh.png'), fullPage: true });

    // Retry the wrong one.
    await page.getByTestId('dictation-retry').click();
    await page.getByTestId('dictation-item').waitFor();
    expect(await current()).toBe(first);
    await answer(first);
    await page.getByTestId('dictation-next').click();
    await page.getByTestId('dictation-summary').waitFor();
    expect(await page.getByTestId('dictation-score').innerText()).toContain(`${texts.size} / ${texts.size}`);
    expect(await page.getByTestId('dictation-retry').count()).toBe(0);

    const view = await authedCall<DictationSession>(baseUrl, session.token, 'GET', `/api/dictation/sessions/${dictation.id}`);
    expect(view.summary).toEqual({ total: texts.size, answered: texts.size, correct: texts.size, firstTry: texts.size - 1, wrong: 0 });
    await context.close();
  });
});
