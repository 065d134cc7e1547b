/**
 * Accounts in the browser: forgot password (code for `reset`, new password twice, signed in)
 * and changing the nickname, shown in the mine tab instead of the masked phone. These need
 * the accounts server routes (password reset, profile).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root, waitForSmsCode } from './server.js';
import { post, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

const input = (page: Page, id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();

describe('accounts', () => {
  it('resets a forgotten password by SMS code and signs the user in', async () => {
    const { phone } = await signUpByApi(baseUrl, logFile);
    const registerCode = await waitForSmsCode(logFile, phone);
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/');
    await page.getByTestId('forgot-password').click();
    await page.getByTestId('page-reset-password').waitFor();
    await input(page, 'phone').fill(phone);
    // One code per phone per SMS_RESEND_SECONDS (3 s in e2e): the sign-up code was just sent.
    await page.waitForTimeout(3_200);
    await page.getByTestId('send-code').click();
    const code = await waitForSmsCode(logFile, phone, registerCode);
    await input(page, 'code').fill(code);
    await input(page, 'password').fill('newsecret1');
    await input(page, 'password-confirm').fill('newsecret1');
    await page.getByTestId('submit-reset').click();
    // Signed in; a learner who has not studied yet is taken to the first-run home of the study tab.
    await page.getByTestId('page-newindex').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    const session = await post<{ token: string }>(baseUrl, '/api/user/login/', { phone, password: 'newsecret1' });
    expect(session.token).toBeTruthy();
    await context.close();
  });

  it('changes the nickname and shows it in the mine tab', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/pages/login/login');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await storeSession(page, session);
    await page.goto('/#/pages/profile/index');
    const shown = await page.getByTestId('user-nickname').innerText();
    expect(shown).not.toContain('*'); // never the masked phone
    await page.getByTestId('mine-account').click();
    await page.getByTestId('page-account').waitFor();
    await page.screenshot({ path: join(screens, 'account-en.png'), fullPage: true });
    await input(page, 'account-nickname').fill('Mia');
    await page.getByTestId('account-nickname-save').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="account-name"]')?.textContent === 'Mia');
    await page.getByTestId('nav-back').click();
    await page.getByTestId('page-mine').waitFor();
    expect(await page.getByTestId('user-nickname').innerText()).toBe('Mia');
    await context.close();
  });
});
