/**
 * Live vocabulary battles in the browser, against the real server and its WebSocket: two learners
 * in two browser contexts (one in Chinese, one in English) quick-match each other from the study
 * tab's card and the battle index, get ready, answer the same questions (the second learner
 * deliberately wrong on the first one, and never sees the first one's right/wrong before answering),
 * and both reach the result; the one who missed finds the word there and adds it to the new-words
 * book in one tap. A third learner (Korean UI) waits out the 10 s and fights the practice bot to the
 * result — a reload mid-battle and a dropped connection ("reconnecting…") both rejoin it — then asks for a rematch. A friend's invite code joins two learners in a room, and leaving
 * it (after the confirm dialog) tells the other. Screenshots of the four pages at 375×812 go to
 * var/e2e/screens/.
 */
import { join } from 'node:path';
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

async function signedIn(locale: string, uiLang: string): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const { session } = await signUpByApi(baseUrl, logFile); // native zh, learning en, level 5
  const { context, page } = await newPhonePage(browser(), baseUrl, locale);
  await page.goto('/#/');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), uiLang);
  await storeSession(page, session);
  return { page, token: session.token, close: () => context.close() };
}

/** The id of the question on screen once it is a different one than `previous`, or null when the result came. */
async function nextQuestion(page: Page, previous: string | null): Promise<string | null> {
  for (let i = 0; i < 300; i++) {
    if (await page.getByTestId('page-battle-result').isVisible()) return null;
    const q = page.getByTestId('battle-question');
    // The page may move on to the result between the two reads: a short read that fails just loops.
    const id = (await q.isVisible()) ? await q.getAttribute('data-question', { timeout: 500 }).catch(() => null) : null;
    if (id && id !== previous) return id;
    await page.waitForTimeout(100);
  }
  throw new Error('no next question nor result');
}

async function answered(page: Page): Promise<string> {
  const feedback = page.locator('[data-testid="battle-feedback"][data-state="right"], [data-testid="battle-feedback"][data-state="wrong"]');
  await feedback.waitFor();
  return (await feedback.getAttribute('data-state')) ?? '';
}

