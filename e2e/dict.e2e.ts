/**
 * The dictionary with the built-in content: search, open a word, play its audio, follow a synonym,
 * no results; a word of the reader's own language finds the foreign words that mean it.
 */
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('dictionary', () => {
  it('searches as you type, opens a word, plays it, follows a synonym and reports no matches', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/pages/login/login');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/#/pages/dict/search');
    await page.reload();

    const box = page.locator('input[data-testid="dict-search-input"], [data-testid="dict-search-input"] input').first();
    await box.fill('happ');
    await page.getByTestId('dict-result').first().waitFor();
    await box.fill('happy');
    await page
      .getByTestId('dict-result')
      .filter({ hasText: /^happy\b|happy/ })
      .first()
      .waitFor();
    const first = page.getByTestId('dict-result').first();
    expect(await first.innerText()).toContain('happy');
    await first.click();

    await page.getByTestId('word-headword').waitFor();
    expect(await page.getByTestId('word-headword').innerText()).toBe('happy');

    const audio = page.waitForResponse((res) => res.url().includes('/api/audio'));
    await page.getByTestId('word-audio').first().click();
    const res = await audio;
    expect([200, 206]).toContain(res.status()); // media elements ask for byte ranges
    expect(res.headers()['content-type']).toMatch(/^audio\//);

    const synonym = page.getByTestId('word-synonym').first();
    const synonymText = (await synonym.innerText()).trim();
    expect(synonymText.length).toBeGreaterThan(0);
    await synonym.click();
    await page.waitForFunction((w) => document.querySelector('[data-testid="word-headword"]')?.textContent?.trim() === w, synonymText);

    await page.goto('/#/pages/dict/search');
    await box.fill('qzxqzxqzx');
    await page.getByTestId('dict-no-results').waitFor();
    expect(await page.getByTestId('dict-no-results').innerText()).toMatch(/no matching words found/i);
    await context.close();
  });

  it('finds Chinese by pinyin without tones and Japanese by kana', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/pages/dict/search');
    const box = page.locator('input[data-testid="dict-search-input"], [data-testid="dict-search-input"] input').first();
    await box.fill('yinhang');
    await page.getByTestId('dict-result').filter({ hasText: '银行' }).first().waitFor();
    await box.fill('たべる');
    await page.getByTestId('dict-result').filter({ hasText: '食べる' }).first().waitFor();
    await context.close();
  });

  it("finds the words that mean a word of the reader's own language, glossed in it", async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl, 'es-ES');
    await page.goto('/#/pages/login/login');
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.goto('/#/pages/dict/search');
    await page.reload();
    const box = page.locator('input[data-testid="dict-search-input"], [data-testid="dict-search-input"] input').first();
    await box.fill('comer');
    const chi = page.locator('[data-testid="dict-result"][data-match="meaning"]').filter({ hasText: '吃' }).first();
    await chi.waitFor();
    expect(await chi.innerText()).toContain('comer');
    await page.screenshot({ path: 'var/e2e/dict-meaning-es.png' });
    await context.close();
  });
});
