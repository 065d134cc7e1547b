/**
 * The turbo player in Chromium against the built server and its speech engine: a learner opens a
 * word book's player, plays it (word → translation), switches to "word only" at 1.5× with 0 ms
 * between words, pauses and resumes, skips, marks "I know this" and sees the card in the memory,
 * switches the translation language without losing the place, and finds the place again after a
 * reload. The timing probe (debug flag) checks that every scheduled step really started in the
 * rendered audio; the drift figure is printed, not asserted (timings are the benchmark's job:
 * bench/player-drift.ts). Screenshots go to var/e2e/screens/.
 */
import { join } from 'node:path';
import type { MemoryCardView, Playlist, PlayerSettings } from '@qfl/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhonePage, useBrowser } from './browser.js';
import { root } from './server.js';
import { authedCall, signUpByApi, storeSession } from './users.js';

const baseUrl = inject('baseUrl');
const logFile = inject('logFile');
const browser = useBrowser(['--autoplay-policy=no-user-gesture-required']);
const screens = join(root, 'var/e2e/screens');

interface ProbeView {
  plans: { seq: number; step: number; item: number; planned: number; at: number }[];
  actual: Record<number, number>;
  firstSoundMs: number | null;
}

const index = async (page: Page) => Number(await page.getByTestId('player-now').getAttribute('data-index'));
const status = async (page: Page) => page.getByTestId('player-now').getAttribute('data-status');
const waitStatus = (page: Page, s: string) =>
  page.waitForFunction((want) => document.querySelector('[data-testid="player-now"]')?.getAttribute('data-status') === want, s, {
    timeout: 30_000,
  });
const waitIndexPast = (page: Page, i: number) =>
  page.waitForFunction((n) => Number(document.querySelector('[data-testid="player-now"]')?.getAttribute('data-index')) > n, i, {
    timeout: 30_000,
  });
const probe = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __qflPlayer?: { engine: { probeRecord: ProbeView | null } } };
    return JSON.parse(JSON.stringify(w.__qflPlayer?.engine.probeRecord ?? null)) as ProbeView | null;
  });

