/**
 * What a new user meets first: the login screen in the browser's language with a picker, the
 * authorization prompt returning to the word after sign-in, the personal center without
 * horizontal overflow on narrow phones. Screenshots go to var/e2e/screens/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser();
const screens = join(root, 'var/e2e/screens');

const input = (page: Page, id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();

async function entryId(word: string, lang: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/dict/search?q=${encodeURIComponent(word)}&lang=${lang}&limit=5`);
  const hits = ((await res.json()) as { data: { id: number; headword: string; lang: string }[] }).data;
  const hit = hits.find((h) => h.headword === word && h.lang === lang);
  if (!hit) throw new Error(`no entry for ${word}`);
  return hit.id;
}

describe('a new visitor', () => {
  it('sees the login screen in the browser language (en-US) and can switch it there', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/');
    await page.getByTestId('page-login').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.title()).toBe('Quantified Foreign-Language Learning');
    expect(await page.getByTestId('submit-login').innerText()).toBe('Sign in');
    expect(await page.getByTestId('login-lang').inputValue()).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull(); // picked, not stored
    await page.getByTestId('mode-code').click();
    const sendCode = await page.getByTestId('send-code').boundingBox();
    expect(sendCode?.height).toBeGreaterThanOrEqual(44);
    await page.getByTestId('mode-password').click();
    await page.screenshot({ path: join(screens, 'login-en.png') });

    await page.getByTestId('login-lang').selectOption('ja');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.getByTestId('submit-login').innerText()).not.toBe('Sign in');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ja');
    await page.screenshot({ path: join(screens, 'login-ja.png') });
    await page.reload();
    await page.getByTestId('page-login').waitFor();
    expect(await page.getByTestId('login-lang').inputValue()).toBe('ja');
    await context.close();
  });

  it('keeps zh for a browser language the app does not speak', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl, 'pt-BR');
    await page.goto('/#/');
    await page.getByTestId('page-login').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
    await context.close();
  });

  it('returns to the word after signing in from the authorization prompt', async () => {
    const { phone, password } = await signUpByApi(baseUrl, logFile);
    const id = await entryId('happy', 'en');
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto(`/#/pages/dict/detail?id=${id}`);
    await page.getByTestId('word-headword').waitFor();
    const chipHeights = await page.evaluate(() =>
      [...document.querySelectorAll('button.word-chip')].map((el) => el.getBoundingClientRect().height),
    );
    expect(chipHeights.length).toBeGreaterThan(0);
    expect(Math.min(...chipHeights)).toBeGreaterThanOrEqual(44);
    await page.getByTestId('word-new-words-toggle').click();
    const prompt = page.getByTestId('auth-prompt');
    await prompt.waitFor();
    expect(await prompt.innerText()).not.toMatch(/微信|WeChat/);
    await page.getByTestId('auth-go-authorize').click();
    await page.getByTestId('page-login').waitFor();
    expect(decodeURIComponent(page.url())).toContain(`redirect=/pages/dict/detail?id=${id}`);

    await input(page, 'phone').fill(phone);
    await input(page, 'password').fill(password);
    await page.getByTestId('submit-login').click();
    await page.waitForURL((url) => url.hash === `#/pages/dict/detail?id=${id}`);
    await page.getByTestId('word-headword').waitFor();
    await page.getByTestId('word-new-words-toggle').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="word-new-words-toggle"]')?.getAttribute('aria-pressed') === 'true',
    );
    await context.close();
  });

  it('does not follow a redirect to another site', async () => {
    const { phone, password } = await signUpByApi(baseUrl, logFile);
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto(`/#/pages/login/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await input(page, 'phone').fill(phone);
    await input(page, 'password').fill(password);
    await page.getByTestId('submit-login').click();
    await page.getByTestId('page-newindex').waitFor(); // a learner who has not studied yet: the first-run home
    expect(new URL(page.url()).origin).toBe(baseUrl);
    await context.close();
  });

  it('cuts a pasted phone number with spaces only after removing them', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/');
    await input(page, 'phone').fill('138 0013 8000');
    expect(await input(page, 'phone').inputValue()).toBe('13800138000');
    await context.close();
  });

  it('warns inline and blocks saving when native and learning language are the same', async () => {
    const { session } = await signUpByApi(baseUrl, logFile, false);
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/pages/login/login');
    await storeSession(page, session);
    await page.goto('/#/pages/settings/identity');
    await page.getByTestId('settings-native-zh').click();
    await page.getByTestId('settings-learning-zh').click();
    await page.getByTestId('settings-same-language').waitFor();
    expect(await page.getByTestId('save-settings').isDisabled()).toBe(true);
    await page.getByTestId('settings-learning-en').click();
    await page.getByTestId('settings-same-language').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('personal center on narrow phones', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`has no horizontal overflow at 320 and 375 px in ${lang}, marks the current language and has 44 px targets`, async () => {
      const { session } = await signUpByApi(baseUrl, logFile);
      const { context, page } = await newPhonePage(browser(), baseUrl);
      await page.goto('/#/pages/login/login');
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await storeSession(page, session);
      await page.goto('/#/pages/mine/mine');
      await page.getByTestId('voice-setting').waitFor();
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await page.screenshot({ path: join(screens, `personal-center-${lang}.png`), fullPage: true });
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 812 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${lang} at ${width}px`).toBeLessThanOrEqual(width);
      }
      expect(await page.getByTestId(`lang-${lang}`).getAttribute('aria-current')).toBe('true');
      const small = await page.evaluate(
        () =>
          [
            ...document.querySelectorAll(
              '[data-testid="voice-setting"] button, [data-testid="lang-switcher"] button, [data-testid="nav-back"]',
            ),
          ]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.height < 44 || r.width < 44).length,
      );
      expect(small).toBe(0);
      await context.close();
    });
  }
});

describe('dictionary language filter and credits', () => {
  it("searches the learner's language by default, all languages one tap away", async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // learning English
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/pages/login/login');
    await storeSession(page, session);
    await page.goto('/#/pages/dict/search');
    expect(await page.getByTestId('dict-filter-en').getAttribute('aria-pressed')).toBe('true');
    const searched = () => page.waitForRequest((req) => req.url().includes('/api/dict/search'));
    const box = input(page, 'dict-search-input');
    let request = searched();
    await box.fill('study');
    const filtered = new URL((await request).url());
    expect(filtered.searchParams.get('lang')).toBe('en');
    await page.getByTestId('dict-result').first().waitFor();
    await page.screenshot({ path: join(screens, 'dict-en.png') });

    request = searched();
    await page.getByTestId('dict-filter-all').click();
    const all = new URL((await request).url());
    expect(all.searchParams.get('lang')).toBeNull();
    expect(all.searchParams.get('prefer')).toBe('en');
    expect(page.url()).toContain('lang=all');
    await context.close();
  });

  it('shows readable, localized credits without build notes', async () => {
    const { context, page } = await newPhonePage(browser(), baseUrl, 'es-ES');
    await page.goto('/#/pages/about/index');
    await page.getByTestId('about-source').first().waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\bUsed for\b|\bNotes\b|npm |Debian package/);
    const cedict = page.locator('[data-source="cedict"]');
    expect(await cedict.getByTestId('about-source-provides').innerText()).toMatch(/pinyin/);
    expect(await cedict.locator('a[href*="creativecommons.org/licenses/by-sa/4.0"]').count()).toBe(1);
    await page.screenshot({ path: join(screens, 'about-es.png') });
    await context.close();
  });
});
