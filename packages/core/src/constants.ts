/** Business constants of the product spec (point 9) shared by server and web. */

export const UI_LANGS = ['zh', 'en', 'ja', 'ko', 'es'] as const;
export type UiLang = (typeof UI_LANGS)[number];
export const DEFAULT_UI_LANG: UiLang = 'zh';

/** Learning and native languages are the same five. */
export const LANGS = UI_LANGS;
export type Lang = UiLang;

export const IDENTITIES = ['student', 'self_learner', 'mentor', 'parent'] as const;
export type Identity = (typeof IDENTITIES)[number];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 20;
export const LEVELS = Array.from({ length: MAX_LEVEL }, (_, i) => i + 1);

export const REQUEST_TIMEOUT_MS = 60_000;
export const SHORT_REQUEST_TIMEOUT_MS = 10_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const ASYNC_DELAY_MS = 200;
export const TOAST_DURATION_MS = 1500;
export const THROTTLE_DEFAULT_MS = 1500;
export const CODE_LENGTH = 6;
/** Password length when signing up (passwordSchema); signing in checks only the maximum. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
export const SERVER_MESSAGE_CUTOFF = 30;

export const NAV_BAR_EXTRA_ANDROID = 50;
export const NAV_BAR_EXTRA_OTHER = 45;

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_RESEND_SECONDS = 60;

export const TURBO_SPEEDS = [0.5, 0.8, 1.0, 1.25, 1.5, 2.0] as const;
export const NATIVE_SPEEDS = [1.0, 1.5, 2.0] as const;
export const TURBO_GAPS_MS = [-300, -200, -100, -50, 0, 50, 100, 200, 300, 500, 800, 1000, 1500, 2000] as const;
export const TURBO_MODES = [
  'word_translation',
  'translation_word',
  'word_only',
  'translation_only',
  'word_x3_translation',
  'word_x5_translation',
  'alternating_x3',
  'translation_word_x3',
  'extreme_word_x10',
  'progressive',
] as const;

export const DEFAULT_MAP_POINT = { latitude: 39.909, longitude: 116.39742 } as const;
export const EXCEL_MIN_COLUMNS = 11;
export const MAX_QUERY_LENGTH = 200;
/** Words per study group in built-in and uploaded books. */
export const DEFAULT_GROUP_SIZE = 20;
/** The group (counted from 1, in every book) of an item at a 0-based position. */
export const groupOfPosition = (position: number, size = DEFAULT_GROUP_SIZE) => Math.floor(position / size) + 1;

export const BOOK_TYPES = ['word', 'sentence', 'article'] as const;
export type BookType = (typeof BOOK_TYPES)[number];
export const BOOK_STATUSES = ['private', 'public'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'auto_approved'] as const;
export const TRANSLATION_MODES = ['simple', 'professional'] as const;

/** Where a graded answer came from: every feature feeds the one memory through these. */
export const REVIEW_SOURCES = [
  'practice',
  'quiz',
  'daily-test',
  'vocab-test',
  'dictation',
  'reading',
  'exam',
  'battle',
  'listening',
  'pronunciation',
] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];
/** FSRS card states, by name (ts-fsrs numbers them 0-3 in this order). */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];
/** FSRS ratings 1-4. */
export const RATINGS = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type RatingValue = 1 | 2 | 3 | 4;

export const DEFAULT_DESIRED_RETENTION = 0.9;
export const MIN_DESIRED_RETENTION = 0.7;
export const MAX_DESIRED_RETENTION = 0.97;
export const DEFAULT_DAILY_NEW = 20;
export const MAX_DAILY_NEW = 200;
/** Review logs a user needs before their FSRS parameters are fitted. */
export const OPTIMIZE_MIN_LOGS = 400;
/** New review logs since the last fit attempt before the next one. */
export const FIT_NEW_LOGS = 200;
/** Desired retentions the retention helper simulates (expected workload and known words). */
export const RETENTION_HELPER_TARGETS = [0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.97] as const;
/** Days the retention helper looks ahead. */
export const RETENTION_SIM_DAYS = 30;
/** Cards the retention helper simulates at most (a sample, its results scaled to all cards). */
export const RETENTION_SIM_MAX_CARDS = 2000;
/** How today's reviews are asked: choice questions, or active recall graded by the learner (Again-Easy). */
export const REVIEW_MODES = ['choice', 'recall'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];
/** A word counts as "known" at this retrievability. */
export const KNOWN_RETRIEVABILITY = 0.9;

/** Kinds of practice items. */
export const ITEM_KINDS = [
  'meaning-choice',
  'word-choice',
  'listen-choice',
  'spell',
  'translation-choice',
  'word-order',
  'flashcard',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
/** Points for finishing a group of a book (once per group), and for the daily test (once per day). */
export const GROUP_POINTS = 10;
export const DAILY_TEST_POINTS = 5;
/**
 * Repeatable credits paid per learner day at most (ledger rows of that source); the rest of the
 * day's finished groups or battles pay nothing. Tasks and the daily test pay once per period anyway.
 */
export const POINTS_DAILY_CAPS = { group: 10, battle: 10 } as const;
export const DAILY_TEST_SIZE = 20;
export const QUIZ_SIZES = [10, 20, 30] as const;
