/**
 * Reports and moderation in the browser, on a server of its own with an admin phone: two learners
 * report a third through `POST /jb/addUserJB` (no page on this branch shows another learner's
 * content with its ReportAction yet), the admin opens "Reports" from the mine tab, dismisses one
 * and suspends the user for 3 days; the suspended user's nickname change with a blocked word shows
 * the localized refusal at the field, and a learner's blocked nickname is refused in zh. Then the
 * moderation queue: a `review` nickname waits there, the admin reports its author with the report
 * sheet (ReportAction) and hides the nickname.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Session } from '@qfl/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPhonePage, uniquePhone } from './browser.js';
import { root, type RunningServer, startServer } from './server.js';
import { authedCall, signUpByApi, signUpOrSignIn, storeSession } from './users.js';

const screens = join(root, 'var/e2e/screens');
const ADMIN = uniquePhone();
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  mkdirSync(screens, { recursive: true });
  [browser, server] = await Promise.all([
    launch(),
    startServer('moderation', { ADMIN_PHONES: ADMIN, CONTENT_AUTOLOAD: 'false', SMS_RESEND_SECONDS: '1', SMS_IP_HOURLY_LIMIT: '1000' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The admin of this server (signed up once; a retried test signs in). */
const signUpAdmin = () => signUpOrSignIn(server, ADMIN);

