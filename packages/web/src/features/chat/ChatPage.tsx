/**
 * One conversation (#/pages/social/chat?with=<userId> or ?team=<teamId>): bubbles oldest to newest,
 * older pages loaded when scrolled to the top, live arrivals and read marks over the socket
 * (reconnecting by itself), the emoji picker, sending with a failed-send retry (the same clientId,
 * so a resend never doubles a message), and the header's block and report actions.
 */
import { type ChatMessage, type ChatServerFrame, randomId } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useSession } from '../../session/store';
import { BlockAction } from '../blacklist/BlockAction';
import { ReportAction } from '../moderation/ReportAction';
import { type ChatTarget, markRead, sendMessage, useConversations, useHistory } from './api/chat';
import { mergeMessages, peerName, targetFromParams } from './chat-view';
import { EmojiPicker } from './EmojiPicker';
import { type Delivery, MessageBubble } from './MessageBubble';
import { CHAT_PATHS } from './paths';
import { useChatLive } from './use-chat-live';
import './chat.css';

interface Pending {
  clientId: string;
  text: string;
  delivery: Exclude<Delivery, 'sent'>;
  error?: string;
  /** Temporary negative id, ordered after every real one. */
  id: number;
}

export default function ChatPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = targetFromParams(params);
  const back = useGoBack(CHAT_PATHS.list);
  if (!target)
    return (
      <div className="page" data-testid="page-chat">
        <NavBar title={t('chat.title')} onBack={back} />
        <main className="page__body">
          <EmptyState title={t('chat.badLink')} testId="chat-bad-link" />
        </main>
      </div>
    );
  return <Conversation key={JSON.stringify(target)} target={target} onBack={back} />;
}

