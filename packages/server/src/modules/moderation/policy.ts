/**
 * Who may act on moderation (http/policy.ts shape):
 * - the review queue (read it, approve, hide): admins only; anyone else 403 `auth.forbidden`;
 * - a stored image checked again: its owner or an admin; anyone else 404
 *   `moderation.imageNotFound`, as if it did not exist.
 * - publishing (a nickname, a post, a comment, a message, an image): not while suspended (reports →
 *   admin), 403 `social.suspended` until `suspended_until`.
 * Anyone signed in may check a text (`/qn/textCensor`); the reports module has its own policy.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { definePolicy, isAdmin } from '../../http/policy.js';

export const queuePolicy = definePolicy<'read' | 'decide', null>({
  read: { allow: isAdmin, deny: { key: 'auth.forbidden', status: 403 } },
  decide: { allow: isAdmin, deny: { key: 'auth.forbidden', status: 403 } },
});

export const imagePolicy = definePolicy<'check', { owner_id: number }>({
  check: {
    allow: (actor, image) => actor !== null && (image.owner_id === actor.id || isAdmin(actor)),
    deny: { key: 'moderation.imageNotFound', status: 404 },
  },
});

/** A suspended user (reports → admin) cannot publish until `suspended_until`. */
export function assertMayPublish(req: FastifyRequest, now = Date.now()): void {
  const until = req.account?.suspended_until;
  if (until != null && until > now) throw new AppError('social.suspended', 403, { until: untilText(until) });
}

/** `2026-11-29 20:50 UTC`: read the same in every language (the message carries no time zone of the reader's). */
export function untilText(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
