/**
 * Friends, blacklist and the info tab in Chromium with two users: A finds B by B's friend code and
 * asks; B sees the request and a system news item on the info tab (with the tab badge) and accepts
 * inline; A's friend list shows B; A blocks B (confirm), B's card offers no friend request or
 * chat and the API refuses both; A unblocks from the blacklist page.
 */
import type { Session } from '@qfl/core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();

async function signedInPage(session: Session, locale: string) {
  const { context, page } = await newPhonePage(browser(), baseUrl, locale);
  await page.goto('/#/pages/login/login');
  await storeSession(page, session);
  return { context, page };
}

/** The envelope of a raw call, for asserting refusals. */
async function rawCall(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Token ${token}`, 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { code: number; msg: string; data: { error?: string } } };
}

describe('friends, blacklist and info tab', () => {
  it('befriend by code, accept on the info tab, list, block (refused request and chat), unblock', async () => {
    const a = (await signUpByApi(baseUrl, logFile)).session;
    const b = (await signUpByApi(baseUrl, logFile)).session;
    const aId = a.userInfo.id;
    const bId = b.userInfo.id;
    await authedCall(baseUrl, a.token, 'PUT', '/api/user/profile', { nickname: 'Alice' });
    await authedCall(baseUrl, b.token, 'PUT', '/api/user/profile', { nickname: 'Bob' });
    const bCode = (await authedCall<{ code: string }>(baseUrl, b.token, 'GET', '/api/friends/code')).code;

    // A: add friend by B's code (typed in lower case), open B's card, ask.
    const pa = await signedInPage(a, 'zh-CN');
    await pa.page.goto('/#/pages/social/index');
    await pa.page.getByTestId('social-friends-empty').waitFor();
    await pa.page.getByTestId('social-friends-add').click();
    await pa.page.getByTestId('page-friend-add').waitFor();
    await pa.page.getByTestId('friends-qr').waitFor();
    await pa.page.getByTestId('friends-code-input').locator('input').fill(bCode.toLowerCase());
    await pa.page.getByTestId('friends-code-open').click();
    await pa.page.getByTestId('page-user-card').waitFor();
    expect(await pa.page.getByTestId('user-card-name').textContent()).toBe('Bob');
    await pa.page.getByTestId('card-add-friend').click();
    await pa.page.getByTestId('card-request-sent').waitFor();

    // B (UI in Chinese, the native language): the info tab shows the request and the news, with a badge; accept inline.
    const pb = await signedInPage(b, 'zh-CN');
    await pb.page.goto('/#/pages/index/index');
    await pb.page.getByTestId('tab-info').locator('.adm-badge').waitFor();
    await pb.page.getByTestId('tab-info').click();
    await pb.page.getByTestId('page-info').waitFor();
    const notice = pb.page.getByTestId('notice-friend_request');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Alice 想加你为好友');
    await pb.page.getByTestId('news-welcome').waitFor();
    const requestId = (await authedCall<{ incoming: { id: number }[] }>(baseUrl, b.token, 'GET', '/api/friends/requests')).incoming[0]?.id;
    await pb.page.getByTestId(`info-request-${requestId}-accept`).click();
    await pb.page.getByText('已接受').waitFor();
    // A news item opens in the UI language.
    await pb.page.getByTestId('news-welcome').click();
    expect(await pb.page.getByTestId('news-title').textContent()).toBe('欢迎来到量化外语学习');

    // A: the friends list shows B.
    await pa.page.goto('/#/pages/social/friends');
    await pa.page.getByTestId(`friend-${bId}`).waitFor();
    expect(await pa.page.getByTestId(`friend-${bId}`).textContent()).toContain('Bob');

    // A blocks B from B's card (confirm dialog).
    await pa.page.getByTestId(`friend-${bId}`).click();
    await pa.page.getByTestId('card-chat').waitFor();
    await pa.page.getByTestId('card-block').click();
    await pa.page.getByTestId('confirm-ok').click();
    await pa.page.getByTestId('card-blocked').waitFor();
    expect(await pa.page.getByTestId('card-chat').count()).toBe(0);

    // B: A's card offers neither a friend request nor a chat; the API refuses both.
    await pb.page.goto(`/#/pages/social/user?id=${aId}`);
    await pb.page.getByTestId('card-blocked-me').waitFor();
    expect(await pb.page.getByTestId('card-add-friend').count()).toBe(0);
    expect(await pb.page.getByTestId('card-chat').count()).toBe(0);
    const refused = await rawCall(b.token, 'POST', '/api/friends/requests', { userId: aId });
    expect([refused.status, refused.json.data.error]).toEqual([403, 'social.blocked']);
    const invite = await rawCall(b.token, 'POST', '/api/battle/invites', { lang: 'en', level: 5, toUserId: aId });
    expect(invite.json.data.error).toBe('social.blocked');

    // A: the blacklist page lists B; unblock.
    await pa.page.goto('/#/pages/social/blacklist');
    await pa.page.getByTestId(`blacklist-${bId}`).waitFor();
    await pa.page.getByTestId(`blacklist-unblock-${bId}`).click();
    await pa.page.getByTestId('confirm-ok').click();
    await pa.page.getByTestId('blacklist-empty').waitFor();
    const again = await rawCall(b.token, 'POST', '/api/friends/requests', { userId: aId });
    expect(again.status).toBe(200);

    await pa.context.close();
    await pb.context.close();
    // Two browsers and a dozen pages: more than the default minute on a shared machine.
  }, 180_000);
});