describe('turbo player', () => {
  it('plays a word book in two modes, pauses, skips, marks known into the memory and resumes where it stopped', async () => {
    const { session } = await signUpByApi(baseUrl, logFile); // native zh, learning en
    const books = await authedCall<{ items: { id: number; type: string }[] }>(baseUrl, session.token, 'GET', '/api/books?lang=en&level=1');
    const bookId = books.items.find((b) => b.type === 'word')?.id as number;
    expect(bookId).toBeGreaterThan(0);

    const { context, page } = await newPhonePage(browser(), baseUrl);
    const audioUrls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/audio?')) audioUrls.push(r.url());
    });
    await page.goto('/#/');
    await page.evaluate(() => localStorage.setItem('qflPlayerDebug', '1'));
    await storeSession(page, session);

    // From the book page: "listen to this book" builds a playlist of the whole book.
    await page.goto(`/#/pages/book/book?id=${bookId}`);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/player/playlists') && r.request().method() === 'POST');
    await page.getByTestId('book-listen').click();
    const playlistId = ((await (await created).json()) as { data: { id: number } }).data.id;
    await page.waitForURL((u) => u.hash.includes(`playlist=${playlistId}`));
    await page.getByTestId('player-now').waitFor();
    const playlist = await authedCall<Playlist>(baseUrl, session.token, 'GET', `/api/player/playlists/${playlistId}`);
    expect(playlist.items.length).toBeGreaterThan(10);
    expect(await page.getByTestId('player-word').innerText()).toBe(playlist.items[0]?.text);
    expect(await page.getByTestId('player-progress').innerText()).toBe(`1 / ${playlist.items.length}`);

    // Play in the default mode (word → translation): items advance by themselves, translations at 1.0.
    await page.getByTestId('player-toggle').click();
    await waitStatus(page, 'playing');
    await waitIndexPast(page, 0);
    expect(audioUrls.some((u) => u.includes('speed=1') && u.includes('format=mp3') && u.includes('lang=zh'))).toBe(true);
    await page.screenshot({ path: join(screens, 'player-playing-zh.png') });

    // Second mode: word only, 1.5×, no gap between words (applies at once, saved for next time).
    await page.getByTestId('player-open-settings').click();
    await page.getByTestId('player-settings').waitFor();
    await page.screenshot({ path: join(screens, 'player-settings-zh.png') });
    await page.getByTestId('player-mode-word_only').click();
    await page.getByTestId('player-speed-1.5').click();
    await page.getByTestId('player-between-gap-0').click();
    expect(await page.getByTestId('player-speed-1.5').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('player-settings-done').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="player-settings"]'));
    const before = await index(page);
    await waitIndexPast(page, before);
    expect(audioUrls.some((u) => u.includes('speed=1.5'))).toBe(true);
    const saved = await authedCall<PlayerSettings>(baseUrl, session.token, 'GET', '/api/player/settings');
    expect(saved).toMatchObject({ mode: 'word_only', speed: 1.5, betweenGapMs: 0 });

    // Pause: the place holds while paused; the listening time and the position are reported.
    const listened = page.waitForRequest((r) => r.url().endsWith('/api/player/listening') && r.method() === 'POST');
    const positioned = page.waitForRequest((r) => /\/api\/player\/playlists\/\d+\/position$/.test(r.url()) && r.method() === 'PUT');
    await page.getByTestId('player-surface').click();
    await waitStatus(page, 'paused');
    const report = JSON.parse((await listened).postData() ?? '{}') as { seconds: number; keys: string[] };
    expect(report.seconds).toBeGreaterThanOrEqual(1);
    expect(report.keys.length).toBeGreaterThan(0);
    await positioned;
    const pausedAt = await index(page);
    await page.waitForTimeout(1500);
    expect(await index(page)).toBe(pausedAt);
    expect(await status(page)).toBe('paused');

    // Resume, then skip forward and back with the buttons.
    await page.getByTestId('player-toggle').click();
    await waitStatus(page, 'playing');
    await page.getByTestId('player-toggle').click();
    await waitStatus(page, 'paused');
    const here = await index(page);
    await page.getByTestId('player-next').click();
    await page.getByTestId('player-next').click();
    expect(await index(page)).toBe(here + 2);
    await page.getByTestId('player-previous').click();
    expect(await index(page)).toBe(here + 1);
    expect(await page.getByTestId('player-word').innerText()).toBe(playlist.items[here + 1]?.text);

    // "I know this": an easy recall from listening; the card shows it.
    const target = playlist.items[here + 1];
    const entryId = target?.entryId as number;
    expect(entryId).toBeGreaterThan(0);
    await page.getByTestId('player-known').click();
    await page.getByTestId('player-marked').waitFor();
    expect(await page.getByTestId('player-marked').getAttribute('data-verdict')).toBe('known');
    const cards = await authedCall<{ items: MemoryCardView[] }>(baseUrl, session.token, 'GET', `/api/memory/cards?entryIds=${entryId}`);
    expect(cards.items[0]?.reps).toBe(1);
    expect(cards.items[0]?.state).toBe('review');
    expect(cards.items[0]?.lastReview).not.toBeNull();

    // Translation language on the fly: the playlist is read again in Japanese, the place is kept.
    await page.getByTestId('player-open-settings').click();
    const refetched = page.waitForResponse((r) => r.url().includes(`/api/player/playlists/${playlistId}?translationLang=ja`));
    await page.getByTestId('player-translation-ja').click();
    await refetched;
    await page.getByTestId('player-settings-done').click();
    expect(await index(page)).toBe(here + 1);

    // Play on through a few items, then check the probe: every step that was due really started.
    await page.getByTestId('player-toggle').click();
    await waitStatus(page, 'playing');
    await waitIndexPast(page, here + 3);
    const savedPosition = page.waitForResponse((r) => /\/position$/.test(r.url()) && r.request().method() === 'PUT');
    await page.getByTestId('player-toggle').click();
    await waitStatus(page, 'paused');
    await savedPosition;
    const record = await probe(page);
    expect(record).not.toBeNull();
    const plans = record?.plans ?? [];
    expect(plans.length).toBeGreaterThan(5);
    const started = plans.filter((p) => record?.actual[p.seq] !== undefined);
    expect(started.length).toBeGreaterThan(3);
    for (const p of started) expect(Number.isFinite(record?.actual[p.seq])).toBe(true);
    const drifts = started.map((p) => Math.abs((record?.actual[p.seq] ?? 0) - p.planned) * 1000);
    console.log(`player e2e: ${started.length} starts measured, max drift ${Math.max(...drifts).toFixed(3)} ms (figure only)`);

    // The book picker opens over the player; a reload resumes at the saved place.
    await page.getByTestId('player-open-picker').click();
    await page.getByTestId('player-picker').waitFor();
    // The picker starts at the learner's level (5); the book is of level 1.
    for (let i = 0; i < 4; i++) await page.getByTestId('picker-level-down').click();
    expect(await page.getByTestId('picker-level').innerText()).toBe('等级 1');
    await page.getByTestId(`picker-book-${bookId}`).click();
    await page.getByTestId('picker-groups').waitFor();
    await page.screenshot({ path: join(screens, 'player-picker-zh.png') });
    // Folding the book back up, "done" only closes the sheet (with a book open it would start it).
    await page.getByTestId(`picker-book-${bookId}`).click();
    await page.getByTestId('picker-groups').waitFor({ state: 'detached' });
    await page.getByTestId('picker-close').click();
    const resumeAt = await index(page);
    await page.reload();
    await page.getByTestId('player-now').waitFor();
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="player-now"]')?.getAttribute('data-index') === String(n),
      resumeAt,
    );
    await context.close();
  });

  it('says when there is nothing to play or the content fails, builds from the picker, and speaks en and ja', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const { context, page } = await newPhonePage(browser(), baseUrl, 'en-US');
    await page.goto('/#/');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await storeSession(page, session);

    // The study tab's shortcut opens the player; with nothing played yet it asks what to play.
    await page.goto('/#/pages/index/index');
    await page.getByTestId('study-player').click();
    await page.getByTestId('page-player').waitFor();
    await page.getByTestId('player-no-content').waitFor();

    // An empty new-words book: "no content to play", and the picker to choose something else.
    await page.goto('/#/pages/player/turbo?source=new-words');
    await page.getByTestId('player-no-content').waitFor();
    expect(await page.getByTestId('player-no-content').innerText()).toContain('No content to play');

    // A book that does not exist: "failed to load content", with a retry.
    await page.goto('/#/pages/player/turbo?source=book&book=99999999');
    await page.getByTestId('player-load-content-failed').waitFor();
    expect(await page.getByTestId('player-load-content-failed').innerText()).toContain('Failed to load content');

    // A playlist of one group of a book, from the picker, in English then Japanese.
    await page.getByTestId('player-open-picker').click();
    await page.getByTestId('player-picker').waitFor();
    const books = await authedCall<{ items: { id: number; type: string }[] }>(baseUrl, session.token, 'GET', '/api/books?lang=en&level=5');
    const bookId = books.items.find((b) => b.type === 'word')?.id as number;
    await page.getByTestId(`picker-book-${bookId}`).click();
    await page.getByTestId('picker-group-all').waitFor();
    await page.screenshot({ path: join(screens, 'player-picker-en.png') });
    // The first word's audio fails (the server refuses it every time): it is skipped with a toast, playback goes on.
    const words = await authedCall<{ items: { text: string }[] }>(baseUrl, session.token, 'GET', `/api/books/${bookId}/words?group=1`);
    const broken = words.items[0]?.text as string;
    await page.route(
      (u) => u.pathname === '/api/audio' && u.searchParams.get('text') === broken,
      (route) => route.fulfill({ status: 503, body: '' }),
    );
    await page.getByTestId('picker-start').click();
    await page.getByTestId('player-now').waitFor();
    expect(await page.getByTestId('player-progress').innerText()).toMatch(/^1 \/ \d+$/);
    expect(await page.getByTestId('player-word').innerText()).toBe(broken);
    await page.getByTestId('player-toggle').click();
    await page.getByText(`Audio of “${broken}” failed to load; skipped`).waitFor();
    await waitStatus(page, 'playing');
    await waitIndexPast(page, 0);
    await page.screenshot({ path: join(screens, 'player-playing-en.png') });
    await page.getByTestId('player-open-settings').click();
    await page.screenshot({ path: join(screens, 'player-settings-en.png') });
    await page.getByTestId('player-settings-done').click();
    await page.getByTestId('player-toggle').click();
    await waitStatus(page, 'paused');

    await page.evaluate(() => localStorage.setItem('lang', 'ja'));
    await page.reload();
    await page.getByTestId('player-now').waitFor();
    expect(await page.getByTestId('player-status').innerText()).toBe('再生を押して開始');
    await page.getByTestId('player-toggle').click();
    await waitStatus(page, 'playing');
    await page.screenshot({ path: join(screens, 'player-playing-ja.png') });
    await page.getByTestId('player-open-settings').click();
    await page.screenshot({ path: join(screens, 'player-settings-ja.png') });
    await page.getByTestId('player-settings-done').click();
    await page.getByTestId('player-open-picker').click();
    await page.getByTestId('player-picker').waitFor();
    await page.screenshot({ path: join(screens, 'player-picker-ja.png') });
    await context.close();
  });

  it('opened from the study tools with nothing played yet, plays the active book', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const books = await authedCall<{ items: { id: number; type: string }[] }>(baseUrl, session.token, 'GET', '/api/books?lang=en&level=1');
    const bookId = books.items.find((b) => b.type === 'word')?.id as number;
    await authedCall(baseUrl, session.token, 'PUT', '/api/study/settings', { activeBookId: bookId });
    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/');
    await storeSession(page, session);
    await page.goto('/#/pages/player/turbo');
    await page.getByTestId('player-now').waitFor();
    expect(page.url()).toMatch(/playlist=\d+/);
    await context.close();
  });

  it('plays only the groups chosen in the picker, and starts them on "done"', async () => {
    const { session } = await signUpByApi(baseUrl, logFile);
    const books = await authedCall<{ items: { id: number; type: string }[] }>(baseUrl, session.token, 'GET', '/api/books?lang=en&level=5');
    const bookId = books.items.find((b) => b.type === 'word')?.id as number;
    const group1 = await authedCall<{ items: { text: string }[] }>(baseUrl, session.token, 'GET', `/api/books/${bookId}/words?group=1`);
    expect(group1.items.length).toBeGreaterThan(0);

    const { context, page } = await newPhonePage(browser(), baseUrl);
    await page.goto('/#/');
    await storeSession(page, session);
    await page.goto('/#/pages/player/turbo');
    await page.getByTestId('player-no-content').waitFor();
    await page.getByTestId('player-choose').click();
    await page.getByTestId(`picker-book-${bookId}`).click();
    await page.getByTestId('picker-group-1').click();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/player/playlists') && r.request().method() === 'POST');
    // "Done" starts the book opened in the sheet, with its chosen groups (as "start" does).
    await page.getByTestId('picker-close').click();
    const answer = (await (await created).json()) as { code: number; data: Playlist };
    expect(answer.code).toBe(200);
    expect(answer.data.groups).toEqual([1]);
    expect(answer.data.items.map((i) => i.text)).toEqual(group1.items.map((i) => i.text));
    await page.getByTestId('player-now').waitFor();
    expect(await page.getByTestId('player-progress').innerText()).toBe(`1 / ${group1.items.length}`);
    await context.close();
  });
});
