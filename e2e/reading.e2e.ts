/**
 * Reading an article in the browser, on the built-in content: a learner of English opens a
 * State of the Union address, sees how much of it they know, opens page 1, taps a word (its
 * entry in a popup; the lookup makes it "learning"), adds it to new words, marks the rest of the
 * page known, goes to page 2, and finds the position remembered on the summary and in the
 * reading history. Screenshots go to var/e2e/screens/.
 */
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

interface BookList {
  items: { id: number; slug: string; type: string }[];
}

async function articleId(token: string): Promise<number> {
  const list = await authedCall<BookList>(baseUrl, token, 'GET', '/api/books?lang=en&type=article&limit=200');
  const book = list.items.find((b) => b.slug === 'en-article-sotu-1790-george-washington');
  if (!book) throw new Error('the built-in article is missing');
  return book.id;
}

describe('reading an article', () => {
  it('opens an article, taps a word, adds it to new words, marks the page known, turns the page, remembers where', async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // native zh, learning en
    const bookId = await articleId(session.token);
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/');
    await storeSession(page, session);

    await page.goto(`/#/pages/book/reading-book?id=${bookId}`);
    const known = page.getByTestId('reading-known-percent');
    await known.waitFor();
    expect(await known.getAttribute('data-percent')).toBe('0');
    expect(await page.getByTestId('reading-new-words').locator('li').count()).toBeGreaterThan(5);
    await page.screenshot({ path: join(screens, 'reading-summary.png') });

    await page.getByTestId('reading-start').click();
    await page.getByTestId('reading-text').waitFor();
    expect(await page.getByTestId('reading-page-at').innerText()).toContain('1');
    // A word the dictionary knows: "citizens" (its lemma "citizen" in the popup).
    // Held by its word index: its status class changes.
    const index = await page
      .locator('.rd-w.rd-new', { hasText: /^Citizens$/ })
      .first()
      .getAttribute('data-w');
    const word = page.locator(`[data-w="${index}"]`).first();
    await word.click();
    const popup = page.getByTestId('reading-popup');
    await popup.waitFor();
    await expect.poll(() => page.getByTestId('reading-popup-lemma').innerText()).toBe('citizen');
    await page.getByTestId('reading-popup-meaning').waitFor();
    // The lookup was a failed recall: the word is now learning.
    await expect.poll(() => word.getAttribute('class')).toContain('rd-learning');
    const add = page.getByTestId('reading-popup-new-words');
    expect(await add.getAttribute('data-in-new-words')).toBe('0');
    await add.click();
    await expect.poll(() => add.getAttribute('data-in-new-words')).toBe('1');
    await page.screenshot({ path: join(screens, 'reading-popup.png') });
    await page.locator('.adm-mask').click({ position: { x: 10, y: 10 } });
    await popup.waitFor({ state: 'hidden' });

    const newBefore = await page.locator('.rd-w.rd-new').count();
    expect(newBefore).toBeGreaterThan(20);
    await page.getByTestId('reading-mark-known').click();
    await expect.poll(() => page.locator('.rd-w.rd-new').count()).toBe(0);
    // The looked-up word stays learning; the rest became known.
    expect(await word.getAttribute('class')).toContain('rd-learning');
    expect(await page.locator('.rd-w.rd-known').count()).toBeGreaterThan(20);

    await page.getByTestId('reading-next').click();
    await expect.poll(() => page.getByTestId('reading-page-at').innerText()).toContain('2');
    await page.locator('.rd-w').first().waitFor();
    await page.screenshot({ path: join(screens, 'reading-page.png') });

    // Back to the summary: more of the article is known, and it continues at page 2.
    await page.goto(`/#/pages/book/reading-book?id=${bookId}`);
    await page.getByTestId('reading-continue').waitFor();
    expect(Number(await known.getAttribute('data-percent'))).toBeGreaterThan(20);
    expect(await page.getByTestId('reading-continue').innerText()).toContain('2');
    const history = await authedCall<{ items: { bookId: number; page: number }[] }>(baseUrl, session.token, 'GET', '/api/reading/history');
    expect(history.items[0]).toMatchObject({ bookId, page: 2 });
    await context.close();
  });
});
