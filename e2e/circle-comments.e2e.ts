/**
 * A post's comments a page at a time: a friend has left 23 comments; the author's feed shows the
 * latest three and "see all", which shows the newest page of 20; "earlier comments" loads the
 * rest above them and goes away at the first comment. Post, friendship and comments are made
 * through the API and the database: writing them is circle.e2e's subject.
 */
import { CIRCLE_LIMITS } from '@qfl/core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { makeFriends } from './social-db.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();

describe('circle comments paging', () => {
  it('shows the newest page of comments, then earlier ones on demand', async () => {
    const author = (await signUpByApi(baseUrl, logFile)).session;
    const friend = (await signUpByApi(baseUrl, logFile)).session;
    makeFriends(author.userInfo.id, friend.userInfo.id);
    const post = await authedCall<{ id: number }>(baseUrl, author.token, 'POST', '/api/circle/posts', { text: 'Paging test' });
    const total = CIRCLE_LIMITS.commentPageSize + 3;
    for (let i = 1; i <= total; i++) {
      await authedCall(baseUrl, friend.token, 'POST', `/api/circle/posts/${post.id}/comments`, { text: `comment ${i}` });
    }

    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    try {
      await page.goto('/#/pages/login/login');
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await storeSession(page, author);
      await page.goto('/#/pages/circle/index');
      const card = page.getByTestId(`circle-post-${post.id}`);
      const lines = card.locator('li.circle-post__comment');
      const line = (n: number) => card.locator('li.circle-post__comment > span', { hasText: new RegExp(`^: comment ${n}$`) });
      await line(total).waitFor();
      expect(await lines.count()).toBe(CIRCLE_LIMITS.latestComments);

      await card.getByTestId('circle-comments-all').click();
      await card.getByTestId('circle-comments-more').waitFor();
      await line(4).waitFor();
      expect(await lines.count()).toBe(CIRCLE_LIMITS.commentPageSize);
      expect(await line(3).count()).toBe(0);

      await card.getByTestId('circle-comments-more').click();
      await line(1).waitFor();
      await card.getByTestId('circle-comments-more').waitFor({ state: 'detached' });
      expect(await lines.count()).toBe(total);
      const texts = await card.locator('li.circle-post__comment > span:first-of-type').allInnerTexts();
      expect(texts.map((x) => x.replace(/^:\s*/, ''))).toEqual(Array.from({ length: total }, (_, i) => `comment ${i + 1}`));
    } finally {
      await context.close();
    }
  });
});
