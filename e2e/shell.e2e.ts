/** The app shell: every tab, language switching, the authorization prompt and going offline. */
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();

async function signedInPage() {
  const { session } = await signUpByApi(baseUrl, logFile);
  const { context, page } = await newPhonePage(browser(), baseUrl);
  await page.goto('/#/pages/login/login');
  await storeSession(page, session);
  return { context, page, session };
}

describe('app shell', () => {
  it('opens every tab and the personal center with real empty states and zero points', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/#/pages/index/index');
    await page.getByTestId('page-study').waitFor();
    await page.getByTestId('tab-social').click();
    await page.getByTestId('page-social').waitFor();
    await page.getByTestId('social-friends-empty').waitFor();
    expect(page.url()).toContain('#/pages/social/index');
    await page.getByTestId('tab-info').click();
    await page.getByTestId('page-info').waitFor();
    expect(page.url()).toContain('#/pages/info/index');
    await page.getByTestId('tab-mine').click();
    await page.getByTestId('page-mine').waitFor();
    expect(page.url()).toContain('#/pages/profile/index');
    await page.getByTestId('mine-personal-center').click();
    await page.getByTestId('page-personal-center').waitFor();
    await expect(page.getByTestId('points-daily').textContent()).resolves.toContain('0');
    await expect(page.getByTestId('points-total').textContent()).resolves.toContain('0');
    await context.close();
  });

  it('switches every visible string at once and remembers the language', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/#/pages/mine/mine');
    await page.getByTestId('page-personal-center').waitFor();
    const zhText = await page.locator('body').innerText();
    await page.getByTestId('lang-en').click();
    await page.waitForFunction(() => document.title === 'Quantified Foreign-Language Learning' || document.documentElement.lang === 'en');
    // Language names in the switcher stay in their own script (中文, 日本語, 한국어); everything else changes.
    const visibleText = () =>
      page.evaluate(() => {
        const clone = document.body.cloneNode(true) as HTMLElement;
        for (const el of clone.querySelectorAll('[data-testid="lang-switcher"]')) el.remove();
        return clone.innerText;
      });
    const enText = await visibleText();
    expect(enText).not.toBe(zhText);
    expect(enText).not.toMatch(/[\u4e00-\u9fff]/);
    await page.getByTestId('lang-ja').click();
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await page.reload();
    await page.getByTestId('page-personal-center').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ja');
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    await page.getByTestId('lang-es').click();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.goto('/#/pages/index/index');
    await page.getByTestId('page-study').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(await page.title()).not.toBe('量化外语学习');
    await context.close();
  });

  it('asks an unauthenticated visitor to authorize, with go-to-authorize and go-back', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/pages/mine/mine');
    await page.getByTestId('auth-prompt').waitFor();
    await page.getByTestId('auth-go-authorize').click();
    await page.getByTestId('page-login').waitFor();
    await context.close();
  });

  it('shows the network modal when offline and sends the user to the 404 page', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/#/pages/index/index');
    await page.getByTestId('page-study').waitFor();
    await context.setOffline(true);
    // Going offline raises the modal at once; a call failing while offline would raise it too.
    await page
      .getByTestId('offline-modal')
      .waitFor({ timeout: 5000 })
      .catch(async () => {
        await page.getByTestId('tab-mine').click();
        await page.getByTestId('offline-modal').waitFor();
      });
    await page.getByTestId('offline-reverify').click();
    await page.getByTestId('page-404').waitFor();
    expect(page.url()).toContain('#/pages/404/404');
    await context.setOffline(false);
    await context.close();
  });

  it('walks back through the tabs the user visited, then the page before them', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/#/pages/mine/mine');
    await page.getByTestId('page-personal-center').waitFor();
    await page.goto('/#/pages/index/index');
    await page.getByTestId('page-study').waitFor();
    for (const tab of ['social', 'info', 'mine'] as const) {
      await page.getByTestId(`tab-${tab}`).click();
      await page.getByTestId(`page-${tab}`).waitFor();
    }
    // Tapping the tab already shown adds no entry.
    await page.getByTestId('tab-mine').click();
    const historyLength = await page.evaluate(() => history.length);
    await page.getByTestId('tab-mine').click();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    for (const [tab, hash] of [
      ['info', '#/pages/info/index'],
      ['social', '#/pages/social/index'],
      ['study', '#/pages/index/index'],
    ] as const) {
      await page.goBack();
      await page.getByTestId(`page-${tab}`).waitFor();
      expect(page.url()).toContain(hash);
    }
    await page.goBack();
    await page.getByTestId('page-personal-center').waitFor();
    expect(page.url()).toContain('#/pages/mine/mine');
    await context.close();
  });

  it('closes the network modal by itself when the connection returns', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/#/pages/index/index');
    await page.getByTestId('page-study').waitFor();
    await context.setOffline(true);
    await page.getByTestId('offline-modal').waitFor();
    await context.setOffline(false);
    await page.getByTestId('offline-modal').waitFor({ state: 'detached' });
    // Still on the page the user was on, not sent to the 404 page.
    expect(page.url()).toContain('#/pages/index/index');
    await page.getByTestId('page-study').waitFor();
    await context.close();
  });

  it('keeps the study tab when the chunk of a card fails to load, and loads the card once back online', async () => {
    const { context, page } = await signedInPage();
    // The tasks card's chunk fails, as when the network drops right after the first paint.
    await page.route(/TasksCard-[^/]*\.js/, (route) => route.abort());
    await page.goto('/#/pages/index/index');
    await page.getByTestId('card-shortcuts').waitFor();
    await page.getByTestId('card-progress').waitFor();
    expect(await page.getByTestId('card-tasks').count()).toBe(0);
    await page.unroute(/TasksCard-[^/]*\.js/);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('card-tasks').waitFor();
    await page.getByTestId('page-study').waitFor();
    await context.close();
  });

  it('loads without console errors or failed requests, installs the service worker and starts offline', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/');
    await page.getByTestId('page-login').waitFor();
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(new URL(manifestHref ?? '', `${baseUrl}/`).toString())).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ start_url: './', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const href of [...manifest.icons.map((i) => i.src), 'favicon.svg', 'favicon-32.png', 'apple-touch-icon.png']) {
      expect((await page.request.get(`${baseUrl}/${href}`)).status(), href).toBe(200);
    }
    // The worker takes control of the page once it has precached the app shell.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(problems).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('page-login').waitFor();
    // Server data still needs the network: the modal says so.
    await page.getByTestId('offline-modal').waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('serves an unknown route as the 404 page', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/pages/no/such/page');
    await page.getByTestId('page-404').waitFor();
    await context.close();
  });
});
