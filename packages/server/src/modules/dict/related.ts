/**
 * Related words of an entry (synonyms, antonyms, equivalents, confusing words) resolved to
 * their own entries with one query, so the client links only words the dictionary has.
 * `related` maps `lang:word` (the word as the entry lists it) to the entry id.
 */
import type { DictEntry, DictEntryDetail } from '@qfl/core';
import { cleanText } from './normalize.js';
import type { Executor } from '../../db/executor.js';
import { dictRepo } from './repo.js';

const MAX_RELATED = 100;

export function relatedRefs(entry: DictEntry): { lang: string; word: string }[] {
  const own = (word: string) => ({ lang: entry.lang, word });
  const refs = [
    ...entry.synonyms.map(own),
    ...entry.antonyms.map(own),
    ...entry.confusing.flatMap((c) => c.words.filter((w) => w !== entry.headword).map(own)),
    ...entry.equivalents.map((e) => {
      const m = /^([a-z]{2}):(.+)$/.exec(e);
      return m ? { lang: m[1] as string, word: m[2] as string } : own(e);
    }),
  ];
  const seen = new Set<string>();
  return refs.filter((r) => !seen.has(`${r.lang}:${r.word}`) && seen.add(`${r.lang}:${r.word}`)).slice(0, MAX_RELATED);
}

export async function withRelated(db: Executor, entry: DictEntry): Promise<DictEntryDetail> {
  const refs = relatedRefs(entry);
  const ids = await dictRepo.lookupMany(
    db,
    refs.map((r) => ({ lang: r.lang, key: cleanText(r.word) })),
  );
  const related: Record<string, number> = {};
  for (const r of refs) {
    const id = ids.get(`${r.lang}:${cleanText(r.word)}`);
    if (id !== undefined && id !== entry.id) related[`${r.lang}:${r.word}`] = id;
  }
  return { ...entry, related };
}
