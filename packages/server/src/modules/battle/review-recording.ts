/**
 * The memory reviews of the rooms this process owns: every answer and timeout is a review (source
 * `battle`), batched and written by the review writer's thread (review-queue.ts), each on its
 * learner's own study day, so the time zones of the players are kept while their rooms run here.
 */
import type { ItemKind } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { ReviewQueue } from './review-queue.js';
import { reviewWriterFor } from './review-writer.js';
import type { RoomHost } from './room-types.js';
import type { PlayerProfile } from './service.js';

export class ReviewRecording {
  private readonly queue: ReviewQueue;
  /** Time zones of the players of rooms owned here, with their rooms here. */
  private readonly timeZones = new Map<number, { timeZone: string; rooms: number }>();

  constructor(app: FastifyInstance) {
    this.queue = new ReviewQueue(reviewWriterFor(app.config, app.db, (err) => app.log.warn({ err }, 'battle review not recorded')));
  }

  /** A room is about to open: its reviews will come. */
  warm(): void {
    this.queue.warm();
  }

  /** The players of a room opened here (a bot has no user). */
  roomOpened(profiles: readonly PlayerProfile[]): void {
    for (const p of profiles) {
      if (p.userId === null) continue;
      const tz = this.timeZones.get(p.userId);
      if (tz) {
        tz.timeZone = p.timeZone;
        tz.rooms++;
      } else this.timeZones.set(p.userId, { timeZone: p.timeZone, rooms: 1 });
    }
  }

  /** The users of a room here that ended. */
  roomEnded(userIds: readonly number[]): void {
    for (const id of userIds) {
      const tz = this.timeZones.get(id);
      if (tz && --tz.rooms === 0) this.timeZones.delete(id);
    }
  }

  record(userId: number, entryId: number, kind: ItemKind, correct: boolean, ms: number, requestId: string): void {
    this.queue.push(userId, {
      entryId,
      source: 'battle',
      correct,
      ms,
      kind,
      requestId,
      // A battle's words are drawn for the match, not chosen to study: it reviews the cards the
      // learner has and keeps what it shows about other words as evidence.
      createCard: false,
      timeZone: this.timeZones.get(userId)?.timeZone,
    });
  }

  /**
   * The battle's reviews are written before its result, so a finished battle is whole in the
   * memory; both by the review writer's thread, off the event loop that relays the frames.
   */
  persist: RoomHost['persist'] = (meta, seats) => this.queue.finish({ meta, seats });

  /** Writes what is pending, then ends the writer (shutdown). */
  close(): Promise<void> {
    return this.queue.close();
  }
}
