/** Debian's Chromium driven by playwright-core, one fresh context per test. */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * The headless shell (Debian's chromium-headless-shell) when installed: the same engine without
 * the browser's UI, and what Playwright itself runs for headless Chromium. The whole e2e run took
 * a third less CPU with it than with the full browser (bench/README.md). Else Debian's chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

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
/**
 * A valid, unused mainland mobile number per call within one run: the worker's number (files run
 * two at a time), then the time and a counter, so two workers never draw the same phone.
 */
export function uniquePhone(): string {
  phoneSeq += 1;
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) % 10;
  const tail = String((Date.now() % 100_000) * 100 + (phoneSeq % 100))
    .padStart(7, '0')
    .slice(-7);
  return `139${worker}${tail}`;
}

/**
 * The browsers of this worker, one per set of extra arguments. A worker runs test files one after
 * another in one process (e2e/vitest.config.ts `isolate: false`), so they share its browser instead
 * of launching Chromium for each file (about 2 s of CPU each); Playwright closes it when the worker
 * exits. One that crashed or was closed is launched again.
 */
const browsers = new Map<string, Promise<Browser>>();

async function workerBrowser(extraArgs: readonly string[]): Promise<Browser> {
  const key = extraArgs.join(' ');
  const known = await browsers.get(key)?.catch(() => undefined);
  if (known?.isConnected()) return known;
  const launched = launch(extraArgs);
  browsers.set(key, launched);
  return launched;
}

/**
 * The browser of a test file: its worker's (above). Each test opens its own contexts; whatever a
 * file left open is closed after it, so the next file starts with none.
 */
export function useBrowser(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser(extraArgs);
  });
  afterAll(async () => {
    await Promise.all((browser?.contexts() ?? []).map((c) => c.close().catch(() => undefined)));
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}
