import { describe, expect, it } from 'vitest';
import { dismissKnownOffer, KNOWN_OFFER_STORAGE_KEY, parseDismissed, showKnownOffer } from './known-offer';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('the "already known?" offer on a book', () => {
  it('shows when words are offered and nothing was dismissed; never with none', () => {
    const store = memoryStore();
    expect(showKnownOffer(7, 3, 5, store)).toBe(true);
    expect(showKnownOffer(7, 3, 0, store)).toBe(false);
  });

  it('a dismissal hides it for that user and book until tests show more known words', () => {
    const store = memoryStore();
    dismissKnownOffer(7, 3, 5, store);
    expect(JSON.parse(store.data.get(KNOWN_OFFER_STORAGE_KEY) as string)).toEqual({ '7:3': 5 });
    expect(showKnownOffer(7, 3, 5, store)).toBe(false);
    expect(showKnownOffer(7, 3, 4, store)).toBe(false);
    expect(showKnownOffer(7, 3, 6, store)).toBe(true);
    // Another book, another user: still offered.
    expect(showKnownOffer(7, 4, 5, store)).toBe(true);
    expect(showKnownOffer(8, 3, 5, store)).toBe(true);
  });

  it('reads a damaged stored value as no dismissal', () => {
    expect(parseDismissed('{"7:3":"x","7:4":2}')).toEqual({ '7:4': 2 });
    expect(parseDismissed('[1,2]')).toEqual({});
    expect(parseDismissed('not json')).toEqual({});
    expect(showKnownOffer(7, 3, 1, memoryStore({ [KNOWN_OFFER_STORAGE_KEY]: 'not json' }))).toBe(true);
  });
});
