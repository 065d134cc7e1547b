/** Teams over HTTP (core `schemas/teams.ts`): mine, one team, create, join, invite, answer, leave, remove. */
import type { CreateTeamBody } from '@qfl/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const teamKeys = {
  all: ['teams'] as const,
  mine: (userId: number | undefined) => ['teams', 'mine', userId] as const,
  team: (userId: number | undefined, teamId: number) => ['teams', 'team', userId, teamId] as const,
  invitable: (userId: number | undefined, teamId: number) => ['teams', 'invitable', userId, teamId] as const,
};

export function useMyTeams() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: teamKeys.mine(userId),
    queryFn: () => api.call('GET /api/teams/mine', { auth: true, toast: false }),
    staleTime: 0,
  });
}

export function useTeam(teamId: number) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: teamKeys.team(userId, teamId),
    queryFn: () => api.call('GET /api/teams/:id', { params: { id: teamId }, auth: true, toast: false }),
    enabled: teamId > 0,
    staleTime: 0,
    retry: false,
  });
}

export function useInvitable(teamId: number, enabled: boolean) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: teamKeys.invitable(userId, teamId),
    queryFn: () => api.call('GET /api/teams/:id/invitable', { params: { id: teamId }, auth: true }),
    enabled,
    staleTime: 0,
  });
}

/** A team write, then every team query is read again. */
function useTeamMutation<A, R>(run: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}

export const useCreateTeam = () => useTeamMutation((body: CreateTeamBody) => api.call('POST /api/teams', { body, auth: true }));
export const useJoinTeam = () => useTeamMutation((code: string) => api.call('POST /api/teams/join', { body: { code }, auth: true }));
export const useAnswerInvite = () =>
  useTeamMutation<{ id: number; accept: boolean }, unknown>(({ id, accept }) =>
    accept
      ? api.call('POST /api/teams/invites/:id/accept', { params: { id }, auth: true })
      : api.call('POST /api/teams/invites/:id/refuse', { params: { id }, auth: true }),
  );
export const useInviteFriend = (teamId: number) =>
  useTeamMutation((userId: number) => api.call('POST /api/teams/:id/invites', { params: { id: teamId }, body: { userId }, auth: true }));
export const useLeaveTeam = (teamId: number) =>
  useTeamMutation(() => api.call('POST /api/teams/:id/leave', { params: { id: teamId }, auth: true }));
export const useRemoveMember = (teamId: number) =>
  useTeamMutation((userId: number) => api.call('DELETE /api/teams/:id/members/:userId', { params: { id: teamId, userId }, auth: true }));
