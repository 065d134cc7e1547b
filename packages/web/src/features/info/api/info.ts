/** The info tab's data: notices (paged), system news, the unread count for the tab badge, marking read. */
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

const PAGE = 30;

export const infoKeys = {
  all: ['info'] as const,
  notices: (me: number | undefined) => ['info', 'notices', me] as const,
  news: (me: number | undefined) => ['info', 'news', me] as const,
  newsItem: (me: number | undefined, id: number) => ['info', 'news', me, id] as const,
  unread: (me: number | undefined) => ['info', 'unread', me] as const,
};

export const invalidateInfo = (client: QueryClient) => client.invalidateQueries({ queryKey: infoKeys.all });

export function useNoticesQuery() {
  const me = useSession((s) => s.userInfo?.id);
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: infoKeys.notices(me),
    queryFn: ({ pageParam }) =>
      api.call('GET /api/notifications', { query: { limit: PAGE, ...(pageParam ? { before: pageParam } : {}) }, auth: true }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useNewsQuery() {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({ staleTime: 0, queryKey: infoKeys.news(me), queryFn: () => api.call('GET /api/news', { auth: true }) });
}

/** Opening an item marks it read on the server. */
export function useNewsItemQuery(id: number | null) {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({
    // Another user's answer or block changes it: fresh on every mount.
    staleTime: 0,
    queryKey: infoKeys.newsItem(me, id ?? 0),
    queryFn: () => api.call('GET /sysNews/getMessageById', { query: { id: id ?? 0 }, auth: true }),
    enabled: id !== null,
  });
}

/** The tab badge: polled each minute while the app is open, quiet on failure. */
export function useUnreadCountQuery() {
  const me = useSession((s) => s.userInfo?.id);
  return useQuery({
    // Another user's answer or block changes it: fresh on every mount.
    staleTime: 0,
    queryKey: infoKeys.unread(me),
    queryFn: () => api.call('GET /api/notifications/unread-count', { auth: true, toast: false }),
    enabled: me !== undefined,
    refetchInterval: 60_000,
  });
}

export const markNoticesRead = (ids: number[]) => api.call('POST /api/notifications/read', { body: { ids }, auth: true });
export const markAllRead = () => api.call('POST /api/notifications/read', { body: { all: true }, auth: true });