const input = (page: Page, id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();

describe('reports and moderation', () => {
  it('lets an admin dismiss a report and suspend a user, who then cannot publish a nickname', async () => {
    const alice = (await signUpByApi(server.url, server.logFile)).session;
    const carol = (await signUpByApi(server.url, server.logFile)).session;
    const bob = (await signUpByApi(server.url, server.logFile)).session;
    const admin = await signUpAdmin();
    expect(admin.userInfo.role).toBe('admin');
    await authedCall(server.url, bob.token, 'PUT', '/api/user/profile', { nickname: 'Bob' });

    const r1 = await authedCall<{ id: number }>(server.url, alice.token, 'POST', '/jb/addUserJB', {
      userId: bob.userInfo.id,
      reason: 'spam',
      detail: 'sends links to a shop',
    });
    const r2 = await authedCall<{ id: number }>(server.url, carol.token, 'POST', '/jb/addUserJB', {
      userId: bob.userInfo.id,
      reason: 'abuse',
      detail: 'insulted me in the chat',
    });

    // The admin, in Chinese: mine tab → 举报处理.
    const { context, page } = await newPhonePage(browser, server.url, 'zh-CN');
    await page.goto('/#/pages/login/login');
    await storeSession(page, admin);
    await page.goto('/#/pages/profile/index');
    await page.getByTestId('mine-admin-reports').click();
    await page.getByTestId('page-admin-reports').waitFor();
    await page.getByTestId('report-item').nth(1).waitFor();
    expect(await page.getByTestId('report-item').count()).toBe(2);
    expect(await page.getByTestId('report-item').first().innerText()).toContain('垃圾信息或广告');
    await page.screenshot({ path: join(screens, 'moderation-reports-zh.png'), fullPage: true });

    await page.locator(`[data-report-id="${r1.id}"] [data-testid="report-dismiss"]`).click();
    await page.locator(`[data-report-id="${r1.id}"]`).waitFor({ state: 'detached' });
    const second = page.locator(`[data-report-id="${r2.id}"]`);
    await second.locator('[data-testid="report-days"] input').fill('3');
    const asked = Date.now();
    await second.getByTestId('report-suspend').click();
    await page.getByTestId('reports-empty').waitFor();
    const answered = Date.now();
    await page.getByTestId('reports-tab-actioned').click();
    const suspended = page.locator(`[data-report-id="${r2.id}"]`);
    await suspended.getByTestId('report-suspended').waitFor();
    expect(await suspended.innerText()).toContain('用户已封禁');
    await page.screenshot({ path: join(screens, 'moderation-reports-actioned-zh.png'), fullPage: true });
    await context.close();

    // The server side of both decisions.
    const dismissed = await authedCall<{ items: { id: number }[] }>(server.url, admin.token, 'GET', '/api/admin/reports?status=dismissed');
    expect(dismissed.items.map((r) => r.id)).toEqual([r1.id]);
    const actioned = await authedCall<{ items: { id: number; user: { suspendedUntil: number } }[] }>(
      server.url,
      admin.token,
      'GET',
      '/api/admin/reports?status=actioned',
    );
    const until = actioned.items[0]?.user.suspendedUntil ?? 0;
    // Three days from the moment the admin decided.
    expect(until).toBeGreaterThanOrEqual(asked + 3 * 86_400_000);
    expect(until).toBeLessThanOrEqual(answered + 3 * 86_400_000);

    // Bob, suspended, in English: a nickname with a blocked word is refused at the field.
    const bobPage = await newPhonePage(browser, server.url, 'en-US');
    await bobPage.page.goto('/#/pages/login/login');
    const bobInEnglish = await authedCall<Session['userInfo']>(server.url, bob.token, 'PUT', '/api/user/uiLang', { uiLang: 'en' });
    await storeSession(bobPage.page, { ...bob, userInfo: bobInEnglish });
    await bobPage.page.goto('/#/pages/account/index');
    await bobPage.page.getByTestId('page-account').waitFor();
    await input(bobPage.page, 'account-nickname').fill('hijo de puta');
    await bobPage.page.getByTestId('account-nickname-save').click();
    const error = bobPage.page.getByTestId('error-nickname');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/^Your account may not publish until \d{4}-\d\d-\d\d \d\d:\d\d UTC /);
    await bobPage.page.screenshot({ path: join(screens, 'moderation-suspended-en.png'), fullPage: true });
    await bobPage.context.close();
    expect((await authedCall<{ nickname: string }>(server.url, bob.token, 'GET', '/api/user/info')).nickname).toBe('Bob');

    // Alice (not suspended), in Chinese: the blocked word itself is refused, localized.
    const alicePage = await newPhonePage(browser, server.url, 'zh-CN');
    await alicePage.page.goto('/#/pages/login/login');
    await storeSession(alicePage.page, alice);
    await alicePage.page.goto('/#/pages/account/index');
    await alicePage.page.getByTestId('page-account').waitFor();
    await input(alicePage.page, 'account-nickname').fill('傻 逼');
    await alicePage.page.getByTestId('account-nickname-save').click();
    await alicePage.page.getByTestId('error-nickname').waitFor();
    expect(await alicePage.page.getByTestId('error-nickname').innerText()).toBe('内容包含不允许的文字，未发布');
    await alicePage.context.close();
  });

  it('shows a review nickname in the moderation queue, reports its author with the sheet and hides it', async () => {
    const bob = (await signUpByApi(server.url, server.logFile)).session;
    const admin = await signUpAdmin();
    // A nickname the lists send to review: published, and queued for the admins.
    await authedCall(server.url, bob.token, 'PUT', '/api/user/profile', { nickname: 'idiota' });

    const { context, page } = await newPhonePage(browser, server.url, 'en-US');
    await page.goto('/#/pages/login/login');
    await storeSession(page, admin);
    await page.goto('/#/pages/profile/index');
    await page.getByTestId('mine-admin-moderation').click();
    await page.getByTestId('page-admin-moderation').waitFor();
    const item = page.getByTestId('queue-item').filter({ hasText: 'idiota' });
    await item.waitFor();
    expect(await item.innerText()).toContain('insult:es');
    await page.screenshot({ path: join(screens, 'moderation-queue-en.png'), fullPage: true });

    // The report sheet: "other" needs words; then it is sent.
    await item.getByTestId('queue-report').click();
    const sheet = page.getByTestId('report-sheet');
    await sheet.waitFor();
    await sheet.getByText('Something else').click();
    await sheet.getByTestId('report-submit').click();
    expect(await sheet.getByTestId('report-error').innerText()).toBe('Please describe the problem');
    await sheet.locator('[data-testid="report-detail"] textarea, textarea[data-testid="report-detail"]').first().fill('offensive nickname');
    await page.screenshot({ path: join(screens, 'moderation-report-sheet-en.png') });
    await sheet.getByTestId('report-submit').click();
    await page.getByText('Report sent. Thank you').waitFor();
    await sheet.waitFor({ state: 'hidden' });
    const open = await authedCall<{ items: { reporter: { id: number }; user: { id: number }; reason: string; detail: string }[] }>(
      server.url,
      admin.token,
      'GET',
      '/api/admin/reports',
    );
    expect(open.items.map((r) => [r.reporter.id, r.user.id, r.reason, r.detail])).toEqual([
      [admin.userInfo.id, bob.userInfo.id, 'other', 'offensive nickname'],
    ]);

    await item.getByTestId('queue-hide').click();
    await item.waitFor({ state: 'detached' });
    await context.close();
    const info = await authedCall<{ nickname: string | null }>(server.url, bob.token, 'GET', '/api/user/info');
    expect(info.nickname).toBeNull();
  });
});
