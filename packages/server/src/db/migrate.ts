/** Runs the migrations (one set for SQLite and PostgreSQL) up to the latest. */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m001 from './migrations/001_initial.js';
import * as m002 from './migrations/002_dict_search_indexes.js';
import * as m003 from './migrations/003_stable_content_ids.js';
import * as m004 from './migrations/004_foreign_keys.js';
import * as m005 from './migrations/005_accounts.js';
import * as m006 from './migrations/006_memory.js';
import * as m007 from './migrations/007_vocab_tests.js';
import * as m008 from './migrations/008_tasks.js';
import * as m009 from './migrations/009_uploads.js';
import * as m010 from './migrations/010_reading.js';
import * as m011 from './migrations/011_exams.js';
import * as m012 from './migrations/012_sentences.js';
import * as m013 from './migrations/013_practice_tests.js';
import * as m014 from './migrations/014_player.js';
import * as m015 from './migrations/015_battles.js';
import * as m016 from './migrations/016_user_words_seq.js';
import * as m017 from './migrations/017_social.js';
import * as m018 from './migrations/018_mentor_links_active.js';
import * as m019 from './migrations/019_sys_news_seed.js';
import * as m020 from './migrations/020_chat_client_id_unique.js';
import * as m021 from './migrations/021_honest_memory.js';
import * as m022 from './migrations/022_points_sources.js';
import * as m023 from './migrations/023_memory_requests.js';
import * as m024 from './migrations/024_upload_groups_from_one.js';
import * as m025 from './migrations/025_drop_upload_chunks.js';
import type { DB } from './schema.js';

/** Every migration by name, in order (exported for the migration tests). */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_dict_search_indexes': m002,
  '003_stable_content_ids': m003,
  '004_foreign_keys': m004,
  '005_accounts': m005,
  '006_memory': m006,
  '007_vocab_tests': m007,
  '008_tasks': m008,
  '009_uploads': m009,
  '010_reading': m010,
  '011_exams': m011,
  '012_sentences': m012,
  '013_practice_tests': m013,
  '014_player': m014,
  '015_battles': m015,
  '016_user_words_seq': m016,
  '017_social': m017,
  '018_mentor_links_active': m018,
  '019_sys_news_seed': m019,
  '020_chat_client_id_unique': m020,
  '021_honest_memory': m021,
  '022_points_sources': m022,
  '023_memory_requests': m023,
  '024_upload_groups_from_one': m024,
  '025_drop_upload_chunks': m025,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
