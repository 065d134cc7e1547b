/**
 * The friends API (server modules/friends): my friends, requests both ways, my share code, phone
 * and code search, user cards and the "findable by phone" setting. Shapes are core's contracts.
 */
import type {
  FriendList,
  FriendRequestList,
  FriendRequestResult,
  FriendSearchResult,
  PublicUser,
  ShareCodeResult,
  UserCard,
} from '@qfl/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const friendKeys = {
  all: ['friends'] as const,
  list: (me: number | undefined) => ['friends', 'list', me] as const,
  requests: (me: number | undefined) => ['friends', 'requests', me] as const,
  code: (me: number | undefined) => ['friends', 'code', me] as const,
  card: (me: number | undefined, id: number) => ['friends', 'card', me, id] as const,
};

/** Friends, requests and cards all change together (a request, an answer, a block). */
export function invalidateFriends(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: friendKeys.all });
}

export function useFriendsQuery() {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({ staleTime: 0, queryKey: friendKeys.list(me), queryFn: () => api.get<FriendList>('/api/friends', { auth: true }) });
}

export function useFriendRequestsQuery() {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({
    // Another user's answer or block changes it: fresh on every mount.
    staleTime: 0,
    queryKey: friendKeys.requests(me),
    queryFn: () => api.get<FriendRequestList>('/api/friends/requests', { auth: true }),
  });
}

export function useShareCodeQuery() {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({
    staleTime: 0,
    queryKey: friendKeys.code(me),
    queryFn: () => api.get<ShareCodeResult>('/api/friends/code', { auth: true }),
  });
}

export function useUserCardQuery(id: number | null) {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({
    // Another user's answer or block changes it: fresh on every mount.
    staleTime: 0,
    queryKey: friendKeys.card(me, id ?? 0),
    queryFn: () => api.get<UserCard>(`/api/users/${id}/card`, { auth: true }),
    enabled: id !== null,
  });
}

export const searchByPhone = (phone: string) => api.post<FriendSearchResult>('/api/friends/search', { body: { phone }, auth: true });

/** Quiet on "not found": the page says so itself. */
export const userByCode = (code: string) =>
  api.get<PublicUser>(`/api/friends/by-code/${encodeURIComponent(code)}`, { auth: true, quiet: ['friends.userNotFound'] });

export const sendFriendRequest = (userId: number, message?: string) =>
  api.post<FriendRequestResult>('/api/friends/requests', { body: { userId, ...(message ? { message } : {}) }, auth: true });

export const acceptRequest = (id: number) => api.post<{ ok: true }>(`/api/friends/requests/${id}/accept`, { auth: true });
export const refuseRequest = (id: number) => api.post<{ ok: true }>(`/api/friends/requests/${id}/refuse`, { auth: true });
export const removeFriend = (userId: number) => api.del<{ ok: true }>(`/api/friends/${userId}`, { auth: true });
export const setFindableByPhone = (findableByPhone: boolean) =>
  api.put<{ findableByPhone: boolean }>('/api/friends/privacy', { body: { findableByPhone }, auth: true });

/** Runs a friends write, then refreshes every friends view (and the info tab, whose notices follow). */
export function useFriendsAction() {
  const client = useQueryClient();
  return async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      await Promise.all([invalidateFriends(client), client.invalidateQueries({ queryKey: ['info'] })]);
    }
  };
}
