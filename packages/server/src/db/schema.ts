/** Kysely table types. Timestamps are epoch milliseconds; JSON columns hold text. */
import type { Generated } from 'kysely';

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

export interface DB {
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
  book_items: BookItemsTable;
  content_meta: ContentMetaTable;
  user_avatars: UserAvatarsTable;
}
