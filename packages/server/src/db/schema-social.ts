/** Kysely table types of the social area (migration 017). Timestamps are epoch milliseconds. */
import type { Generated } from 'kysely';

export interface BlocksTable {
  user_id: number;
  blocked_user_id: number;
  created_at: number;
}

export type RequestStatus = 'pending' | 'accepted' | 'refused' | 'cancelled';

export interface FriendRequestsTable {
  id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  status: RequestStatus;
  message: string | null;
  created_at: number;
  decided_at: number | null;
}

/** Both directions of a friendship are rows. */
export interface FriendshipsTable {
  user_id: number;
  friend_id: number;
  created_at: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** friend_request | friend_accepted | team_invite | battle_invite | book_review | mentor_link | ... */
  kind: string;
  actor_id: number | null;
  ref_id: string | null;
  /** JSON object with what the notice shows. */
  payload: Generated<string>;
  read_at: number | null;
  created_at: number;
}

export interface SysNewsTable {
  id: Generated<number>;
  kind: Generated<string>;
  /** JSON {zh, en, ja, ko, es}. */
  titles: string;
  /** JSON {zh, en, ja, ko, es}. */
  bodies: string;
  published_at: number;
  created_at: number;
}

export interface SysNewsReadsTable {
  user_id: number;
  news_id: number;
  read_at: number;
}

export interface TeamsTable {
  id: Generated<number>;
  name: string;
  code: string;
  owner_id: number;
  lang: string | null;
  description: string | null;
  created_at: number;
  hidden_at: number | null;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: number;
  role: 'owner' | 'member';
  joined_at: number;
}

export interface TeamInvitesTable {
  id: Generated<number>;
  team_id: number;
  from_user_id: number;
  to_user_id: number;
  status: RequestStatus;
  created_at: number;
  decided_at: number | null;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  /** `u:<low user id>:<high user id>` or `t:<team id>`. */
  conv: string;
  sender_id: number;
  to_user_id: number | null;
  team_id: number | null;
  kind: Generated<string>;
  body: string;
  ref: string | null;
  client_id: string | null;
  created_at: number;
  hidden_at: number | null;
}

export interface ChatReadsTable {
  user_id: number;
  conv: string;
  last_read_id: Generated<number>;
}

export interface ImagesTable {
  id: Generated<number>;
  key: string;
  owner_id: number;
  purpose: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  data: Buffer;
  verdict: 'pass' | 'review' | 'block';
  created_at: number;
  hidden_at: number | null;
}

export interface CirclePostsTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  place_name: string | null;
  lat: number | null;
  lng: number | null;
  created_at: number;
  hidden_at: number | null;
}

export interface CirclePostImagesTable {
  post_id: number;
  image_id: number;
  position: number;
}

export interface CircleLikesTable {
  post_id: number;
  user_id: number;
  created_at: number;
}

export interface CircleCommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  text: string;
  created_at: number;
  hidden_at: number | null;
}

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  user_id: number;
  reason: string;
  evidence_kind: string | null;
  evidence_id: string | null;
  evidence_text: string | null;
  status: Generated<'open' | 'dismissed' | 'actioned'>;
  action: string | null;
  handled_by: number | null;
  handled_at: number | null;
  created_at: number;
}

export interface ModerationQueueTable {
  id: Generated<number>;
  target_kind: string;
  target_id: string;
  user_id: number | null;
  content: string | null;
  labels: Generated<string>;
  status: Generated<'open' | 'approved' | 'hidden'>;
  handled_by: number | null;
  handled_at: number | null;
  created_at: number;
}

export interface MentorLinksTable {
  id: Generated<number>;
  student_id: number | null;
  mentor_id: number | null;
  relation: 'mentor' | 'parent';
  invited_by: 'student' | 'mentor';
  code: string | null;
  status: 'pending' | 'active' | 'revoked';
  created_at: number;
  expires_at: number | null;
  accepted_at: number | null;
  revoked_at: number | null;
}

export interface SocialTables {
  blocks: BlocksTable;
  friend_requests: FriendRequestsTable;
  friendships: FriendshipsTable;
  notifications: NotificationsTable;
  sys_news: SysNewsTable;
  sys_news_reads: SysNewsReadsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invites: TeamInvitesTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  images: ImagesTable;
  circle_posts: CirclePostsTable;
  circle_post_images: CirclePostImagesTable;
  circle_likes: CircleLikesTable;
  circle_comments: CircleCommentsTable;
  reports: ReportsTable;
  moderation_queue: ModerationQueueTable;
  mentor_links: MentorLinksTable;
}
