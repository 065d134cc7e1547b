/** The info tab's badge: unread notices and news, "99+" past 99, nothing at zero. */
import { formatBadge } from '@qfl/core';
import { useUnreadCountQuery } from './api/info';

export function useInfoBadge(): string | undefined {
  const total = useUnreadCountQuery().data?.total ?? 0;
  return total > 0 ? formatBadge(total) : undefined;
}
