/**
 * Tasks and points in the browser: a new learner's tasks at zero, words answered through the
 * memory API move the new-words task, a followed task stays followed and comes first, and a task
 * completed (ten minutes of answers) shows up as a credit on the points records page, reached
 * from the personal center. Screenshots (375×812, zh and en) go to var/screens.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/screens');
mkdirSync(screens, { recursive: true });

const call = <T>(token: string, method: string, path: string, body?: object) => authedCall<T>(baseUrl, token, method, path, body);

/** Entry ids of English words from the dictionary search (exact matches). */
async function entryIds(token: string, words: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const word of words) {
    const hits = await call<{ id: number; headword: string }[]>(token, 'GET', `/api/dict/search?q=${word}&lang=en&limit=5`);
    const hit = hits.find((h) => h.headword === word) ?? hits[0];
    if (!hit) throw new Error(`no dictionary entry for ${word}`);
    ids.push(hit.id);
  }
  return ids;
}

let seq = 0;
const review = (token: string, entryId: number, ms: number) =>
  call(token, 'POST', '/api/memory/reviews', {
    entryId,
    source: 'practice',
    correct: true,
    ms,
    requestId: `e2e-task-${Date.now()}-${++seq}`,
  });

const taskRow = (page: Page, key: string) => page.getByTestId(`task-${key}`);

async function openTasks(page: Page): Promise<void> {
  await page.goto('/#/pages/task/index');
  await taskRow(page, 'daily-new-words').waitFor();
}

describe('tasks and points records', () => {
  it('tracks progress from answers, follows a task and lists the credit of a completed task', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const token = session.token;
    const { context, page } = await newPhonePage(browser(), baseUrl, 'zh-CN');
    await page.goto('/#/pages/login/login');
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await storeSession(page, session);

    await openTasks(page);
    for (const key of ['daily-new-words', 'daily-minutes', 'weekly-new-words']) {
      expect(await taskRow(page, key).getAttribute('data-completed')).toBe('false');
    }
    expect(await taskRow(page, 'daily-new-words').innerText()).toContain('0/10');
    expect(await taskRow(page, 'daily-new-words').innerText()).toContain('学习 10 个新词');

    const ids = await entryIds(token, ['apple', 'house', 'water']);
    for (const id of ids) await review(token, id, 4000);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="task-daily-new-words"]')?.textContent?.includes('3/10'));
    expect(await taskRow(page, 'weekly-new-words').innerText()).toContain('3/70');

    // Follow "study 60 minutes this week": it comes first among the weekly tasks, and stays followed.
    await page.getByTestId('task-care-weekly-minutes').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="task-care-weekly-minutes"]')?.getAttribute('aria-pressed') === 'true',
    );
    await page.reload();
    await page.getByTestId('task-care-weekly-minutes').waitFor();
    expect(await page.getByTestId('task-care-weekly-minutes').getAttribute('aria-pressed')).toBe('true');
    const weeklyFirst = page.getByTestId('tasks-weekly').locator('li').first();
    expect(await weeklyFirst.getAttribute('data-testid')).toBe('task-weekly-minutes');

    // Ten minutes of answers complete the daily-minutes task; opening the tasks credits it once.
    await review(token, ids[0] as number, 600_000);
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="task-daily-minutes"]')?.getAttribute('data-completed') === 'true',
    );
    expect(await taskRow(page, 'daily-minutes').innerText()).toContain('已完成');
    await page.screenshot({ path: join(screens, 'tasks-zh.png'), fullPage: true });

    await page.goto('/#/pages/mine/mine');
    await page.getByTestId('center-points-records').waitFor();
    await page.screenshot({ path: join(screens, 'center-zh.png') });
    await page.getByTestId('center-points-records').click();
    await page.getByTestId('page-score-records').waitFor();
    const credit = page.getByTestId('record-item').filter({ hasText: '学习 10 分钟' });
    await credit.waitFor();
    expect(await credit.innerText()).toContain('+5');
    expect(await credit.getAttribute('data-kind')).toBe('task');
    expect(await credit.count()).toBe(1); // credited once, though the tasks were loaded again since
    // Every record is a task credit so far (clearing today's reviews may have completed too).
    const kinds = await page.getByTestId('record-item').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
    expect(new Set(kinds)).toEqual(new Set(['task']));
    const { total } = await call<{ total: number }>(token, 'GET', '/api/points/summary');
    expect(await page.getByTestId('records-points-total').innerText()).toBe(String(total));
    await page.screenshot({ path: join(screens, 'records-zh.png'), fullPage: true });

    // A spend shows as a red minus; both pages in English.
    await call(token, 'POST', '/score/useScore', { amount: 3, reason: 'streak-freeze', requestId: `e2e-spend-${Date.now()}` });
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    const spent = page.getByTestId('record-item').filter({ hasText: 'Spent on: streak-freeze' });
    await spent.waitFor();
    expect(await spent.innerText()).toContain('\u22123');
    expect(await page.getByTestId('record-item').first().getAttribute('data-kind')).toBe('spend');
    await page.screenshot({ path: join(screens, 'records-en.png'), fullPage: true });
    await openTasks(page);
    expect(await taskRow(page, 'daily-minutes').innerText()).toContain('Done');
    await page.screenshot({ path: join(screens, 'tasks-en.png'), fullPage: true });
    await context.close();
  });
});
