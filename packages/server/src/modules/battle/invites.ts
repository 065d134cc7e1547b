/**
 * Invites to a friend's battle: a short code (no look-alike characters) kept in the Kv for
 * INVITE_TTL_SECONDS with the host, language and level. Both the host and the friend send
 * `join {code}` on their sockets; the second to arrive is paired with the first.
 */
import { randomInt } from 'node:crypto';
import type { BattleInvite, BattleInviteBody, Lang } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { Kv } from '../../kv/kv.js';
import { assertMayInviteFriend } from '../friends/policy.js';
import { notify } from '../notifications/notify.js';

export const INVITE_TTL_SECONDS = 30 * 60;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface InviteData {
  hostId: number;
  lang: Lang;
  level: number;
}

const key = (code: string) => `battle:invite:${code.toUpperCase()}`;

export async function createInvite(kv: Kv, hostId: number, lang: Lang, level: number, now = Date.now()): Promise<BattleInvite> {
  for (;;) {
    const code = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const data: InviteData = { hostId, lang, level };
    if (await kv.setIfAbsent(key(code), JSON.stringify(data), INVITE_TTL_SECONDS)) {
      return {
        code,
        link: `#/pages/battle/room?code=${code}`,
        expiresAt: new Date(now + INVITE_TTL_SECONDS * 1000).toISOString(),
      };
    }
  }
}

/**
 * `POST /api/battle/invites`: an invite, and with `toUserId` a `battle_invite` notice to that
 * friend (friends only, never across a block: checked before the invite is made).
 */
export async function inviteToBattle(db: Executor, kv: Kv, hostId: number, body: BattleInviteBody): Promise<BattleInvite> {
  const to = body.toUserId;
  if (to !== undefined) await assertMayInviteFriend(db, hostId, to);
  const invite = await createInvite(kv, hostId, body.lang, body.level);
  if (to !== undefined) {
    const payload = { code: invite.code, lang: body.lang, level: body.level, expiresAt: invite.expiresAt };
    await notify(db, { userId: to, kind: 'battle_invite', actorId: hostId, refId: invite.code, payload });
  }
  return invite;
}

export async function readInvite(kv: Kv, code: string): Promise<InviteData | null> {
  const raw = await kv.get(key(code));
  return raw ? (JSON.parse(raw) as InviteData) : null;
}

export const dropInvite = (kv: Kv, code: string) => kv.del(key(code));
