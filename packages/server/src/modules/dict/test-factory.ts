/**
 * Test factory: inserts dictionary entries and their search keys in the shape the content
 * loader writes (JSON text columns; keys: lower-cased headword 'exact', inflected forms
 * 'lemma', readings 'reading'; rank = frequency rank). Also signs up test users.
 */
import { MEANING_KEY_MAX_RANK, meaningKeys, type Session } from '@qfl/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TestApp } from '../../test/harness.js';

export interface FactoryEntry {
  lang: string;
  headword: string;
  reading?: string | null;
  pronA?: string | null;
  pronB?: string | null;
  pos?: string[];
  meanings: Record<string, string[]>;
  examples?: { text: string; translation: string | null; translationLang: string | null }[];
  synonyms?: string[];
  antonyms?: string[];
  equivalents?: string[];
  confusing?: { words: string[]; note: string }[];
  /** Inflected forms; each becomes a 'lemma' key. */
  forms?: string[];
  roots?: string[];
  freqRank: number | null;
  sources?: string[];
  /** Reading keys (pinyin with and without tones, numbered pinyin, kana, romanisation). */
  readings?: string[];
}

/** Rank of entries without a frequency: after every ranked one. */
export const UNRANKED = 1_000_000;

const json = (v: unknown) => JSON.stringify(v);

/** Inserts entries; answers their ids by `lang:headword`. */
export async function insertEntries(db: Kysely<DB>, entries: FactoryEntry[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const e of entries) {
    const row = await db
      .insertInto('dict_entries')
      .values({
        lang: e.lang,
        headword: e.headword,
        reading: e.reading ?? null,
        pron_a: e.pronA ?? null,
        pron_b: e.pronB ?? null,
        pos: json(e.pos ?? []),
        meanings: json(e.meanings),
        examples: json(e.examples ?? []),
        synonyms: json(e.synonyms ?? []),
        antonyms: json(e.antonyms ?? []),
        equivalents: json(e.equivalents ?? []),
        confusing: json(e.confusing ?? []),
        forms: json(e.forms ?? []),
        roots: json(e.roots ?? []),
        freq_rank: e.freqRank,
        sources: json(e.sources ?? ['test']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = row.id;
    ids.set(`${e.lang}:${e.headword}`, id);
    const rank = e.freqRank ?? UNRANKED;
    const keys = new Map<string, string>([[e.headword.toLowerCase(), 'exact']]);
    for (const f of e.forms ?? []) if (!keys.has(f.toLowerCase())) keys.set(f.toLowerCase(), 'lemma');
    for (const r of e.readings ?? []) if (!keys.has(r)) keys.set(r, 'reading');
    // As the content build does (packages/content/src/build/meaning-keys.ts).
    if (e.freqRank !== null && e.freqRank !== undefined && e.freqRank <= MEANING_KEY_MAX_RANK)
      for (const key of meaningKeys(e.lang, e.meanings)) if (!keys.has(key)) keys.set(key, 'meaning');
    await db
      .insertInto('dict_keys')
      .values([...keys].map(([key, kind]) => ({ lang: e.lang, key, kind, entry_id: id, rank })))
      .execute();
  }
  return ids;
}

/** Signs up a user through the real SMS flow and answers the session. */
export async function signUp(t: TestApp, phone: string): Promise<Session> {
  await t.app.inject({ method: 'POST', url: '/api/user/sendCode', payload: { phone, purpose: 'register' } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/register/',
    payload: { phone, code: t.lastCode(phone), password: 'secret123' },
  });
  return res.json().data as Session;
}
