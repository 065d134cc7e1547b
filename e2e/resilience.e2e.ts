/** What a user sees when things go wrong: a page chunk that fails to load, a cancelled confirm. */
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();

describe('resilience', () => {
  it('offers a retry when a page chunk fails to load, and the retry loads it', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const { context, page } = await newPhonePage(browser(), baseUrl);
    let blocked = true;
    await page.route(/\/assets\/PersonalCenterPage-[^/]+\.js$/, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/#/pages/login/login');
    await storeSession(page, session);
    await page.goto('/#/pages/mine/mine');
    await page.getByTestId('page-retry').waitFor();
    expect(await page.getByTestId('page-personal-center').count()).toBe(0);
    blocked = false;
    await page.getByTestId('page-retry').click();
    await page.getByTestId('page-personal-center').waitFor();
    await context.close();
  });

  it('runs a confirmed action only on confirm; cancelling says so', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/pages/login/login');
    await storeSession(page, session);
    await page.goto('/#/pages/profile/index');
    await page.getByTestId('logout').click();
    await page.getByTestId('confirm-cancel').click();
    await page.getByText('操作已取消').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(session.token);
    await page.getByTestId('page-mine').waitFor();
    await context.close();
  });
});
