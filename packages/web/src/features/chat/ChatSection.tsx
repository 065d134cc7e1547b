/** The social tab's chat card: the three most recent conversations with unread badges, and a link to all. */
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useConversations } from './api/chat';
import { ConversationRow } from './ConversationRow';
import { CHAT_PATHS } from './paths';
import { useChatLive } from './use-chat-live';
import './chat.css';

export function ChatSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const convs = useConversations();
  useChatLive();
  const recent = (convs.data?.items ?? []).filter((c) => c.last !== null).slice(0, 3);
  return (
    <section className="card" data-testid="social-chat">
      <h2 className="card__title">{t('chat.title')}</h2>
      {recent.length === 0 ? (
        <p className="muted">{convs.isPending ? t('common.loading') : t('chat.sectionHint')}</p>
      ) : (
        <List className="chat-list">
          {recent.map((c) => (
            <ConversationRow key={c.conv} conversation={c} />
          ))}
        </List>
      )}
      <Button color="primary" fill="outline" onClick={() => navigate(CHAT_PATHS.list)} data-testid="social-chat-open">
        {t('chat.openList')}
      </Button>
    </section>
  );
}
