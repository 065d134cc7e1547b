/**
 * Chat over HTTP: conversations, history pages, contacts, read marks, the unread total, the emoji
 * list, sending (text or a word/book share) and the single-use socket ticket. Shapes are core's
 * contracts (`schemas/chat.ts`).
 */
import type { ChatContacts, ChatMessage, ConversationList, EmojiList, History, ChatUnreadCount } from '@qfl/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

/** Whom a chat page talks to. */
export type ChatTarget = { withUserId: number } | { teamId: number };

export interface SendInput {
  target: ChatTarget;
  text: string;
  kind?: 'text' | 'word' | 'book';
  refId?: number;
  clientId: string;
}

export const chatKeys = {
  all: ['chat'] as const,
  conversations: (userId: number | undefined) => ['chat', 'conversations', userId] as const,
  unread: (userId: number | undefined) => ['chat', 'unread', userId] as const,
  contacts: (userId: number | undefined) => ['chat', 'contacts', userId] as const,
  history: (userId: number | undefined, target: ChatTarget) => ['chat', 'history', userId, target] as const,
  emoji: ['emoji'] as const,
};

export function fetchTicket(): Promise<{ ticket: string; expiresIn: number }> {
  return api.post('/api/chat/ticket', { auth: true, toast: false });
}

/** Quiet: the page shows a failed bubble with the server's message and a retry. */
export function sendMessage(input: SendInput): Promise<{ id: number; message: ChatMessage }> {
  const { target, text, kind = 'text', refId, clientId } = input;
  const to = 'withUserId' in target ? { toUserId: target.withUserId } : { teamId: target.teamId };
  return api.post('/api/chat/messages', {
    body: { ...to, text, kind, clientId, ...(refId === undefined ? {} : { ref: { id: refId } }) },
    auth: true,
    toast: false,
  });
}

export function markRead(target: ChatTarget, lastReadId: number): Promise<{ conv: string; lastReadId: number }> {
  return api.post('/api/chat/read', { body: { ...target, lastReadId }, auth: true, toast: false });
}

export function useConversations() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: chatKeys.conversations(userId),
    queryFn: (): Promise<ConversationList> => api.get('/api/chat/conversations', { auth: true, toast: false }),
    staleTime: 0,
  });
}

export function useUnreadCount() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: chatKeys.unread(userId),
    queryFn: (): Promise<ChatUnreadCount> => api.get('/api/chat/unread-count', { auth: true, toast: false }),
    staleTime: 0,
  });
}

export function useContacts(enabled = true) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: chatKeys.contacts(userId),
    queryFn: (): Promise<ChatContacts> => api.get('/api/chat/contacts', { auth: true, toast: false }),
    enabled,
    staleTime: 0,
  });
}

export function useHistory(target: ChatTarget) {
  const userId = useSession((s) => s.userInfo?.id);
  return useInfiniteQuery({
    queryKey: chatKeys.history(userId, target),
    queryFn: ({ pageParam }): Promise<History> =>
      api.get('/api/chat/messages', { params: { ...target, before: pageParam ?? undefined, limit: 30 }, auth: true, toast: false }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore ? (last.items[last.items.length - 1]?.id ?? null) : null),
    staleTime: 0,
  });
}

export function useEmoji() {
  return useQuery({
    queryKey: chatKeys.emoji,
    queryFn: (): Promise<EmojiList> => api.get('/emoji/list', { toast: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
