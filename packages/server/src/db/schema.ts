/** Kysely table types. Timestamps are epoch milliseconds; JSON columns hold text. */
import type { Generated } from 'kysely';
import type { SocialTables } from './schema-social.js';

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  password_hash: string | null;
  nickname: string | null;
  identity: string | null;
  native_lang: string | null;
  learning_lang: string | null;
  level: number | null;
  ui_lang: string | null;
  created_at: number;
  role: Generated<string>;
  time_zone: Generated<string>;
  /** Friend by code / QR (migration 017); null until first asked for. */
  share_code: string | null;
  /** 1 once the user allows an exact phone-number search to find them. */
  findable_by_phone: Generated<number>;
  /** An admin's suspension (after a report) lasts until then. */
  suspended_until: number | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface AccessTokensTable {
  token_hash: string;
  user_id: number;
  family_id: string;
  expires_at: number;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  reason: string;
  created_at: number;
  /** Idempotency key per user (`group:<book>:<n>`, `daily-test:<day>`, `task:<key>:<period>`, `spend:<requestId>`). */
  ref: string | null;
  /** The balance right after a spend (set on `spend:` rows only; a replay answers it again). */
  balance_after: number | null;
  /** What the row is for: a `POINTS_SOURCES` value of @qfl/core, or `other` (rows from before sources). */
  source: Generated<string>;
  /** The daily cap slot of a repeatable credit (`<source>:<learnerDay>:<n>`), unique per user. */
  slot: string | null;
}

export interface DictEntriesTable {
  id: Generated<number>;
  lang: string;
  headword: string;
  reading: string | null;
  pron_a: string | null;
  pron_b: string | null;
  /** JSON string[] */
  pos: string;
  /** JSON Record<lang, string[]> */
  meanings: string;
  /** JSON DictExample[] */
  examples: string;
  synonyms: string;
  antonyms: string;
  equivalents: string;
  /** JSON DictConfusing[] */
  confusing: string;
  forms: string;
  roots: string;
  freq_rank: number | null;
  sources: string;
  /** Stable content key (`lang:headword|reading`, see @qfl/core content-keys); unique. */
  ckey: string | null;
  /** Hash of the built line: an unchanged entry is not rewritten on reload. */
  chash: string | null;
  /** Set when the entry left the content while user data refers to it: not searchable, still readable. */
  retired_at: number | null;
}

/** Search keys: lower-cased headwords, inflected forms and readings, each pointing at an entry. */
export interface DictKeysTable {
  lang: string;
  key: string;
  kind: string;
  entry_id: number;
  rank: number;
}

export interface SearchHistoryTable {
  id: Generated<number>;
  user_id: number;
  query: string;
  lang: string;
  created_at: number;
}

export interface UserWordsTable {
  user_id: number;
  entry_id: number;
  in_new_words: number;
  added_at: number;
  /** Per-user order of putting words in the new-words book (migration 016): breaks added_at ties. */
  seq: Generated<number>;
}

export interface CategoriesTable {
  name: string;
  titles: string;
  position: number;
}

export interface BooksTable {
  id: Generated<number>;
  slug: string;
  type: string;
  lang: string;
  category: string;
  level: number;
  titles: string;
  descriptions: string;
  status: string;
  review_status: string;
  translation_mode: string;
  owner_id: number | null;
  builtin: number;
  item_count: number;
  group_size: number;
  created_at: number;
  /** Set when a built-in book left the content while user data refers to it. */
  retired_at: number | null;
  /** Translation review of a public uploaded book (migration 009): the admin's reason when rejected. */
  review_reason: Generated<string | null>;
  reviewed_at: Generated<number | null>;
  reviewed_by: Generated<number | null>;
  updated_at: Generated<number | null>;
}

/** A parsed upload waiting to be applied (migration 009). */
export interface UploadsTable {
  id: string;
  user_id: number;
  /** JSON UploadForm (with the native language resolved). */
  form: string;
  item_count: number;
  source: string;
  created_at: number;
  expires_at: number;
  applied_book_id: number | null;
}