function Conversation({ target, onBack }: { target: ChatTarget; onBack: () => void }) {
  const { t } = useTranslation();
  const me = useSession((s) => s.userInfo?.id) ?? 0;
  const queryClient = useQueryClient();
  const history = useHistory(target);
  const convs = useConversations();
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [peerRead, setPeerRead] = useState(0);
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const lastMarked = useRef(0);

  const first = history.data?.pages[0];
  const conv = first?.conv ?? null;
  const peerId = 'withUserId' in target ? target.withUserId : null;

  const onFrame = useCallback(
    (frame: ChatServerFrame) => {
      if (frame.type === 'message' && frame.message.conv === conv) {
        setLive((list) => [...list, frame.message]);
        if (frame.message.clientId) setPending((list) => list.filter((p) => p.clientId !== frame.message.clientId));
      } else if (frame.type === 'read' && frame.conv === conv && frame.userId === peerId) {
        setPeerRead((n) => Math.max(n, frame.lastReadId));
      } else if (frame.type === 'ready') {
        // (Re)connected: whatever came while away is in the history.
        void queryClient.invalidateQueries({ queryKey: ['chat', 'history'] });
      }
    },
    [conv, peerId, queryClient],
  );
  const status = useChatLive(onFrame);

  const messages = useMemo(() => mergeMessages(...(history.data?.pages.map((p) => p.items) ?? []), live), [history.data, live]);
  const users = useMemo(() => new Map((history.data?.pages.flatMap((p) => p.users) ?? []).map((u) => [u.id, u])), [history.data]);
  const readUpTo = Math.max(peerRead, first?.peerLastReadId ?? 0);

  // Read marks: the newest message from others on screen.
  const newestOther = [...messages].reverse().find((m) => m.senderId !== me)?.id ?? 0;
  useEffect(() => {
    if (newestOther > lastMarked.current) {
      lastMarked.current = newestOther;
      void markRead(target, newestOther)
        .then(() => queryClient.invalidateQueries({ queryKey: ['chat', 'unread'] }))
        .catch(() => undefined);
    }
  }, [newestOther, target, queryClient]);

  // Stay at the bottom for new messages; keep the position when older ones come in on top.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBefore.current !== null) {
      el.scrollTop = el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (stickToBottom.current) el.scrollTop = el.scrollHeight;
  });

  const loadOlder = () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    heightBefore.current = scroller.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 60;
    if (el.scrollTop < 40) loadOlder();
  };

  const deliver = async (p: Pending) => {
    setPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, delivery: 'sending', error: undefined } : x)));
    try {
      const sent = await sendMessage({ target, text: p.text, clientId: p.clientId });
      setLive((list) => [...list, sent.message]);
      setPending((list) => list.filter((x) => x.clientId !== p.clientId));
    } catch (error) {
      const message = isApiError(error) ? error.message : t('chat.failed');
      setPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, delivery: 'failed', error: message } : x)));
    }
  };

  const send = () => {
    const body = text.trim();
    if (!body) return;
    const p: Pending = { clientId: randomId(16), text: body, delivery: 'sending', id: -Date.now() };
    setPending((list) => [...list, p]);
    setText('');
    setEmojiOpen(false);
    stickToBottom.current = true;
    void deliver(p);
  };

  const title =
    'withUserId' in target
      ? peerName(users.get(target.withUserId) ?? { id: target.withUserId, nickname: null, avatarUrl: null }, t)
      : (convs.data?.items.find((c) => c.team?.id === target.teamId)?.team?.name ?? t('chat.team'));
  const right =
    peerId !== null ? (
      <span className="chat-head-actions">
        <BlockAction userId={peerId} nickname={users.get(peerId)?.nickname} testId="chat-block" variant="link" />
        <ReportAction userId={peerId} variant="link" testId="chat-report-user" />
      </span>
    ) : null;

  let body: React.ReactNode;
  if (history.isError && !history.data)
    body = (
      <EmptyState
        title={isApiError(history.error) ? history.error.message : t('chat.badLink')}
        testId="chat-error"
        action={
          <Button size="small" onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (!history.data) body = <DelayedPlaceholder kind="loading" />;
  else
    body = (
      <>
        <div className="chat-older">
          {history.hasNextPage ? (
            <button type="button" className="chat-link" onClick={loadOlder} data-testid="chat-load-older">
              {history.isFetchingNextPage ? t('common.loading') : t('chat.loadOlder')}
            </button>
          ) : messages.length > 0 ? (
            <span className="muted">{t('chat.noMore')}</span>
          ) : (
            <span className="muted" data-testid="chat-say-hello">
              {t('chat.sayHello')}
            </span>
          )}
        </div>
        {messages.map((m) => (
          <MessageBubble
            key={m.id}
            message={m}
            mine={m.senderId === me}
            sender={
              'teamId' in target ? peerName(users.get(m.senderId) ?? { id: m.senderId, nickname: null, avatarUrl: null }, t) : undefined
            }
            read={peerId !== null && m.id <= readUpTo}
          />
        ))}
        {pending.map((p) => (
          <MessageBubble
            key={p.clientId}
            message={{
              id: p.id,
              conv: conv ?? '',
              senderId: me,
              toUserId: peerId,
              teamId: null,
              kind: 'text',
              text: p.text,
              ref: null,
              clientId: p.clientId,
              createdAt: -p.id,
            }}
            mine
            delivery={p.delivery}
            error={p.error}
            onRetry={() => void deliver(p)}
          />
        ))}
      </>
    );

  return (
    <div className="page chat-page" data-testid="page-chat" data-live={status}>
      <NavBar title={title} onBack={onBack} right={right} />
      {status === 'reconnecting' && (
        <div className="chat-banner" data-testid="chat-reconnecting">
          {t('chat.reconnecting')}
        </div>
      )}
      <div className="chat-scroll" ref={scroller} onScroll={onScroll} data-testid="chat-messages">
        {body}
      </div>
      <div className="chat-compose">
        <div className="chat-compose__row">
          <button
            type="button"
            className="chat-compose__emoji"
            onClick={() => setEmojiOpen((o) => !o)}
            aria-label={t('chat.emoji')}
            data-testid="chat-emoji-toggle"
          >
            😀
          </button>
          <Input
            className="chat-compose__input"
            value={text}
            onChange={setText}
            placeholder={t('chat.placeholder')}
            onEnterPress={send}
            enterKeyHint="send"
            data-testid="chat-input"
          />
          <Button color="primary" size="small" disabled={text.trim() === ''} onClick={send} data-testid="chat-send">
            {t('chat.send')}
          </Button>
        </div>
        {emojiOpen && <EmojiPicker onPick={(char) => setText((v) => v + char)} />}
      </div>
    </div>
  );
}
