/**
 * The friends API (server modules/friends): my friends, requests both ways, my share code, phone
 * and code search, user cards and the "findable by phone" setting. Shapes are core's contracts.
 */
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
  return useQuery({ staleTime: 0, queryKey: friendKeys.list(me), queryFn: () => api.call('GET /api/friends', { auth: true }) });
}

export function useFriendRequestsQuery() {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({
    // Another user's answer or block changes it: fresh on every mount.
    staleTime: 0,
    queryKey: friendKeys.requests(me),
    queryFn: () => api.call('GET /api/friends/requests', { auth: true }),
  });
}

export function useShareCodeQuery() {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({
    staleTime: 0,
    queryKey: friendKeys.code(me),
    queryFn: () => api.call('GET /api/friends/code', { auth: true }),
  });
}

export function useUserCardQuery(id: number | null) {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({
    // Another user's answer or block changes it: fresh on every mount.
    staleTime: 0,
    queryKey: friendKeys.card(me, id ?? 0),
    queryFn: () => api.call('GET /api/users/:id/card', { params: { id }, auth: true }),
    enabled: id !== null,
  });
}

export const searchByPhone = (phone: string) => api.call('POST /api/friends/search', { body: { phone }, auth: true });

/** Quiet on "not found": the page says so itself. */
export const userByCode = (code: string) =>
  api.call('GET /api/friends/by-code/:code', { params: { code }, auth: true, quiet: ['friends.userNotFound'] });

export const sendFriendRequest = (userId: number, message?: string) =>
  api.call('POST /api/friends/requests', { body: { userId, ...(message ? { message } : {}) }, auth: true });

export const acceptRequest = (id: number) => api.call('POST /api/friends/requests/:id/accept', { params: { id }, auth: true });
export const refuseRequest = (id: number) => api.call('POST /api/friends/requests/:id/refuse', { params: { id }, auth: true });
export const removeFriend = (userId: number) => api.call('DELETE /api/friends/:userId', { params: { userId }, auth: true });
export const setFindableByPhone = (findableByPhone: boolean) =>
  api.call('PUT /api/friends/privacy', { body: { findableByPhone }, auth: true });

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