export interface BookItemsTable {
  id: Generated<number>;
  book_id: number;
  position: number;
  group_no: number;
  entry_id: number | null;
  text: string;
  translation: string | null;
  extra: string | null;
  /** Stable key of a built-in book's item (`slug/text`, see @qfl/core content-keys); null in users' books. */
  ikey: string | null;
  chash: string | null;
  retired_at: number | null;
}

export interface ContentMetaTable {
  key: string;
  value: string;
}

export interface UserAvatarsTable {
  user_id: number;
  mime: string;
  data: Buffer;
  etag: string;
  updated_at: number;
}

export interface MemoryCardsTable {
  id: Generated<number>;
  user_id: number;
  /** `e:<entryId>` for a word, `i:<bookItemId>` for a sentence item. */
  card_key: string;
  entry_id: number | null;
  item_id: number | null;
  state: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: number | null;
  created_at: number;
  /** The first successful review (rating > 1): a card with one is "learned". */
  learned_at: Generated<number | null>;
}

export interface ReviewLogsTable {
  id: Generated<number>;
  user_id: number;
  card_id: number;
  source: string;
  rating: number;
  correct: number;
  ms: number;
  state_before: number;
  elapsed_days: number;
  reviewed_at: number;
  request_id: string;
  /** JSON of the card view after this review (replayed as is for the same request id). */
  result: string;
}

export interface StudyDaysTable {
  user_id: number;
  /** The learner's local day (YYYY-MM-DD) in their time zone when they studied. */
  day: string;
  reviews: number;
  ms: number;
  first_reviews: number;
}

export interface StudySettingsTable {
  user_id: number;
  desired_retention: number;
  daily_new: number;
  active_book_id: number | null;
  /** JSON number[]: fitted FSRS weights, or null for the defaults. */
  weights: string | null;
  fitted_at: number | null;
  fitted_logs: Generated<number>;
  updated_at: number;
  /** Local hour (0-23) at which the learner's day begins. */
  day_rollover_hour: Generated<number>;
  /** How today's reviews are asked: `choice` questions or active `recall`. */
  review_mode: Generated<string>;
  /** The last evaluated fit (at `fitted_at`, kept or not): logs it used, log loss and RMSE(bins) of the current (before) and the new (after) weights. */
  fit_reviews: number | null;
  fit_log_loss_before: number | null;
  fit_log_loss_after: number | null;
  fit_rmse_before: number | null;
  fit_rmse_after: number | null;
  /** Review logs when a fit was last tried (the next waits for enough new ones). */
  fit_attempt_logs: Generated<number>;
}

/** What a test showed about a word the learner has no card for (no card is made from it). */
export interface WordEvidenceTable {
  user_id: number;
  entry_id: number;
  known: number;
  source: string;
  at: number;
}

/** An answer that reviewed no card (it went into word_evidence): its outcome, for a replay of its request id. */
export interface MemoryRequestsTable {
  user_id: number;
  /** `<source>:<client request id>`, as review_logs.request_id. */
  request_id: string;
  /** JSON of the outcome answered. */
  result: string;
  at: number;
}

export interface StudySessionsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  source: string;
  book_id: number | null;
  group_no: number | null;
  day_key: string | null;
  reward: Generated<number>;
  points: Generated<number>;
  created_at: number;
  completed_at: number | null;
}

export interface StudySessionItemsTable {
  id: Generated<number>;
  session_id: number;
  position: number;
  kind: string;
  entry_id: number | null;
  item_id: number | null;
  card_key: string;
  prompt: string;
  /** JSON string[] */
  choices: string | null;
  /** JSON string[] */
  tokens: string | null;
  expected: string;
  lang: string;
  attempts: Generated<number>;
  right_at: number | null;
  first_correct: number | null;
}

export interface StudyAnswersTable {
  id: Generated<number>;
  user_id: number;
  session_id: number;
  item_id: number;
  request_id: string;
  answer: string;
  correct: number;
  ms: number;
  /** JSON of the answer result (replayed as is for the same request id). */
  result: string;
  created_at: number;
}

export interface GroupProgressTable {
  user_id: number;
  book_id: number;
  group_no: number;
  completed_at: number;
}