describe('vocabulary battles', () => {
  it('two learners quick-match each other and fight to the result; the one who missed adds the word to new words', async () => {
    const a = await signedIn('zh-CN', 'zh');
    const b = await signedIn('en-US', 'en');
    try {
      // A comes through the study tab's card, B opens the battle index directly.
      await a.page.goto('/#/pages/index/index');
      const card = a.page.getByTestId('card-battle');
      // The card loads once its place scrolls into view, and that place exists only once the
      // page has its data: keep scrolling (with a pause) until the card shows, not 20 times at once.
      for (const deadline = Date.now() + 30_000; !(await card.isVisible()) && Date.now() < deadline; ) {
        await a.page.mouse.wheel(0, 600);
        await a.page.waitForTimeout(150);
      }
      await card.getByTestId('battle-card-open').click();
      await a.page.getByTestId('page-battle-index').waitFor();
      await b.page.goto('/#/pages/battle/index');
      await b.page.getByTestId('page-battle-index').waitFor();
      // Defaults from the identity settings (a query of their own): English, level 5, matching 3-7.
      const english = b.page.locator('.adm-selector-item-active [data-testid="battle-lang-en"]');
      await english.waitFor();
      expect(await english.count()).toBe(1);
      expect(await b.page.getByTestId('battle-level-span').innerText()).toContain('3–7');
      await a.page.getByTestId('battle-records-empty').waitFor();
      await a.page.screenshot({ path: join(screens, 'battle-index-zh.png') });
      await b.page.screenshot({ path: join(screens, 'battle-index-en.png') });

      await a.page.getByTestId('battle-quick-start').click();
      await a.page.getByTestId('battle-bot-countdown').waitFor();
      await b.page.getByTestId('battle-quick-start').click();
      await a.page.getByTestId('page-battle-room').waitFor();
      await b.page.getByTestId('page-battle-room').waitFor();
      expect(await a.page.getByTestId('battle-bot-badge').count()).toBe(0);
      await a.page.screenshot({ path: join(screens, 'battle-room-zh.png') });

      await a.page.getByTestId('battle-ready').click();
      await b.page.locator('[data-testid="battle-opponent"][data-ready="true"]').waitFor();
      await b.page.screenshot({ path: join(screens, 'battle-room-en.png') });
      await b.page.getByTestId('battle-ready').click();
      await a.page.getByTestId('battle-countdown').waitFor();
      await a.page.getByTestId('page-battle-play').waitFor();
      await b.page.getByTestId('page-battle-play').waitFor();

      let previous: string | null = null;
      let index = 0;
      for (;;) {
        const qa = await nextQuestion(a.page, previous);
        if (qa === null) break;
        const qb = await nextQuestion(b.page, previous);
        expect(qb).toBe(qa); // the same question to both
        await a.page.getByTestId('battle-choice').first().click();
        const aState = await answered(a.page);
        // B sees that A answered, never whether A was right, until B answers too.
        await b.page.locator('[data-testid="battle-opponent-state"][data-state="answered"]').waitFor();
        if (index === 0) {
          // A's screen marks the right choice: B picks another one, so B misses this word for sure.
          const expected = await a.page
            .locator('[data-testid="battle-choice"][data-state="right"], [data-testid="battle-choice"][data-state="missed"]')
            .getAttribute('data-choice');
          await b.page.locator(`[data-testid="battle-choice"]:not([data-choice="${expected}"])`).first().click();
          expect(await answered(b.page)).toBe('wrong');
          await b.page.locator(`[data-testid="battle-opponent-state"][data-state="${aState === 'right' ? 'right' : 'wrong'}"]`).waitFor();
          await a.page.locator('[data-testid="battle-opponent-state"][data-state="wrong"]').waitFor();
          await a.page.screenshot({ path: join(screens, 'battle-play-zh.png') });
          await b.page.screenshot({ path: join(screens, 'battle-play-en.png') });
        } else {
          await b.page.getByTestId('battle-choice').first().click();
          await answered(b.page);
        }
        previous = qa;
        index += 1;
      }
      expect(index).toBeGreaterThanOrEqual(1);
      await b.page.getByTestId('page-battle-result').waitFor();
      const winnerA = await a.page.getByTestId('battle-result').getAttribute('data-winner');
      const winnerB = await b.page.getByTestId('battle-result').getAttribute('data-winner');
      expect({ me: 'opponent', opponent: 'me', draw: 'draw' }[winnerA ?? '']).toBe(winnerB);
      expect(await a.page.getByTestId('battle-rating-change').innerText()).toMatch(/\d+ → \d+/);

      // B's first answer was wrong: that word is among the missed, and one tap puts it in the new-words book.
      const missed = b.page.getByTestId('battle-missed-word');
      expect(await missed.count()).toBeGreaterThanOrEqual(1);
      const entryId = Number(await missed.first().getAttribute('data-entry'));
      await missed.first().getByTestId('battle-missed-add').click();
      await b.page.locator('[data-testid="battle-missed-add"][aria-pressed="true"]').first().waitFor();
      const book = await authedCall<{ items: { entryId: number }[] }>(baseUrl, b.token, 'GET', '/api/study/new-words?limit=100');
      expect(book.items.map((w) => w.entryId)).toContain(entryId);
      await a.page.screenshot({ path: join(screens, 'battle-result-zh.png'), fullPage: true });
      await b.page.screenshot({ path: join(screens, 'battle-result-en.png'), fullPage: true });

      // Back on the index, the record counts the battle.
      await a.page.getByTestId('battle-back').click();
      await a.page.getByTestId('page-battle-index').waitFor();
      await a.page.getByTestId('battle-record').first().waitFor();
      // The history is a query of its own, which may answer after the record's.
      await a.page.getByTestId('battle-history-item').first().waitFor();
      expect(await a.page.getByTestId('battle-history-item').count()).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  }, 240_000);

  it('a learner alone gets the practice bot after 10 s and fights it to the result (Korean UI)', async () => {
    const c = await signedIn('ko-KR', 'ko');
    // Every battle socket passes through here, so the test can cut one as a network would.
    let socket: { page: WebSocketRoute; server: WebSocketRoute } | null = null;
    await c.page.routeWebSocket(/\/ws\/battle\//, (ws) => {
      socket = { page: ws, server: ws.connectToServer() };
    });
    try {
      await c.page.goto('/#/pages/battle/index');
      await c.page.getByTestId('battle-quick-start').click();
      const countdown = c.page.getByTestId('battle-bot-countdown');
      await countdown.waitFor();
      expect(await countdown.innerText()).toMatch(/\d+/);
      await c.page.screenshot({ path: join(screens, 'battle-queue-ko.png') });
      await c.page.getByTestId('page-battle-room').waitFor({ timeout: 20_000 });
      await c.page.getByTestId('battle-bot-badge').first().waitFor();
      await c.page.getByTestId('battle-bot-says').waitFor();
      await c.page.screenshot({ path: join(screens, 'battle-room-ko.png') });
      await c.page.getByTestId('battle-ready').click();
      await c.page.getByTestId('page-battle-play').waitFor();

      let previous: string | null = null;
      let shot = false;
      let index = 0;
      for (;;) {
        const q = await nextQuestion(c.page, previous);
        if (q === null) break;
        if (index === 1) {
          // The connection drops: the page says it is reconnecting (tickets held back 2 s), then rejoins and plays on.
          await c.page.route(
            '**/api/battle/ticket',
            async (route) => {
              await new Promise((r) => setTimeout(r, 2000));
              await route.continue();
            },
            { times: 1 },
          );
          const cut = socket as { page: WebSocketRoute; server: WebSocketRoute } | null;
          await cut?.server.close();
          await cut?.page.close({ code: 4001, reason: 'network' });
          await c.page.getByTestId('battle-reconnecting').waitFor();
          await c.page.getByTestId('battle-reconnecting').waitFor({ state: 'hidden' });
          await c.page.getByTestId('battle-question').waitFor();
        }
        index += 1;
        await c.page.getByTestId('battle-choice').first().click();
        await answered(c.page);
        if (!shot) {
          await c.page.screenshot({ path: join(screens, 'battle-play-ko.png') });
          shot = true;
          // A reload mid-battle (a phone that dropped the tab) reconnects with a fresh ticket and rejoins the room.
          await c.page.reload();
          await c.page.getByTestId('page-battle-play').waitFor();
          await c.page.getByTestId('battle-question').waitFor();
          expect(c.page.url()).toContain('/pages/battle/vocabulary-battle');
        }
        previous = q;
      }
      await c.page.getByTestId('battle-result').waitFor();
      await c.page.getByTestId('battle-points').waitFor();
      await c.page.screenshot({ path: join(screens, 'battle-result-ko.png'), fullPage: true });

      // Rematch: straight back into the queue with the same settings; cancelling leaves it.
      await c.page.getByTestId('battle-rematch').click();
      await c.page.getByTestId('battle-queue').waitFor();
      await c.page.getByTestId('battle-queue-cancel').click();
      await c.page.getByTestId('battle-quick').waitFor();
      await c.page.getByTestId('battle-history-item').first().waitFor();
      await c.page.screenshot({ path: join(screens, 'battle-index-ko.png'), fullPage: true });
    } finally {
      await c.close();
    }
  }, 240_000);

  it("joins a friend's invite by code; leaving the room asks first and tells the friend", async () => {
    const host = await signedIn('zh-CN', 'zh');
    const guest = await signedIn('en-US', 'en');
    try {
      await host.page.goto('/#/pages/battle/index');
      await host.page.getByTestId('battle-invite-create').click();
      const code = await host.page.getByTestId('battle-invite-code').innerText();
      expect(await host.page.getByTestId('battle-invite-link').innerText()).toContain(code);

      // A bad code gets a localized message and changes nothing.
      await guest.page.goto('/#/pages/battle/index');
      await guest.page.getByTestId('battle-join-code').locator('input').fill('!!');
      await guest.page.getByTestId('battle-join').click();
      expect(await guest.page.getByTestId('battle-join-error').innerText()).toContain('4-16');
      // The invite link opens the index with the code filled in.
      await guest.page.goto(`/#/pages/battle/room?code=${code}`);
      await guest.page.getByTestId('page-battle-index').waitFor();
      expect(await guest.page.getByTestId('battle-join-code').locator('input').inputValue()).toBe(code);
      await guest.page.getByTestId('battle-join').click();
      await host.page.getByTestId('page-battle-room').waitFor();
      await guest.page.getByTestId('page-battle-room').waitFor();

      // Leaving asks; cancel keeps the room, confirm leaves it and the friend is told.
      await guest.page.getByTestId('battle-leave').click();
      await guest.page.getByTestId('confirm-cancel').click();
      await guest.page.getByTestId('page-battle-room').waitFor();
      await guest.page.getByTestId('battle-leave').click();
      await guest.page.getByTestId('confirm-ok').click();
      await guest.page.getByTestId('page-battle-index').waitFor();
      await host.page.getByTestId('page-battle-index').waitFor();
    } finally {
      await host.close();
      await guest.close();
    }
  }, 120_000);
});
