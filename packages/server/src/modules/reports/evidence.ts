/**
 * The evidence of a report: it must exist, belong to the reported user and be something the
 * reporter could see (a message of a conversation they are in, a book they may view); its text is
 * copied into the report as it was (the content may be edited or hidden later).
 */
import type { ReportEvidence } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { bookPolicy } from '../books/policy.js';
import { numericId } from '../moderation/hide.js';
import { reportsRepo } from './repo.js';

export interface FoundEvidence {
  kind: ReportEvidence['kind'];
  /** The id as stored (an image by its key). */
  id: string;
  text: string | null;
}

const invalid = () => new AppError('reports.evidenceInvalid', 422, { field: 'evidence' });

/** `/api/images/<key>` or the bare key. */
function imageKey(id: string): string {
  return id.replace(/^\/api\/images\//, '');
}

async function inConversation(db: Executor, userId: number, conv: string): Promise<boolean> {
  const pair = /^u:(\d+):(\d+)$/.exec(conv);
  if (pair) return Number(pair[1]) === userId || Number(pair[2]) === userId;
  const team = /^t:(\d+)$/.exec(conv);
  if (!team) return false;
  return reportsRepo.isTeamMember(db, Number(team[1]), userId);
}

export async function findEvidence(db: Executor, reporter: Actor, reportedId: number, evidence: ReportEvidence): Promise<FoundEvidence> {
  const raw = String(evidence.id);
  if (evidence.kind === 'image') {
    // By its key (`/api/images/<key>` or the bare key), else by its row id.
    const byKey = await reportsRepo.imageByKey(db, imageKey(raw));
    const rowId = numericId(raw);
    const img = byKey ?? (rowId === null ? undefined : await reportsRepo.imageById(db, rowId));
    if (!img || img.owner_id !== reportedId) throw invalid();
    return { kind: 'image', id: img.key, text: null };
  }
  const id = numericId(raw);
  if (id === null) throw invalid();
  switch (evidence.kind) {
    case 'message': {
      const m = await reportsRepo.message(db, id);
      if (!m || m.sender_id !== reportedId || !(await inConversation(db, reporter.id, m.conv))) throw invalid();
      return { kind: 'message', id: String(id), text: m.body };
    }
    case 'post': {
      const p = await reportsRepo.post(db, id);
      if (!p || p.user_id !== reportedId) throw invalid();
      return { kind: 'post', id: String(id), text: p.text };
    }
    case 'comment': {
      const c = await reportsRepo.comment(db, id);
      if (!c || c.user_id !== reportedId) throw invalid();
      return { kind: 'comment', id: String(id), text: c.text };
    }
    case 'book': {
      const b = await reportsRepo.book(db, id);
      if (!b || b.owner_id == null || b.owner_id !== reportedId) throw invalid();
      const ref = { owner_id: b.owner_id, builtin: b.builtin, status: b.status, review_status: b.review_status };
      if (!bookPolicy.can(reporter, 'view', ref)) throw invalid();
      return { kind: 'book', id: String(id), text: bookText(b.titles, b.descriptions) };
    }
  }
}

function bookText(titles: string, descriptions: string): string {
  const values = (json: string) => {
    try {
      return Object.values(JSON.parse(json) as Record<string, unknown>).filter((v): v is string => typeof v === 'string' && v !== '');
    } catch {
      return [];
    }
  };
  return [...new Set([...values(titles), ...values(descriptions)])].join(' / ');
}
