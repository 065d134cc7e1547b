/**
 * Challenging a friend to a battle from a page: A (Spanish UI) opens friend B's card, taps
 * "Challenge", sends the challenge from the battle index (the language and level of the quick
 * match card) and waits with the code; B (Japanese UI) finds the invite on the info tab, opens it
 * (the index with the code filled in), joins, and both are in the room. The friendship is written
 * straight into the database: befriending has its own e2e.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { makeFriends } from './social-db.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();

async function learner(nickname: string, locale: string, uiLang: string) {
  const { session } = await signUpByApi(baseUrl, logFile);
  await authedCall(baseUrl, session.token, 'PUT', '/api/user/profile', { nickname });
  const { context, page } = await newPhonePage(browser(), baseUrl, locale);
  await page.goto('/#/pages/login/login');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), uiLang);
  await storeSession(page, session);
  return { id: session.userInfo.id, context, page };
}

const field = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input`).first();

describe('battle challenge', () => {
  it("challenges a friend from their card; the friend joins from the info tab's notice", { timeout: 120_000 }, async () => {
    const a = await learner('Carla', 'es-ES', 'es');
    const b = await learner('Dai', 'ja-JP', 'ja');
    makeFriends(a.id, b.id);
    try {
      await a.page.goto('/#/pages/social/friends');
      await a.page.getByTestId(`friend-${b.id}`).click();
      await a.page.getByTestId('card-challenge').click();
      await a.page.getByTestId('page-battle-index').waitFor();
      expect(await a.page.getByTestId('battle-challenge-title').innerText()).toBe('Desafiar a Dai');
      await a.page.getByTestId('battle-challenge-send').click();
      await a.page.getByTestId('battle-queue').waitFor();
      const code = (await a.page.getByTestId('battle-invite-code').innerText()).trim();

      await b.page.goto('/#/pages/index/index');
      await b.page.getByTestId('tab-info').click();
      const notice = b.page.getByTestId('notice-battle_invite');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Carla さんが単語バトルに招待しています');
      await notice.click();
      await b.page.getByTestId('page-battle-index').waitFor();
      expect(await field(b.page, 'battle-join-code').inputValue()).toBe(code);
      await b.page.getByTestId('battle-join').click();
      await a.page.getByTestId('page-battle-room').waitFor();
      await b.page.getByTestId('page-battle-room').waitFor();
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});
