/**
 * Chat over HTTP: conversations, history pages, contacts, read marks, the unread total, the emoji
 * list, sending (text or a word/book share) and the single-use socket ticket. Shapes are core's
 * contracts (`schemas/chat.ts`).
 */
import type { ChatKind } from '@qfl/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

/** Whom a chat page talks to. */
export type ChatTarget = { withUserId: number } | { teamId: number };

export interface SendInput {
  target: ChatTarget;
  text: string;
  kind?: ChatKind;
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

export function fetchTicket() {
  return api.call('POST /api/chat/ticket', { auth: true, toast: false });
}

/** Quiet: the page shows a failed bubble with the server's message and a retry. */
export function sendMessage(input: SendInput) {
  const { target, text, kind = 'text', refId, clientId } = input;
  const to = 'withUserId' in target ? { toUserId: target.withUserId } : { teamId: target.teamId };
  return api.call('POST /api/chat/messages', {
    body: { ...to, text, kind, clientId, ...(refId === undefined ? {} : { ref: { id: refId } }) },
    auth: true,
    toast: false,
  });
}

export function markRead(target: ChatTarget, lastReadId: number) {
  return api.call('POST /api/chat/read', { body: { ...target, lastReadId }, auth: true, toast: false });
}

export function useConversations() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: chatKeys.conversations(userId),
    queryFn: () => api.call('GET /api/chat/conversations', { auth: true, toast: false }),
    staleTime: 0,
  });
}

export function useUnreadCount() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: chatKeys.unread(userId),
    queryFn: () => api.call('GET /api/chat/unread-count', { auth: true, toast: false }),
    staleTime: 0,
  });
}

export function useContacts(enabled = true) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: chatKeys.contacts(userId),
    queryFn: () => api.call('GET /api/chat/contacts', { auth: true, toast: false }),
    enabled,
    staleTime: 0,
  });
}

export function useHistory(target: ChatTarget) {
  const userId = useSession((s) => s.userInfo?.id);
  return useInfiniteQuery({
    queryKey: chatKeys.history(userId, target),
    queryFn: ({ pageParam }) =>
      api.call('GET /api/chat/messages', { query: { ...target, before: pageParam ?? undefined, limit: 30 }, auth: true, toast: false }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore ? (last.items[last.items.length - 1]?.id ?? null) : null),
    staleTime: 0,
  });
}

export function useEmoji() {
  return useQuery({
    queryKey: chatKeys.emoji,
    queryFn: () => api.call('GET /emoji/list', { toast: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
