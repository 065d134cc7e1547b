/**
 * Session and limits in the browser, on a server whose access tokens live 2 s and which allows one
 * SMS code per phone a day: several calls in flight on an expired token share one refresh and are
 * replayed; a reused refresh credential ends the session; the daily code limit shows its modal.
 */
import type { Session } from '@qfl/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPhonePage, uniquePhone } from './browser.js';
import { type RunningServer, startServer } from './server.js';
import { post, signUpByApi, storeSession } from './users.js';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launch(),
    startServer('session', {
      ACCESS_TOKEN_TTL_SECONDS: '2',
      CONTENT_AUTOLOAD: 'false',
      SMS_DAILY_LIMIT: '1',
      SMS_RESEND_SECONDS: '1',
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('token expiry', () => {
  it('refreshes once for several calls in flight and replays them', async () => {
    const { session } = await signUpByApi(server.url, server.logFile);
    const { context, page } = await newPhonePage(browser, server.url);
    const refreshes: string[] = [];
    const replayed: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/user/refresh/')) refreshes.push(req.url());
    });
    page.on('response', (res) => {
      if (/\/api\/(user\/info|points\/summary)/.test(res.url()) && res.status() === 200) replayed.push(res.url());
    });
    await page.goto('/#/pages/login/login');
    await storeSession(page, session);
    await page.goto('/#/pages/mine/mine');
    await page.getByTestId('page-personal-center').waitFor();
    await page.waitForTimeout(2500); // the access token is now expired
    refreshes.length = 0;
    replayed.length = 0;
    // Reloading fires the page's calls (user info, points) together on the expired token.
    await page.reload();
    await page.getByTestId('page-personal-center').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="points-total"]')?.textContent?.includes('0'));
    await page.waitForTimeout(300);
    expect(refreshes).toHaveLength(1);
    expect(replayed.some((u) => u.includes('/api/points/summary'))).toBe(true);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(token).not.toBe(session.token);
    await context.close();
  });

  it('sends the user back to login when a refresh credential is reused', async () => {
    const { session } = await signUpByApi(server.url, server.logFile);
    const { context, page } = await newPhonePage(browser, server.url);
    // A page that calls no API: from the login page a stored session goes on to the study tab,
    // whose calls could expire the 2 s token and refresh before the stolen copy below does.
    await page.goto('/#/pages/404/404');
    await storeSession(page, session);
    // Someone else (a stolen copy) uses the refresh credential first; the browser's copy is now a reuse.
    await post<Session>(server.url, '/api/user/refresh/', { userId: session.userInfo.id, refreshToken: session.refreshToken });
    await page.waitForTimeout(2500);
    await page.goto('/#/pages/mine/mine');
    await page.reload();
    await page.getByTestId('page-login').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([null, null]);
    await context.close();
  });
});

describe('SMS limits', () => {
  it('asks whether to keep waiting on a resend, then shows the daily limit modal', async () => {
    const { context, page } = await newPhonePage(browser, server.url);
    const phone = uniquePhone();
    await page.goto('/#/');
    await page.getByTestId('mode-register').click();
    await page.locator('input[data-testid="phone"], [data-testid="phone"] input').first().fill(phone);
    await page.getByTestId('send-code').click();
    await page.waitForFunction(() => !(document.querySelector('[data-testid="send-code"]') as HTMLButtonElement | null)?.disabled);
    await page.getByTestId('send-code').click();
    await page.getByTestId('sms-delayed-modal').waitFor();
    await page.getByTestId('sms-resend').click();
    await page.getByTestId('sms-daily-limit').waitFor();
    expect(await page.getByTestId('sms-daily-limit').innerText()).toContain('1');
    await context.close();
  });
});
