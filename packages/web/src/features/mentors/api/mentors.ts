/**
 * Mentor links over HTTP (`/api/mentors/...`): codes, accepting one, my links, revoking, my
 * students and one student's progress. Query keys carry the signed-in user's id.
 */
import type { MentorInvite, MentorInviteBody, MentorLinks, MentorStudents, StudentProgress } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { isApiError } from '../../../api/errors';
import { useSession } from '../../../session/store';

export type { MentorInvite, MentorLinks, MentorStudents, StudentProgress };

export const mentorKeys = {
  all: ['mentors'] as const,
  links: (userId: number | undefined) => ['mentors', 'links', userId] as const,
  students: (userId: number | undefined) => ['mentors', 'students', userId] as const,
  progress: (userId: number | undefined, studentId: number) => ['mentors', 'progress', userId, studentId] as const,
};

export function createInvite(body: MentorInviteBody) {
  return api.call('POST /api/mentors/invites', { body, auth: true });
}

export function acceptCode(code: string) {
  return api.call('POST /api/mentors/accept', { body: { code }, auth: true });
}

export function revokeLink(id: number) {
  return api.call('DELETE /api/mentors/links/:id', { params: { id }, auth: true });
}

export function useMentorLinksQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: mentorKeys.links(userId),
    queryFn: () => api.call('GET /api/mentors/links', { auth: true, toast: false }),
    staleTime: 0,
  });
}

export function useMentorStudentsQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: mentorKeys.students(userId),
    queryFn: () => api.call('GET /api/mentors/students', { auth: true, toast: false }),
    staleTime: 0,
  });
}

/** A 403 is an answer (no access), not a failure to retry. */
export const isNoAccess = (error: unknown) => isApiError(error) && error.status === 403;

export function useStudentProgressQuery(studentId: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: mentorKeys.progress(userId, studentId ?? 0),
    queryFn: () => api.call('GET /api/mentors/students/:id/progress', { params: { id: studentId }, auth: true, toast: false }),
    enabled: studentId !== null,
    staleTime: 0,
    retry: (count, error) => !isNoAccess(error) && count < 2,
  });
}

/** After a link is made or ended: every list and progress may change. */
export function invalidateMentors(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: mentorKeys.all });
}