/** Tasks a learner follows (migration 008). */
export interface TaskCaresTable {
  user_id: number;
  task_key: string;
  created_at: number;
}

export interface VocabTestsTable {
  id: Generated<number>;
  user_id: number;
  lang: string;
  /** JSON VocabTestState (modules/vocab-test/state.ts): asked words, answers, current question, replies. */
  state: string;
  /** Questions answered. */
  questions: Generated<number>;
  started_at: number;
  finished_at: number | null;
  estimate: number | null;
  low: number | null;
  high: number | null;
}

/** Cached analysis of an article item (migration 010). */
export interface ReadingTokensTable {
  item_id: number;
  version: number;
  text_hash: string;
  /** JSON: [[start, end, lemma, entryId | null], ...] for the word tokens of the item's text. */
  tokens: string;
}

/** Words a learner marked known or ignored (migration 010). */
export interface WordStatusTable {
  user_id: number;
  lang: string;
  word_key: string;
  entry_id: number | null;
  status: string;
  updated_at: number;
}

/** Where a learner stopped reading a book (migration 010). */
export interface ReadingPositionsTable {
  user_id: number;
  book_id: number;
  page: number;
  sentence: number;
  updated_at: number;
}

/** Dictation (migration 013). */
export interface DictationSessionsTable {
  id: Generated<number>;
  user_id: number;
  source: string;
  book_id: number | null;
  created_at: number;
}

export interface DictationItemsTable {
  id: Generated<number>;
  session_id: number;
  position: number;
  entry_id: number | null;
  item_id: number | null;
  lang: string;
  /** The text as written: what is spoken and expected. */
  text: string;
  sentence: Generated<number>;
  /** JSON string[]: other accepted forms (Japanese readings). */
  readings: Generated<string>;
  /** JSON string[]: Chinese pinyin syllables with tone numbers. */
  pinyin: Generated<string>;
  meaning: string | null;
  attempts: Generated<number>;
  /** 1/0 after an answer: the last answer was right. */
  correct: number | null;
  first_try: number | null;
}

export interface DictationAnswersTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  item_id: number;
  request_id: string;
  /** JSON DictationAnswerResult. */
  result: string;
  created_at: number;
}

/** The turbo player (migration 014). */
export interface PlayerSettingsTable {
  user_id: number;
  /** JSON PlayerSettings (validated with core's schema on read, defaults for what is missing). */
  settings: string;
  updated_at: number;
}

export interface PlaylistsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  book_id: number | null;
  /** JSON number[] of 1-based groups, or null. */
  groups: string | null;
  source_key: string;
  lang: string;
  total: number;
  position_index: number | null;
  position_loop: Generated<number>;
  position_key: string | null;
  position_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface PlayerItemsTable {
  id: Generated<number>;
  playlist_id: number;
  position: number;
  entry_id: number | null;
  item_id: number | null;
  sentence: Generated<number>;
  text: string;
  lang: string;
}

export interface ListeningLogsTable {
  id: Generated<number>;
  user_id: number;
  playlist_id: number;
  request_id: string;
  seconds: number;
  items: number;
  day: string;
  created_at: number;
}

export interface ListeningExposuresTable {
  user_id: number;
  card_key: string;
  heard: number;
  last_heard_at: number;
}

/** Pronunciation tests (migration 013). */
export interface PronTestsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  lang: string;
  /** JSON stored questions with their answers (modules/pron-test/service.ts). */
  questions: string;
  total: number;
  created_at: number;
  submitted_at: number | null;
  score: number | null;
  /** JSON PronResult. */
  detail: string | null;
  request_id: string | null;
}

/** Exams (migration 011): an exam is data; built-ins carry a slug. */
export interface ExamsTable {
  id: Generated<number>;
  slug: string | null;
  kind: string;
  lang: string;
  level_from: number;
  level_to: number;
  /** A custom exam's title; null for built-ins (named by the web from kind, language and levels). */
  title: string | null;
  /** JSON ExamDefinition (@qfl/core rules/questions/builtin-exams.ts). */
  definition: string;
  time_limit_sec: number;
  builtin: Generated<number>;
  owner_id: number | null;
  /** Ready for mentors: who assigned the exam, and to whom (null: open to everyone). */
  assigned_by: number | null;
  assignee: number | null;
  created_at: number;
}

