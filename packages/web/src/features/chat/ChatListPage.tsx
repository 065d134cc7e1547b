/** All my conversations (#/pages/social/chats), newest first, with unread badges; "new chat" picks a friend or team. */
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useConversations } from './api/chat';
import { ContactsSheet } from './ContactsSheet';
import { ConversationRow } from './ConversationRow';
import { directChatPath, teamChatPath } from './paths';
import { useChatLive } from './use-chat-live';
import './chat.css';

export default function ChatListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack(PATHS.social);
  const convs = useConversations();
  const [picking, setPicking] = useState(false);
  useChatLive();
  const items = convs.data?.items ?? [];
  const newChat = (
    <Button size="small" fill="none" className="chat-new" onClick={() => setPicking(true)} data-testid="chat-new">
      {t('chat.newChat')}
    </Button>
  );
  let body: React.ReactNode;
  if (convs.isError) body = <DelayedPlaceholder kind="error" onRetry={() => void convs.refetch()} delayMs={0} />;
  else if (!convs.data) body = <DelayedPlaceholder kind="loading" />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title={t('chat.empty')}
        hint={t('chat.emptyHint')}
        testId="chat-empty"
        action={
          <Button color="primary" size="small" onClick={() => setPicking(true)}>
            {t('chat.newChat')}
          </Button>
        }
      />
    );
  else
    body = (
      <List className="card card--flush chat-list">
        {items.map((c) => (
          <ConversationRow key={c.conv} conversation={c} />
        ))}
      </List>
    );
  return (
    <div className="page" data-testid="page-chat-list">
      <NavBar title={t('chat.title')} onBack={back} right={newChat} />
      <main className="page__body">{body}</main>
      <ContactsSheet
        visible={picking}
        title={t('chat.contactsTitle')}
        onClose={() => setPicking(false)}
        onPick={(target) => {
          setPicking(false);
          navigate('withUserId' in target ? directChatPath(target.withUserId) : teamChatPath(target.teamId));
        }}
      />
    </div>
  );
}
