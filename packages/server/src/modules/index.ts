/**
 * Every API feature module, registered inside the envelope scope by app.ts. Most paths start with
 * /api; the spec names a few exactly (`/score/...`, `/task/...`, see http/api-paths.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import analyzeRoutes from './analyze/routes.js';
import audioRoutes from './audio/routes.js';
import authRoutes from './auth/routes.js';
import { blacklistRoutes } from './blacklist/routes.js';
import battleRoutes from './battle/routes.js';
import circleRoutes from './circle/routes.js';
import imageRoutes from './images/routes.js';
import teamRoutes from './teams/routes.js';
import { viewableItem, studiableBook } from './books/access.js';
import { bookRoutes } from './books/routes.js';
import chatRoutes from './chat/routes.js';
import emojiRoutes from './emoji/routes.js';
import friendsRoutes from './friends/routes.js';
import { friendsRepo } from './friends/repo.js';
import { setTextModerator } from './books/moderation.js';
import dictRoutes from './dict/routes.js';
import dictationRoutes from './dictation/routes.js';
import pronTestRoutes from './pron-test/routes.js';
import examRoutes from './exam/routes.js';
import healthRoutes from './health/routes.js';
import { memoryRoutes } from './memory/routes.js';
import retentionRoutes from './memory/retention-routes.js';
import mentorRoutes from './mentors/routes.js';
import { moderationRoutes } from './moderation/routes.js';
import newsRoutes from './news/routes.js';
import notificationRoutes from './notifications/routes.js';
import reportRoutes from './reports/routes.js';
import playerRoutes from './player/routes.js';
import pointsRoutes from './points/routes.js';
import readingRoutes from './reading/routes.js';
import { sentenceBookChanged } from './sentences/notify.js';
import sentenceRoutes from './sentences/routes.js';
import { bookStudyViews } from './study/book-views.js';
import { knownShares } from './study/overview.js';
import { studyRoutes } from './study/routes.js';
import taskRoutes from './tasks/routes.js';
import uploadRoutes from './upload/routes.js';
import { settleTasks } from './tasks/service.js';
import { history as vocabHistory } from './vocab-test/repo.js';
import userRoutes from './user/routes.js';
import vocabTestRoutes from './vocab-test/routes.js';

export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  userRoutes,
  pointsRoutes,
  // The learner's view of a book and the list's known shares are the study's; an edited item
  // re-indexes its book's sentences once committed.
  bookRoutes({ study: bookStudyViews, knownShares, itemChanged: sentenceBookChanged }),
  dictRoutes,
  audioRoutes,
  // A review of a book's item needs the book to be visible to the learner, an active book one they
  // may study; every feature's reviews settle the learner's tasks in the review's transaction.
  memoryRoutes({
    viewableItem,
    studiableBook,
    afterReview: (trx, actor) => settleTasks(trx, actor.id, actor.timeZone),
  }),
  retentionRoutes,
  // Every study answer settles the learner's tasks in its own transaction (credits once per period).
  studyRoutes({
    afterAnswer: async (trx, ctx) =>
      (await settleTasks(trx, ctx.userId, ctx.actor.timeZone, ctx.now)).credited.reduce((n, c) => n + c.points, 0),
    // Progress shows the vocabulary size history of the learning language.
    vocabulary: {
      history: async (db, userId, lang) =>
        (await vocabHistory(db, userId, lang)).map(({ at, estimate, low, high }) => ({ at, estimate, low, high })),
    },
  }),
  taskRoutes,
  vocabTestRoutes,
  uploadRoutes,
  analyzeRoutes,
  readingRoutes,
  dictationRoutes,
  pronTestRoutes,
  examRoutes,
  sentenceRoutes,
  playerRoutes,
  battleRoutes,
  mentorRoutes,
  imageRoutes,
  teamRoutes,
  circleRoutes,
  reportRoutes,
  // Public book texts go through the text provider too: a blocked title goes to the admins' review.
  moderationRoutes({ shareTextCheck: setTextModerator }),
  friendsRoutes,
  // A block ends the friendship and cancels pending friend requests between the two, in its transaction.
  blacklistRoutes({
    afterBlock: async (trx, me, other, now) => {
      await friendsRepo.unfriend(trx, me, other);
      await friendsRepo.cancelBetween(trx, me, other, now);
    },
  }),
  notificationRoutes,
  newsRoutes,
  chatRoutes,
  emojiRoutes,
];