/** Attempts of exams and reading quizzes (migration 011); `questions` holds the answers. */
export interface ExamAttemptsTable {
  id: Generated<number>;
  user_id: number;
  /** 'exam' or 'reading' (a reading quiz on a page of an article book). */
  kind: string;
  exam_id: number | null;
  book_id: number | null;
  page: number | null;
  lang: string;
  /** JSON StoredSection[] (modules/exam/stored.ts): questions with their accepted answers. */
  questions: string;
  total: number;
  started_at: number;
  deadline: number | null;
  submitted_at: number | null;
  late: Generated<number>;
  score: number | null;
  /** JSON (string | null)[] by question id, written at submission. */
  answers: string | null;
  request_id: string | null;
}

export interface BattlesTable {
  id: Generated<number>;
  room_id: string;
  lang: string;
  level: number;
  kind: string;
  reason: string;
  questions: number;
  started_at: number;
  ended_at: number;
}

export interface BattlePlayersTable {
  id: Generated<number>;
  battle_id: number;
  seat: number;
  user_id: number | null;
  nickname: string;
  bot: number;
  level: number;
  score: number;
  correct: number;
  outcome: string;
  forfeited: number;
  rating_before: number;
  rating_after: number;
  points: number;
  missed: string;
}

export interface BattleRatingsTable {
  user_id: number;
  lang: string;
  rating: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  updated_at: number;
}

/** Every table; the social area's are in schema-social.ts. */
export interface DB extends SocialTables {
  battles: BattlesTable;
  battle_players: BattlePlayersTable;
  battle_ratings: BattleRatingsTable;
  users: UsersTable;
  sms_codes: SmsCodesTable;
  refresh_tokens: RefreshTokensTable;
  access_tokens: AccessTokensTable;
  points_ledger: PointsLedgerTable;
  dict_entries: DictEntriesTable;
  dict_keys: DictKeysTable;
  search_history: SearchHistoryTable;
  user_words: UserWordsTable;
  categories: CategoriesTable;
  books: BooksTable;
  uploads: UploadsTable;
  book_items: BookItemsTable;
  content_meta: ContentMetaTable;
  user_avatars: UserAvatarsTable;
  memory_cards: MemoryCardsTable;
  review_logs: ReviewLogsTable;
  study_settings: StudySettingsTable;
  word_evidence: WordEvidenceTable;
  memory_requests: MemoryRequestsTable;
  study_days: StudyDaysTable;
  study_sessions: StudySessionsTable;
  study_session_items: StudySessionItemsTable;
  study_answers: StudyAnswersTable;
  group_progress: GroupProgressTable;
  task_cares: TaskCaresTable;
  vocab_tests: VocabTestsTable;
  reading_tokens: ReadingTokensTable;
  word_status: WordStatusTable;
  reading_positions: ReadingPositionsTable;
  dictation_sessions: DictationSessionsTable;
  dictation_items: DictationItemsTable;
  dictation_answers: DictationAnswersTable;
  pron_tests: PronTestsTable;
  exams: ExamsTable;
  exam_attempts: ExamAttemptsTable;
  sentences: SentencesTable;
  sentence_terms: SentenceTermsTable;
  player_settings: PlayerSettingsTable;
  playlists: PlaylistsTable;
  player_items: PlayerItemsTable;
  listening_logs: ListeningLogsTable;
  listening_exposures: ListeningExposuresTable;
}

/** A searchable sentence (migration 012): a sentence book's item or a dictionary example. */
export interface SentencesTable {
  id: Generated<number>;
  /** Stable id shown to clients: `b<itemId>` or `e<entryId>-<n>`. */
  skey: string;
  source: string;
  lang: string;
  text: string;
  translation: string | null;
  translation_lang: string | null;
  book_id: number | null;
  item_id: number | null;
  entry_id: number | null;
  builtin: number;
}

/** Inverted index of sentences: `<lang>:<word>` (sentence) and `<lang>~<word>` (translation). */
export interface SentenceTermsTable {
  term: string;
  sentence_id: number;
}
