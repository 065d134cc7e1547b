/** A new user signs up with the code from the console SMS log, sets identity, signs out and in again. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, uniquePhone, useBrowser } from './browser.js';
import { waitForSmsCode } from './server.js';
import { signUpByApi } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();

const input = (page: Page, id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();

async function sendCodeAndRead(page: Page, phone: string): Promise<string> {
  await page.getByTestId('send-code').click();
  return waitForSmsCode(logFile, phone);
}

async function logout(page: Page) {
  await page.getByTestId('tab-mine').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId('page-login').waitFor();
}

describe('sign up, identity settings, sign in', () => {
  it('takes a new user from sign up through identity settings to the study tab, then back in by password and by code', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl);
    const phone = uniquePhone();
    await page.goto('/#/');
    await page.getByTestId('page-login').waitFor();
    expect(await page.title()).toBe('量化外语学习');
    const navHeight = await page.getByTestId('nav-bar').evaluate((el) => el.getBoundingClientRect().height);
    expect(navHeight).toBe(45);

    await page.getByTestId('mode-register').click();
    await input(page, 'phone').fill(phone);
    const code = await sendCodeAndRead(page, phone);
    await input(page, 'code').fill(code);
    await input(page, 'password').fill('secret123');
    await page.getByTestId('submit-register').click();

    await page.getByTestId('page-settings').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userInfo'))) ?? '{}');
    expect(stored.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);

    await page.getByTestId('settings-identity-self_learner').click();
    await page.getByTestId('settings-native-zh').click();
    await page.getByTestId('settings-learning-en').click();
    await page.getByTestId('settings-level-8').click();
    await page.getByTestId('save-settings').click();
    // The study tab opens the self learner's home once for a learner who has not studied yet.
    await page.getByTestId('page-self').waitFor();
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('userInfo'))) ?? '{}');
    expect(saved).toMatchObject({ identity: 'self_learner', nativeLang: 'zh', learningLang: 'en', level: 8 });

    await logout(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByTestId('mode-password').click();
    await input(page, 'phone').fill(phone);
    await input(page, 'password').fill('secret123');
    await page.getByTestId('submit-login').click();
    await page.getByTestId('page-study').waitFor();

    await logout(page);
    await page.getByTestId('mode-code').click();
    await input(page, 'phone').fill(phone);
    const loginCode = await sendLoginCodeWhenAllowed(page, phone, code);
    await input(page, 'code').fill(loginCode);
    await page.getByTestId('submit-login').click();
    await page.getByTestId('page-study').waitFor();
    await context.close();
  });

  it('shows the localized message for a wrong password and stays on the login page', async () => {
    const { phone } = await signUpByApi(baseUrl, logFile);
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/pages/login/login');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.getByTestId('mode-password').click();
    await input(page, 'phone').fill(phone);
    await input(page, 'password').fill('wrong-password');
    await page.getByTestId('submit-login').click();
    await page.getByText('Invalid phone number or password').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByTestId('page-login').waitFor();
    await context.close();
  });

  it('checks the phone number before sending anything', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/');
    await page.getByTestId('mode-register').click();
    await input(page, 'phone').fill('12345678901');
    await page.getByTestId('send-code').click();
    await page.getByTestId('error-phone').waitFor();
    await context.close();
  });
});

/** Waits out the resend interval (3 s on the test server), then sends and reads the new code. */
async function sendLoginCodeWhenAllowed(page: Page, phone: string, previous: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const button = page.getByTestId('send-code');
    if (await button.isEnabled()) {
      await button.click();
      return waitForSmsCode(logFile, phone, previous);
    }
    if (Date.now() > deadline) throw new Error('login code never arrived');
    await page.waitForTimeout(1000);
  }
}
