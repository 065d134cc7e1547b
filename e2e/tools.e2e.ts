/**
 * Quick tools in the browser, on the built-in content: analyse an English sentence and tap a token
 * to reach its dictionary entry; an over-long text shows the localized error; the grammar tree of
 * a sentence shows its clauses and roles; word basics of an English word show its roots and
 * family, and of Chinese characters and kanji their radical, strokes and components (zh, en, ja UI). Screenshots go to var/e2e/screens/.
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

describe('quick tools', () => {
  it('analyses a sentence, opens a token in the dictionary, refuses a too-long text, shows a grammar tree and word roots', async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // native zh, learning en
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/');
    await storeSession(page, session);

    // Sentence analysis: the learning language is preselected.
    await page.goto('/#/pages/tools/analysis');
    await page.getByTestId('page-tools-analysis').waitFor();
    expect(await page.getByTestId('tools-lang-en').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('tools-text').fill('He was reading the books.');
    await page.getByTestId('tools-submit').click();
    await page.getByTestId('tools-tokens').waitFor();
    const books = page.locator('[data-testid="tools-token"][data-text="books"]');
    expect(await books.getAttribute('data-lemma')).toBe('book');
    expect(await page.locator('[data-testid="tools-token"][data-text="reading"]').getAttribute('data-lemma')).toBe('read');
    const entryId = await books.getAttribute('data-entry');
    expect(Number(entryId)).toBeGreaterThan(0);
    await page.screenshot({ path: join(screens, 'tools-analysis-zh.png') });
    await books.click();
    await page.waitForURL((u) => u.hash.startsWith(`#/pages/dict/detail?id=${entryId}`));
    const entry = await authedCall<{ headword: string }>(baseUrl, session.token, 'GET', `/api/dict/entries/${entryId}`);
    expect(entry.headword).toBe('book');
    await page.getByText('book', { exact: true }).first().waitFor();

    // Back: the analysis is still there (its input lives in the URL).
    await page.goBack();
    await page.getByTestId('tools-tokens').waitFor();

    // Too long: the localized error, no request needed.
    await page.getByTestId('tools-text').fill('a'.repeat(501));
    await page.getByTestId('tools-submit').click();
    expect(await page.getByTestId('tools-error').innerText()).toBe('文本太长：最多 500 个字符');

    // Grammar: clauses, phrases and roles in Chinese labels.
    await page.goto('/#/pages/tools/grammar');
    await page.getByTestId('tools-text').fill('The boy who lives here reads a book.');
    await page.getByTestId('tools-submit').click();
    await page.getByTestId('grammar-tree').waitFor();
    expect(await page.locator('[data-testid="grammar-node"][data-label="relclause"]').count()).toBe(1);
    const roles = await page.getByTestId('grammar-role').allInnerTexts();
    expect(roles).toEqual(expect.arrayContaining(['主语', '宾语']));
    await page.screenshot({ path: join(screens, 'tools-grammar-zh.png'), fullPage: true });

    // Word basics: an English word the built dictionary has roots for.
    await page.goto('/#/pages/tools/word-basics');
    await page.getByTestId('tools-text').fill('respect');
    await page.getByTestId('tools-submit').click();
    await page.getByTestId('basics-head').waitFor();
    await page.getByTestId('basics-root').first().waitFor();
    expect(await page.getByTestId('basics-root').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('basics-word').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(screens, 'tools-word-basics-zh.png'), fullPage: true });
    await context.close();
  });

  it('word basics of Chinese characters and kanji: radical, strokes and components, a component opens its own basics', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const open = async (locale: string, lang: string, word: string) => {
      const { context, page } = await newPhonePage(browser(), baseUrl, locale);
      await page.goto('/#/');
      await storeSession(page, session);
      // The UI language as the learner picked it (the stored choice wins over the account's).
      await page.evaluate((ui) => localStorage.setItem('lang', ui), locale.slice(0, 2));
      await page.goto(`/#/pages/tools/word-basics?lang=${lang}&word=${encodeURIComponent(word)}`);
      await page.reload();
      await page.getByTestId('basics-radical').first().waitFor();
      return { context, page };
    };

    // Chinese UI, 河: radical 水 written 氵 (三点水); left-right: 氵 + 可.
    const zh = await open('zh-CN', 'zh', '河');
    expect(await zh.page.getByTestId('basics-radical').first().innerText()).toContain('三点水');
    expect(await zh.page.getByTestId('basics-radical').first().innerText()).toContain('water');
    expect(await zh.page.getByTestId('basics-strokes').first().innerText()).toBe('共 8 画（部首外 5 画）');
    const parts = zh.page.getByTestId('basics-parts').first();
    expect(await parts.innerText()).toMatch(/左右结构[\s\S]*氵[\s\S]*可/);
    expect(await zh.page.getByTestId('basics-with').count()).toBeGreaterThan(0);
    await zh.page.screenshot({ path: join(screens, 'tools-word-basics-radical-zh.png'), fullPage: true });
    // A component is a character of its own: tapping it opens its word basics.
    await parts.getByRole('link', { name: '查“可”' }).click();
    await zh.page.waitForURL((u) => decodeURIComponent(u.hash).includes('word=可'));
    await zh.page.locator('.tools-char__glyph', { hasText: '可' }).first().waitFor();
    await zh.context.close();

    // English UI, 好: woman + child, and common characters with 女.
    const en = await open('en-US', 'zh', '好');
    expect(await en.page.getByTestId('basics-radical').first().innerText()).toContain('woman');
    expect(await en.page.getByTestId('basics-parts').first().innerText()).toMatch(/left-right[\s\S]*女[\s\S]*子/);
    expect(await en.page.getByTestId('basics-with').first().innerText()).toContain('Common characters with 女');
    await en.page.screenshot({ path: join(screens, 'tools-word-basics-radical-en.png'), fullPage: true });
    await en.context.close();

    // Japanese UI, kanji of 日本語: 語 has radical 言 and 言 + 吾.
    const ja = await open('ja-JP', 'ja', '日本語');
    const go = ja.page.getByTestId('basics-char').filter({ has: ja.page.locator('.tools-char__glyph', { hasText: '語' }) });
    expect(await go.getByTestId('basics-radical').innerText()).toContain('言部');
    expect(await go.getByTestId('basics-strokes').innerText()).toBe('総画数 14（部首以外 7 画）');
    expect(await go.getByTestId('basics-parts').innerText()).toMatch(/左右[\s\S]*言[\s\S]*吾/);
    await ja.page.screenshot({ path: join(screens, 'tools-word-basics-radical-ja.png'), fullPage: true });
    await ja.context.close();
  });
});
