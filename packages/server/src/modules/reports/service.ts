/**
 * Reports: a user reports another (optionally with evidence of theirs), at most
 * REPORTS_PER_HOUR an hour; the same open report again answers the existing id. Admins dismiss a
 * report, hide its evidence or suspend the reported user for some days; each decision tells the
 * reporter (`report_result` notice) in the same transaction.
 */
import type { AddReportBody, AddReportResult } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError, errors } from '../../http/errors.js';
import { type HideKind, hideTarget } from '../moderation/hide.js';
import { notify } from '../notifications/notify.js';
import { findEvidence } from './evidence.js';
import { reportsRepo } from './repo.js';

export const REPORTS_PER_HOUR = 20;
const DAY_MS = 86_400_000;

export async function addReport(app: FastifyInstance, reporter: Actor, body: AddReportBody, now = Date.now()): Promise<AddReportResult> {
  if (body.userId === reporter.id) throw new AppError('reports.self', 422, { field: 'userId' });
  if (body.reason === 'other' && !body.detail) throw errors.validation('detail');
  if (!(await reportsRepo.userExists(app.db, body.userId))) throw new AppError('reports.userNotFound', 404);
  const evidence = body.evidence ? await findEvidence(app.db, reporter, body.userId, body.evidence) : null;
  const report = { reporterId: reporter.id, userId: body.userId, reason: body.reason, detail: body.detail || null, evidence, now };

  const existing = await reportsRepo.openDuplicate(app.db, report);
  if (existing !== null) return { id: existing, duplicate: true };
  const count = await app.kv.incr(`reports:rate:${reporter.id}:${Math.floor(now / 3_600_000)}`, 3600);
  if (count > REPORTS_PER_HOUR) throw new AppError('reports.rateLimited', 429);
  return { id: await reportsRepo.insert(app.db, report), duplicate: false };
}

export type ReportDecision = { action: 'dismiss' } | { action: 'hide' } | { action: 'suspend'; days: number };

export async function decideReport(app: FastifyInstance, admin: Actor, id: number, decision: ReportDecision, now = Date.now()) {
  await inTransaction(app.db, async (trx) => {
    const report = await reportsRepo.byId(trx, id);
    if (!report) throw new AppError('reports.notFound', 404);
    if (report.status !== 'open') throw new AppError('reports.alreadyHandled', 409);
    if (decision.action === 'hide' && !(report.evidence_kind && report.evidence_id)) throw new AppError('reports.noEvidence', 422);

    const status = decision.action === 'dismiss' ? 'dismissed' : 'actioned';
    const action = decision.action === 'dismiss' ? null : decision.action;
    if (!(await reportsRepo.close(trx, id, status, action, admin.id, now))) throw new AppError('reports.alreadyHandled', 409);

    let until: number | null = null;
    if (decision.action === 'hide') await hideTarget(trx, report.evidence_kind as HideKind, report.evidence_id as string, now);
    if (decision.action === 'suspend') {
      const user = await reportsRepo.suspendedUntil(trx, report.user_id);
      // A longer suspension already running is kept.
      until = Math.max(now + decision.days * DAY_MS, user?.suspended_until ?? 0);
      await reportsRepo.setSuspendedUntil(trx, report.user_id, until);
    }
    await notify(
      trx,
      {
        userId: report.reporter_id,
        kind: 'report_result',
        actorId: null,
        refId: id,
        payload: { result: decision.action, ...(until !== null ? { until } : {}), evidenceKind: report.evidence_kind },
      },
      now,
    );
  });
}
