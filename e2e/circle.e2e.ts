/**
 * The circle in the browser: a learner writes a post with a real PNG chosen in the file chooser
 * and a place from the choose-location page, publishes it; a friend (second context, English UI)
 * sees it with its image, likes and comments; the author sees the like and the comment, opens
 * the place, then deletes the post from "my posts" after the confirm. Screenshots at 375×812 in
 * zh and en go to var/e2e/screens/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { makeFriends } from './social-db.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

async function learner(locale: string, uiLang: string, nickname: string) {
  const { session } = await signUpByApi(baseUrl, logFile);
  await authedCall(baseUrl, session.token, 'PUT', '/api/user/profile', { nickname });
  const { context, page } = await newPhonePage(browser(), baseUrl, locale);
  await page.goto('/#/');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), uiLang);
  await storeSession(page, session);
  return { id: session.userInfo.id, page, close: () => context.close() };
}

async function imageLoaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
}

describe('circle', () => {
  it('posts with an image and a place; a friend sees it, likes and comments; the author deletes it', async () => {
    mkdirSync(screens, { recursive: true });
    const png = join(root, 'var/e2e/circle-photo.png');
    await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toFile(png);
    const author = await learner('zh-CN', 'zh', '小明');
    const friend = await learner('en-US', 'en', 'Anna');
    makeFriends(author.id, friend.id);
    try {
      const a = author.page;
      await a.goto('/#/pages/social/index');
      await a.getByTestId('social-circle-compose').click();
      await a.getByTestId('page-circle-post').waitFor();
      await a.getByTestId('circle-post-text').locator('textarea:not([aria-hidden])').fill('今天学了二十个新单词！');
      expect(await a.getByTestId('circle-post-counter').innerText()).toBe('22/1000');

      const [chooser] = await Promise.all([a.waitForEvent('filechooser'), a.getByTestId('circle-add-image').click()]);
      await chooser.setFiles(png);
      await a.getByTestId('circle-upload-done').waitFor();

      await a.getByTestId('circle-choose-place').click();
      await a.getByTestId('page-choose-location').waitFor();
      expect(await a.getByTestId('circle-place-lat').locator('input').inputValue()).toBe('39.909');
      expect(await a.getByTestId('circle-place-lng').locator('input').inputValue()).toBe('116.39742');
      await a.getByTestId('circle-no-map').waitFor();
      await a.getByTestId('circle-place-name').locator('input').fill('天安门广场');
      await a.screenshot({ path: join(screens, 'circle-choose-location-zh.png') });
      await a.getByTestId('circle-place-confirm').click();
      await a.getByTestId('page-circle-post').waitFor();
      expect(await a.getByTestId('circle-choose-place').innerText()).toContain('天安门广场');
      await a.screenshot({ path: join(screens, 'circle-compose-zh.png') });
      await a.getByTestId('circle-publish').click();
      await a.getByTestId('page-circle').waitFor();
      const mine = a.locator('article[data-testid^="circle-post-"]').first();
      await mine.waitFor();
      expect(await mine.innerText()).toContain('今天学了二十个新单词！');
      await a.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="circle-post-images"] img');
        return img?.complete && img.naturalWidth > 0;
      });
      await a.screenshot({ path: join(screens, 'circle-feed-zh.png') });

      // The friend sees the post with its image, likes it and comments.
      const f = friend.page;
      await f.goto('/#/pages/circle/index');
      const post = f.locator('article[data-testid^="circle-post-"]').first();
      await post.waitFor();
      expect(await post.innerText()).toContain('小明');
      await f.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="circle-post-images"] img');
        return img?.complete && img.naturalWidth > 0;
      });
      expect(await imageLoaded(f, '[data-testid="circle-post-images"] img')).toBe(true);
      await post.getByTestId('circle-like').click();
      await f.waitForFunction(() => document.querySelector('[data-testid="circle-like"]')?.getAttribute('aria-pressed') === 'true');
      expect(await post.getByTestId('circle-like').innerText()).toContain('1');
      await post.getByTestId('circle-comment-input').locator('input').fill('Great job!');
      await post.getByTestId('circle-comment-send').click();
      await post.getByTestId('circle-comments').getByText('Great job!').waitFor();
      await f.screenshot({ path: join(screens, 'circle-feed-en.png') });
      // The image opens full screen; leaving the page closes the viewer.
      await post.getByTestId('circle-post-images').locator('button').first().click();
      const viewer = f.locator('.adm-image-viewer-content, .adm-image-viewer-slides').first();
      await viewer.waitFor();
      await f.screenshot({ path: join(screens, 'circle-viewer-en.png') });
      await f.goto('/#/pages/social/index');
      await viewer.waitFor({ state: 'detached' });

      // The author sees the like and the comment, and opens the place.
      await a.reload();
      const own = a.locator('article[data-testid^="circle-post-"]').first();
      await own.getByTestId('circle-comments').getByText('Great job!').waitFor();
      expect(await own.getByTestId('circle-like').innerText()).toContain('1');
      await own.getByTestId('circle-post-place').click();
      await a.getByTestId('page-open-location').waitFor();
      expect(await a.getByTestId('open-location-name').innerText()).toContain('天安门广场');
      expect(await a.getByTestId('open-location-coords').innerText()).toContain('39.909000');
      await a.screenshot({ path: join(screens, 'circle-open-location-zh.png') });

      // Delete it from my posts, after the confirm.
      await a.goto('/#/pages/circle/mine');
      const listed = a.locator('article[data-testid^="circle-post-"]');
      await listed.first().waitFor();
      expect(await listed.count()).toBe(1);
      await listed.first().getByTestId('circle-post-delete').click();
      await a.getByTestId('confirm-ok').click();
      await a.getByTestId('circle-empty').waitFor();
      await f.goto('/#/pages/circle/index');
      await f.getByTestId('circle-empty').waitFor();
    } finally {
      await author.close();
      await friend.close();
    }
  });
});
