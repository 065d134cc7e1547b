/**
 * Issue 13 end to end, in Chromium with two learners in their own browser contexts (A in Chinese,
 * B in English), driving the pages wherever a user would, on a server of its own with an admin
 * phone: A opens B's card by the share code B reads off their add-friend page and asks; B accepts
 * on the info tab; A writes in the chat with an emoji from the panel and B sees it live; B blocks A
 * from A's card; A's next message is refused with the localized error and never reaches B; A
 * reports B from B's card and the admin finds the report on the reports page; A posts to the
 * circle with a PNG made here and the post shows it; A (the student) makes a mentor code and a
 * mentor enters it, opens A's progress page and sees A's figures. Only the study day behind those
 * figures is written into the database (studying is another feature's pages).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dayKey, type Progress, type Session } from '@qfl/core';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPhonePage, uniquePhone } from './browser.js';
import { type RunningServer, root, startServer } from './server.js';
import { studiedToday } from './social-db.js';
import { authedCall, signUpByApi, signUpOrSignIn, storeSession } from './users.js';

const SERVER = 'social-two-users';
const ADMIN = uniquePhone();
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launch(),
    startServer(SERVER, { ADMIN_PHONES: ADMIN, CONTENT_AUTOLOAD: 'false', SMS_RESEND_SECONDS: '1', SMS_IP_HOURLY_LIMIT: '1000' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The admin of this server (signed up once; a retried test signs in). */
const signUpAdmin = () => signUpOrSignIn(server, ADMIN);

async function signedIn(session: Session, locale: string, uiLang: string) {
  const { context, page } = await newPhonePage(browser, server.url, locale);
  await page.goto('/#/pages/login/login');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), uiLang);
  await storeSession(page, session);
  return { context, page };
}

async function learner(nickname: string, locale: string, uiLang: string) {
  const { session } = await signUpByApi(server.url, server.logFile);
  await authedCall(server.url, session.token, 'PUT', '/api/user/profile', { nickname });
  return { session, id: session.userInfo.id, ...(await signedIn(session, locale, uiLang)) };
}

const field = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();

async function openChat(page: Page, withId: number): Promise<void> {
  await page.goto(`/#/pages/social/chat?with=${withId}`);
  await page.locator('[data-testid="page-chat"][data-live="open"]').waitFor();
}

