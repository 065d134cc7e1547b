/**
 * Reports and the moderation queue: `POST /jb/addUserJB` (anyone signed in), the admins' report
 * list and decisions (`/api/admin/reports`), and the moderation queue (`/api/admin/moderation`).
 */
import type { AddReportBody, AddReportResult, DecisionResult, QueueItem, QueueStatus, Report, ReportStatus } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (userId: number | undefined, status: ReportStatus) => ['moderation', 'reports', userId, status] as const,
  queue: (userId: number | undefined, status: QueueStatus) => ['moderation', 'queue', userId, status] as const,
};

export function sendReport(body: AddReportBody): Promise<AddReportResult> {
  return api.call('POST /jb/addUserJB', { body, auth: true });
}

export async function fetchReports(status: ReportStatus): Promise<Report[]> {
  const answer = await api.call('GET /api/admin/reports', { query: { status }, auth: true, toast: false });
  return Array.isArray(answer?.items) ? answer.items : [];
}

export async function fetchQueue(status: QueueStatus): Promise<QueueItem[]> {
  const answer = await api.call('GET /api/admin/moderation', { query: { status }, auth: true, toast: false });
  return Array.isArray(answer?.items) ? answer.items : [];
}

export type ReportDecision = { action: 'dismiss' } | { action: 'hide' } | { action: 'suspend'; days: number };

export function decideReport(id: number, decision: ReportDecision): Promise<DecisionResult> {
  switch (decision.action) {
    case 'dismiss':
      return api.call('POST /api/admin/reports/:id/dismiss', { params: { id }, auth: true });
    case 'hide':
      return api.call('POST /api/admin/reports/:id/hide', { params: { id }, auth: true });
    case 'suspend':
      return api.call('POST /api/admin/reports/:id/suspend', { params: { id }, body: { days: decision.days }, auth: true });
  }
}

export function decideQueueItem(id: number, decision: 'approve' | 'hide'): Promise<DecisionResult> {
  return decision === 'approve'
    ? api.call('POST /api/admin/moderation/:id/approve', { params: { id }, auth: true })
    : api.call('POST /api/admin/moderation/:id/hide', { params: { id }, auth: true });
}

export function useReportsQuery(status: ReportStatus, enabled: boolean) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: moderationKeys.reports(userId, status), queryFn: () => fetchReports(status), enabled });
}

export function useQueueQuery(status: QueueStatus, enabled: boolean) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: moderationKeys.queue(userId, status), queryFn: () => fetchQueue(status), enabled });
}

export function invalidateModeration(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: moderationKeys.all });
}
