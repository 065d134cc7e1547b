/**
 * Chat in the browser against the real server and its WebSocket: two learners (one in Chinese, one
 * in English), each in their own browser context. A writes with an emoji from the picker and the
 * message appears live on B's open chat page; once B has blocked A, A's send shows the localized
 * error with a resend and nothing reaches B; with the block gone, A writes while B is away and B
 * finds the conversation with an unread badge on the social tab and in the list, then reads it.
 * Friendships and blocks are written straight into the server's database: the friends and
 * blacklist screens are other features. Screenshots at 375×812 go to var/e2e/screens/.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

/** The running server's SQLite file (the newest in var/e2e/main). */
function serverDb(): SQLite.Database {
  const dir = join(root, 'var/e2e/main');
  const files = readdirSync(dir)
    .filter((f) => /^app-\d+\.db$/.test(f))
    .map((f) => join(dir, f))
    .sort((x, y) => statSync(y).mtimeMs - statSync(x).mtimeMs);
  const db = new SQLite(files[0] as string);
  db.pragma('busy_timeout = 5000');
  return db;
}
const db = serverDb();
afterAll(() => db.close());

async function signedIn(locale: string, uiLang: string) {
  const { session } = await signUpByApi(baseUrl, logFile);
  const { context, page } = await newPhonePage(browser(), baseUrl, locale);
  await page.goto('/#/');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), uiLang);
  await storeSession(page, session);
  return { page, context, session, id: session.userInfo.id };
}

async function openChat(page: Page, withId: number): Promise<void> {
  await page.goto(`/#/pages/social/chat?with=${withId}`);
  await page.locator('[data-testid="page-chat"][data-live="open"]').waitFor();
}

const bubbles = (page: Page) => page.getByTestId('chat-message');

