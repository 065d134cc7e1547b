/**
 * Listening reports: the player sends the seconds actually played (about once a minute) and the
 * items heard. Listening is exposure, not a graded review: it never touches FSRS cards (their due
 * and stability move only with reviews, e.g. "I know this" / "again"). Each report is one
 * `listening_logs` row (idempotent per request id) in the learner's local day; the heard items
 * add to `listening_exposures` per card; the seconds add to that day's `study_days.ms` (the study
 * calendar and minutes today) and the minutes tasks count them (tasks/repo.ts), and the tasks are
 * settled in the same transaction so a completed "listen N minutes" credits at once.
 */
import { type ListeningBody, learnerDayKey } from '@qfl/core';
import { type Executor, idempotent } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { learnerDayFor } from '../memory/service.js';
import { settleTasks } from '../tasks/service.js';
import { playerRepo } from './repo.js';
import { itemKey, ownPlaylist } from './service.js';

/** Listening seconds of the learner's local day. */
export function listeningSecondsOn(db: Executor, userId: number, day: string): Promise<number> {
  return playerRepo.listeningSeconds(db, userId, day);
}

/** Card keys of the memory for the playlist's items among `keys` (others are ignored). */
async function heardCards(db: Executor, playlistId: number, keys: string[]): Promise<string[]> {
  const wanted = new Set(keys);
  if (wanted.size === 0) return [];
  const rows = await playerRepo.itemCards(db, playlistId);
  const cards = new Set<string>();
  for (const r of rows) {
    const key = itemKey({
      entry_id: r.entry_id,
      item_id: r.item_id,
      sentence: r.sentence,
    });
    if (wanted.has(key)) cards.add(`${key[0]}:${key.slice(1)}`);
  }
  return [...cards];
}

export async function reportListening(
  db: Executor,
  actor: Pick<Actor, 'id' | 'timeZone'>,
  body: ListeningBody,
  now = Date.now(),
): Promise<{ todaySeconds: number }> {
  const day = learnerDayKey(now, await learnerDayFor(db, actor.id));
  return idempotent(db, async (trx) => {
    await ownPlaylist(trx, actor, body.playlistId);
    const inserted = await playerRepo.insertListeningLog(trx, {
      user_id: actor.id,
      playlist_id: body.playlistId,
      request_id: body.requestId,
      seconds: body.seconds,
      items: body.keys.length,
      day,
      created_at: now,
    });
    if (!inserted) {
      // A replay: the stored report stands; nothing more is written.
      const storedDay = await playerRepo.listeningLogDay(trx, actor.id, body.requestId);
      return { todaySeconds: await listeningSecondsOn(trx, actor.id, storedDay) };
    }
    for (const card of await heardCards(trx, body.playlistId, body.keys)) await playerRepo.addExposure(trx, actor.id, card, now);
    // The study calendar's minutes of the day (reviews stay as they were: listening is no review).
    await playerRepo.addStudyMs(trx, actor.id, day, body.seconds * 1000);
    await settleTasks(trx, actor.id, actor.timeZone, now);
    return { todaySeconds: await listeningSecondsOn(trx, actor.id, day) };
  });
}
