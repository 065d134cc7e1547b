/**
 * Plays practice items in the browser for end-to-end tests. The right answer is worked out the
 * way the page grades: the item carries its id and the hash of its expected answer (data
 * attributes), so the test hashes each choice — or each of the session's words for typed and
 * word-order items — with `answerHash` from @qfl/core. Nothing beyond what the item carries.
 */
import { answerHash, sentenceTokens } from '@qfl/core';
import type { Page } from 'playwright-core';

export interface ShownItem {
  id: number;
  kind: string;
  hash: string;
  choices: string[];
  tokens: string[];
}

export async function shownItem(page: Page): Promise<ShownItem> {
  const item = page.getByTestId('practice-item');
  await item.waitFor();
  return item.evaluate((el) => ({
    id: Number(el.getAttribute('data-item-id')),
    kind: el.getAttribute('data-kind') ?? '',
    hash: el.getAttribute('data-answer-hash') ?? '',
    choices: [...el.querySelectorAll('[data-testid="practice-choice"]')].map((c) => c.getAttribute('data-choice') ?? ''),
    tokens: [...el.querySelectorAll('[data-testid="practice-order-token"]')].map((c) => c.getAttribute('data-token') ?? ''),
  }));
}

/** The right answer among the item's choices, else among the candidate texts (the session's words). */
export function rightAnswer(item: ShownItem, candidates: readonly string[]): string {
  const found = [...item.choices, ...candidates].find((c) => answerHash(item.id, c) === item.hash);
  if (found === undefined) throw new Error(`no answer found for item ${item.id} (${item.kind})`);
  return found;
}

/** A wrong answer: another choice, or a made-up word. */
export function wrongAnswer(item: ShownItem): string {
  return item.choices.find((c) => answerHash(item.id, c) !== item.hash) ?? 'zzqx';
}

export async function giveAnswer(page: Page, item: ShownItem, given: string, lang = 'en'): Promise<void> {
  if (item.choices.length > 0) {
    await page.getByTestId('practice-choice').nth(item.choices.indexOf(given)).click();
  } else if (item.tokens.length > 0) {
    const used = new Set<number>();
    const words = item.tokens.includes(given) ? [given] : sentenceTokens(given, lang);
    for (const word of words) {
      const i = item.tokens.findIndex((tok, j) => !used.has(j) && tok === word);
      if (i < 0) break; // a wrong sentence: place what fits
      used.add(i);
      await page.getByTestId('practice-order-token').nth(i).click();
    }
    if (used.size === 0) await page.getByTestId('practice-order-token').first().click();
    await page.getByTestId('practice-order-submit').click();
  } else {
    await page.getByTestId('practice-spell-input').fill(given);
    await page.getByTestId('practice-spell-submit').click();
  }
  await page.getByTestId('practice-feedback').waitFor();
}

/**
 * Plays a session on the practice screen, every answer right (found among `candidates` and the
 * item's own choices), until its summary; answers the points the summary shows.
 */
export async function playToSummary(page: Page, candidates: readonly string[] = []): Promise<string> {
  for (let n = 0; n < 100; n++) {
    const next = await Promise.race([
      shownItem(page),
      page
        .getByTestId('page-summary')
        .waitFor()
        .then(() => null),
    ]);
    if (next === null) break;
    await giveAnswer(page, next, rightAnswer(next, candidates));
    if ((await page.getByTestId('practice-feedback').getAttribute('data-correct')) !== 'true')
      throw new Error(`item ${next.id} graded wrong`);
    await page.getByTestId('practice-continue').click();
  }
  await page.getByTestId('summary-points').waitFor();
  return (await page.getByTestId('summary-points').innerText()).trim();
}
