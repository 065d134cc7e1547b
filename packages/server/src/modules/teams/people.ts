/** Users as the social pages show them (id, nickname, avatar), read in one query for many ids. */
import type { Executor } from '../../db/executor.js';
import { avatarUrl } from '../auth/presenter.js';
import { teamsRepo } from './repo.js';

export interface PersonCard {
  id: number;
  nickname: string | null;
  avatarUrl: string | null;
}

export async function personCards(db: Executor, ids: Iterable<number>): Promise<Map<number, PersonCard>> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await teamsRepo.people(db, list);
  return new Map(
    rows.map((r) => {
      const id = r.id;
      return [id, { id, nickname: r.nickname, avatarUrl: avatarUrl(id, r.etag ?? null) }];
    }),
  );
}

/** The card of a user that may have gone (deleted accounts cascade, but reads can race). */
export const cardOf = (cards: Map<number, PersonCard>, id: number): PersonCard => cards.get(id) ?? { id, nickname: null, avatarUrl: null };
