/**
 * Reports and the moderation queue: `POST /jb/addUserJB` (anyone signed in), the admins' report
 * list and decisions (`/api/admin/reports`), and the moderation queue (`/api/admin/moderation`).
 */
import type { AddReportBody, AddReportResult, QueueItem, QueueList, QueueStatus, Report, ReportList, ReportStatus } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (userId: number | undefined, status: ReportStatus) => ['moderation', 'reports', userId, status] as const,
  queue: (userId: number | undefined, status: QueueStatus) => ['moderation', 'queue', userId, status] as const,
};

export function sendReport(body: AddReportBody): Promise<AddReportResult> {
  return api.post('/jb/addUserJB', { body, auth: true });
}

export async function fetchReports(status: ReportStatus): Promise<Report[]> {
  const answer = await api.get<Partial<ReportList> | null>('/api/admin/reports', { params: { status }, auth: true, toast: false });
  return Array.isArray(answer?.items) ? answer.items : [];
}

export async function fetchQueue(status: QueueStatus): Promise<QueueItem[]> {
  const answer = await api.get<Partial<QueueList> | null>('/api/admin/moderation', { params: { status }, auth: true, toast: false });
  return Array.isArray(answer?.items) ? answer.items : [];
}

export type ReportDecision = { action: 'dismiss' } | { action: 'hide' } | { action: 'suspend'; days: number };

export function decideReport(id: number, decision: ReportDecision): Promise<{ id: number }> {
  return api.post(`/api/admin/reports/${id}/${decision.action}`, {
    body: decision.action === 'suspend' ? { days: decision.days } : {},
    auth: true,
  });
}

export function decideQueueItem(id: number, decision: 'approve' | 'hide'): Promise<{ id: number }> {
  return api.post(`/api/admin/moderation/${id}/${decision}`, { body: {}, auth: true });
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
