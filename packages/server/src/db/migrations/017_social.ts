/**
 * The social area (issue 13), one schema for its features so that each can rely on the others'
 * tables: friends, blacklist, notifications and system news, chat, teams, images, circle, reports,
 * moderation queue and mentor/parent links. Every user reference goes with the user (cascade).
 * - users gain a share code (friend by code / QR), `findable_by_phone` (0 until the user allows
 *   an exact phone search) and `suspended_until` (an admin's suspension after a report).
 * - friendships hold both directions (two rows), so "my friends" is one index range.
 * - chat messages belong to a conversation key: `u:<low id>:<high id>` (1:1) or `t:<team id>`.
 * - images keep their bytes in the database (any process can serve them; metadata stripped).
 * - content that an admin hides keeps its row with `hidden_at` set (reports keep their evidence).
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const id = (t: ReturnType<AnyDb['schema']['createTable']>) =>
    t.addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));
  const user = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');
  const float = pg ? 'double precision' : 'real';

  await db.schema.alterTable('users').addColumn('share_code', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('findable_by_phone', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('suspended_until', 'bigint').execute();
  await db.schema.createIndex('users_share_code').on('users').column('share_code').unique().execute();

  // Blacklist: user_id blocked blocked_user_id. Either direction stops contact (policy reads both).
  await db.schema
    .createTable('blocks')
    .addColumn('user_id', 'bigint', user)
    .addColumn('blocked_user_id', 'bigint', user)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['user_id', 'blocked_user_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_user_id', 'user_id']).execute();

  // Friends.
  await id(db.schema.createTable('friend_requests'))
    .addColumn('from_user_id', 'bigint', user)
    .addColumn('to_user_id', 'bigint', user)
    .addColumn('status', 'text', (c) => c.notNull()) // pending | accepted | refused | cancelled
    .addColumn('message', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('friend_requests_to').on('friend_requests').columns(['to_user_id', 'status', 'id']).execute();
  await db.schema.createIndex('friend_requests_pair').on('friend_requests').columns(['from_user_id', 'to_user_id', 'status']).execute();
  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'bigint', user)
    .addColumn('friend_id', 'bigint', user)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .execute();

  // Notifications (info tab) and system news.
  await id(db.schema.createTable('notifications'))
    .addColumn('user_id', 'bigint', user)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ref_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
  await id(db.schema.createTable('sys_news'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('news'))
    .addColumn('titles', 'text', (c) => c.notNull()) // JSON {zh, en, ja, ko, es}
    .addColumn('bodies', 'text', (c) => c.notNull()) // JSON {zh, en, ja, ko, es}
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sys_news_reads')
    .addColumn('user_id', 'bigint', user)
    .addColumn('news_id', 'bigint', (c) => c.notNull().references('sys_news.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_news_reads_pk', ['user_id', 'news_id'])
    .execute();

  // Teams.
  await id(db.schema.createTable('teams'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'bigint', user)
    .addColumn('lang', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .execute();
  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'bigint', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', user)
    .addColumn('role', 'text', (c) => c.notNull()) // owner | member
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_members_user').on('team_members').columns(['user_id', 'team_id']).execute();
  await id(db.schema.createTable('team_invites'))
    .addColumn('team_id', 'bigint', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('from_user_id', 'bigint', user)
    .addColumn('to_user_id', 'bigint', user)
    .addColumn('status', 'text', (c) => c.notNull()) // pending | accepted | refused | cancelled
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('team_invites_to').on('team_invites').columns(['to_user_id', 'status']).execute();

  // Chat.
  await id(db.schema.createTable('chat_messages'))
    .addColumn('conv', 'text', (c) => c.notNull()) // u:<low>:<high> | t:<team id>
    .addColumn('sender_id', 'bigint', user)
    .addColumn('to_user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'bigint', (c) => c.references('teams.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('text')) // text | word | book
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('ref', 'text') // JSON of a shared word card or book
    .addColumn('client_id', 'text') // the sender's id for the message: a resend is not a duplicate
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .execute();
  await db.schema.createIndex('chat_messages_conv').on('chat_messages').columns(['conv', 'id']).execute();
  await db.schema.createIndex('chat_messages_client').on('chat_messages').columns(['sender_id', 'client_id']).execute();
  await db.schema
    .createTable('chat_reads')
    .addColumn('user_id', 'bigint', user)
    .addColumn('conv', 'text', (c) => c.notNull())
    .addColumn('last_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_reads_pk', ['user_id', 'conv'])
    .execute();

  // Images (posts, chat, avatars): bytes re-encoded without metadata.
  await id(db.schema.createTable('images'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'bigint', user)
    .addColumn('purpose', 'text', (c) => c.notNull()) // post | chat | avatar | report
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull()) // pass | review | block
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .execute();
  await db.schema.createIndex('images_owner').on('images').columns(['owner_id', 'id']).execute();

  // Circle.
  await id(db.schema.createTable('circle_posts'))
    .addColumn('user_id', 'bigint', user)
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('place_name', 'text')
    .addColumn('lat', float)
    .addColumn('lng', float)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .execute();
  await db.schema.createIndex('circle_posts_user').on('circle_posts').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('circle_post_images')
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('circle_posts.id').onDelete('cascade'))
    .addColumn('image_id', 'bigint', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('circle_post_images_pk', ['post_id', 'position'])
    .execute();
  await db.schema
    .createTable('circle_likes')
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('circle_posts.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', user)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('circle_likes_pk', ['post_id', 'user_id'])
    .execute();
  await id(db.schema.createTable('circle_comments'))
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('circle_posts.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', user)
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .execute();
  await db.schema.createIndex('circle_comments_post').on('circle_comments').columns(['post_id', 'id']).execute();

  // Reports and the moderation queue.
  await id(db.schema.createTable('reports'))
    .addColumn('reporter_id', 'bigint', user)
    .addColumn('user_id', 'bigint', user) // the reported user
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('evidence_kind', 'text') // message | post | comment | book | image
    .addColumn('evidence_id', 'text')
    .addColumn('evidence_text', 'text') // a copy of the reported content as it was
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open')) // open | dismissed | actioned
    .addColumn('action', 'text') // hide | suspend
    .addColumn('handled_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reports_status').on('reports').columns(['status', 'id']).execute();
  await id(db.schema.createTable('moderation_queue'))
    .addColumn('target_kind', 'text', (c) => c.notNull()) // message | post | comment | nickname | team | image | book
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('content', 'text')
    .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open')) // open | approved | hidden
    .addColumn('handled_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_queue_status').on('moderation_queue').columns(['status', 'id']).execute();

  // Mentors and parents: a link from a student to a mentor (or parent), made by an invite code.
  await id(db.schema.createTable('mentor_links'))
    .addColumn('student_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('mentor_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('relation', 'text', (c) => c.notNull()) // mentor | parent
    .addColumn('invited_by', 'text', (c) => c.notNull()) // student | mentor
    .addColumn('code', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull()) // pending | active | revoked
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('accepted_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('mentor_links_student').on('mentor_links').columns(['student_id', 'status']).execute();
  await db.schema.createIndex('mentor_links_mentor').on('mentor_links').columns(['mentor_id', 'status']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'mentor_links',
    'moderation_queue',
    'reports',
    'circle_comments',
    'circle_likes',
    'circle_post_images',
    'circle_posts',
    'images',
    'chat_reads',
    'chat_messages',
    'team_invites',
    'team_members',
    'teams',
    'sys_news_reads',
    'sys_news',
    'notifications',
    'friendships',
    'friend_requests',
    'blocks',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('users_share_code').execute();
  await db.schema.alterTable('users').dropColumn('suspended_until').execute();
  await db.schema.alterTable('users').dropColumn('findable_by_phone').execute();
  await db.schema.alterTable('users').dropColumn('share_code').execute();
}
