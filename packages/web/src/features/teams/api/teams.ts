/** Teams over HTTP (core `schemas/teams.ts`): mine, one team, create, join, invite, answer, leave, remove. */
import type { Invitable, MyTeams, TeamDetail, TeamSummary } from '@qfl/core';
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
    queryFn: () => api.get<MyTeams>('/api/teams/mine', { auth: true, toast: false }),
    staleTime: 0,
  });
}

export function useTeam(teamId: number) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: teamKeys.team(userId, teamId),
    queryFn: () => api.get<TeamDetail>(`/api/teams/${teamId}`, { auth: true, toast: false }),
    enabled: teamId > 0,
    staleTime: 0,
    retry: false,
  });
}

export function useInvitable(teamId: number, enabled: boolean) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: teamKeys.invitable(userId, teamId),
    queryFn: () => api.get<Invitable>(`/api/teams/${teamId}/invitable`, { auth: true }),
    enabled,
    staleTime: 0,
  });
}

/** A team write, then every team query is read again. */
function useTeamMutation<A, R>(run: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}

export const useCreateTeam = () =>
  useTeamMutation((body: { name: string; description?: string }) => api.post<TeamSummary>('/api/teams', { body, auth: true }));
export const useJoinTeam = () =>
  useTeamMutation((code: string) => api.post<{ team: TeamSummary }>('/api/teams/join', { body: { code }, auth: true }));
export const useAnswerInvite = () =>
  useTeamMutation(({ id, accept }: { id: number; accept: boolean }) =>
    api.post<unknown>(`/api/teams/invites/${id}/${accept ? 'accept' : 'refuse'}`, { auth: true }),
  );
export const useInviteFriend = (teamId: number) =>
  useTeamMutation((userId: number) => api.post<{ id: number }>(`/api/teams/${teamId}/invites`, { body: { userId }, auth: true }));
export const useLeaveTeam = (teamId: number) =>
  useTeamMutation(() => api.post<{ deleted: boolean; newOwnerId: number | null }>(`/api/teams/${teamId}/leave`, { auth: true }));
export const useRemoveMember = (teamId: number) =>
  useTeamMutation((userId: number) => api.del<{ ok: true }>(`/api/teams/${teamId}/members/${userId}`, { auth: true }));
