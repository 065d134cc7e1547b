import type { Today } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { FIRST_RUN_STORAGE_KEY, firstRunRedirect, firstRunShown, isFirstRun, parseShownUsers, rememberFirstRun } from './first-run';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const fresh: Pick<Today, 'started' | 'activeBook'> = { started: false, activeBook: null };
const book = {
  id: 1,
  slug: 'b',
  type: 'word' as const,
  lang: 'en' as const,
  category: 'x',
  level: 1,
  titles: {},
  descriptions: {},
  status: 'public',
  itemCount: 3,
  groupSize: 20,
};

describe('first-run home', () => {
  it('treats a learner who never studied and has no book as new', () => {
    expect(isFirstRun(fresh)).toBe(true);
    expect(isFirstRun({ ...fresh, activeBook: book })).toBe(false);
    expect(isFirstRun({ ...fresh, started: true })).toBe(false);
  });

  it('sends a self learner to the self home and everyone else to the new-learner home, once per user', () => {
    const store = memoryStore();
    expect(firstRunRedirect(fresh, { id: 7, identity: 'self_learner' }, store)).toBe('/pages/index/self');
    expect(firstRunRedirect(fresh, { id: 7, identity: 'student' }, store)).toBe('/pages/index/newindex');
    expect(firstRunRedirect(fresh, { id: 7, identity: null }, store)).toBe('/pages/index/newindex');
    rememberFirstRun(7, store);
    rememberFirstRun(7, store);
    expect(firstRunShown(7, store)).toBe(true);
    expect(firstRunRedirect(fresh, { id: 7, identity: 'student' }, store)).toBeNull();
    expect(firstRunRedirect(fresh, { id: 8, identity: 'student' }, store)).toBe('/pages/index/newindex');
    expect(store.data.get(FIRST_RUN_STORAGE_KEY)).toBe('[7]');
  });

  it('reads junk in storage as nothing shown', () => {
    expect(parseShownUsers('{')).toEqual([]);
    expect(parseShownUsers('{"a":1}')).toEqual([]);
    expect(parseShownUsers('[1,"2",3.5,4]')).toEqual([1, 4]);
    expect(firstRunShown(1, memoryStore({ [FIRST_RUN_STORAGE_KEY]: 'junk' }))).toBe(false);
  });
});