describe('chat', () => {
  it('delivers live with an emoji, refuses across a block with the localized error, and keeps messages for later with an unread badge', async () => {
    const a = await signedIn('zh-CN', 'zh');
    const b = await signedIn('en-US', 'en');
    try {
      const now = Date.now();
      db.prepare('insert into friendships (user_id, friend_id, created_at) values (?, ?, ?), (?, ?, ?)').run(
        a.id,
        b.id,
        now,
        b.id,
        a.id,
        now,
      );
      db.prepare('update users set nickname = ? where id = ?').run('Alice', a.id);
      db.prepare('update users set nickname = ? where id = ?').run('Bob', b.id);

      // Live, with an emoji from the picker.
      await openChat(b.page, a.id);
      await openChat(a.page, b.id);
      await a.page.getByTestId('chat-input').locator('input').fill('你好 Bob ');
      await a.page.getByTestId('chat-emoji-toggle').click();
      await a.page.getByTestId('chat-emoji').filter({ hasText: '😀' }).first().click();
      await a.page.getByTestId('chat-send').click();
      await b.page.locator('[data-testid="chat-message"][data-mine="false"]', { hasText: '你好 Bob 😀' }).waitFor();
      await a.page.locator('[data-testid="chat-message"][data-mine="true"][data-delivery="sent"]', { hasText: '你好 Bob 😀' }).waitFor();
      // B read it: A sees the read mark.
      await a.page.getByTestId('chat-read').waitFor();
      await b.page.getByTestId('chat-input').locator('input').fill('Hi Alice 👋');
      await b.page.getByTestId('chat-send').click();
      await a.page.locator('[data-testid="chat-message"][data-mine="false"]', { hasText: 'Hi Alice 👋' }).waitFor();
      await a.page.getByTestId('chat-emoji-toggle').click();
      await a.page.screenshot({ path: join(screens, 'chat-zh.png') });
      await a.page.getByTestId('chat-emoji-toggle').click();
      await b.page.screenshot({ path: join(screens, 'chat-en.png') });

      // Blocked: A's send fails with the localized reason and a resend; nothing reaches B.
      db.prepare('insert into blocks (user_id, blocked_user_id, created_at) values (?, ?, ?)').run(b.id, a.id, Date.now());
      const bCountBefore = await bubbles(b.page).count();
      await a.page.getByTestId('chat-input').locator('input').fill('还在吗');
      await a.page.getByTestId('chat-send').click();
      const failed = a.page.getByTestId('chat-failed');
      await failed.waitFor();
      expect(await failed.textContent()).toContain('你们之间存在拉黑关系，无法进行此操作');
      await expect(a.page.getByTestId('chat-retry').isVisible()).resolves.toBe(true);
      const history = await authedCall<{ items: { text: string }[] }>(
        baseUrl,
        b.session.token,
        'GET',
        `/api/chat/messages?withUserId=${a.id}`,
      );
      expect(history.items.map((m) => m.text)).not.toContain('还在吗');
      expect(await bubbles(b.page).count()).toBe(bCountBefore);
      // B's own send across the block is refused too, in English.
      await b.page.getByTestId('chat-input').locator('input').fill('test');
      await b.page.getByTestId('chat-send').click();
      await b.page.getByTestId('chat-failed').waitFor();
      expect(await b.page.getByTestId('chat-failed').textContent()).toContain('You cannot do this: one of you has blocked the other');
      await a.page.screenshot({ path: join(screens, 'chat-blocked-zh.png') });
      db.prepare('delete from blocks where user_id = ? and blocked_user_id = ?').run(b.id, a.id);

      // Offline delivery: B is away while A writes; B comes back to an unread badge.
      await b.page.goto('/#/pages/profile/index');
      await b.page.close();
      await a.page.getByTestId('chat-input').locator('input').fill('明天见');
      await a.page.getByTestId('chat-send').click();
      await a.page.locator('[data-testid="chat-message"][data-delivery="sent"]', { hasText: '明天见' }).waitFor();
      await a.page.getByTestId('chat-input').locator('input').fill('See you tomorrow');
      await a.page.getByTestId('chat-send').click();
      await a.page.locator('[data-testid="chat-message"][data-delivery="sent"]', { hasText: 'See you tomorrow' }).waitFor();

      const back = await b.context.newPage();
      await back.goto('/#/pages/social/index');
      const card = back.getByTestId('social-chat');
      await card.waitFor();
      const row = card.locator('[data-testid="chat-conversation"][data-unread="2"]');
      await row.waitFor();
      expect(await row.getByTestId('chat-unread-badge').textContent()).toContain('2');
      expect(await row.textContent()).toContain('Alice');
      await back.screenshot({ path: join(screens, 'chat-social-en.png') });
      await back.getByTestId('social-chat-open').click();
      await back.getByTestId('page-chat-list').waitFor();
      await back.locator('[data-testid="chat-conversation"][data-unread="2"]').waitFor();
      await back.screenshot({ path: join(screens, 'chat-list-en.png') });
      await back.getByTestId('chat-conversation').first().click();
      await back.locator('[data-testid="chat-message"][data-mine="false"]', { hasText: 'See you tomorrow' }).waitFor();
      expect(await back.locator('[data-testid="chat-message"]', { hasText: '明天见' }).count()).toBe(1);
      // Reading it clears the unread count.
      for (let i = 0; i < 50; i++) {
        const unread = await authedCall<{ total: number }>(baseUrl, b.session.token, 'GET', '/api/chat/unread-count');
        if (unread.total === 0) break;
        await back.waitForTimeout(100);
      }
      expect((await authedCall<{ total: number }>(baseUrl, b.session.token, 'GET', '/api/chat/unread-count')).total).toBe(0);

      // A's list in Chinese.
      await a.page.goto('/#/pages/social/chats');
      await a.page.getByTestId('chat-conversation').first().waitFor();
      await a.page.screenshot({ path: join(screens, 'chat-list-zh.png') });
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});
