/**
 * Teams in the browser: a learner creates a team from the personal center's team row, a second
 * learner (English UI) joins by its code, the team page shows both members' study this week and
 * the team goal bars; the owner removes the member after the confirm. Screenshots at 375×812 in
 * zh and en go to var/e2e/screens/. Then the owner invites the removed member back (friends now) and
 * the member accepts on the info tab's notice, which leads into the team (not to a members-only page).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dayKey } from '@qfl/core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { makeFriends, studiedToday } from './social-db.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

async function learner(locale: string, uiLang: string, nickname: string) {
  const { session } = await signUpByApi(baseUrl, logFile);
  const info = await authedCall<{ timeZone: string }>(baseUrl, session.token, 'PUT', '/api/user/profile', { nickname });
  const { context, page } = await newPhonePage(browser(), baseUrl, locale);
  await page.goto('/#/');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), uiLang);
  await storeSession(page, session);
  return { id: session.userInfo.id, timeZone: info.timeZone, page, close: () => context.close() };
}

describe('teams', () => {
  it('creates a team, a second learner joins by code, both weeks show, the owner removes the member', async () => {
    mkdirSync(screens, { recursive: true });
    const owner = await learner('zh-CN', 'zh', '队长');
    const member = await learner('en-US', 'en', 'Ben');
    studiedToday(owner.id, dayKey(Date.now(), owner.timeZone), 12, 20);
    studiedToday(member.id, dayKey(Date.now(), member.timeZone), 7, 9);
    try {
      const o = owner.page;
      await o.goto('/#/pages/mine/mine');
      await o.getByTestId('center-team').click();
      await o.getByTestId('page-teams').waitFor();
      await o.getByTestId('teams-empty').waitFor();
      await o.getByTestId('teams-create-name').locator('input').fill('夜猫子学习队');
      await o.getByTestId('teams-create-description').locator('textarea:not([aria-hidden])').fill('每天睡前背单词');
      await o.screenshot({ path: join(screens, 'teams-list-zh.png') });
      await o.getByTestId('teams-create-submit').click();
      await o.getByTestId('page-team').waitFor();
      const code = (await o.getByTestId('team-code').innerText()).trim();
      expect(code).toMatch(/^[A-Z0-9]{6}$/);

      const m = member.page;
      await m.goto('/#/pages/social/index');
      await m.getByTestId('social-teams-open').click();
      await m.getByTestId('page-teams').waitFor();
      await m.getByTestId('teams-join-code').locator('input').fill(code.toLowerCase());
      await m.getByTestId('teams-join-submit').click();
      await m.getByTestId('page-team').waitFor();
      await m.getByTestId(`team-member-${owner.id}`).waitFor();
      expect(await m.getByTestId(`team-member-${owner.id}`).innerText()).toContain('12 new words · 20 min');
      expect(await m.getByTestId(`team-member-${member.id}`).innerText()).toContain('7 new words · 9 min');
      expect(await m.getByTestId('team-goal-words').innerText()).toContain('19/140');
      expect(await m.getByTestId('team-goal-minutes').innerText()).toContain('29/140');
      expect(await m.getByTestId(`team-remove-${owner.id}`).count()).toBe(0);
      await m.screenshot({ path: join(screens, 'team-page-en.png'), fullPage: true });

      await o.reload();
      await o.getByTestId(`team-member-${member.id}`).waitFor();
      expect(await o.getByTestId(`team-member-${member.id}`).innerText()).toContain('7 个新词 · 9 分钟');
      await o.screenshot({ path: join(screens, 'team-page-zh.png'), fullPage: true });
      await o.getByTestId(`team-remove-${member.id}`).click();
      await o.getByTestId('confirm-ok').click();
      await o.getByTestId(`team-member-${member.id}`).waitFor({ state: 'detached' });
      expect(await o.getByTestId('team-goal-words').innerText()).toContain('12/70');

      await m.reload();
      await m.getByText('This team is not available').waitFor();

      // An invite is answered where it is read: the info tab's notice has accept and refuse.
      makeFriends(owner.id, member.id);
      const teamId = Number(new URL(o.url().replace('#', '')).searchParams.get('id'));
      const token = await o.evaluate(() => localStorage.getItem('token') ?? '');
      await authedCall(baseUrl, token, 'POST', `/api/teams/${teamId}/invites`, { userId: member.id });
      await m.goto('/#/pages/info/index');
      await m.getByTestId('notice-team_invite').waitFor();
      await m.locator('[data-testid^="info-team-invite-"][data-testid$="-accept"]').first().click();
      await m.getByTestId('page-team').waitFor();
      await m.getByTestId(`team-member-${member.id}`).waitFor();
    } finally {
      await owner.close();
      await member.close();
    }
  });
});
