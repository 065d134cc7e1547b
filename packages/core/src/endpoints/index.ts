/**
 * Every API endpoint, by feature. The server's route test checks that each one is registered and
 * that no route is registered without one; the web's client takes its keys (`'METHOD /path'`).
 * A feature adds its record here.
 */
import type { Endpoint, EndpointMap } from './define.js';
import { analyzeEndpoints } from './analyze.js';
import { audioEndpoints } from './audio.js';
import { authEndpoints } from './auth.js';
import { battleEndpoints } from './battle.js';
import { blacklistEndpoints } from './blacklist.js';
import { booksEndpoints } from './books.js';
import { chatEndpoints } from './chat.js';
import { circleEndpoints } from './circle.js';
import { dictEndpoints } from './dict.js';
import { dictationEndpoints } from './dictation.js';
import { emojiEndpoints } from './emoji.js';
import { examEndpoints } from './exam.js';
import { friendsEndpoints } from './friends.js';
import { healthEndpoints } from './health.js';
import { imagesEndpoints } from './images.js';
import { memoryEndpoints } from './memory.js';
import { mentorsEndpoints } from './mentors.js';
import { moderationEndpoints } from './moderation.js';
import { newsEndpoints } from './news.js';
import { notificationsEndpoints } from './notifications.js';
import { playerEndpoints } from './player.js';
import { pointsEndpoints } from './points.js';
import { pronTestEndpoints } from './pron-test.js';
import { readingEndpoints } from './reading.js';
import { reportsEndpoints } from './reports.js';
import { sentencesEndpoints } from './sentences.js';
import { studyEndpoints } from './study.js';
import { tasksEndpoints } from './tasks.js';
import { teamsEndpoints } from './teams.js';
import { uploadEndpoints } from './upload.js';
import { userEndpoints } from './user.js';
import { vocabTestEndpoints } from './vocab-test.js';

export const endpoints = {
  analyze: analyzeEndpoints,
  audio: audioEndpoints,
  auth: authEndpoints,
  battle: battleEndpoints,
  blacklist: blacklistEndpoints,
  books: booksEndpoints,
  chat: chatEndpoints,
  circle: circleEndpoints,
  dict: dictEndpoints,
  dictation: dictationEndpoints,
  emoji: emojiEndpoints,
  exam: examEndpoints,
  friends: friendsEndpoints,
  health: healthEndpoints,
  images: imagesEndpoints,
  memory: memoryEndpoints,
  mentors: mentorsEndpoints,
  moderation: moderationEndpoints,
  news: newsEndpoints,
  notifications: notificationsEndpoints,
  player: playerEndpoints,
  points: pointsEndpoints,
  pronTest: pronTestEndpoints,
  reading: readingEndpoints,
  reports: reportsEndpoints,
  sentences: sentencesEndpoints,
  study: studyEndpoints,
  tasks: tasksEndpoints,
  teams: teamsEndpoints,
  upload: uploadEndpoints,
  user: userEndpoints,
  vocabTest: vocabTestEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

type Features = typeof endpoints;
type Union<T> = T extends unknown ? (x: T) => void : never;
type Intersect<T> = Union<T> extends (x: infer I) => void ? I : never;

/** `'GET /api/points/summary'` → its declaration, over every feature. */
export type Endpoints = Intersect<{ [F in keyof Features]: EndpointMap<Features[F]> }[keyof Features]>;
export type EndpointName = keyof Endpoints & string;

/** Every declaration, for the route test. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((feature) => Object.values(feature) as Endpoint[]);
}

export * from './define.js';
export {
  analyzeEndpoints,
  audioEndpoints,
  authEndpoints,
  battleEndpoints,
  blacklistEndpoints,
  booksEndpoints,
  chatEndpoints,
  circleEndpoints,
  dictEndpoints,
  dictationEndpoints,
  emojiEndpoints,
  examEndpoints,
  friendsEndpoints,
  healthEndpoints,
  imagesEndpoints,
  memoryEndpoints,
  mentorsEndpoints,
  moderationEndpoints,
  newsEndpoints,
  notificationsEndpoints,
  playerEndpoints,
  pointsEndpoints,
  pronTestEndpoints,
  readingEndpoints,
  reportsEndpoints,
  sentencesEndpoints,
  studyEndpoints,
  tasksEndpoints,
  teamsEndpoints,
  uploadEndpoints,
  userEndpoints,
  vocabTestEndpoints,
};