describe('social, two users', () => {
  it('befriend, chat with an emoji, block, report, circle image, mentor link', { timeout: 300_000 }, async () => {
    const png = join(root, 'var/e2e', SERVER, 'circle.png');
    mkdirSync(join(root, 'var/e2e', SERVER), { recursive: true });
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } })
      .png()
      .toFile(png);

    const a = await learner('Alice', 'zh-CN', 'zh');
    const b = await learner('Bob', 'en-US', 'en');
    const contexts = [a.context, b.context];
    try {
      // B reads their share code off the add-friend page; A types it and asks from B's card.
      await b.page.goto('/#/pages/social/index');
      await b.page.getByTestId('social-friends-add').click();
      const bCode = (await b.page.getByTestId('friends-my-code-value').innerText()).trim();
      expect(bCode).not.toBe('');

      await a.page.goto('/#/pages/social/index');
      await a.page.getByTestId('social-friends-add').click();
      await a.page.getByTestId('page-friend-add').waitFor();
      await field(a.page, 'friends-code-input').fill(bCode);
      await a.page.getByTestId('friends-code-open').click();
      await a.page.getByTestId('page-user-card').waitFor();
      expect(await a.page.getByTestId('user-card-name').innerText()).toBe('Bob');
      await a.page.getByTestId('card-add-friend').click();
      await a.page.getByTestId('card-request-sent').waitFor();

      // B accepts on the info tab.
      await b.page.goto('/#/pages/index/index');
      await b.page.getByTestId('tab-info').click();
      await b.page.getByTestId('page-info').waitFor();
      const notice = b.page.getByTestId('notice-friend_request');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Alice');
      await b.page.locator('[data-testid^="info-request-"][data-testid$="-accept"]').first().click();
      await a.page.goto('/#/pages/social/friends');
      await a.page.getByTestId(`friend-${b.id}`).waitFor();

      // A opens the chat from B's card and writes with an emoji from the panel; B sees it live.
      await openChat(b.page, a.id);
      await a.page.getByTestId(`friend-${b.id}`).click();
      await a.page.getByTestId('card-chat').click();
      await a.page.locator('[data-testid="page-chat"][data-live="open"]').waitFor();
      await field(a.page, 'chat-input').fill('你好 Bob ');
      await a.page.getByTestId('chat-emoji-toggle').click();
      await a.page.getByTestId('chat-emoji').filter({ hasText: '😀' }).first().click();
      await a.page.getByTestId('chat-send').click();
      await b.page.locator('[data-testid="chat-message"][data-mine="false"]', { hasText: '你好 Bob 😀' }).waitFor();
      await a.page.locator('[data-testid="chat-message"][data-mine="true"][data-delivery="sent"]', { hasText: '你好 Bob 😀' }).waitFor();

      // B blocks A from A's card (friends list → card → block → confirm), then goes back to the chat.
      await b.page.goto('/#/pages/social/friends');
      await b.page.getByTestId(`friend-${a.id}`).click();
      await b.page.getByTestId('card-block').click();
      await b.page.getByTestId('confirm-ok').click();
      await b.page.getByTestId('card-blocked').waitFor();
      await openChat(b.page, a.id);
      await b.page.locator('[data-testid="chat-message"]', { hasText: '你好 Bob 😀' }).waitFor();
      const bBubbles = await b.page.getByTestId('chat-message').count();

      // A's next message is refused, in Chinese; B never receives it.
      await field(a.page, 'chat-input').fill('还在吗');
      await a.page.getByTestId('chat-send').click();
      await a.page.getByTestId('chat-failed').waitFor();
      expect(await a.page.getByTestId('chat-failed').innerText()).toContain('你们之间存在拉黑关系，无法进行此操作');
      const history = await authedCall<{ items: { text: string }[] }>(
        server.url,
        b.session.token,
        'GET',
        `/api/chat/messages?withUserId=${a.id}`,
      );
      expect(history.items.map((m) => m.text)).toEqual(['你好 Bob 😀']);
      // B's open page got nothing either (a reload shows the same stored history).
      expect(await b.page.getByTestId('chat-message').count()).toBe(bBubbles);
      await b.page.reload();
      await b.page.locator('[data-testid="chat-message"]', { hasText: '你好 Bob 😀' }).waitFor();
      expect(await b.page.locator('[data-testid="chat-message"]', { hasText: '还在吗' }).count()).toBe(0);

      // A reports B from B's card; the admin sees the report.
      await a.page.goto(`/#/pages/social/user?id=${b.id}`);
      await a.page.getByTestId('card-report').click();
      const sheet = a.page.getByTestId('report-sheet');
      await sheet.waitFor();
      await sheet.getByText('垃圾信息或广告').click();
      await sheet.locator('[data-testid="report-detail"] textarea, textarea[data-testid="report-detail"]').first().fill('发广告链接');
      await sheet.getByTestId('report-submit').click();
      await sheet.waitFor({ state: 'hidden' });

      const admin = await signUpAdmin();
      expect(admin.userInfo.role).toBe('admin');
      const ad = await signedIn(admin, 'en-US', 'en');
      contexts.push(ad.context);
      await ad.page.goto('/#/pages/profile/index');
      await ad.page.getByTestId('mine-admin-reports').click();
      await ad.page.getByTestId('page-admin-reports').waitFor();
      const report = ad.page.getByTestId('report-item').filter({ hasText: '发广告链接' });
      await report.waitFor();
      expect(await report.innerText()).toContain('Bob');
      expect(await report.innerText()).toContain('Spam');

      // A posts to the circle with the PNG; the post shows the image.
      await a.page.goto('/#/pages/social/index');
      await a.page.getByTestId('social-circle-compose').click();
      await a.page.getByTestId('page-circle-post').waitFor();
      await a.page.getByTestId('circle-post-text').locator('textarea:not([aria-hidden])').fill('今天背了二十个单词');
      const [chooser] = await Promise.all([a.page.waitForEvent('filechooser'), a.page.getByTestId('circle-add-image').click()]);
      await chooser.setFiles(png);
      await a.page.getByTestId('circle-upload-done').waitFor();
      await a.page.getByTestId('circle-publish').click();
      await a.page.getByTestId('page-circle').waitFor();
      const posted = a.page.locator('article[data-testid^="circle-post-"]', { hasText: '今天背了二十个单词' });
      await posted.waitFor();
      await posted
        .locator('[data-testid="circle-post-images"] img')
        .first()
        .evaluate(
          (img) =>
            new Promise<void>((ok) => {
              const done = () => (img as HTMLImageElement).naturalWidth > 0 && ok();
              if ((img as HTMLImageElement).complete) done();
              img.addEventListener('load', done);
            }),
        );
      expect(
        await posted
          .locator('[data-testid="circle-post-images"] img')
          .first()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBe(64);

      // A (the student) studied today; A makes a mentor code, a mentor enters it and sees A's figures.
      const { timeZone } = await authedCall<{ timeZone: string }>(server.url, a.session.token, 'GET', '/api/user/info');
      studiedToday(a.id, dayKey(Date.now(), timeZone), 12, 20, SERVER);
      const own = await authedCall<Progress>(server.url, a.session.token, 'GET', '/api/progress');
      expect(own.streak).toBe(1);

      await a.page.goto('/#/pages/social/index');
      await a.page.getByTestId('social-mentors-open').click();
      await a.page.getByTestId('mentors-create-code').click();
      const code = (await a.page.getByTestId('mentors-code-value').innerText()).trim();
      expect(code).toMatch(/^[A-Z2-9]{8}$/);

      const mentor = (await signUpByApi(server.url, server.logFile)).session;
      const mentorInfo = await authedCall<Session['userInfo']>(server.url, mentor.token, 'PUT', '/api/user/settings', {
        identity: 'mentor',
        nativeLang: 'en',
        learningLang: 'zh',
        level: 5,
      });
      const m = await signedIn({ ...mentor, userInfo: mentorInfo }, 'en-US', 'en');
      contexts.push(m.context);
      await m.page.goto('/#/pages/social/index');
      await m.page.getByTestId('social-mentors-open').click();
      await field(m.page, 'mentors-code-input').fill(code);
      await m.page.getByTestId('mentors-accept').click();
      expect(await m.page.getByTestId('mentors-accepted').innerText()).toContain('Alice');
      await m.page.locator(`[data-testid="mentors-student"][data-student="${a.id}"]`).click();
      await m.page.getByTestId('page-student-progress').waitFor();
      expect((await m.page.getByTestId('student-name').innerText()).trim()).toBe('Alice');
      expect((await m.page.getByTestId('student-learned').innerText()).trim()).toBe(String(own.learned));
      expect((await m.page.getByTestId('student-streak').innerText()).trim()).toBe('1');
      expect(await m.page.getByTestId('student-minutes-today').innerText()).toContain('20');
    } finally {
      for (const c of contexts) await c.close();
    }
  });
});
