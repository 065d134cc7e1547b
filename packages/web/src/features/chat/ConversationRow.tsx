/** One conversation in a list: avatar, name, last message, time, unread badge (99+). */
import { type Conversation, formatBadge } from '@qfl/core';
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '../account/Avatar';
import { conversationTitle, preview, shortTime } from './chat-view';
import { directChatPath, teamChatPath } from './paths';

export function ConversationRow({ conversation: c }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const title = conversationTitle(c, t);
  const to = c.kind === 'team' && c.team ? teamChatPath(c.team.id) : directChatPath(c.peer?.id ?? 0);
  return (
    <List.Item
      onClick={() => navigate(to)}
      prefix={
        <Badge content={c.unread > 0 ? formatBadge(c.unread) : null} data-testid="chat-unread-badge">
          <Avatar user={{ nickname: title, phone: '', avatarUrl: c.peer?.avatarUrl ?? null }} size={40} />
        </Badge>
      }
      description={<span className="chat-row__preview">{preview(c.last, t, i18n.language)}</span>}
      extra={c.last ? <span className="muted chat-row__time">{shortTime(c.last.createdAt)}</span> : null}
      data-testid="chat-conversation"
      data-conv={c.conv}
      data-unread={c.unread}
    >
      {c.kind === 'team' ? `${title} · ${t('chat.team')}` : title}
    </List.Item>
  );
}
