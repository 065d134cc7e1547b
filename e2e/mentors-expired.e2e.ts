/**
 * An expired mentor code in the browser: the student's code passes its expiry (written into the
 * database: a week cannot go by in a test); the links page marks it expired, a mentor who enters
 * it gets the localized refusal and no link, and the student makes a new code from the expired
 * row, which the mentor then enters.
 */
import type { Session } from '@qfl/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { expireMentorCode } from './social-db.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();

async function signedIn(session: Session, locale: string, uiLang: string) {
  const { context, page } = await newPhonePage(browser(), baseUrl, locale);
  await page.goto('/#/pages/login/login');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), uiLang);
  await storeSession(page, session);
  return { context, page };
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.goto('/#/pages/social/index');
  await page.getByTestId('social-mentors-open').click();
  await page.getByTestId('mentors-code-input').locator('input').fill(code);
  await page.getByTestId('mentors-accept').click();
}

describe('expired mentor codes', () => {
  it('are marked expired, refused with the localized message, and replaced from their row', async () => {
    const student = (await signUpByApi(baseUrl, logFile)).session;
    const mentor = (await signUpByApi(baseUrl, logFile)).session;
    await authedCall(baseUrl, student.token, 'PUT', '/api/user/profile', { nickname: 'Mei' });
    const mentorInfo = await authedCall<Session['userInfo']>(baseUrl, mentor.token, 'PUT', '/api/user/settings', {
      identity: 'mentor',
      nativeLang: 'en',
      learningLang: 'zh',
      level: 5,
    });
    const s = await signedIn(student, 'zh-CN', 'zh');
    const m = await signedIn({ ...mentor, userInfo: mentorInfo }, 'en-US', 'en');
    try {
      await s.page.goto('/#/pages/social/index');
      await s.page.getByTestId('social-mentors-open').click();
      await s.page.getByTestId('mentors-create-code').click();
      const code = (await s.page.getByTestId('mentors-code-value').innerText()).trim();
      await s.page.locator(`[data-testid="mentors-pending-code"][data-code="${code}"][data-expired="false"]`).waitFor();

      expireMentorCode(code);
      await s.page.reload();
      const row = s.page.locator(`[data-testid="mentors-pending-code"][data-code="${code}"][data-expired="true"]`);
      await row.waitFor();
      expect(await row.getByTestId('mentors-code-expired').innerText()).toBe('已过期');
      expect(await row.getByTestId('mentors-cancel-code').count()).toBe(0);

      await enterCode(m.page, code);
      await m.page.getByText('This code has expired').waitFor();
      expect((await authedCall<{ students: unknown[] }>(baseUrl, mentor.token, 'GET', '/api/mentors/links')).students).toEqual([]);

      await row.getByTestId('mentors-renew-code').click();
      const fresh = s.page.locator('[data-testid="mentors-pending-code"][data-expired="false"]');
      await fresh.waitFor();
      const newCode = await fresh.getAttribute('data-code');
      expect(newCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(newCode).not.toBe(code);
      expect(await fresh.innerText()).toContain('导师');

      await enterCode(m.page, newCode as string);
      expect(await m.page.getByTestId('mentors-accepted').innerText()).toContain('Mei');
    } finally {
      await s.context.close();
      await m.context.close();
    }
  });
});
