/**
 * The dictionary match of uploaded words: headword as typed or lower-cased, the most frequent
 * entry first, then readings; SQLite's one query per lookup (the words as a JSON array) answers
 * exactly what the 500-word `in (…)` queries answer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { backends, createTestDatabase } from '../../test/harness.js';
import { insertEntries } from '../dict/test-factory.js';
import { allLanguages } from '../dict/test-fixtures.js';
import { matchEntries, matchInLists, matchJsonArray } from './match.js';

const words = ['go', 'GO', 'saw', 'Bank', 'nothing-like-it', 'go', ''];

describe.each(backends)('dictionary match of uploaded words on %s', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let ids: Map<string, number>;
  beforeEach(async () => {
    ({ database, drop } = await createTestDatabase(backend, join(mkdtempSync(join(tmpdir(), 'qfl-match-')), 'test.db')));
    ids = await insertEntries(database.db, allLanguages);
  });
  afterEach(async () => drop());

  it('finds headwords as typed or lower-cased and readings, the most frequent entry first', async () => {
    const found = await matchEntries(database.db, 'en', words);
    expect(found.get('go')).toBe(ids.get('en:go'));
    expect(found.get('GO')).toBe(ids.get('en:go'));
    expect(found.get('saw')).toBe(ids.get('en:saw'));
    expect(found.get('Bank')).toBe(ids.get('en:bank'));
    expect(found.has('nothing-like-it')).toBe(false);
    expect(found.has('')).toBe(false);
    const zh = await matchEntries(database.db, 'zh', ['yinhang', '银']);
    expect(zh.get('yinhang')).toBe(ids.get('zh:银行'));
    expect(zh.get('银')).toBe(ids.get('zh:银'));
  });
});

// SQLite's own query shape against the 500-word one, on the same database (PostgreSQL has only the latter).
describe('dictionary match of uploaded words on sqlite, both query shapes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ database, drop } = await createTestDatabase('sqlite', join(mkdtempSync(join(tmpdir(), 'qfl-match-')), 'test.db')));
    await insertEntries(database.db, allLanguages);
  });
  afterEach(async () => drop());

  it('answers the same with the words as one JSON array, in every language', async () => {
    const texts = [
      ...words,
      ...allLanguages.flatMap((e) => [e.headword, e.headword.toUpperCase(), ...(e.forms ?? []), ...(e.readings ?? [])]),
    ];
    // More words than one `in (…)` query takes.
    for (let i = 0; i < 1200; i++) texts.push(`filler${i}`);
    for (const lang of ['en', 'zh', 'ja', 'ko', 'es']) {
      const inLists = await matchInLists(database.db, lang, texts);
      const jsonArray = await matchJsonArray(database.db, lang, texts);
      expect(inLists.size).toBeGreaterThan(0);
      expect([...jsonArray.entries()].sort()).toEqual([...inLists.entries()].sort());
    }
  });
});
