/** Rows of mentor links and their people shaped for the API. */
import type { Identity, MentorInvite, MentorLink, MentorPeer } from '@qfl/core';
import { avatarUrl } from '../auth/presenter.js';
import type { LinkRow, PeerRow } from './repo.js';

export function presentPeer(id: number, row: PeerRow | undefined): MentorPeer {
  return {
    id,
    nickname: row?.nickname ?? null,
    avatarUrl: row ? avatarUrl(id, row.avatar_etag) : null,
    identity: (row?.identity ?? null) as Identity | null,
  };
}

export function presentInvite(link: LinkRow, now: number): MentorInvite {
  const expiresAt = link.expires_at ?? link.created_at;
  return {
    id: link.id,
    code: link.code ?? '',
    relation: link.relation,
    as: link.invited_by,
    createdAt: new Date(link.created_at).toISOString(),
    expiresAt: new Date(expiresAt).toISOString(),
    expired: expiresAt <= now,
  };
}

/** An active link as `userId` sees it: their side and the other person. */
export function presentLink(link: LinkRow, userId: number, peers: Map<number, PeerRow>): MentorLink {
  const side = link.student_id === userId ? 'student' : 'mentor';
  const peerId = (side === 'student' ? link.mentor_id : link.student_id) as number;
  return {
    id: link.id,
    relation: link.relation,
    side,
    peer: presentPeer(peerId, peers.get(peerId)),
    acceptedAt: new Date(link.accepted_at ?? link.created_at).toISOString(),
  };
}
