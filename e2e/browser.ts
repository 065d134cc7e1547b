/** Debian's Chromium driven by playwright-core, one fresh context per test. */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `extraArgs`: e.g. `--autoplay-policy=no-user-gesture-required` for the player's audio. */
export async function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export async function newPhonePage(browser: Browser, baseUrl: string, locale = 'zh-CN'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 375, height: 812 },
    locale,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  return { context, page };
}

let phoneSeq = 0;
/** A valid, unused mainland mobile number per call within one run. */
export function uniquePhone(): string {
  phoneSeq += 1;
  const tail = String((Date.now() % 1_000_000) * 10 + phoneSeq)
    .padStart(8, '0')
    .slice(-8);
  return `139${tail}`;
}

/** One browser for a test file: launched before its tests, closed after them. */
export function useBrowser(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(extraArgs);
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}
