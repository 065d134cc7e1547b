/** The unread total of all chats (99+), for the personal center's chat row. */
import { formatBadge } from '@qfl/core';
import Badge from 'antd-mobile/es/components/badge';
import { useUnreadCount } from './api/chat';

export function ChatUnreadBadge() {
  const unread = useUnreadCount();
  const total = unread.data?.total ?? 0;
  return total > 0 ? <Badge content={formatBadge(total)} data-testid="chat-unread-total" /> : null;
}
