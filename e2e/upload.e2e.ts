/**
 * Upload of one's own dictionary in the browser, against the real server: an 11-column xlsx made
 * by the test (professional mode, one bad row) is previewed with its problem, applied, shows up
 * under "my dictionaries" and is studied with the study loop until the group's summary; a pasted
 * article is split into sentences, applied as an article book; the form's first check speaks
 * the UI language.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { makeXlsx, wordTable } from '../packages/server/src/modules/upload/test/index.js';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { playToSummary } from './study-player.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();

const rows = wordTable([
  ['apple', 'ˈæpəl', '', 'n.', '苹果', 'a round fruit', 'An apple a day.', '一天一个苹果。', '', '', ''],
  ['river', 'ˈrɪvər', '', 'n.', '河', 'a large stream', 'The river is wide.', '这条河很宽。', '', '', ''],
  ['', '', '', '', '缺少单词', '', '', '', '', '', ''],
  ['quick', 'kwɪk', '', 'adj.', '快的', 'fast', '', '', '', '', 'slow'],
  ['zorblax', '', '', 'n.', '外星词', 'a made-up word', '', '', '', '', ''],
]);

async function fillBasics(page: Page, title: string, type: 'word' | 'article', mode: 'simple' | 'professional') {
  await page.getByTestId('upload-lang-en').click();
  await page.getByTestId('upload-level-3').click();
  await page.getByTestId(`upload-type-${type}`).click();
  await page.getByTestId(`upload-mode-${mode}`).click();
  await page.getByTestId('upload-native-title').fill(title);
}

const api = <T>(token: string, method: string, path: string, body?: object) => authedCall<T>(baseUrl, token, method, path, body);

/** A new learner, signed in on a phone-sized page in English, on the upload form. */
async function onUploadForm() {
  const { session } = await signUpByApi(baseUrl, logFile);
  const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
  await page.goto('/#/pages/login/login');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await storeSession(page, session);
  await page.goto('/#/pages/upload-dictionary/index');
  await page.getByTestId('upload-form').waitFor();
  return { session, context, page };
}

describe('upload a dictionary', () => {
  it('previews and applies an xlsx, then studies the new book', { timeout: 240_000 }, async () => {
    const { session, context, page } = await onUploadForm();

    // The spec's first check, in the UI language.
    await page.getByTestId('upload-preview').click();
    await page.getByText('Please enter native language title').first().waitFor();

    await fillBasics(page, 'My fruit words', 'word', 'professional');
    await page.getByTestId('upload-entry-file').click();
    mkdirSync(join(root, 'var/e2e'), { recursive: true });
    const file = join(root, 'var/e2e/upload-words.xlsx');
    writeFileSync(file, makeXlsx(rows));
    await page.getByTestId('upload-file-input').setInputFiles(file);
    await page.getByTestId('upload-file-name').waitFor();
    await page.getByTestId('upload-preview').click();

    // Preview: four items, the empty word reported by its row, nothing created yet.
    await page.getByTestId('upload-preview-view').waitFor();
    expect((await page.getByTestId('upload-count-items').innerText()).trim()).toContain('4');
    expect(await page.getByTestId('upload-preview-item').count()).toBe(4);
    expect(await page.getByTestId('upload-preview-item').first().innerText()).toContain('苹果');
    const problem = page.locator('[data-testid="upload-problem"][data-skipped="true"]');
    expect(await problem.innerText()).toContain('Row 5');
    expect((await api<{ items: unknown[] }>(session.token, 'GET', '/api/books?mine=1')).items).toHaveLength(0);

    // Apply: the book page of the new book.
    await page.getByTestId('upload-apply').click();
    await page.getByTestId('book-title').waitFor();
    expect(await page.getByTestId('book-title').innerText()).toContain('My fruit words');
    const mine = await api<{ items: { id: number; itemCount: number; reviewStatus: string }[] }>(session.token, 'GET', '/api/books?mine=1');
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ itemCount: 4, reviewStatus: 'pending' });

    // Studied like any book: learn, then practise the group until the summary.
    await page.getByTestId('book-start-next').click();
    await page.getByTestId('learn-card').waitFor();
    expect(await page.getByTestId('learn-card').innerText()).toMatch(/apple|river|quick|zorblax/);
    const sessionId = Number(new URL(page.url().replace('#', '')).searchParams.get('session'));
    const studied = await api<{ words: { text: string; meanings: string[] }[] }>(session.token, 'GET', `/api/study/sessions/${sessionId}`);
    expect(studied.words.map((w) => [w.text, w.meanings[0]])).toContainEqual(['zorblax', '外星词']);
    const words = studied.words.map((w) => w.text);
    await page.getByTestId('learn-skip-to-practice').click();
    await playToSummary(page, words);

    // My dictionaries lists it with its review state.
    await page.goto('/#/pages/upload-dictionary/mine');
    await page.getByText('My fruit words').first().waitFor();
    await context.close();
  });

  it('splits a pasted article into sentences and applies an article book', { timeout: 120_000 }, async () => {
    const { session, context, page } = await onUploadForm();
    await fillBasics(page, 'A short story', 'article', 'simple');
    await page.getByTestId('upload-entry-list').click();
    await page
      .getByTestId('upload-text')
      .fill(
        'Mr. Brown lives in the U.S. with his dog. "Where are you going?" she asked. Ok.\nThey walked to the river at 5 p.m. and sat down.',
      );
    await page.getByTestId('upload-count').waitFor();
    expect(await page.getByTestId('upload-count').innerText()).toContain('3');
    await page.getByTestId('upload-preview').click();
    await page.getByTestId('upload-preview-view').waitFor();
    const items = await page.getByTestId('upload-preview-item').allInnerTexts();
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('Mr. Brown lives in the U.S. with his dog.');
    expect(items[1]).toContain('"Where are you going?" she asked.');
    expect(await page.getByTestId('upload-problem').count()).toBe(1);
    await page.getByTestId('upload-apply').click();
    await page.getByTestId('book-title').waitFor();
    const [book] = (
      await api<{ items: { type: string; itemCount: number; reviewStatus: string }[] }>(session.token, 'GET', '/api/books?mine=1')
    ).items;
    expect(book).toMatchObject({ type: 'article', itemCount: 3, reviewStatus: 'auto_approved' });
    await context.close();
  });
});
