/**
 * Sentence search in the browser, on the full built-in content: a learner searches 银行 among the
 * Chinese sentences, sees the word marked in the hits, opens one, taps a word to open its
 * dictionary page, comes back and practises the sentence (reveal the translation, "I knew it"),
 * which the memory records. Screenshots go to var/e2e/screens/.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

describe('sentence search', () => {
  let token = '';
  beforeAll(async () => {
    // The index is built in the background after the server starts on a fresh database: wait for it.
    // About 80 s on a quiet machine (bench/README.md). npm test starts the server before the unit
    // suites, so it is usually built by now; an e2e run on its own builds it while the other browser
    // tests share both cores with it (up to 380 s seen), hence the long wait.
    const { session } = await signUpByApi(baseUrl, logFile);
    token = session.token;
    const deadline = Date.now() + 480_000;
    for (;;) {
      const r = await authedCall<{ indexing: boolean }>(baseUrl, token, 'GET', '/api/sentences/search?q=the&lang=en');
      if (!r.indexing) break;
      if (Date.now() > deadline) throw new Error('the sentence index was not built in time');
      await new Promise((ok) => setTimeout(ok, 1000));
    }
  }, 500_000);

  it('searches a Chinese word, opens a sentence, taps a word and practises the sentence', async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // native zh, learning en
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/');
    await storeSession(page, session);
    await page.goto('/#/pages/sentence/search');
    await page.getByTestId('page-sentence-search').waitFor();
    // The learning language is chosen first.
    expect(await page.getByTestId('sentence-lang-en').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('sentence-lang-zh').click();
    await page.getByTestId('sentence-search-input').fill('银行');
    await page.getByTestId('sentence-results').waitFor();
    const hits = page.getByTestId('sentence-hit');
    expect(await hits.count()).toBeGreaterThan(0);
    const first = await hits.first().innerText();
    expect(first).toContain('银行');
    expect(await hits.first().locator('mark').first().innerText()).toContain('银行');
    expect(page.url()).toContain('q=%E9%93%B6%E8%A1%8C');
    await page.screenshot({ path: join(screens, 'sentence-search-zh.png') });

    await hits.first().click();
    await page.getByTestId('page-sentence').waitFor();
    await page.getByTestId('sentence-text').waitFor();
    const text = await page.getByTestId('sentence-text').innerText();
    expect(text).toContain('银行');
    const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id') ?? '';
    expect(id).toMatch(/^(b\d+|e\d+-\d+)$/);
    // Dictation takes the sentence's book item; an example without one offers no dictation.
    const detail = await authedCall<{ practice: { itemId: number | null } }>(baseUrl, session.token, 'GET', `/api/sentences/${id}`);
    if (detail.practice.itemId === null) expect(await page.getByTestId('sentence-dictation').count()).toBe(0);
    else
      expect(await page.getByTestId('sentence-dictation').getAttribute('href')).toBe(
        `#/pages/book/dictation?sentence=${detail.practice.itemId}`,
      );
    await page.screenshot({ path: join(screens, 'sentence-page-zh.png') });

    // Tap the word 银行: its dictionary page opens.
    await page.getByTestId('sentence-word').filter({ hasText: '银行' }).first().click();
    await page.getByTestId('page-word').waitFor();
    expect(page.url()).toContain('/pages/dict/detail?id=');
    await page.goBack();
    await page.getByTestId('sentence-text').waitFor();

    // Practise: the translation is hidden until revealed, then one answer goes to the memory.
    await page.getByTestId('sentence-reveal').click();
    await page.getByTestId('sentence-translation').waitFor();
    await page.getByTestId('sentence-knew').click();
    await page.getByTestId('sentence-practised').waitFor();
    // One review in the memory, today.
    const progress = await authedCall<{ reviewsToday: number }>(baseUrl, session.token, 'GET', '/api/progress');
    expect(progress.reviewsToday).toBe(1);
    await page.screenshot({ path: join(screens, 'sentence-practised-zh.png') });
    await context.close();
  });

  it('says so when nothing matches and when the query is too long', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/');
    await storeSession(page, session);
    await page.goto('/#/pages/sentence/search?lang=en&q=qqqzzzxxv');
    await page.getByTestId('sentence-no-results').waitFor();
    const res = await fetch(`${baseUrl}/api/sentences/search?q=${'a'.repeat(101)}&lang=en`, {
      headers: { authorization: `Token ${token}`, 'accept-language': 'en' },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { msg: string }).msg).toBe('The search text may have at most 100 characters');
    await context.close();
  });
});
